import styled from '@emotion/styled';
import type { OutreachDraft } from '@pear/contract';
import {
  describeCallError,
  draftOutreach,
  INTRO_SENT_ERROR,
  markIntroSent,
  OUTREACH_DRAFT_ERROR,
  useApiQuery,
} from '@pear/shared/api';
import { Button, Spinner, TextField, ErrorLine } from '@pear/shared/ui';
import { Dialog } from '@pear/shared/widgets';
import { TextAreaField } from '@pear/shared/dashboard';
import { useState } from 'react';

import { useCopyToClipboard } from '../../../lib/use-copy-to-clipboard';
import type { InvestorMatch } from '../lib/investor-match';

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledStatus = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

type SentState = 'idle' | 'sending' | 'sent';

type DraftFieldsProps = {
  draft: OutreachDraft;
  investorId: string;
  onClose: () => void;
  onSent: (investorId: string) => void;
};

/**
 * The drafted e-mail, editable; Copy puts subject and body on the clipboard. "Mark as sent" records the e-mail as
 * edited on the investor's deal (created if needed, moved to Contacted if earlier): once, so the timeline holds it once.
 */
function DraftFields({ draft, investorId, onClose, onSent }: DraftFieldsProps) {
  const [subject, setSubject] = useState(draft.subject);
  const [body, setBody] = useState(draft.body);
  const { copied, copy } = useCopyToClipboard();
  const [sent, setSent] = useState<SentState>('idle');
  const [sendError, setSendError] = useState<string | null>(null);

  const markSent = async () => {
    setSent('sending');
    setSendError(null);
    try {
      await markIntroSent({ investorId, subject, body });
      setSent('sent');
      onSent(investorId);
    } catch (caught) {
      setSent('idle');
      setSendError(describeCallError(caught, INTRO_SENT_ERROR));
    }
  };

  return (
    <>
      <TextField label="Subject" value={subject} onChange={(event) => setSubject(event.target.value)} />
      <TextAreaField label="Body" value={body} rows={12} onChange={(event) => setBody(event.target.value)} />
      <StyledHint>
        Edit the draft as you like; Copy puts the subject and body on your clipboard. Once you have sent it, Mark as
        sent records it in Deal Flow.
      </StyledHint>
      {sendError ? <ErrorLine>{sendError}</ErrorLine> : null}
      <StyledStatus role="status">{sent === 'sent' ? 'Recorded in Deal Flow' : null}</StyledStatus>
      <StyledFooter>
        <Button onClick={() => void copy(`Subject: ${subject}\n\n${body}`)} aria-live="polite">
          {copied ? 'Copied!' : 'Copy'}
        </Button>
        <Button
          variant="secondary"
          onClick={() => void markSent()}
          disabled={sent !== 'idle' || !subject.trim() || !body.trim()}
          aria-busy={sent === 'sending' || undefined}
        >
          {sent === 'sending' ? 'Recording…' : 'Mark as sent'}
        </Button>
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      </StyledFooter>
    </>
  );
}

type DraftEditorProps = { investorId: string; onClose: () => void; onSent: (investorId: string) => void };

function DraftEditor({ investorId, onClose, onSent }: DraftEditorProps) {
  const draft = useApiQuery(['outreach-draft', investorId], () => draftOutreach(investorId));
  return (
    <StyledBody>
      {draft.status === 'pending' ? <Spinner label="Drafting your intro e-mail…" showLabel /> : null}
      {draft.status === 'error' ? <ErrorLine>{describeCallError(draft.error, OUTREACH_DRAFT_ERROR)}</ErrorLine> : null}
      {draft.status === 'success' && draft.data ? (
        <DraftFields draft={draft.data} investorId={investorId} onClose={onClose} onSent={onSent} />
      ) : (
        <StyledFooter>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
        </StyledFooter>
      )}
    </StyledBody>
  );
}

export type OutreachDraftDialogProps = {
  /** The investor to write to; the dialog is open while one is set. */
  match: InvestorMatch | null;
  onClose: () => void;
  /** The e-mail was marked as sent: the investor now has a deal. */
  onSent: (investorId: string) => void;
};

/** "Draft intro e-mail": an editable subject and body from POST /dev/me/outreach-draft, with Copy and "Mark as sent". */
export function OutreachDraftDialog({ match, onClose, onSent }: OutreachDraftDialogProps) {
  const open = match !== null && match.investorId !== null;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={`Intro e-mail to ${match?.name ?? 'this investor'}`}
      description="A first draft written from your profile and this investor's record."
    >
      {match && match.investorId !== null ? (
        <DraftEditor key={match.key} investorId={match.investorId} onClose={onClose} onSent={onSent} />
      ) : null}
    </Dialog>
  );
}
