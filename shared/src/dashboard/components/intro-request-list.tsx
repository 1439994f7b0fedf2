import styled from '@emotion/styled';
import type { IntroRequest } from '@pear/contract';
import { externalUrl } from '@pear/shared/domain';
import { useId } from 'react';
import { Badge, type BadgeVariant, Button, buttonStyles, Card } from '@pear/shared/ui';

import { StyledInlineRow } from './list-parts';

/**
 * What a request's status says to the person looking at it. Declines are private (issue 14): a requester never sees
 * "Declined", their request reads "No response yet" until it expires.
 */
export const introStatusLabel = (intro: Pick<IntroRequest, 'direction' | 'status'>): string => {
  switch (intro.status) {
    case 'accepted':
      return 'Intro accepted';
    case 'expired':
      return 'Expired';
    case 'declined':
      return intro.direction === 'received' ? 'Declined' : 'No response yet';
    case 'pending':
      return intro.direction === 'received' ? 'Waiting for your answer' : 'No response yet';
  }
};

const STATUS_VARIANT: Record<IntroRequest['status'], BadgeVariant> = {
  pending: 'yellow',
  accepted: 'green',
  declined: 'secondary',
  expired: 'secondary',
};

const StyledGroup = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  & + & {
    margin-top: ${({ theme }) => theme.space[4]};
  }
`;

const StyledGroupHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledItem = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
`;

const StyledTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledName = styled.h4`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  overflow-wrap: anywhere;
`;

const StyledMuted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const StyledWhy = styled.div`
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  h5 {
    margin: 0 0 ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space[4]};
  }
`;

const StyledMessage = styled.blockquote`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[3]};
  border-left: ${({ theme }) => `${theme.borderWidths.thick} solid ${theme.colors.border}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const linkStyles = buttonStyles({ variant: 'outline', size: 'sm' });

/** The other side's e-mail, LinkedIn and meeting link: the server fills them only once the intro is accepted. */
function IntroContactLinks({ counterpart }: { counterpart: IntroRequest['counterpart'] }) {
  const linkedin = externalUrl(counterpart.linkedin);
  const meeting = externalUrl(counterpart.meetingLink);
  if (!counterpart.email && !linkedin && !meeting) return null;
  return (
    <StyledInlineRow>
      {counterpart.email ? (
        <a href={`mailto:${counterpart.email}`} css={linkStyles}>
          {counterpart.email}
        </a>
      ) : null}
      {linkedin ? (
        <a href={linkedin} target="_blank" rel="noopener noreferrer" css={linkStyles}>
          LinkedIn
        </a>
      ) : null}
      {meeting ? (
        <a href={meeting} target="_blank" rel="noopener noreferrer" css={linkStyles}>
          Book a meeting
        </a>
      ) : null}
    </StyledInlineRow>
  );
}

type IntroItemProps = {
  intro: IntroRequest;
  busy: boolean;
  onAccept: (intro: IntroRequest) => void;
  onDecline: (intro: IntroRequest) => void;
};

function IntroItem({ intro, busy, onAccept, onDecline }: IntroItemProps) {
  const nameId = useId();
  const { counterpart } = intro;
  const subtitle = [counterpart.company, counterpart.headline].filter(Boolean).join(' · ');
  const answerable = intro.direction === 'received' && intro.status === 'pending';
  // A declined request shows as pending to its requester: the badge must not give the decline away either.
  const shownStatus = intro.direction === 'sent' && intro.status === 'declined' ? 'pending' : intro.status;

  return (
    <li>
      <StyledItem as="article" aria-labelledby={nameId}>
        <StyledTop>
          <div>
            <StyledName id={nameId}>{counterpart.name}</StyledName>
            {subtitle ? <StyledMuted>{subtitle}</StyledMuted> : null}
          </div>
          <StyledInlineRow>
            {counterpart.pearScore === null ? null : <Badge variant="blue">PearScore {counterpart.pearScore}</Badge>}
            <Badge variant={STATUS_VARIANT[shownStatus]}>{introStatusLabel(intro)}</Badge>
          </StyledInlineRow>
        </StyledTop>
        {counterpart.reasons.length > 0 ? (
          <StyledWhy role="group" aria-label="Why you match">
            <h5>Why you match</h5>
            <ul>
              {counterpart.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          </StyledWhy>
        ) : null}
        {intro.message ? (
          <StyledMessage>
            <strong>{intro.direction === 'received' ? 'Their message: ' : 'Your message: '}</strong>
            {intro.message}
          </StyledMessage>
        ) : null}
        {answerable ? (
          <StyledInlineRow>
            <Button size="sm" disabled={busy} onClick={() => onAccept(intro)}>
              Accept
            </Button>
            <Button size="sm" variant="outline" disabled={busy} onClick={() => onDecline(intro)}>
              Decline
            </Button>
          </StyledInlineRow>
        ) : null}
        {intro.status === 'accepted' ? <IntroContactLinks counterpart={counterpart} /> : null}
      </StyledItem>
    </li>
  );
}

export type IntroRequestListProps = {
  received: IntroRequest[];
  sent: IntroRequest[];
  onAccept: (intro: IntroRequest) => void;
  onDecline: (intro: IntroRequest) => void;
  /** The request whose answer is on its way: its buttons wait. */
  busyId?: string | null;
};

/**
 * Double opt-in intro requests (issue 14), the same on both dashboards: the ones received, each with the requester's
 * card, why the two match and Accept / Decline; the ones sent with their status. Once accepted, both see the other's
 * e-mail, LinkedIn and meeting link. Presentational: the page calls the API.
 */
export function IntroRequestList({ received, sent, onAccept, onDecline, busyId = null }: IntroRequestListProps) {
  const receivedId = useId();
  const sentId = useId();
  const group = (intros: IntroRequest[]) => (
    <StyledList>
      {intros.map((intro) => (
        <IntroItem key={intro.id} intro={intro} busy={busyId === intro.id} onAccept={onAccept} onDecline={onDecline} />
      ))}
    </StyledList>
  );
  return (
    <div>
      {received.length > 0 ? (
        <StyledGroup aria-labelledby={receivedId}>
          <StyledGroupHeading id={receivedId}>Received</StyledGroupHeading>
          {group(received)}
        </StyledGroup>
      ) : null}
      {sent.length > 0 ? (
        <StyledGroup aria-labelledby={sentId}>
          <StyledGroupHeading id={sentId}>Sent</StyledGroupHeading>
          {group(sent)}
        </StyledGroup>
      ) : null}
    </div>
  );
}
