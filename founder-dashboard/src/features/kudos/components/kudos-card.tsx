import styled from '@emotion/styled';
import { INVESTOR_LIMITS, type Kudo } from '@pear/contract';
import { Badge, type BadgeVariant, Button, ErrorLine, Spinner, TextField } from '@pear/shared/ui';
import {
  DashboardCard,
  StyledBorderedRow,
  StyledInlineRow,
  StyledMutedNote,
  StyledPlainList,
} from '@pear/shared/dashboard';
import { type FormEvent, useId, useState } from 'react';

import { useFounderKudos } from '../hooks/use-founder-kudos';

const StyledForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  & > :first-of-type {
    flex: 1 1 16rem;
  }
`;

const StyledSubheading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const StyledKudo = styled.div`
  display: flex;
  flex: 1 1 20rem;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const StyledAuthor = styled.h4`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const formatDay = (iso: string) => day.format(new Date(iso));

const STATUS: Record<Kudo['status'], { label: string; variant: BadgeVariant }> = {
  invited: { label: 'Invited', variant: 'secondary' },
  written: { label: 'Waiting for your approval', variant: 'yellow' },
  approved: { label: 'Approved: investors see it', variant: 'green' },
  hidden: { label: 'Hidden', variant: 'secondary' },
};

type KudoRowProps = {
  kudo: Kudo;
  busy: boolean;
  onApprove: (kudo: Kudo) => void;
  onHide: (kudo: Kudo) => void;
};

/** One kudo: the invitation until it is written, then who wrote it, how they know the founder and what they said. */
function KudoRow({ kudo, busy, onApprove, onHide }: KudoRowProps) {
  const authorId = useId();
  const status = STATUS[kudo.status];
  // Written and hidden ones can be shown; written and approved ones can be hidden (hidden is reversible).
  const canApprove = kudo.status === 'written' || kudo.status === 'hidden';
  const canHide = kudo.status === 'written' || kudo.status === 'approved';
  return (
    <StyledBorderedRow aria-labelledby={authorId}>
      <StyledKudo>
        <StyledAuthor id={authorId}>{kudo.authorName ?? kudo.inviteeEmail}</StyledAuthor>
        {kudo.status === 'invited' ? (
          <StyledMutedNote>
            Invited {formatDay(kudo.createdAt)}: the link in their e-mail works for {INVESTOR_LIMITS.kudoLinkDays} days.
          </StyledMutedNote>
        ) : (
          <>
            {kudo.relation ? <StyledMutedNote>{kudo.relation}</StyledMutedNote> : null}
            {kudo.text ? <p>{kudo.text}</p> : null}
          </>
        )}
      </StyledKudo>
      <StyledInlineRow>
        <Badge variant={status.variant}>{status.label}</Badge>
        {canApprove ? (
          <Button size="sm" disabled={busy} onClick={() => onApprove(kudo)}>
            Approve
          </Button>
        ) : null}
        {canHide ? (
          <Button size="sm" variant="outline" disabled={busy} onClick={() => onHide(kudo)}>
            Hide
          </Button>
        ) : null}
      </StyledInlineRow>
    </StyledBorderedRow>
  );
}

/** "Request a kudo": one e-mail address; the invitee gets a one-time link to write it. */
function RequestKudoForm({ onRequest }: { onRequest: (email: string) => Promise<string | null> }) {
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (address === '') {
      setError('Enter the e-mail address of someone who knows your work');
      return;
    }
    setSending(true);
    setError(null);
    setSentTo(null);
    const failure = await onRequest(address);
    setSending(false);
    if (failure === null) {
      setSentTo(address);
      setEmail('');
    } else {
      setError(failure);
    }
  };

  return (
    <>
      <StyledForm aria-label="Request a kudo" noValidate onSubmit={(event) => void handleSubmit(event)}>
        <TextField
          label="E-mail"
          type="email"
          autoComplete="off"
          value={email}
          error={error}
          disabled={sending}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" disabled={sending} aria-busy={sending || undefined}>
          {sending ? 'Sending…' : 'Request a kudo'}
        </Button>
      </StyledForm>
      <StyledMutedNote role="status">{sentTo ? `Kudo request sent to ${sentTo}.` : null}</StyledMutedNote>
    </>
  );
}

/**
 * The Profile's "Kudos" (issue 14): short endorsements by people who know the founder. The founder asks for one by
 * e-mail, approves each written kudo before investors see it (or hides it), and sees which investors asked for
 * references.
 */
export function KudosCard() {
  const kudos = useFounderKudos();
  const { data } = kudos;
  const referencesId = useId();
  const listId = useId();

  return (
    <DashboardCard
      title="Kudos"
      description="Short endorsements from people who know your work. Investors see a kudo only after you approve it."
    >
      <RequestKudoForm onRequest={kudos.request} />
      {kudos.loadError ? <ErrorLine>{kudos.loadError}</ErrorLine> : null}
      {data === null && !kudos.loadError ? <Spinner label="Loading your kudos" /> : null}
      {data && data.referenceRequests.length > 0 ? (
        <section aria-labelledby={referencesId}>
          <StyledSubheading id={referencesId}>Reference requests</StyledSubheading>
          <StyledPlainList>
            {data.referenceRequests.map((request) => (
              <li key={`${request.investorName}-${request.requestedAt}`}>
                <strong>{request.firm ? `${request.investorName} (${request.firm})` : request.investorName}</strong>{' '}
                asked for references
                <StyledMutedNote>
                  {formatDay(request.requestedAt)}: request a kudo from someone who knows you.
                </StyledMutedNote>
              </li>
            ))}
          </StyledPlainList>
        </section>
      ) : null}
      {data ? (
        <section aria-labelledby={listId}>
          <StyledSubheading id={listId}>Your kudos</StyledSubheading>
          {data.kudos.length === 0 ? (
            <StyledMutedNote>No kudos yet: request one from a former manager, co-founder or customer.</StyledMutedNote>
          ) : (
            <>
              <StyledPlainList>
                {data.kudos.map((kudo) => (
                  <KudoRow
                    key={kudo.id}
                    kudo={kudo}
                    busy={kudos.busyId === kudo.id}
                    onApprove={(chosen) => void kudos.approve(chosen)}
                    onHide={(chosen) => void kudos.hide(chosen)}
                  />
                ))}
              </StyledPlainList>
            </>
          )}
        </section>
      ) : null}
      {kudos.actionError ? <ErrorLine>{kudos.actionError}</ErrorLine> : null}
    </DashboardCard>
  );
}
