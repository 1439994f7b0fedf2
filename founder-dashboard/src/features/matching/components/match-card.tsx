import styled from '@emotion/styled';
import { Badge, Button, buttonStyles } from '@pear/shared/ui';
import {
  introStatusLabel,
  StyledMatchCard,
  StyledMatchCardName,
  StyledMatchCardTop,
  StyledMatchScore,
  StyledMutedNote,
} from '@pear/shared/dashboard';
import { useId } from 'react';
import { externalUrl } from '@pear/shared/domain';

import { useCopyToClipboard } from '../../../lib/use-copy-to-clipboard';
import type { InvestorMatch, OnPear } from '../lib/investor-match';
import { DealFlowButton } from './deal-flow-button';

const StyledTags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledWhy = styled.div`
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  h4 {
    margin: 0 0 ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space[4]};
  }
  p {
    margin: 0;
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledOnPear = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledIntroStatus = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/**
 * Where the intro with an investor on Pear stands, or Request Intro when there is none to wait for (none yet, or the
 * last one expired). Accepted, the card's contact buttons carry what the server now sends.
 */
function IntroControl({ onPear, onRequestIntro }: { onPear: OnPear; onRequestIntro: () => void }) {
  const { intro } = onPear;
  const canRequest = intro === null || intro.status === 'expired';
  return (
    <>
      {intro ? <StyledIntroStatus role="status">{introStatusLabel(intro)}</StyledIntroStatus> : null}
      {canRequest ? (
        <Button size="sm" onClick={onRequestIntro}>
          Request Intro
        </Button>
      ) : null}
    </>
  );
}

export type MatchCardProps = {
  match: InvestorMatch;
  onDraftIntro: (match: InvestorMatch) => void;
  /** Whether the match's investor already has a deal in Deal Flow. */
  inDealFlow: boolean;
  onAddedToDealFlow: (investorId: string) => void;
  /** Request Intro on the card of an investor on Pear. */
  onRequestIntro: (match: InvestorMatch) => void;
};

/**
 * One investor match (spec §2 AI Matching): match percent, name, title, up to 3 interest tags, "Why This is a Good
 * Match", Copy Email ("Copied!" for 1.5 s) and LinkedIn — each hidden when the value is missing or a placeholder —
 * "Draft intro e-mail" and "Add to Deal Flow" / "In Deal Flow" (corpus investors only: both need its id). An investor
 * who claimed the profile on Pear has the "On Pear" badge with the member's name and Request Intro, then the intro's
 * status; once accepted the server fills the e-mail, LinkedIn and meeting link ("Book a meeting").
 */
export function MatchCard({ match, onDraftIntro, inDealFlow, onAddedToDealFlow, onRequestIntro }: MatchCardProps) {
  const { copied, copy } = useCopyToClipboard();
  const nameId = useId();
  const whyId = useId();
  const linkedin = externalUrl(match.linkedin);
  const meetingLink = match.onPear?.intro?.status === 'accepted' ? externalUrl(match.meetingLink) : null;
  const subtitle = [match.title, match.firm].filter(Boolean).join(' · ');
  const name = match.name ?? 'Unnamed investor';

  return (
    <StyledMatchCard as="article" aria-labelledby={nameId}>
      <StyledMatchCardTop>
        <div>
          <StyledMatchCardName id={nameId}>{name}</StyledMatchCardName>
          {subtitle ? <StyledMutedNote>{subtitle}</StyledMutedNote> : null}
        </div>
        {match.matchPercent === null ? null : (
          <StyledMatchScore>
            {match.matchPercent}% <span>match</span>
          </StyledMatchScore>
        )}
      </StyledMatchCardTop>
      {match.onPear ? (
        <StyledOnPear>
          <Badge variant="green">On Pear</Badge>
          <span>{match.onPear.memberName}</span>
        </StyledOnPear>
      ) : null}
      {match.tags.length > 0 ? (
        <StyledTags aria-label="Interests">
          {match.tags.map((tag) => (
            <li key={tag}>
              <Badge variant="secondary">{tag}</Badge>
            </li>
          ))}
        </StyledTags>
      ) : null}
      {match.stages.length > 0 ? <StyledMutedNote>Invests at: {match.stages.join(', ')}</StyledMutedNote> : null}
      {match.previousInvestments.length > 0 ? (
        <StyledMutedNote>Previously invested in: {match.previousInvestments.slice(0, 5).join(', ')}</StyledMutedNote>
      ) : null}
      {match.reasons.length > 0 ? (
        <StyledWhy role="group" aria-labelledby={whyId}>
          <h4 id={whyId}>Why This is a Good Match</h4>
          {match.reasons.length === 1 ? (
            <p>{match.reasons[0]}</p>
          ) : (
            <ul>
              {match.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          )}
        </StyledWhy>
      ) : null}
      <StyledActions>
        {match.onPear ? <IntroControl onPear={match.onPear} onRequestIntro={() => onRequestIntro(match)} /> : null}
        {match.investorId === null ? null : (
          <>
            <Button size="sm" onClick={() => onDraftIntro(match)} aria-label={`Draft intro e-mail to ${name}`}>
              Draft intro e-mail
            </Button>
            <DealFlowButton investorId={match.investorId} inDealFlow={inDealFlow} onAdded={onAddedToDealFlow} />
          </>
        )}
        {match.email ? (
          <Button size="sm" variant="outline" onClick={() => void copy(match.email ?? '')} aria-live="polite">
            {copied ? 'Copied!' : 'Copy Email'}
          </Button>
        ) : null}
        {linkedin ? (
          <a
            href={linkedin}
            target="_blank"
            rel="noopener noreferrer"
            css={buttonStyles({ variant: 'outline', size: 'sm' })}
          >
            LinkedIn
          </a>
        ) : null}
        {meetingLink ? (
          <a
            href={meetingLink}
            target="_blank"
            rel="noopener noreferrer"
            css={buttonStyles({ variant: 'outline', size: 'sm' })}
          >
            Book a meeting
          </a>
        ) : null}
      </StyledActions>
    </StyledMatchCard>
  );
}
