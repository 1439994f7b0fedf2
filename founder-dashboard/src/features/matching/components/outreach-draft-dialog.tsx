import styled from '@emotion/styled';
import type { OutreachDraft } from '@pear/contract';
import { describeCallError, draftOutreach, OUTREACH_DRAFT_ERROR, useApiQuery } from '@pear/shared/api';
import { Button, Dialog, Spinner, TextField, ErrorLine } from '@pear/shared/ui';
import { useState } from 'react';

import { TextAreaField } from '../../../components/text-area-field';
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

const StyledHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/** The drafted e-mail, editable; Copy puts subject and body on the clipboard. */
function DraftFields({ draft, onClose }: { draft: OutreachDraft; onClose: () => void }) {
  const [subject, setSubject] = useState(draft.subject);
  const [body, setBody] = useState(draft.body);
  const { copied, copy } = useCopyToClipboard();
  return (
    <>
      <TextField label="Subject" value={subject} onChange={(event) => setSubject(event.target.value)} />
      <TextAreaField label="Body" value={body} rows={12} onChange={(event) => setBody(event.target.value)} />
      <StyledHint>Edit the draft as you like; Copy puts the subject and body on your clipboard.</StyledHint>
      <StyledFooter>
        <Button onClick={() => void copy(`Subject: ${subject}\n\n${body}`)} aria-live="polite">
          {copied ? 'Copied!' : 'Copy'}
        </Button>
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      </StyledFooter>
    </>
  );
}

function DraftEditor({ investorId, onClose }: { investorId: string; onClose: () => void }) {
  const draft = useApiQuery(['outreach-draft', investorId], () => draftOutreach(investorId));
  return (
    <StyledBody>
      {draft.status === 'pending' ? <Spinner label="Drafting your intro e-mail…" showLabel /> : null}
      {draft.status === 'error' ? <ErrorLine>{describeCallError(draft.error, OUTREACH_DRAFT_ERROR)}</ErrorLine> : null}
      {draft.status === 'success' && draft.data ? (
        <DraftFields draft={draft.data} onClose={onClose} />
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
};

/** "Draft intro e-mail": an editable subject and body from POST /dev/me/outreach-draft, with Copy. */
export function OutreachDraftDialog({ match, onClose }: OutreachDraftDialogProps) {
  const open = match !== null && match.investorId !== null;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={`Intro e-mail to ${match?.name ?? 'this investor'}`}
      description="A first draft written from your profile and this investor's record."
    >
      {match && match.investorId !== null ? (
        <DraftEditor key={match.key} investorId={match.investorId} onClose={onClose} />
      ) : null}
    </Dialog>
  );
}
