import styled from '@emotion/styled';
import type { InvestorDashboard } from '@pear/contract';
import { Avatar, Badge, Card, ErrorLine, Spinner, type VibeScoreBreakdownItem, VibeScoreCard } from '@pear/shared/ui';

import type { DashboardLoad } from '../../../lib/use-investor-dashboard';

const StyledHeader = styled(Card)`
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

const StyledIdentity = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

const StyledDetails = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

const StyledName = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;
`;

const StyledMeta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const BREAKDOWN_LABELS: Record<keyof InvestorDashboard['vibe']['breakdown'], string> = {
  profile: 'Profile and thesis',
  portfolio: 'Portfolio evidence',
  responsiveness: 'Responsiveness',
};

/** The investor VibeScore's three components, labelled, in the contract's order. */
export const investorBreakdown = (vibe: InvestorDashboard['vibe']): VibeScoreBreakdownItem[] =>
  (Object.keys(BREAKDOWN_LABELS) as (keyof typeof BREAKDOWN_LABELS)[]).map((key) => ({
    ...vibe.breakdown[key],
    label: BREAKDOWN_LABELS[key],
  }));

/**
 * The investor dashboard's header: avatar (initials without an image), name, firm, the "On Pear" badge with the
 * claimed corpus profile's name, and the VibeScore with what it is made of.
 */
export function InvestorHeader({ load }: { load: DashboardLoad }) {
  if (load.status === 'loading') {
    return (
      <StyledHeader as="header">
        <Spinner label="Loading your profile…" showLabel />
      </StyledHeader>
    );
  }
  if (load.status === 'error') {
    return (
      <StyledHeader as="header">
        <ErrorLine>{load.message}</ErrorLine>
      </StyledHeader>
    );
  }
  const { dashboard } = load;
  const firm = dashboard.profile.firmName ?? dashboard.fund.name;
  return (
    <StyledHeader as="header">
      <StyledIdentity>
        <Avatar name={dashboard.name} src={dashboard.avatar} size="lg" />
        <StyledDetails>
          <StyledName>{dashboard.name || 'Your profile'}</StyledName>
          {firm ? <StyledMeta>{firm}</StyledMeta> : null}
          <StyledRow>
            {dashboard.claim ? (
              <Badge variant="green">On Pear · {dashboard.claim.name}</Badge>
            ) : (
              <Badge variant="outline">Profile not claimed yet</Badge>
            )}
            {dashboard.profile.preferredStages.map((stage) => (
              <Badge key={stage} variant="secondary">
                {stage}
              </Badge>
            ))}
          </StyledRow>
        </StyledDetails>
      </StyledIdentity>
      <VibeScoreCard score={dashboard.vibe.vibe_score} breakdown={investorBreakdown(dashboard.vibe)} />
    </StyledHeader>
  );
}
