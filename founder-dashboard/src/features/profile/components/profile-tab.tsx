import styled from '@emotion/styled';
import type { FounderProfile } from '@pear/shared/domain';
import { type ReactNode, useState } from 'react';

import type { EditableKey, ProfileEdits } from '../fields';
import { AiSummaryCard } from './ai-summary-card';
import { DetailedInformationCard } from './detailed-information-card';
import { StartupInformationCard } from './startup-information-card';

const StyledTab = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

export type ProfileTabProps = {
  profile: FounderProfile;
  /** Saves through store-info; resolves true when saved (errors are shown as the page error). */
  onSave: (edits: ProfileEdits) => Promise<boolean>;
  /** Sections other features add below the profile's own (the Kudos); the page composes them. */
  children?: ReactNode;
};

/**
 * The Profile tab: AI Founder Summary, Detailed Information (inline edit) and Startup Information (Save All), then
 * what the page adds (Kudos).
 */
export function ProfileTab({ profile, onSave, children }: ProfileTabProps) {
  const [editing, setEditing] = useState<EditableKey | null>(null);
  const [saving, setSaving] = useState(false);

  const handleSave = async (key: EditableKey, value: string) => {
    if (saving) return;
    setSaving(true);
    const saved = await onSave({ [key]: value });
    setSaving(false);
    if (saved) setEditing(null);
  };

  return (
    <StyledTab>
      <AiSummaryCard summary={profile.aiSummary} />
      <DetailedInformationCard
        profile={profile}
        editing={editing}
        saving={saving}
        onEdit={setEditing}
        onSave={(key, value) => void handleSave(key, value)}
      />
      <StartupInformationCard profile={profile} onSaveAll={onSave} />
      {children}
    </StyledTab>
  );
}
