import { INVESTOR_LIMITS, type PortfolioCompany } from '@pear/contract';
import {
  addPortfolioCompany,
  describeCallError,
  SAVE_PORTFOLIO_COMPANY_ERROR,
  updatePortfolioCompany,
} from '@pear/shared/api';
import { Button, ErrorLine, TextField } from '@pear/shared/ui';
import { Dialog, RadioGroup } from '@pear/shared/widgets';
import { StyledForm, StyledFormActions, TextAreaField } from '@pear/shared/dashboard';
import { type FormEvent, useId, useState } from 'react';

import { parseUsd } from '../../../lib/format';

type Status = 'Active' | 'Exited' | 'unknown';
const STATUS_OPTIONS = [
  { value: 'Active', label: 'Active' },
  { value: 'Exited', label: 'Exited' },
  { value: 'unknown', label: 'Not known' },
] as const;

export type CompanyDialogProps = {
  /** The own company being edited; null: "Add company". */
  company: PortfolioCompany | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The company as the server saved it. */
  onSaved: (company: PortfolioCompany) => void;
};

function CompanyForm({ company, onOpenChange, onSaved }: Omit<CompanyDialogProps, 'open'>) {
  const statusName = useId();
  const [name, setName] = useState(company?.name ?? '');
  const [industry, setIndustry] = useState(company?.industry ?? '');
  const [stage, setStage] = useState(company?.stage ?? '');
  const [valuation, setValuation] = useState(company?.valuationUsd == null ? '' : String(company.valuationUsd));
  const [status, setStatus] = useState<Status>(company?.status ?? 'Active');
  const [description, setDescription] = useState(company?.description ?? '');
  const [nameError, setNameError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const valuationUsd = parseUsd(valuation);
  const valuationError = Number.isNaN(valuationUsd) ? 'Enter the valuation in US dollars, e.g. 12000000 or 12M.' : null;

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!name.trim()) {
      setNameError('Enter the company name.');
      return;
    }
    if (valuationError) return;
    const orNull = (text: string) => text.trim() || null;
    const body = {
      name: name.trim(),
      industry: orNull(industry),
      stage: orNull(stage),
      valuationUsd,
      status: status === 'unknown' ? null : status,
      description: orNull(description),
    };
    setSaving(true);
    setError(null);
    try {
      onSaved(company ? await updatePortfolioCompany(company.id, body) : await addPortfolioCompany(body));
      onOpenChange(false);
    } catch (caught) {
      setError(describeCallError(caught, SAVE_PORTFOLIO_COMPANY_ERROR));
      setSaving(false);
    }
  };

  return (
    <StyledForm noValidate onSubmit={(event) => void handleSubmit(event)}>
      <TextField
        label="Company name"
        required
        value={name}
        maxLength={INVESTOR_LIMITS.name}
        error={nameError}
        disabled={saving}
        onChange={(event) => {
          setName(event.target.value);
          setNameError(null);
        }}
      />
      <TextField
        label="Industry"
        value={industry}
        maxLength={INVESTOR_LIMITS.shortText}
        disabled={saving}
        onChange={(event) => setIndustry(event.target.value)}
      />
      <TextField
        label="Stage"
        hint="The round you invested in: Seed, Series A…"
        value={stage}
        maxLength={INVESTOR_LIMITS.shortText}
        disabled={saving}
        onChange={(event) => setStage(event.target.value)}
      />
      <TextField
        label="Valuation (USD)"
        inputMode="decimal"
        value={valuation}
        error={valuationError}
        disabled={saving}
        onChange={(event) => setValuation(event.target.value)}
      />
      <RadioGroup
        legend="Status"
        name={statusName}
        orientation="horizontal"
        options={STATUS_OPTIONS}
        value={status}
        disabled={saving}
        onValueChange={setStatus}
      />
      <TextAreaField
        label="Description"
        value={description}
        maxLength={INVESTOR_LIMITS.description}
        disabled={saving}
        onChange={(event) => setDescription(event.target.value)}
      />
      {error ? <ErrorLine>{error}</ErrorLine> : null}
      <StyledFormActions>
        <Button type="button" variant="outline" disabled={saving} onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
          {saving ? 'Saving…' : company ? 'Save company' : 'Add company'}
        </Button>
      </StyledFormActions>
    </StyledForm>
  );
}

/** "Add company" (or "Edit <name>") for the investor's own portfolio entries; claimed history is read-only. */
export function CompanyDialog({ company, open, onOpenChange, onSaved }: CompanyDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={company ? `Edit ${company.name}` : 'Add company'}>
      {/* Mounted per opening: every dialog starts from the company (or empty), never from an abandoned draft. */}
      {open ? <CompanyForm company={company} onOpenChange={onOpenChange} onSaved={onSaved} /> : null}
    </Dialog>
  );
}
