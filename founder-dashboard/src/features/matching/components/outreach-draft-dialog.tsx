import styled from '@emotion/styled';
import { describeCallError, draftOutreach, OUTREACH_DRAFT_ERROR } from '@pear/shared/api';
import { Button, Dialog, Spinner, TextField, ErrorLine } from '@pear/shared/ui';
import { useEffect, useState } from 'react';

import { TextAreaField } from '../../../components/text-area-field';
import { useCopyToClipboard } from '../../../lib/use-copy-to-clipboard';
import type { InvestorMatch } from '../lib/investor-match';

type Draft = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready' };

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

function DraftEditor({ investorId, onClose }: { investorId: string | number; onClose: () => void }) {
  const [draft, setDraft] = useState<Draft>({ status: 'loading' });
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const { copied, copy } = useCopyToClipboard();

  useEffect(() => {
    let active = true;
    draftOutreach(investorId).then(
      (result) => {
        if (!active) return;
        setSubject(result.subject);
        setBody(result.body);
        setDraft({ status: 'ready' });
      },
      (error: unknown) =>
        active && setDraft({ status: 'error', message: describeCallError(error, OUTREACH_DRAFT_ERROR) }),
    );
    return () => {
      active = false;
    };
  }, [investorId]);

  return (
    <StyledBody>
      {draft.status === 'loading' ? <Spinner label="Drafting your intro e-mail…" showLabel /> : null}
      {draft.status === 'error' ? <ErrorLine>{draft.message}</ErrorLine> : null}
      {draft.status === 'ready' ? (
        <>
          <TextField label="Subject" value={subject} onChange={(event) => setSubject(event.target.value)} />
          <TextAreaField label="Body" value={body} rows={12} onChange={(event) => setBody(event.target.value)} />
          <StyledHint>Edit the draft as you like; Copy puts the subject and body on your clipboard.</StyledHint>
        </>
      ) : null}
      <StyledFooter>
        {draft.status === 'ready' ? (
          <Button onClick={() => void copy(`Subject: ${subject}\n\n${body}`)} aria-live="polite">
            {copied ? 'Copied!' : 'Copy'}
          </Button>
        ) : null}
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      </StyledFooter>
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
