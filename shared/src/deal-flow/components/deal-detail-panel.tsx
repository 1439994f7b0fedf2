import styled from '@emotion/styled';
import type { DealDetail } from '@pear/contract';
import {
  DEAL_ERROR,
  DELETE_DEAL_ERROR,
  deleteDeal,
  getDeal,
  MEETING_INVITE_ERROR,
  useApiQuery,
} from '@pear/shared/api';
import { crmStageColor } from '@pear/shared/domain';
import { Badge, Button, ErrorLine, Spinner } from '@pear/shared/ui';
import { Dialog } from '@pear/shared/widgets';
import { useCallback, useId, useState } from 'react';

import { DealEditForm, editFormKey } from './detail/deal-edit-form';
import { DealTimeline, type MeetingEntry } from './detail/deal-timeline';
import { ButtonRow, Section } from './detail/form-controls';
import { downloadInvite, MeetingForm } from './detail/meeting-form';
import { NoteForm } from './detail/note-form';
import { OutcomeActions } from './detail/outcome-actions';
import { useDealAction } from './detail/use-deal-action';

export type DealDetailPanelProps = {
  dealId: string;
  onClose: () => void;
  /** After every successful change, so the board shows it. */
  onChanged: () => void;
};

const StyledSummary = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0 0 ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The meeting form: closed, a new meeting, or a reschedule of one on the timeline. */
type MeetingFormState = { open: false } | { open: true; reschedule?: MeetingEntry };

/** One deal: edit its fields, add notes, schedule meetings, pass or reopen, delete; its timeline newest first. */
export function DealDetailPanel({ dealId, onClose, onChanged }: DealDetailPanelProps) {
  const headingId = useId();
  const query = useApiQuery(['deal', dealId], () => getDeal(dealId));
  const { setData } = query;
  const [meetingForm, setMeetingForm] = useState<MeetingFormState>({ open: false });
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const meetingAction = useDealAction();
  const deleteAction = useDealAction();

  const applyChange = useCallback(
    (detail: DealDetail) => {
      setData(() => detail);
      onChanged();
    },
    [setData, onChanged],
  );

  const remove = async () => {
    const deleted = await deleteAction.run(async () => {
      await deleteDeal(dealId);
      return true;
    }, DELETE_DEAL_ERROR);
    if (!deleted) return;
    onChanged();
    onClose();
  };

  const detail = query.data;
  const deal = detail?.deal;

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={deal ? deal.counterpart.name : 'Deal'}
    >
      {!detail || !deal ? (
        query.status === 'error' ? (
          <ErrorLine>{DEAL_ERROR}</ErrorLine>
        ) : (
          <Spinner label="Loading the deal" />
        )
      ) : (
        <>
          <StyledSummary>
            <Badge variant={crmStageColor(deal.stage)}>{deal.stage}</Badge>
            {deal.counterpart.firm ? <span>{deal.counterpart.firm}</span> : null}
            {deal.outcome === 'passed' ? <Badge variant="secondary">Passed</Badge> : null}
            {deal.outcome === 'closed' ? <Badge variant="green">Closed</Badge> : null}
          </StyledSummary>

          <DealEditForm key={editFormKey(deal)} deal={deal} onSaved={applyChange} />

          <Section aria-labelledby={`${headingId}-note`}>
            <h3 id={`${headingId}-note`}>Add note</h3>
            <NoteForm dealId={dealId} onAdded={applyChange} />
          </Section>

          <Section aria-labelledby={`${headingId}-meeting`}>
            <h3 id={`${headingId}-meeting`}>Meetings</h3>
            {meetingForm.open ? (
              <MeetingForm
                key={meetingForm.reschedule?.id ?? 'new'}
                dealId={dealId}
                defaults={{
                  attendeeEmail: deal.counterpart.email ?? '',
                  title: `Meeting with ${deal.counterpart.name}`,
                }}
                reschedule={meetingForm.reschedule}
                onScheduled={(scheduled, inviteError) => {
                  setMeetingForm({ open: false });
                  meetingAction.setError(inviteError);
                  applyChange(scheduled);
                }}
                onCancel={() => setMeetingForm({ open: false })}
              />
            ) : (
              <div>
                <Button variant="outline" onClick={() => setMeetingForm({ open: true })}>
                  Schedule meeting
                </Button>
              </div>
            )}
            {meetingAction.error ? <ErrorLine>{meetingAction.error}</ErrorLine> : null}
          </Section>

          <Section aria-labelledby={`${headingId}-outcome`}>
            <h3 id={`${headingId}-outcome`}>Outcome</h3>
            <OutcomeActions deal={deal} onChanged={applyChange} />
          </Section>

          <Section aria-labelledby={`${headingId}-timeline`}>
            <h3 id={`${headingId}-timeline`}>Timeline</h3>
            <DealTimeline
              timeline={detail.timeline}
              onDownloadInvite={({ id, meeting }) =>
                void meetingAction.run(() => downloadInvite(dealId, id, meeting.title), MEETING_INVITE_ERROR)
              }
              onReschedule={(entry) => setMeetingForm({ open: true, reschedule: entry })}
            />
          </Section>

          <Section aria-labelledby={`${headingId}-delete`}>
            <h3 id={`${headingId}-delete`}>Delete</h3>
            {confirmingDelete ? (
              <>
                <p>Delete this deal and its timeline? This cannot be undone.</p>
                {deleteAction.error ? <ErrorLine>{deleteAction.error}</ErrorLine> : null}
                <ButtonRow>
                  <Button variant="destructive" disabled={deleteAction.busy} onClick={() => void remove()}>
                    Yes, delete deal
                  </Button>
                  <Button variant="ghost" onClick={() => setConfirmingDelete(false)}>
                    Cancel
                  </Button>
                </ButtonRow>
              </>
            ) : (
              <div>
                <Button variant="destructive" onClick={() => setConfirmingDelete(true)}>
                  Delete deal
                </Button>
              </div>
            )}
          </Section>
        </>
      )}
    </Dialog>
  );
}
