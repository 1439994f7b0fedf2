import styled from '@emotion/styled';
import { describeCallError, FOUNDER_MATCHES_ERROR } from '@pear/shared/api';
import { Button, ErrorLine, Spinner } from '@pear/shared/ui';
import { DashboardCard, EmptyState, IntroRequestList } from '@pear/shared/dashboard';

import type { FounderMatchesState } from '../hooks/use-founder-matches';
import { FounderCard } from './founder-card';

const StyledTab = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export type MatchesTabProps = FounderMatchesState & {
  investorName: string;
  meetingLink: string | null;
};

function IntroRequestsCard({ intros }: Pick<FounderMatchesState, 'intros'>) {
  const { intros: list, loadError, answerError, busyId, accept, decline } = intros;
  if (loadError) {
    return (
      <DashboardCard title="Intro requests">
        <ErrorLine>{loadError}</ErrorLine>
      </DashboardCard>
    );
  }
  // Shown only when there is something to answer or follow.
  if (!list || list.received.length + list.sent.length === 0) return null;
  return (
    <DashboardCard title="Intro requests" description="Founders who asked you for an intro, and the ones you asked.">
      {answerError ? <ErrorLine>{answerError}</ErrorLine> : null}
      <IntroRequestList
        received={list.received}
        sent={list.sent}
        busyId={busyId}
        onAccept={(intro) => void accept(intro)}
        onDecline={(intro) => void decline(intro)}
      />
    </DashboardCard>
  );
}

/**
 * Matches (spec §2): the intro requests when there are any, then "AI-Powered Founder Matches": the founders on Pear
 * ranked for this investor, best first, each with its PearScore and true reasons.
 */
export function MatchesTab({ matches, intros, updateFounder, investorName, meetingLink }: MatchesTabProps) {
  const founders = matches.data;
  return (
    <StyledTab>
      <IntroRequestsCard intros={intros} />
      <DashboardCard
        title="AI-Powered Founder Matches"
        description="Founders on Pear ranked against your thesis, focus, stages and check size."
        actions={
          <Button size="sm" variant="outline" disabled={matches.isFetching} onClick={matches.refetch}>
            {matches.isFetching ? 'Refreshing…' : 'Refresh'}
          </Button>
        }
      >
        {matches.status === 'error' ? (
          <ErrorLine>{describeCallError(matches.error, FOUNDER_MATCHES_ERROR)}</ErrorLine>
        ) : null}
        {founders === undefined && matches.status !== 'error' ? (
          <Spinner label="Ranking founders for you…" showLabel />
        ) : null}
        {founders?.length === 0 ? (
          <EmptyState title="No founder matches yet">
            Founders appear here once they sign up on Pear; a fuller thesis and focus rank them better.
          </EmptyState>
        ) : null}
        {founders && founders.length > 0 ? (
          <StyledList aria-label="Founder matches">
            {founders.map((founder) => (
              <FounderCard
                key={founder.userId}
                founder={founder}
                investorName={investorName}
                meetingLink={meetingLink}
                onChange={(change) => updateFounder(founder.userId, change)}
                onRequestIntro={(message) => intros.request(founder.userId, message)}
              />
            ))}
          </StyledList>
        ) : null}
      </DashboardCard>
    </StyledTab>
  );
}
