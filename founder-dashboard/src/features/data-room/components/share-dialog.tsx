import styled from '@emotion/styled';
import type { CreatedLink } from '@pear/contract';
import { CREATE_LINK_ERROR, createDataRoomLink, describeCallError } from '@pear/shared/api';
import { Button, TextField } from '@pear/shared/ui';
import { type FormEvent, useState } from 'react';

import { useCopyToClipboard } from '../../../lib/use-copy-to-clipboard';
import { todayUtc } from '../lib/data-room-view';
import { CheckboxField, FormDialog, FormFooter, StyledButtonRow, StyledForm } from './form-parts';

export type ShareDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The link was created (the tab reads the room again). */
  onShared: (created: CreatedLink) => void;
};

const StyledDeals = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** What sharing did to one deal of the Deal Flow: "Moved Jane to Data Shared" or where it already is. */
export const describeDealMove = ({ name, stage, moved }: CreatedLink['deals'][number]): string =>
  moved ? `Moved ${name} to ${stage}` : `${name} is already at ${stage}`;

function SharedLink({ created, onClose }: { created: CreatedLink; onClose: () => void }) {
  const { copied, copy } = useCopyToClipboard();
  return (
    <StyledForm as="div">
      <p>We e-mailed the link to {created.link.email}. It opens the data room after they confirm that address.</p>
      <TextField label="Link" value={created.link.url} readOnly onFocus={(event) => event.target.select()} />
      {created.deals.length > 0 ? (
        <StyledDeals aria-label="Deal Flow">
          {created.deals.map((deal) => (
            <li key={deal.id}>{describeDealMove(deal)}</li>
          ))}
        </StyledDeals>
      ) : null}
      <StyledButtonRow>
        <Button onClick={() => void copy(created.link.url)}>{copied ? 'Copied!' : 'Copy'}</Button>
        <Button variant="ghost" onClick={onClose}>
          Done
        </Button>
      </StyledButtonRow>
    </StyledForm>
  );
}

function ShareForm({ onClose, onShared }: Omit<ShareDialogProps, 'open'>) {
  const [email, setEmail] = useState('');
  const [expiresOn, setExpiresOn] = useState('');
  const [allowDownload, setAllowDownload] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedLink | null>(null);

  if (created) return <SharedLink created={created} onClose={onClose} />;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await createDataRoomLink({
        email: email.trim(),
        expiresOn: expiresOn === '' ? null : expiresOn,
        allowDownload,
      });
      setCreated(answer);
      onShared(answer);
    } catch (caught) {
      setError(describeCallError(caught, CREATE_LINK_ERROR));
    } finally {
      setBusy(false);
    }
  };

  return (
    <StyledForm onSubmit={(event) => void handleSubmit(event)}>
      <TextField
        label="Viewer e-mail"
        type="email"
        required
        autoComplete="off"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        disabled={busy}
      />
      <TextField
        label="Expires on"
        hint="Optional: the last day the link works."
        type="date"
        min={todayUtc()}
        value={expiresOn}
        onChange={(event) => setExpiresOn(event.target.value)}
        disabled={busy}
      />
      <CheckboxField label="Allow download" checked={allowDownload} onChange={setAllowDownload} disabled={busy} />
      <FormFooter error={error} busy={busy} submitLabel="Share" onCancel={onClose} />
    </StyledForm>
  );
}

/**
 * "Share": a link for one viewer e-mail (optional last day, download on or off). The answer shows the link with a
 * Copy button, and what sharing did to that e-mail's deals in Deal Flow.
 */
export function ShareDialog({ open, onClose, onShared }: ShareDialogProps) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Share the data room"
      description="One link per viewer: they confirm their e-mail with a code before they see anything."
    >
      <ShareForm onClose={onClose} onShared={onShared} />
    </FormDialog>
  );
}
