import styled from '@emotion/styled';
import { Card } from '@pear/shared/ui';
import type { ReactNode } from 'react';

import { useFocusOnMount } from '../hooks/use-focus-on-mount';

const StyledStep = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.dialog};
  margin: ${({ theme }) => `${theme.space[8]} auto`};
  padding: ${({ theme }) => theme.space[6]};
`;

const StyledHeading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;
  &:focus {
    outline: none;
  }
`;

export const StyledLead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

export type StepLayoutProps = { title: ReactNode; children?: ReactNode };

/**
 * One step before the room (the link, the e-mail, the code): a card under a page heading that takes the focus when
 * the step appears, so a screen reader announces where the visitor is now.
 */
export const StepLayout = ({ title, children }: StepLayoutProps) => {
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <StyledStep as="section">
      <StyledHeading ref={headingRef} tabIndex={-1}>
        {title}
      </StyledHeading>
      {children}
    </StyledStep>
  );
};
