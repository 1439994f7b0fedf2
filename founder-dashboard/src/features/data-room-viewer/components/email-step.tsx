import type { LinkLanding } from '@pear/contract';
import { describeCallError, requestViewerCode, VIEWER_CODE_ERROR, type ViewerCodeSent } from '@pear/shared/api';
import { Button, ErrorLine, TextField } from '@pear/shared/ui';
import { StepLayout, StyledForm, StyledStepLead } from '@pear/shared/dashboard';
import { type FormEvent, useState } from 'react';

import { sharedWithYouTitle } from '../lib/room-text';
import { linkGoneMessage } from '../lib/viewer-errors';

export type EmailStepProps = {
  linkToken: string;
  landing: LinkLanding;
  /** The e-mail typed before (when coming back from the code step). */
  initialEmail?: string;
  /** Why the visitor is here again: the server's word on a session that ended. */
  notice?: string | null;
  onCodeSent: (sent: ViewerCodeSent) => void;
  /** The link stopped working (revoked or expired meanwhile): the server's message. */
  onLinkGone: (message: string) => void;
};

/** Step 1: whose room this is, and the e-mail the link was shared with, to send a code to. */
export const EmailStep = ({
  linkToken,
  landing,
  initialEmail = '',
  notice,
  onCodeSent,
  onLinkGone,
}: EmailStepProps) => {
  const [email, setEmail] = useState(initialEmail);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (email.trim() === '') {
      setError('Enter the e-mail address this link was sent to.');
      return;
    }
    setSending(true);
    setError(null);
    try {
      onCodeSent(await requestViewerCode(linkToken, email.trim()));
    } catch (caught) {
      const gone = linkGoneMessage(caught);
      if (gone) onLinkGone(gone);
      else setError(describeCallError(caught, VIEWER_CODE_ERROR));
      setSending(false);
    }
  };

  return (
    <StepLayout title={sharedWithYouTitle(landing)}>
      {notice ? <ErrorLine>{notice}</ErrorLine> : null}
      <StyledStepLead>
        To open it, confirm the e-mail address the link was sent to. We will e-mail you a 6-digit code.
      </StyledStepLead>
      <StyledForm noValidate onSubmit={handleSubmit}>
        <TextField
          label="Your e-mail"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          required
        />
        {error ? <ErrorLine>{error}</ErrorLine> : null}
        <Button type="submit" disabled={sending}>
          Send code
        </Button>
      </StyledForm>
    </StepLayout>
  );
};
