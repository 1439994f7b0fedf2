import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Card, ErrorLine, Spinner } from '@pear/shared/ui';

import { Avatar } from './avatar';

/* The dashboard header's layout (founder and investor dashboards): identity at the left, VibeScore at the right. */

const StyledDashboardHeader = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.mq.md} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
    padding: ${({ theme }) => theme.space[6]};
  }
`;

/** Avatar and the details beside it. */
const StyledDashboardIdentity = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

const StyledDashboardDetails = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

const StyledDashboardName = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;
`;

/** A muted line under the name (company, firm, location). */
export const StyledDashboardMeta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

export type DashboardHeaderPendingProps = {
  load: { status: 'loading' } | { status: 'error'; message: string };
};

/** The header while the dashboard loads (a spinner), or the load's error in its place. */
export function DashboardHeaderPending({ load }: DashboardHeaderPendingProps) {
  return (
    <StyledDashboardHeader as="header">
      {load.status === 'loading' ? (
        <Spinner label="Loading your profile…" showLabel />
      ) : (
        <ErrorLine>{load.message}</ErrorLine>
      )}
    </StyledDashboardHeader>
  );
}

export type DashboardHeaderProps = {
  name: string;
  /** The photo; initials without one. */
  image: string | null;
  /** The score card at the right (below on narrow screens). */
  score: ReactNode;
  /** The lines under the name: meta lines, badge rows, buttons. */
  children?: ReactNode;
};

/** The loaded header: avatar, the name as the page's h2 and what the dashboard says under it, the score beside. */
export function DashboardHeader({ name, image, score, children }: DashboardHeaderProps) {
  return (
    <StyledDashboardHeader as="header">
      <StyledDashboardIdentity>
        <Avatar name={name} src={image} size="lg" />
        <StyledDashboardDetails>
          <StyledDashboardName>{name || 'Your profile'}</StyledDashboardName>
          {children}
        </StyledDashboardDetails>
      </StyledDashboardIdentity>
      {score}
    </StyledDashboardHeader>
  );
}
