import { CRM_LIMITS, type Deal, type DealDetail } from '@pear/contract';
import { passDeal, reopenDeal, SAVE_DEAL_ERROR } from '@pear/shared/api';
import { Button, ErrorLine } from '@pear/shared/ui';
import { type FormEvent, useState } from 'react';

import { ButtonRow, StackedForm, TextAreaField } from './form-controls';
import { useDealAction } from './use-deal-action';

export const PASS_REASON_REQUIRED = 'Give a reason for passing';

export type OutcomeActionsProps = { deal: Deal; onChanged: (detail: DealDetail) => void };

/** "Mark as passed" with its required reason; a passed deal offers "Reopen" instead. */
export function OutcomeActions({ deal, onChanged }: OutcomeActionsProps) {
  const [passing, setPassing] = useState(false);
  const [reason, setReason] = useState('');
  const { busy, error, setError, run } = useDealAction();

  const apply = async (call: () => Promise<DealDetail>) => {
    const detail = await run(call, SAVE_DEAL_ERROR);
    if (!detail) return;
    setPassing(false);
    setReason('');
    onChanged(detail);
  };

  const pass = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') return setError(PASS_REASON_REQUIRED);
    void apply(() => passDeal(deal.id, reason.trim()));
  };

  if (deal.outcome === 'passed') {
    return (
      <>
        <p>Passed: {deal.passReason}</p>
        {error ? <ErrorLine>{error}</ErrorLine> : null}
        <div>
          <Button variant="outline" disabled={busy} onClick={() => void apply(() => reopenDeal(deal.id))}>
            Reopen
          </Button>
        </div>
      </>
    );
  }

  if (!passing) {
    return (
      <div>
        <Button variant="outline" onClick={() => setPassing(true)}>
          Mark as passed
        </Button>
      </div>
    );
  }

  return (
    <StackedForm aria-label="Mark as passed" onSubmit={pass} noValidate>
      <TextAreaField
        label="Reason for passing"
        required
        maxLength={CRM_LIMITS.reason}
        value={reason}
        aria-invalid={error === PASS_REASON_REQUIRED ? true : undefined}
        onChange={(event) => setReason(event.target.value)}
      />
      {error ? <ErrorLine>{error}</ErrorLine> : null}
      <ButtonRow>
        <Button type="submit" variant="destructive" disabled={busy}>
          Mark as passed
        </Button>
        <Button variant="ghost" onClick={() => setPassing(false)}>
          Cancel
        </Button>
      </ButtonRow>
    </StackedForm>
  );
}
