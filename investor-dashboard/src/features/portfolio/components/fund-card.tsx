import styled from '@emotion/styled';
import { type Fund, INVESTOR_LIMITS, type InvestorClaim, type UpdateFundBody } from '@pear/contract';
import { describeCallError, SAVE_FUND_ERROR, updateFund } from '@pear/shared/api';
import { formatCompactUsd } from '@pear/shared/domain';
import { Button, ErrorLine, TextField } from '@pear/shared/ui';
import { DashboardCard, StyledFieldList, StyledForm, StyledMuted } from '@pear/shared/dashboard';
import { type FormEvent, useState } from 'react';

import { parseList, parseUsd } from '../../../lib/format';

const StyledActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;

export type FundCardProps = {
  fund: Fund;
  /** The claim's members are always partners; only the names added by hand are edited. */
  claim: InvestorClaim | null;
  onSaved: (fund: Fund) => void;
};

const show = (value: string | null) => value || <StyledMuted>Not provided</StyledMuted>;

type Draft = { name: string; size: string; focus: string; stage: string; geography: string; partners: string };

const toDraft = (fund: Fund, members: string[]): Draft => ({
  name: fund.name ?? '',
  size: fund.sizeUsd === null ? '' : String(fund.sizeUsd),
  focus: fund.focus ?? '',
  stage: fund.stage ?? '',
  geography: fund.geography ?? '',
  partners: fund.partners.filter((partner) => !members.includes(partner)).join(', '),
});

function FundForm({
  fund,
  members,
  onSaved,
  onDone,
}: {
  fund: Fund;
  members: string[];
  onSaved: FundCardProps['onSaved'];
  onDone: () => void;
}) {
  const [draft, setDraft] = useState(() => toDraft(fund, members));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const sizeUsd = parseUsd(draft.size);
  const sizeError = Number.isNaN(sizeUsd) ? 'Enter the fund size in US dollars, e.g. 50000000 or 50M.' : null;
  const field = (key: keyof Draft) => ({
    value: draft[key],
    disabled: saving,
    onChange: (event: { target: { value: string } }) =>
      setDraft((current) => ({ ...current, [key]: event.target.value })),
  });

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sizeError) return;
    const orNull = (text: string) => text.trim() || null;
    const changes: UpdateFundBody = {
      name: orNull(draft.name),
      sizeUsd,
      focus: orNull(draft.focus),
      stage: orNull(draft.stage),
      geography: orNull(draft.geography),
      partners: parseList(draft.partners),
    };
    setSaving(true);
    setError(null);
    try {
      onSaved(await updateFund(changes));
      onDone();
    } catch (caught) {
      setError(describeCallError(caught, SAVE_FUND_ERROR));
      setSaving(false);
    }
  };

  return (
    <StyledForm aria-label="Edit fund" onSubmit={(event) => void handleSubmit(event)}>
      <TextField label="Fund name" maxLength={INVESTOR_LIMITS.name} {...field('name')} />
      <TextField label="Fund size (USD)" inputMode="decimal" error={sizeError} {...field('size')} />
      <TextField label="Focus" maxLength={INVESTOR_LIMITS.shortText} {...field('focus')} />
      <TextField label="Stage" maxLength={INVESTOR_LIMITS.shortText} {...field('stage')} />
      <TextField label="Geography" maxLength={INVESTOR_LIMITS.shortText} {...field('geography')} />
      <TextField
        label="Partners"
        hint={
          members.length > 0
            ? `Separate names with commas. ${members.join(', ')} (on Pear) ${members.length === 1 ? 'is' : 'are'} always listed.`
            : 'Separate names with commas.'
        }
        {...field('partners')}
      />
      {error ? <ErrorLine>{error}</ErrorLine> : null}
      <StyledActions>
        <Button type="submit" size="sm" disabled={saving} aria-busy={saving || undefined}>
          {saving ? 'Saving…' : 'Save fund'}
        </Button>
        <Button type="button" size="sm" variant="outline" disabled={saving} onClick={onDone}>
          Cancel
        </Button>
      </StyledActions>
    </StyledForm>
  );
}

/** The Fund card (spec §3 fund): name, size, focus, stage, geography and partners, edited in place. */
export function FundCard({ fund, claim, onSaved }: FundCardProps) {
  const [editing, setEditing] = useState(false);
  const members = claim?.members.map((member) => member.name) ?? [];
  return (
    <DashboardCard
      title="Fund"
      actions={
        editing ? null : (
          <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
            Edit fund
          </Button>
        )
      }
    >
      {editing ? (
        <FundForm fund={fund} members={members} onSaved={onSaved} onDone={() => setEditing(false)} />
      ) : (
        <StyledFieldList>
          <div>
            <dt>Fund name</dt>
            <dd>{show(fund.name)}</dd>
          </div>
          <div>
            <dt>Fund size</dt>
            <dd>{show(fund.sizeUsd === null ? null : formatCompactUsd(fund.sizeUsd))}</dd>
          </div>
          <div>
            <dt>Focus</dt>
            <dd>{show(fund.focus)}</dd>
          </div>
          <div>
            <dt>Stage</dt>
            <dd>{show(fund.stage)}</dd>
          </div>
          <div>
            <dt>Geography</dt>
            <dd>{show(fund.geography)}</dd>
          </div>
          <div>
            <dt>Partners</dt>
            <dd>{show(fund.partners.join(', '))}</dd>
          </div>
        </StyledFieldList>
      )}
    </DashboardCard>
  );
}
