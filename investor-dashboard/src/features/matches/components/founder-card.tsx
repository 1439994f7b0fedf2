import styled from '@emotion/styled';
import type { FounderMatch } from '@pear/contract';
import { describeCallError, REQUEST_REFERENCES_ERROR, requestFounderReferences } from '@pear/shared/api';
import { externalUrl } from '@pear/shared/domain';
import { Badge, Button, buttonStyles, ErrorLine } from '@pear/shared/ui';
import {
  introStatusLabel,
  MediaItemSummary,
  RequestIntroDialog,
  StyledMatchCard,
  StyledMatchCardName,
  StyledMatchCardTop,
  StyledInlineRow,
  StyledMatchScore,
  StyledMutedNote,
  StyledPlainList,
  VideoPitchPlayer,
} from '@pear/shared/dashboard';
import { useId, useState } from 'react';

const StyledBlock = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space[4]};
  }
`;

const StyledWhy = styled(StyledBlock)`
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const StyledKudos = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  li > p:first-of-type {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

// Unindented, unlike the block's other lists (its own class twice outweighs the block's `ul` rule).
const StyledMediaList = styled(StyledPlainList)`
  && {
    padding-left: 0;
  }
`;

const linkStyles = buttonStyles({ variant: 'outline', size: 'sm' });

export type FounderCardProps = {
  founder: FounderMatch;
  /** The investor's own name and meeting link, for the Meet invitation. */
  investorName: string;
  meetingLink: string | null;
  /** After Request Kudo: the card's new state. */
  onChange: (change: (founder: FounderMatch) => FounderMatch) => void;
  /** Request Intro with the message: null once sent (the card's status follows), else the line to show. */
  onRequestIntro: (message: string) => Promise<string | null>;
};

/**
 * Meet: an e-mail to the founder proposing a meeting, carrying the investor's own scheduling link when Settings has
 * one (Pear books nothing itself; the founder picks a time there or replies).
 */
const meetMailto = (founder: FounderMatch, investorName: string, meetingLink: string | null): string => {
  const subject = `Meeting: ${investorName} and ${founder.name}${founder.company ? ` (${founder.company})` : ''}`;
  const body = meetingLink
    ? `Hi ${founder.name},\n\nThanks for accepting the intro on Pear. Pick a time that suits you here: ${meetingLink}\n\n${investorName}`
    : `Hi ${founder.name},\n\nThanks for accepting the intro on Pear. Could we meet? Which times suit you next week?\n\n${investorName}`;
  return `mailto:${founder.email ?? ''}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
};

function IntroActions({ founder, onRequest }: { founder: FounderMatch; onRequest: () => void }) {
  const { intro } = founder;
  // No request yet, or the last one expired: a new one may be sent.
  if (intro === null || intro.status === 'expired') {
    return (
      <Button size="sm" onClick={onRequest}>
        Request Intro
      </Button>
    );
  }
  return (
    <Badge variant={intro.status === 'accepted' ? 'green' : 'yellow'} role="status">
      {introStatusLabel(intro)}
    </Badge>
  );
}

/** One founder of "AI-Powered Founder Matches" (spec §2): who they are, why they match, kudos and the four actions. */
export function FounderCard({ founder, investorName, meetingLink, onChange, onRequestIntro }: FounderCardProps) {
  const nameId = useId();
  const [introOpen, setIntroOpen] = useState(false);
  const [requestingKudo, setRequestingKudo] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const linkedin = externalUrl(founder.linkedin);
  const subtitle = [founder.company, founder.industry].filter(Boolean).join(' · ');

  const handleRequestKudo = async () => {
    setRequestingKudo(true);
    setError(null);
    try {
      await requestFounderReferences(founder.userId);
      onChange((current) => ({ ...current, kudoRequested: true }));
    } catch (caught) {
      setError(describeCallError(caught, REQUEST_REFERENCES_ERROR));
    } finally {
      setRequestingKudo(false);
    }
  };

  return (
    <li>
      <StyledMatchCard as="article" aria-labelledby={nameId}>
        <StyledMatchCardTop>
          <div>
            <StyledMatchCardName id={nameId}>{founder.name}</StyledMatchCardName>
            {subtitle ? <StyledMutedNote>{subtitle}</StyledMutedNote> : null}
          </div>
          <StyledMatchScore>
            {founder.pearScore}
            <span>PearScore</span>
          </StyledMatchScore>
        </StyledMatchCardTop>
        <StyledInlineRow>
          {founder.stage ? <Badge variant="secondary">{founder.stage}</Badge> : null}
          {founder.raising ? <Badge>Raising {founder.raising}</Badge> : null}
          {founder.location ? <Badge variant="outline">{founder.location}</Badge> : null}
        </StyledInlineRow>
        {founder.background ? (
          <StyledBlock aria-label="Background">
            <h4>Background</h4>
            <p>{founder.background}</p>
          </StyledBlock>
        ) : null}
        <StyledWhy aria-label="Why this is a good match">
          <h4>Why this is a good match</h4>
          <ul>
            {founder.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
          {founder.rankedWithoutDeck ? (
            <StyledMutedNote>Ranked on the profile only: no deck yet.</StyledMutedNote>
          ) : null}
        </StyledWhy>
        {founder.kudos.length > 0 ? (
          <StyledBlock aria-label="Kudos">
            <h4>Kudos</h4>
            <StyledKudos>
              {founder.kudos.map((kudo) => (
                <li key={`${kudo.authorName}-${kudo.approvedAt}`}>
                  <p>
                    <strong>{kudo.authorName}</strong>, {kudo.relation}
                  </p>
                  <p>“{kudo.text}”</p>
                </li>
              ))}
            </StyledKudos>
          </StyledBlock>
        ) : null}
        {/* Only once an intro between them is accepted (the API sends null before). */}
        {founder.videoPitch ? (
          <StyledBlock aria-label="Video pitch">
            <h4>Video pitch</h4>
            <VideoPitchPlayer videoPitch={founder.videoPitch} label={`Video pitch of ${founder.name}`} />
          </StyledBlock>
        ) : null}
        {founder.media.length > 0 ? (
          <StyledBlock aria-label="Media & Content">
            <h4>Media &amp; Content</h4>
            <StyledMediaList>
              {founder.media.map((item) => (
                <li key={item.id}>
                  <MediaItemSummary item={item} />
                </li>
              ))}
            </StyledMediaList>
          </StyledBlock>
        ) : null}
        <StyledMutedNote>
          {founder.introCount === 0
            ? 'No intros accepted on Pear yet.'
            : `${founder.introCount} ${founder.introCount === 1 ? 'intro' : 'intros'} accepted on Pear.`}
        </StyledMutedNote>
        {error ? <ErrorLine>{error}</ErrorLine> : null}
        <StyledInlineRow>
          {founder.kudoRequested ? (
            <Badge variant="secondary" role="status">
              Kudo requested
            </Badge>
          ) : (
            <Button
              size="sm"
              variant="outline"
              disabled={requestingKudo}
              aria-busy={requestingKudo || undefined}
              onClick={() => void handleRequestKudo()}
            >
              Request Kudo
            </Button>
          )}
          <IntroActions founder={founder} onRequest={() => setIntroOpen(true)} />
          {/* The address comes only once an intro between them is accepted. */}
          {founder.email ? (
            <>
              <a href={`mailto:${founder.email}`} css={linkStyles}>
                Email
              </a>
              <a href={meetMailto(founder, investorName, meetingLink)} css={linkStyles}>
                Meet
              </a>
            </>
          ) : null}
          {linkedin ? (
            <a href={linkedin} target="_blank" rel="noopener noreferrer" css={linkStyles}>
              LinkedIn
            </a>
          ) : null}
        </StyledInlineRow>
      </StyledMatchCard>
      <RequestIntroDialog
        recipientName={founder.name}
        open={introOpen}
        onOpenChange={setIntroOpen}
        onSend={onRequestIntro}
      />
    </li>
  );
}
