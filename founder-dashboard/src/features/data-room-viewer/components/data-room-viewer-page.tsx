import styled from '@emotion/styled';
import { linkTokenParamsSchema, type ViewerSession } from '@pear/contract';
import {
  describeCallError,
  getDataRoomLink,
  useApiQuery,
  VIEWER_LINK_ERROR,
  type ViewerCodeSent,
} from '@pear/shared/api';
import { useParams } from '@pear/shared/router';
import { Button, ErrorLine, Spinner, useDocumentTitle } from '@pear/shared/ui';
import { StepLayout, StyledStepLead } from '@pear/shared/dashboard';
import { useCallback, useState } from 'react';

import { isSessionEnded, linkGoneMessage } from '../lib/viewer-errors';
import { clearViewerSession, readViewerSession, saveViewerSession } from '../lib/viewer-session';
import { CodeStep } from './code-step';
import { EmailStep } from './email-step';
import { ViewerRoom } from './viewer-room';

const StyledPage = styled.div`
  width: 100%;
  max-width: 64rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[4]} ${theme.space[8]}`};
  ${({ theme }) => theme.mq.md} {
    padding: ${({ theme }) => `${theme.space[6]} ${theme.space[6]} ${theme.space[12]}`};
  }
`;

const StyledLoading = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[12]};
`;

/** A link cut short when copied fails the contract's token check before any request. */
export const INCOMPLETE_LINK_MESSAGE =
  'This link is incomplete. Open it again from the e-mail, or make sure you copied all of it.';

/**
 * /room/:token — the data room as the person it was shared with sees it (issue 13 items 3–5): who shared it, the
 * e-mail code, then the room. It works for someone who has never heard of Pear: no Pear account, and a founder
 * signed in to Pear in the same browser is a viewer like anyone else here (the viewer routes never get the app's
 * token). The session is kept per tab and per link (viewer-session.ts); a 401 from any room route ends it and
 * brings the visitor back to the e-mail step with the server's reason.
 */
export function DataRoomViewerPage() {
  const { token = '' } = useParams();
  const wellFormed = linkTokenParamsSchema.safeParse({ token }).success;
  const [session, setSession] = useState<ViewerSession | null>(() => (wellFormed ? readViewerSession(token) : null));
  const [sent, setSent] = useState<ViewerCodeSent | null>(null);
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [goneMessage, setGoneMessage] = useState<string | null>(null);
  const landing = useApiQuery(['data-room-link', token], () => getDataRoomLink(token), {
    enabled: wellFormed && session === null && goneMessage === null,
  });
  useDocumentTitle('Shared data room — Pear');

  const handleCodeSent = (codeSent: ViewerCodeSent) => {
    setEmail(codeSent.email);
    setNotice(null);
    setSent(codeSent);
  };

  const handleVerified = (verified: ViewerSession) => {
    saveViewerSession(token, verified);
    setSent(null);
    setSession(verified);
  };

  const endSession = useCallback(
    (reason: string | null) => {
      clearViewerSession(token);
      setSession(null);
      setNotice(reason);
    },
    [token],
  );

  /** For every room route: a 401 ends the session (true); anything else is the caller's to show (false). */
  const handleRoomError = useCallback(
    (error: unknown): boolean => {
      if (!isSessionEnded(error)) return false;
      endSession(error.message);
      return true;
    },
    [endSession],
  );

  const gone =
    goneMessage ??
    (wellFormed ? (landing.status === 'error' ? linkGoneMessage(landing.error) : null) : INCOMPLETE_LINK_MESSAGE);

  let content;
  if (gone !== null) {
    // Nothing else: no form, no hint of what the room holds.
    content = (
      <StepLayout title="This link cannot be opened">
        <StyledStepLead>{gone}</StyledStepLead>
      </StepLayout>
    );
  } else if (session) {
    content = <ViewerRoom session={session} onRoomError={handleRoomError} onSignOut={() => endSession(null)} />;
  } else if (landing.status === 'error') {
    content = (
      <StepLayout title="This link could not be opened">
        <ErrorLine>{describeCallError(landing.error, VIEWER_LINK_ERROR)}</ErrorLine>
        <Button variant="outline" onClick={landing.refetch}>
          Try again
        </Button>
      </StepLayout>
    );
  } else if (!landing.data) {
    content = (
      <StyledLoading>
        <Spinner label="Opening the link" size="md" />
      </StyledLoading>
    );
  } else if (sent) {
    content = (
      <CodeStep
        linkToken={token}
        sent={sent}
        onVerified={handleVerified}
        onResent={setSent}
        onChangeEmail={() => setSent(null)}
        onLinkGone={setGoneMessage}
      />
    );
  } else {
    content = (
      <EmailStep
        linkToken={token}
        landing={landing.data}
        initialEmail={email}
        notice={notice}
        onCodeSent={handleCodeSent}
        onLinkGone={setGoneMessage}
      />
    );
  }
  return <StyledPage>{content}</StyledPage>;
}
