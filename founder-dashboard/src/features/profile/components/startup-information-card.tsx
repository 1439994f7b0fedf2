import styled from '@emotion/styled';
import { displayValue, type FounderProfile } from '@pear/shared/domain';
import { Button, TextField } from '@pear/shared/ui';
import { DashboardCard, TextAreaField, StyledFieldList } from '@pear/shared/dashboard';
import { type FormEvent, useId, useState } from 'react';

import { type ProfileEdits, STARTUP_FIELDS } from '../fields';

export const NO_STARTUP_INFO = 'No startup information available.';

type StartupKey = (typeof STARTUP_FIELDS)[number]['key'];
type Draft = Record<StartupKey, string>;

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.mq.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

const StyledWide = styled.div`
  ${({ theme }) => theme.mq.md} {
    grid-column: 1 / -1;
  }
`;

const StyledEmpty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledList = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[4]};
`;

/** The value shown and edited for a field ("N/A" stage and other placeholders count as empty). */
const currentValue = (profile: FounderProfile, key: StartupKey): string => displayValue(profile[key]) ?? '';

const draftOf = (profile: FounderProfile): Draft =>
  Object.fromEntries(STARTUP_FIELDS.map(({ key }) => [key, currentValue(profile, key)])) as Draft;

const cofounderText = ({ name, role }: FounderProfile['cofounders'][number]): string =>
  role ? `${name} (${role})` : name;

/** The fields whose draft differs from the profile, as typed (spec §5: no format validation). */
export const changedFields = (profile: FounderProfile, draft: Draft): ProfileEdits =>
  Object.fromEntries(
    STARTUP_FIELDS.filter(({ key }) => draft[key].trim() !== currentValue(profile, key)).map(({ key }) => [
      key,
      draft[key],
    ]),
  );

export type StartupInformationCardProps = {
  profile: FounderProfile;
  /** Saves the changed fields in one call; resolves true when saved. */
  onSaveAll: (edits: ProfileEdits) => Promise<boolean>;
};

/**
 * "Startup Information" with its own edit toggle. Save All saves every changed field in one store-info call and
 * leaves edit mode when saved (or at once when nothing changed); Cancel discards the changes.
 */
export function StartupInformationCard({ profile, onSaveAll }: StartupInformationCardProps) {
  const [draft, setDraft] = useState<Draft | null>(null);
  const [saving, setSaving] = useState(false);
  const formId = useId();

  const shown = STARTUP_FIELDS.filter(({ key }) => currentValue(profile, key) !== '');
  const isEmpty = shown.length === 0 && profile.cofounders.length === 0 && profile.tractions.length === 0;

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!draft || saving) return;
    const edits = changedFields(profile, draft);
    if (Object.keys(edits).length === 0) {
      setDraft(null);
      return;
    }
    setSaving(true);
    const saved = await onSaveAll(edits);
    setSaving(false);
    if (saved) setDraft(null);
  };

  const actions = draft ? (
    <>
      <Button type="submit" form={formId} size="sm" disabled={saving} aria-busy={saving || undefined}>
        {saving ? 'Saving...' : 'Save All'}
      </Button>
      <Button size="sm" variant="outline" disabled={saving} onClick={() => setDraft(null)}>
        Cancel
      </Button>
    </>
  ) : (
    <Button
      size="sm"
      variant="outline"
      onClick={() => setDraft(draftOf(profile))}
      aria-label="Edit startup information"
    >
      Edit
    </Button>
  );

  return (
    <DashboardCard title="Startup Information" actions={actions}>
      {draft ? (
        <StyledForm id={formId} onSubmit={(event) => void handleSubmit(event)} aria-label="Startup information">
          <StyledGrid>
            {STARTUP_FIELDS.map((field) => {
              const common = {
                label: field.label,
                value: draft[field.key],
                disabled: saving,
                onChange: (event: { target: { value: string } }) =>
                  setDraft((current) => (current ? { ...current, [field.key]: event.target.value } : current)),
              };
              return 'multiline' in field ? (
                <StyledWide key={field.key}>
                  <TextAreaField {...common} />
                </StyledWide>
              ) : (
                <TextField key={field.key} {...common} />
              );
            })}
          </StyledGrid>
        </StyledForm>
      ) : isEmpty ? (
        <StyledEmpty>{NO_STARTUP_INFO}</StyledEmpty>
      ) : (
        <StyledFieldList>
          {shown.map(({ key, label }) => (
            <div key={key}>
              <dt>{label}</dt>
              <dd>{currentValue(profile, key)}</dd>
            </div>
          ))}
          {profile.cofounders.length > 0 ? (
            <div>
              <dt>Co-founders</dt>
              <dd>{profile.cofounders.map(cofounderText).join(', ')}</dd>
            </div>
          ) : null}
          {profile.tractions.length > 0 ? (
            <div>
              <dt>Traction</dt>
              <dd>
                <StyledList>
                  {profile.tractions.map((traction, index) => (
                    <li key={`${index}-${traction}`}>{traction}</li>
                  ))}
                </StyledList>
              </dd>
            </div>
          ) : null}
        </StyledFieldList>
      )}
    </DashboardCard>
  );
}
