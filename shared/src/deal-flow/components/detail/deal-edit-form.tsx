import { CRM_LIMITS, type Deal, type DealDetail, type UpdateDealBody } from '@pear/contract';
import { SAVE_DEAL_ERROR, updateDeal } from '@pear/shared/api';
import { CRM_STAGES, type CrmStage } from '@pear/shared/domain';
import { Button, ErrorLine, TextField } from '@pear/shared/ui';
import { type FormEvent, useState } from 'react';

import { useDealFlowSide } from '../../lib/deal-flow-side';
import { ButtonRow, FieldGrid, SelectField, StackedForm, TextAreaField } from './form-controls';
import { useDealAction } from './use-deal-action';

export const AMOUNT_ERROR = 'Amount must be a whole number of US dollars';

type Values = {
  stage: CrmStage;
  round: string;
  amount: string;
  nextFollowUp: string;
  introSource: string;
  notes: string;
  name: string;
  firm: string;
  email: string;
  linkedinUrl: string;
  photoUrl: string;
};

const valuesOf = (deal: Deal): Values => ({
  stage: deal.stage,
  round: deal.round,
  amount: deal.amountUsd === null ? '' : String(deal.amountUsd),
  nextFollowUp: deal.nextFollowUp ?? '',
  introSource: deal.introSource ?? '',
  notes: deal.notes ?? '',
  name: deal.counterpart.name,
  firm: deal.counterpart.firm ?? '',
  email: deal.counterpart.email ?? '',
  linkedinUrl: deal.counterpart.linkedinUrl ?? '',
  photoUrl: deal.counterpart.photoUrl ?? '',
});

/** Changes when the server's copy of an editable field does (a stage moved by a meeting): the form then starts over. */
export const editFormKey = (deal: Deal): string => JSON.stringify(valuesOf(deal));

const orNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** The PATCH body: only what the user changed (an untouched stage must not add a timeline entry). */
const changesOf = (before: Values, after: Values, freeForm: boolean): UpdateDealBody | string => {
  const changes: UpdateDealBody = {};
  if (after.stage !== before.stage) changes.stage = after.stage;
  if (after.round !== before.round) changes.round = after.round.trim();
  if (after.amount !== before.amount) {
    const amount = after.amount.trim();
    if (amount !== '' && !/^\d+$/.test(amount)) return AMOUNT_ERROR;
    changes.amountUsd = amount === '' ? null : Number(amount);
  }
  if (after.nextFollowUp !== before.nextFollowUp) changes.nextFollowUp = orNull(after.nextFollowUp);
  if (after.introSource !== before.introSource) changes.introSource = orNull(after.introSource);
  if (after.notes !== before.notes) changes.notes = orNull(after.notes);
  if (freeForm) {
    const contact: NonNullable<UpdateDealBody['contact']> = {};
    if (after.name !== before.name) contact.name = after.name.trim();
    if (after.firm !== before.firm) contact.firm = orNull(after.firm);
    if (after.email !== before.email) contact.email = orNull(after.email);
    if (after.linkedinUrl !== before.linkedinUrl) contact.linkedinUrl = orNull(after.linkedinUrl);
    if (after.photoUrl !== before.photoUrl) contact.photoUrl = orNull(after.photoUrl);
    if (Object.keys(contact).length > 0) changes.contact = contact;
  }
  return changes;
};

export type DealEditFormProps = { deal: Deal; onSaved: (detail: DealDetail) => void };

/** Every editable field of a deal, saved together; the contact's own fields only for a free-form contact. */
export function DealEditForm({ deal, onSaved }: DealEditFormProps) {
  const initial = valuesOf(deal);
  const [values, setValues] = useState(initial);
  const { busy, error, setError, run } = useDealAction();
  const freeForm = deal.counterpart.kind === 'contact';
  const side = useDealFlowSide();

  const field = (name: keyof Values) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const changes = changesOf(initial, values, freeForm);
    if (typeof changes === 'string') return setError(changes);
    if (Object.keys(changes).length === 0) return setError('Nothing to save: no field was changed');
    const saved = await run(() => updateDeal(deal.id, changes), SAVE_DEAL_ERROR);
    if (saved) onSaved(saved);
  };

  return (
    <StackedForm aria-label="Deal details" onSubmit={(event) => void save(event)}>
      <FieldGrid>
        <SelectField label="Stage" {...field('stage')}>
          {CRM_STAGES.map((stage) => (
            <option key={stage}>{stage}</option>
          ))}
        </SelectField>
        <TextField label="Round" placeholder="Seed 2026" maxLength={CRM_LIMITS.round} {...field('round')} />
        <TextField label="Amount (USD)" inputMode="numeric" {...field('amount')} />
        <TextField label="Next follow-up" type="date" {...field('nextFollowUp')} />
        <TextField label="Intro source" maxLength={CRM_LIMITS.introSource} {...field('introSource')} />
        {freeForm ? (
          <>
            <TextField label="Name" required maxLength={CRM_LIMITS.name} {...field('name')} />
            <TextField label={side.firmLabel} maxLength={CRM_LIMITS.firm} {...field('firm')} />
            <TextField label="E-mail" type="email" maxLength={CRM_LIMITS.email} {...field('email')} />
            <TextField label="LinkedIn URL" type="url" maxLength={CRM_LIMITS.url} {...field('linkedinUrl')} />
            <TextField label="Photo URL" type="url" maxLength={CRM_LIMITS.url} {...field('photoUrl')} />
          </>
        ) : null}
      </FieldGrid>
      <TextAreaField label="Notes" maxLength={CRM_LIMITS.notes} {...field('notes')} />
      {error ? <ErrorLine>{error}</ErrorLine> : null}
      <ButtonRow>
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving…' : 'Save'}
        </Button>
      </ButtonRow>
    </StackedForm>
  );
}
