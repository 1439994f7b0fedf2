import styled from '@emotion/styled';
import { useIntroRequests } from '@pear/shared/api';
import { Button, ErrorLine, Spinner } from '@pear/shared/ui';
import { DashboardCard, IntroRequestList, RequestIntroDialog } from '@pear/shared/dashboard';
import { useId, useState } from 'react';

import { useDealFlowInvestors } from '../hooks/use-deal-flow-investors';
import type { InvestorMatches } from '../hooks/use-investor-matches';
import type { InvestorMatch } from '../lib/investor-match';
import { formatMatchStatus } from '../lib/match-status';
import { InvestorQuestionsPanel } from './investor-questions-panel';
import { MatchCard } from './match-card';
import { OutreachDraftDialog } from './outreach-draft-dialog';

export const CRUNCHBASE_ATTRIBUTION = 'Investor data from CrunchBase (crunchbase.com), 2013 export, CC-BY';

const StyledTab = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

const StyledHeader = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  ${({ theme }) => theme.mq.md} {
    flex-direction: row;
    align-items: flex-start;
    justify-content: space-between;
  }
`;

const StyledTitleBlock = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

const StyledTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const StyledMuted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledList = styled.ul`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: 1fr 1fr;
  }
`;

const StyledFooter = styled.footer`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/**
 * The AI Matching tab (spec §2): "AI-Powered Investor Matches" with the plan's quota, "Find new matches", the red
 * error line, the match cards (or "No matches found."), intro drafts, "Add to Deal Flow" and the investor-questions
 * panel. Above them, once there are any, the double opt-in intro requests (issue 14): received ones to accept or
 * decline, sent ones with their status.
 */
export function MatchingTab({ matches, error, finding, findNew, status, applyIntro }: InvestorMatches) {
  const [draftFor, setDraftFor] = useState<InvestorMatch | null>(null);
  const [introFor, setIntroFor] = useState<InvestorMatch | null>(null);
  const intros = useIntroRequests(applyIntro);
  const hasIntros = intros.intros !== null && intros.intros.received.length + intros.intros.sent.length > 0;
  const introRecipient = introFor?.onPear ?? null;
  const dealFlow = useDealFlowInvestors();
  const titleId = useId();

  return (
    <StyledTab aria-labelledby={titleId}>
      <StyledHeader>
        <StyledTitleBlock>
          <StyledTitle id={titleId}>AI-Powered Investor Matches</StyledTitle>
          {status ? <StyledMuted>{formatMatchStatus(status)}</StyledMuted> : null}
          {error ? <ErrorLine>{error}</ErrorLine> : null}
        </StyledTitleBlock>
        <Button onClick={() => void findNew()} disabled={finding} aria-busy={finding || undefined}>
          {finding ? 'Finding new matches...' : 'Find new matches'}
        </Button>
      </StyledHeader>
      {intros.loadError ? <ErrorLine>{intros.loadError}</ErrorLine> : null}
      {hasIntros && intros.intros ? (
        <DashboardCard
          title="Intro requests"
          description="Double opt-in: e-mail addresses are shared only when the one asked accepts."
        >
          <IntroRequestList
            received={intros.intros.received}
            sent={intros.intros.sent}
            onAccept={(intro) => void intros.accept(intro)}
            onDecline={(intro) => void intros.decline(intro)}
            busyId={intros.busyId}
          />
          {intros.answerError ? <ErrorLine>{intros.answerError}</ErrorLine> : null}
        </DashboardCard>
      ) : null}
      {matches === null ? <Spinner label="Loading matches…" showLabel /> : null}
      {matches !== null && matches.length === 0 ? <StyledMuted>No matches found.</StyledMuted> : null}
      {matches !== null && matches.length > 0 ? (
        <StyledList aria-label="Investor matches">
          {matches.map((match) => (
            <li key={match.key}>
              <MatchCard
                match={match}
                onDraftIntro={setDraftFor}
                inDealFlow={match.investorId !== null && dealFlow.inDealFlow(match.investorId)}
                onAddedToDealFlow={dealFlow.markAdded}
                onRequestIntro={setIntroFor}
              />
            </li>
          ))}
        </StyledList>
      ) : null}
      <InvestorQuestionsPanel />
      <RequestIntroDialog
        recipientName={introRecipient?.memberName ?? ''}
        open={introRecipient !== null}
        onOpenChange={(open) => {
          if (!open) setIntroFor(null);
        }}
        onSend={(message) =>
          introRecipient ? intros.request(introRecipient.memberUserId, message) : Promise.resolve(null)
        }
      />
      <OutreachDraftDialog match={draftFor} onClose={() => setDraftFor(null)} onSent={dealFlow.markAdded} />
      <StyledFooter>{CRUNCHBASE_ATTRIBUTION}</StyledFooter>
    </StyledTab>
  );
}
