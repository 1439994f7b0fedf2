import styled from '@emotion/styled';
import { INVESTOR_LIMITS, kudoTokenParamsSchema } from '@pear/contract';
import {
  describeCallError,
  getKudoInvitation,
  isApiError,
  KUDO_INVITATION_ERROR,
  type KudoInvitation,
  useApiQuery,
  WRITE_KUDO_ERROR,
  writeKudo,
} from '@pear/shared/api';
import { useParams } from '@pear/shared/router';
import { Button, ErrorLine, Spinner, TextField, useDocumentTitle } from '@pear/shared/ui';
import { StepLayout, StyledMutedNote, StyledForm, StyledStepLead, TextAreaField } from '@pear/shared/dashboard';
import { type FormEvent, useId, useState } from 'react';

const StyledPage = styled.div`
  width: 100%;
  max-width: 64rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[4]} ${theme.space[8]}`};
`;

/** A link cut short when copied fails the contract's token check before any request. */
export const INCOMPLETE_KUDO_LINK =
  'This link is incomplete. Open it again from the e-mail, or make sure you copied all of it.';

/** 404 or 410: the link does not exist, was used or expired. The server's message, written for the visitor. */
const linkGoneMessage = (error: unknown): string | null =>
  isApiError(error) && (error.status === 404 || error.status === 410) ? error.message : null;

type Draft = { authorName: string; relation: string; text: string };
const EMPTY: Draft = { authorName: '', relation: '', text: '' };

function WriteKudoForm({
  token,
  invitation,
  onWritten,
  onLinkGone,
}: {
  token: string;
  invitation: KudoInvitation;
  onWritten: () => void;
  onLinkGone: (message: string) => void;
}) {
  const founder = invitation.founderName;
  const countId = useId();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [missing, setMissing] = useState<Partial<Record<keyof Draft, string>>>({});
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = { authorName: draft.authorName.trim(), relation: draft.relation.trim(), text: draft.text.trim() };
    const required = {
      ...(body.authorName ? {} : { authorName: 'Your name is required' }),
      ...(body.relation ? {} : { relation: `Say how you know ${founder}` }),
      ...(body.text ? {} : { text: 'Write your kudo' }),
    };
    setMissing(required);
    if (Object.keys(required).length > 0) return;
    setSending(true);
    setError(null);
    try {
      await writeKudo(token, body);
      onWritten();
    } catch (caught) {
      const gone = linkGoneMessage(caught);
      if (gone !== null) onLinkGone(gone);
      else setError(describeCallError(caught, WRITE_KUDO_ERROR));
      setSending(false);
    }
  };

  const field = (key: keyof Draft) => ({
    value: draft[key],
    disabled: sending,
    onChange: (event: { target: { value: string } }) =>
      setDraft((current) => ({ ...current, [key]: event.target.value })),
  });

  return (
    <StyledForm noValidate onSubmit={(event) => void handleSubmit(event)}>
      <TextField
        label="Your name"
        autoComplete="name"
        maxLength={INVESTOR_LIMITS.name}
        error={missing.authorName}
        {...field('authorName')}
      />
      <TextField
        label={`How you know ${founder}`}
        placeholder="Former manager at Stripe"
        maxLength={INVESTOR_LIMITS.shortText}
        error={missing.relation}
        {...field('relation')}
      />
      <TextAreaField
        label="Your kudo"
        maxLength={INVESTOR_LIMITS.kudoText}
        aria-describedby={countId}
        {...field('text')}
      />
      <StyledMutedNote id={countId}>
        {draft.text.length} / {INVESTOR_LIMITS.kudoText} characters
      </StyledMutedNote>
      {missing.text ? <ErrorLine>{missing.text}</ErrorLine> : null}
      {error ? <ErrorLine>{error}</ErrorLine> : null}
      <Button type="submit" disabled={sending} aria-busy={sending || undefined}>
        {sending ? 'Sending…' : 'Submit kudo'}
      </Button>
    </StyledForm>
  );
}

/**
 * /kudos/:token — the page a kudo invitation opens (issue 14): whoever received the e-mail writes a short endorsement
 * of the founder, once. No Pear account and no session: the link's token is the only key. A used, expired or unknown
 * link shows the server's message and nothing else.
 */
export function WriteKudoPage() {
  const { token = '' } = useParams();
  const wellFormed = kudoTokenParamsSchema.safeParse({ token }).success;
  const [goneMessage, setGoneMessage] = useState<string | null>(null);
  const [written, setWritten] = useState(false);
  const invitation = useApiQuery(['kudo-invitation', token], () => getKudoInvitation(token), {
    enabled: wellFormed && goneMessage === null && !written,
  });
  useDocumentTitle('Write a kudo — Pear');

  const gone =
    goneMessage ??
    (wellFormed ? (invitation.status === 'error' ? linkGoneMessage(invitation.error) : null) : INCOMPLETE_KUDO_LINK);
  const data = invitation.data;

  let content;
  if (written && data) {
    content = (
      <StepLayout title={`Thank you: ${data.founderName} will see it first.`}>
        <StyledStepLead>They approve each kudo before investors on Pear can read it.</StyledStepLead>
      </StepLayout>
    );
  } else if (gone !== null) {
    content = (
      <StepLayout title="This link cannot be opened">
        <StyledStepLead>{gone}</StyledStepLead>
      </StepLayout>
    );
  } else if (invitation.status === 'error') {
    content = (
      <StepLayout title="This link could not be opened">
        <ErrorLine>{describeCallError(invitation.error, KUDO_INVITATION_ERROR)}</ErrorLine>
        <Button variant="outline" onClick={invitation.refetch}>
          Try again
        </Button>
      </StepLayout>
    );
  } else if (!data) {
    content = <Spinner label="Opening the link" size="md" />;
  } else {
    const about = data.companyName ? `${data.founderName} (${data.companyName})` : data.founderName;
    content = (
      <StepLayout title={`Write a kudo for ${about}`}>
        <StyledStepLead>
          A few sentences on what {data.founderName} is like to work with. {data.founderName} reads it first and decides
          whether investors on Pear see it.
        </StyledStepLead>
        <WriteKudoForm token={token} invitation={data} onWritten={() => setWritten(true)} onLinkGone={setGoneMessage} />
      </StepLayout>
    );
  }
  return <StyledPage>{content}</StyledPage>;
}
