import styled from '@emotion/styled';
import { DATA_ROOM_LIMITS, type ViewerSession } from '@pear/contract';
import {
  describeCallError,
  isApiError,
  requestViewerCode,
  VIEWER_CODE_ERROR,
  VIEWER_VERIFY_ERROR,
  verifyViewerCode,
  type ViewerCodeSent,
} from '@pear/shared/api';
import { Button, ErrorLine, TextField } from '@pear/shared/ui';
import { StepLayout, StyledForm, StyledStepLead } from '@pear/shared/dashboard';
import { type FormEvent, useState } from 'react';

import { linkGoneMessage } from '../lib/viewer-errors';

const StyledResend = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  p {
    margin: 0;
  }
`;

const StyledStatus = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const CODE_PATTERN = new RegExp(`^\\d{${DATA_ROOM_LIMITS.codeDigits}}$`);

const resendsLeftText = (count: number) =>
  count === 0 ? 'No more codes can be sent this hour.' : `${count} ${count === 1 ? 'resend' : 'resends'} left`;

export type CodeStepProps = {
  linkToken: string;
  sent: ViewerCodeSent;
  onVerified: (session: ViewerSession) => void;
  /** A new code went out (the resends left changed). */
  onResent: (sent: ViewerCodeSent) => void;
  onChangeEmail: () => void;
  onLinkGone: (message: string) => void;
};

/** Step 2: the 6-digit code from the e-mail; a new one on request, as long as the hourly limit allows. */
export const CodeStep = ({ linkToken, sent, onVerified, onResent, onChangeEmail, onLinkGone }: CodeStepProps) => {
  const [code, setCode] = useState('');
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const [resendStatus, setResendStatus] = useState<string | null>(null);
  // The server's 429 message once the limit is reached: the Resend button stays off.
  const [resendRefusal, setResendRefusal] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // People paste "123 456" or "123-456" from the e-mail.
    const digits = code.replace(/[\s-]/g, '');
    if (!CODE_PATTERN.test(digits)) {
      setError(`Enter the ${DATA_ROOM_LIMITS.codeDigits} digits from the e-mail.`);
      return;
    }
    setChecking(true);
    setError(null);
    try {
      onVerified(await verifyViewerCode(linkToken, sent.email, digits));
    } catch (caught) {
      const gone = linkGoneMessage(caught);
      if (gone) onLinkGone(gone);
      // 401: a wrong or expired code; 429: too many tries. The server's message says which.
      else setError(describeCallError(caught, VIEWER_VERIFY_ERROR));
      setChecking(false);
    }
  };

  const handleResend = async () => {
    setResending(true);
    setResendStatus(null);
    try {
      const again = await requestViewerCode(linkToken, sent.email);
      onResent(again);
      setResendStatus(`We sent a new code to ${again.email}.`);
    } catch (caught) {
      const gone = linkGoneMessage(caught);
      if (gone) onLinkGone(gone);
      else if (isApiError(caught) && caught.status === 429) setResendRefusal(caught.message);
      else setResendStatus(describeCallError(caught, VIEWER_CODE_ERROR));
    } finally {
      setResending(false);
    }
  };

  return (
    <StepLayout title={`Enter the ${DATA_ROOM_LIMITS.codeDigits}-digit code we sent to ${sent.email}`}>
      <StyledStepLead>
        The code works for {DATA_ROOM_LIMITS.codeMinutes} minutes. Check your spam folder if it is not there.
      </StyledStepLead>
      <StyledForm noValidate onSubmit={handleSubmit}>
        <TextField
          label={`${DATA_ROOM_LIMITS.codeDigits}-digit code`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={DATA_ROOM_LIMITS.codeDigits}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          required
        />
        {error ? <ErrorLine>{error}</ErrorLine> : null}
        <Button type="submit" disabled={checking}>
          Open data room
        </Button>
      </StyledForm>
      <StyledResend>
        <Button
          variant="outline"
          size="sm"
          onClick={handleResend}
          disabled={resending || resendRefusal !== null || sent.resendsLeft === 0}
        >
          Resend code
        </Button>
        {resendRefusal ? null : <p>{resendsLeftText(sent.resendsLeft)}</p>}
        <Button variant="link" size="sm" onClick={onChangeEmail}>
          Use a different e-mail
        </Button>
      </StyledResend>
      {resendRefusal ? <ErrorLine>{resendRefusal}</ErrorLine> : null}
      <StyledStatus role="status">{resendStatus}</StyledStatus>
    </StepLayout>
  );
};
