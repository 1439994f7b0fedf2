import styled from '@emotion/styled';
import type { ReactNode } from 'react';

const StyledHeading = styled.h1`
  max-width: 72rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[4]} ${theme.space[6]}`};
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

export type ResourcesTabContentProps = { children: ReactNode; heading?: 'h1' | 'h2' };

/**
 * The Resources tab: a heading (the page's h1 on "/", where the hero is hidden), then the directory that
 * app/routes passes in — features never import each other.
 */
export const ResourcesTabContent = ({ children, heading = 'h1' }: ResourcesTabContentProps) => (
  <>
    <StyledHeading as={heading}>Startup Resources</StyledHeading>
    {children}
  </>
);
