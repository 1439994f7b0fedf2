import styled from '@emotion/styled';
import { type ReactNode, useId } from 'react';

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  h3 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

export type DataRoomSectionProps = {
  title: string;
  /** Beside the title, outside the section's name (e.g. a count badge). */
  badge?: ReactNode;
  children: ReactNode;
};

/** A part of the Data Room tab: a region named by its h3 title. */
export function DataRoomSection({ title, badge, children }: DataRoomSectionProps) {
  const titleId = useId();
  return (
    <StyledSection aria-labelledby={titleId}>
      <h3>
        <span id={titleId}>{title}</span>
        {badge}
      </h3>
      {children}
    </StyledSection>
  );
}
