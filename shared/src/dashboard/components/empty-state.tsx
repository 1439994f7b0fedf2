import styled from '@emotion/styled';
import type { ReactNode } from 'react';

const StyledEmpty = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => theme.borderWidths.thin} dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
  p {
    margin: 0;
  }
`;

const StyledTitle = styled.p`
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export type EmptyStateProps = {
  /** What is missing, e.g. "No deals yet". */
  title: string;
  /** What will appear here, and how. */
  children?: ReactNode;
};

/** The honest empty state of a list: what is missing and what will show once there is data. */
export const EmptyState = ({ title, children }: EmptyStateProps) => (
  <StyledEmpty>
    <StyledTitle>{title}</StyledTitle>
    {children ? <p>{children}</p> : null}
  </StyledEmpty>
);
