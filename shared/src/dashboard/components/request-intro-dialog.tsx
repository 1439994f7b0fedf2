import { INVESTOR_LIMITS } from '@pear/contract';
import { type FormEvent, useState } from 'react';
import { Button, ErrorLine } from '@pear/shared/ui';
import { Dialog } from '@pear/shared/widgets';

import { StyledForm, StyledFormActions } from './form-parts';
import { StyledMutedNote } from './list-parts';
import { TextAreaField } from './text-area-field';

export type RequestIntroDialogProps = {
  /** Whom the request goes to: "Request an intro to <name>". */
  recipientName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Sends the request with the message (possibly empty); resolves to the line to show when it failed (the server's
   * message: the daily limit, "already pending"), or null once sent, which closes the dialog.
   */
  onSend: (message: string) => Promise<string | null>;
};

function RequestIntroForm({ recipientName, onOpenChange, onSend }: Omit<RequestIntroDialogProps, 'open'>) {
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSending(true);
    setError(null);
    const failure = await onSend(message);
    if (failure === null) {
      onOpenChange(false);
      return;
    }
    setError(failure);
    setSending(false);
  };

  return (
    <StyledForm onSubmit={(event) => void handleSubmit(event)}>
      <TextAreaField
        label="Message (optional)"
        value={message}
        maxLength={INVESTOR_LIMITS.introMessage}
        disabled={sending}
        onChange={(event) => setMessage(event.target.value)}
      />
      <StyledMutedNote>
        {message.length} / {INVESTOR_LIMITS.introMessage} characters. {recipientName} sees your profile and why you
        match; your e-mail addresses are shared only if they accept.
      </StyledMutedNote>
      {error ? <ErrorLine>{error}</ErrorLine> : null}
      <StyledFormActions>
        <Button type="button" variant="outline" disabled={sending} onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button type="submit" disabled={sending} aria-busy={sending || undefined}>
          {sending ? 'Sending…' : 'Send request'}
        </Button>
      </StyledFormActions>
    </StyledForm>
  );
}

/**
 * Request Intro (issue 14), the same on both sides: an optional message, then a pending request the other side
 * accepts or declines. Presentational: the page sends it.
 */
export function RequestIntroDialog({ recipientName, open, onOpenChange, onSend }: RequestIntroDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={`Request an intro to ${recipientName}`}>
      {/* Mounted only while open: a new dialog starts with an empty message. */}
      {open ? <RequestIntroForm recipientName={recipientName} onOpenChange={onOpenChange} onSend={onSend} /> : null}
    </Dialog>
  );
}
