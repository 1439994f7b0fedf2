import type { InvestorDashboard } from '@pear/contract';
import { Badge } from '@pear/shared/ui';
import {
  DashboardHeader,
  DashboardHeaderPending,
  StyledDashboardMeta,
  StyledInlineRow,
  type VibeScoreBreakdownItem,
  VibeScoreCard,
} from '@pear/shared/dashboard';

import type { DashboardLoad } from '../../../lib/use-investor-dashboard';

const BREAKDOWN_LABELS: Record<keyof InvestorDashboard['vibe']['breakdown'], string> = {
  profile: 'Profile and thesis',
  portfolio: 'Portfolio evidence',
  responsiveness: 'Responsiveness',
};

/** The investor VibeScore's three components, labelled, in the contract's order. */
const investorBreakdown = (vibe: InvestorDashboard['vibe']): VibeScoreBreakdownItem[] =>
  (Object.keys(BREAKDOWN_LABELS) as (keyof typeof BREAKDOWN_LABELS)[]).map((key) => ({
    ...vibe.breakdown[key],
    label: BREAKDOWN_LABELS[key],
  }));

/**
 * The investor dashboard's header: avatar (initials without an image), name, firm, the "On Pear" badge with the
 * claimed corpus profile's name, and the VibeScore with what it is made of.
 */
export function InvestorHeader({ load }: { load: DashboardLoad }) {
  if (load.status !== 'loaded') return <DashboardHeaderPending load={load} />;
  const { dashboard } = load;
  const firm = dashboard.profile.firmName ?? dashboard.fund.name;
  return (
    <DashboardHeader
      name={dashboard.name}
      image={dashboard.avatar}
      score={<VibeScoreCard score={dashboard.vibe.vibe_score} breakdown={investorBreakdown(dashboard.vibe)} />}
    >
      {firm ? <StyledDashboardMeta>{firm}</StyledDashboardMeta> : null}
      <StyledInlineRow>
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
      </StyledInlineRow>
    </DashboardHeader>
  );
}
