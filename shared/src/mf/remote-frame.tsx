import styled from '@emotion/styled';
import type { ReactNode } from 'react';

const StyledBuildId = styled.p(({ theme }) => ({
  maxWidth: '72rem',
  margin: `${theme.space[8]} auto 0`,
  padding: `0 ${theme.space[4]} ${theme.space[4]}`,
  fontSize: theme.fontSizes.xs,
  color: theme.colors.textMuted,
}));

export type RemoteFrameProps = { remote: string; buildId: string; children: ReactNode };

/**
 * Wraps a remote's routes with its name and build id, so support and the deploy test can see
 * which independently deployed build of each part of Pear is live.
 */
export const RemoteFrame = ({ remote, buildId, children }: RemoteFrameProps) => (
  <div data-remote={remote} data-build-id={buildId}>
    {children}
    <StyledBuildId>
      Build <span data-testid={`build-id-${remote}`}>{buildId}</span>
    </StyledBuildId>
  </div>
);
