import styled from '@emotion/styled';
import {
  INVESTOR_LIMITS,
  INVESTOR_STAGES,
  type InvestorDashboard,
  type UpdateInvestorProfileBody,
} from '@pear/contract';
import { describeCallError, SAVE_INVESTOR_PROFILE_ERROR, updateInvestorProfile } from '@pear/shared/api';
import { Badge, Button, ErrorLine, TextField } from '@pear/shared/ui';
import {
  DashboardCard,
  EditableField,
  InlineEditForm,
  InlineEditRow,
  StyledFieldList,
  StyledMuted,
  StyledMutedNote,
  StyledPlainList,
  TextAreaField,
} from '@pear/shared/dashboard';
import { type FormEvent, useState } from 'react';

import { formatCheckSize, parseList } from '../../../lib/format';
import { ClaimCard } from './claim-card';

const StyledTab = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

const StyledTags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
`;

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

/** The fields edited inline, one at a time: text as shown, back to the API's shape. */
const INLINE_FIELDS = [
  {
    key: 'firmName',
    label: 'Firm name',
    read: (profile: InvestorDashboard['profile']) => profile.firmName ?? '',
    write: (text: string): UpdateInvestorProfileBody => ({ firmName: text.trim() || null }),
  },
  {
    key: 'bio',
    label: 'Bio',
    multiline: true,
    read: (profile: InvestorDashboard['profile']) => profile.bio ?? '',
    write: (text: string): UpdateInvestorProfileBody => ({ bio: text.trim() || null }),
  },
  {
    key: 'industries',
    label: 'Investment focus',
    read: (profile: InvestorDashboard['profile']) => profile.industries.join(', '),
    write: (text: string): UpdateInvestorProfileBody => ({ industries: parseList(text) }),
  },
  {
    key: 'geographies',
    label: 'Geography',
    read: (profile: InvestorDashboard['profile']) => profile.geographies.join(', '),
    write: (text: string): UpdateInvestorProfileBody => ({ geographies: parseList(text) }),
  },
] as const;

type InlineKey = (typeof INLINE_FIELDS)[number]['key'] | 'preferredStages' | 'checkSize';

const StyledFieldset = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
  input {
    accent-color: ${({ theme }) => theme.colors.brand};
  }
`;

type DraftFormProps = {
  profile: InvestorDashboard['profile'];
  saving: boolean;
  onCancel: () => void;
  onSave: (changes: UpdateInvestorProfileBody) => void;
};

function StagesForm({ profile, saving, onCancel, onSave }: DraftFormProps) {
  const [stages, setStages] = useState<string[]>(profile.preferredStages);
  // Sent in the spec's order, whatever order they were ticked in.
  const submit = () => onSave({ preferredStages: INVESTOR_STAGES.filter((stage) => stages.includes(stage)) });
  return (
    <InlineEditForm label="Preferred stage" saving={saving} onCancel={onCancel} onSubmit={submit}>
      <StyledFieldset disabled={saving}>
        <legend>Preferred stage</legend>
        {INVESTOR_STAGES.map((stage) => (
          <label key={stage}>
            <input
              type="checkbox"
              checked={stages.includes(stage)}
              onChange={(event) =>
                setStages((current) =>
                  event.target.checked ? [...current, stage] : current.filter((other) => other !== stage),
                )
              }
            />
            {stage}
          </label>
        ))}
      </StyledFieldset>
    </InlineEditForm>
  );
}

/** An empty box clears that end of the range; anything else goes as typed and the server judges it. */
const usdOrNull = (text: string): number | null => (text.trim() === '' ? null : Number(text));

function CheckSizeForm({ profile, saving, onCancel, onSave }: DraftFormProps) {
  const [min, setMin] = useState(profile.checkSizeMinUsd === null ? '' : String(profile.checkSizeMinUsd));
  const [max, setMax] = useState(profile.checkSizeMaxUsd === null ? '' : String(profile.checkSizeMaxUsd));
  const submit = () => onSave({ checkSizeMinUsd: usdOrNull(min), checkSizeMaxUsd: usdOrNull(max) });
  return (
    <InlineEditForm label="Check size" saving={saving} onCancel={onCancel} onSubmit={submit}>
      <TextField
        label="Minimum check (USD)"
        type="number"
        min={0}
        value={min}
        disabled={saving}
        autoFocus
        onChange={(event) => setMin(event.target.value)}
      />
      <TextField
        label="Maximum check (USD)"
        type="number"
        min={0}
        value={max}
        disabled={saving}
        onChange={(event) => setMax(event.target.value)}
      />
    </InlineEditForm>
  );
}

export type ProfileTabProps = {
  dashboard: InvestorDashboard;
  /** The dashboard as the server answered a save. */
  onSaved: (dashboard: InvestorDashboard) => void;
  /** A claim or release changed the profile: read it again. */
  onClaimChanged: () => void;
};

function InvestorDetailsCard({ dashboard, onSaved }: Pick<ProfileTabProps, 'dashboard' | 'onSaved'>) {
  const [editing, setEditing] = useState<InlineKey | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { profile } = dashboard;
  const checkSize = formatCheckSize(profile.checkSizeMinUsd, profile.checkSizeMaxUsd);

  const handleSave = async (changes: UpdateInvestorProfileBody) => {
    setSaving(true);
    setError(null);
    try {
      onSaved(await updateInvestorProfile(changes));
      setEditing(null);
    } catch (caught) {
      setError(describeCallError(caught, SAVE_INVESTOR_PROFILE_ERROR));
    } finally {
      setSaving(false);
    }
  };

  const rowProps = (key: InlineKey) => ({
    editing: editing === key,
    locked: editing !== null && editing !== key,
    onEdit: () => {
      setError(null);
      setEditing(key);
    },
  });
  const formProps = (key: InlineKey): DraftFormProps => ({
    profile,
    saving: saving && editing === key,
    onCancel: () => setEditing(null),
    onSave: (changes) => void handleSave(changes),
  });

  return (
    <DashboardCard
      title="Investor profile"
      description={dashboard.hasThesis ? 'Filled in from your investment thesis; edit any field.' : undefined}
    >
      <StyledFieldList>
        {INLINE_FIELDS.map((field) => (
          <EditableField
            key={field.key}
            label={field.label}
            value={field.read(profile)}
            multiline={'multiline' in field && field.multiline}
            {...rowProps(field.key)}
            saving={saving && editing === field.key}
            onCancel={() => setEditing(null)}
            onSave={(text) => void handleSave(field.write(text))}
          />
        ))}
        <InlineEditRow
          label="Preferred stage"
          display={
            profile.preferredStages.length > 0 ? (
              <StyledTags>
                {profile.preferredStages.map((stage) => (
                  <Badge key={stage} variant="secondary">
                    {stage}
                  </Badge>
                ))}
              </StyledTags>
            ) : (
              <StyledMuted>Not provided</StyledMuted>
            )
          }
          {...rowProps('preferredStages')}
        >
          <StagesForm {...formProps('preferredStages')} />
        </InlineEditRow>
        <InlineEditRow
          label="Check size"
          display={checkSize ?? <StyledMuted>Not provided</StyledMuted>}
          {...rowProps('checkSize')}
        >
          <CheckSizeForm {...formProps('checkSize')} />
        </InlineEditRow>
      </StyledFieldList>
      {error ? <ErrorLine>{error}</ErrorLine> : null}
    </DashboardCard>
  );
}

function ThesisCard({ dashboard, onSaved }: Pick<ProfileTabProps, 'dashboard' | 'onSaved'>) {
  const saved = dashboard.profile.thesis ?? '';
  const [draft, setDraft] = useState(saved);
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState<{ error: string } | 'saved' | null>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaving(true);
    setStatus(null);
    try {
      onSaved(await updateInvestorProfile({ thesis: draft.trim() || null }));
      setStatus('saved');
    } catch (caught) {
      setStatus({ error: describeCallError(caught, SAVE_INVESTOR_PROFILE_ERROR) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <DashboardCard title="Investment thesis" description="What you invest in and why; founders are ranked against it.">
      <StyledForm aria-label="Investment thesis" onSubmit={(event) => void handleSubmit(event)}>
        <TextAreaField
          label="Your investment thesis"
          value={draft}
          rows={8}
          maxLength={INVESTOR_LIMITS.thesis}
          disabled={saving}
          onChange={(event) => {
            setDraft(event.target.value);
            setStatus(null);
          }}
        />
        <StyledFooter>
          <StyledMutedNote>
            {draft.length.toLocaleString('en-US')} / {INVESTOR_LIMITS.thesis.toLocaleString('en-US')} characters
          </StyledMutedNote>
          <Button type="submit" disabled={saving || draft === saved} aria-busy={saving || undefined}>
            {saving ? 'Saving…' : 'Save thesis'}
          </Button>
        </StyledFooter>
        {status === 'saved' ? <StyledMutedNote role="status">Thesis saved.</StyledMutedNote> : null}
        {status !== null && status !== 'saved' ? <ErrorLine>{status.error}</ErrorLine> : null}
      </StyledForm>
    </DashboardCard>
  );
}

function PortfolioSummaryCard({ portfolio }: { portfolio: InvestorDashboard['portfolio'] }) {
  const shown = portfolio.slice(0, 5);
  return (
    <DashboardCard
      title="Portfolio companies"
      description={`${portfolio.length} ${portfolio.length === 1 ? 'company' : 'companies'}; the Portfolio tab has them all.`}
    >
      {portfolio.length === 0 ? (
        <StyledMutedNote>
          No portfolio companies yet: claim your investor profile or add them on Portfolio.
        </StyledMutedNote>
      ) : (
        <StyledPlainList aria-label="Portfolio companies">
          {shown.map((company) => (
            <li key={company.id}>
              <strong>{company.name}</strong>
              {[company.industry, company.stage, company.status].filter(Boolean).length > 0
                ? ` · ${[company.industry, company.stage, company.status].filter(Boolean).join(' · ')}`
                : null}
            </li>
          ))}
          {portfolio.length > shown.length ? <li>and {portfolio.length - shown.length} more</li> : null}
        </StyledPlainList>
      )}
    </DashboardCard>
  );
}

/**
 * The Profile tab (spec §2): claiming a corpus profile first while there is none, then bio, firm name, focus,
 * stage, check size and geography (inline edit), the thesis (saved with its own button) and the portfolio in short.
 */
export function ProfileTab({ dashboard, onSaved, onClaimChanged }: ProfileTabProps) {
  return (
    <StyledTab>
      {dashboard.claim ? null : <ClaimCard claim={null} onChanged={onClaimChanged} />}
      <InvestorDetailsCard dashboard={dashboard} onSaved={onSaved} />
      <ThesisCard dashboard={dashboard} onSaved={onSaved} />
      <PortfolioSummaryCard portfolio={dashboard.portfolio} />
      {dashboard.claim ? <ClaimCard claim={dashboard.claim} onChanged={onClaimChanged} /> : null}
    </StyledTab>
  );
}
