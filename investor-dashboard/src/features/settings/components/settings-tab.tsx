import styled from '@emotion/styled';
import type { InvestorDashboard } from '@pear/contract';
import {
  describeCallError,
  meetingLinkError,
  SAVE_INVESTOR_PROFILE_ERROR,
  updateInvestorProfile,
} from '@pear/shared/api';
import { Button, ErrorLine, TextField } from '@pear/shared/ui';
import { ConnectAccounts, DashboardCard, StyledMutedNote } from '@pear/shared/dashboard';
import { type FormEvent, useState } from 'react';

const StyledTab = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  & > div:last-of-type {
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

export type SettingsTabProps = {
  dashboard: InvestorDashboard;
  onSaved: (dashboard: InvestorDashboard) => void;
};

function MeetingLinkForm({ dashboard, onSaved }: SettingsTabProps) {
  const saved = dashboard.profile.meetingLink ?? '';
  const [draft, setDraft] = useState(saved);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = draft.trim();
    const invalid = text ? meetingLinkError(text) : null;
    setFieldError(invalid);
    setError(null);
    setDone(false);
    if (invalid) return;
    setSaving(true);
    try {
      onSaved(await updateInvestorProfile({ meetingLink: text || null }));
      setDone(true);
    } catch (caught) {
      // A 400 reads as the server wrote it.
      setError(describeCallError(caught, SAVE_INVESTOR_PROFILE_ERROR));
    } finally {
      setSaving(false);
    }
  };

  return (
    <StyledForm aria-label="Meeting link" noValidate onSubmit={(event) => void handleSubmit(event)}>
      <TextField
        label="Meeting link"
        type="url"
        inputMode="url"
        placeholder="https://cal.com/you/30min"
        hint="Your scheduling page (https://). Founders see it once you accept an intro."
        value={draft}
        error={fieldError}
        disabled={saving}
        onChange={(event) => {
          setDraft(event.target.value);
          setFieldError(null);
          setDone(false);
        }}
      />
      {error ? <ErrorLine>{error}</ErrorLine> : null}
      {done ? (
        <StyledMutedNote role="status">
          {draft.trim() ? 'Meeting link saved.' : 'Meeting link removed.'}
        </StyledMutedNote>
      ) : null}
      <div>
        <Button type="submit" size="sm" disabled={saving || draft.trim() === saved} aria-busy={saving || undefined}>
          {saving ? 'Saving…' : 'Save meeting link'}
        </Button>
      </div>
    </StyledForm>
  );
}

/**
 * Settings (spec §2): Connect Accounts — the professional network they signed in with, shown as connected; the
 * meeting link founders see after an accepted intro (the spec's scheduling service); and the two startup-data
 * services, which Pear cannot connect yet and says so.
 */
export function SettingsTab({ dashboard, onSaved }: SettingsTabProps) {
  return (
    <StyledTab>
      <ConnectAccounts
        account={{ provider: dashboard.signInProvider, email: dashboard.email }}
        description="The accounts and links Pear uses for your introductions."
      >
        <StyledMutedNote>
          Your investment history comes from the CrunchBase 2013 investor corpus: claim it on Profile.
        </StyledMutedNote>
      </ConnectAccounts>
      <DashboardCard title="Scheduling" description="The link founders use to book a meeting with you.">
        <MeetingLinkForm dashboard={dashboard} onSaved={onSaved} />
      </DashboardCard>
    </StyledTab>
  );
}
