import { displayValue } from '@pear/shared/domain';
import { Badge } from '@pear/shared/ui';
import {
  DashboardHeader,
  DashboardHeaderPending,
  StyledDashboardMeta,
  StyledInlineRow,
  VibeScoreCard,
} from '@pear/shared/dashboard';

import type { ProfileLoad } from '../hooks/use-founder-profile';
import { UpdateDocumentButtons } from './update-document-dialogs';

export type ProfileHeaderProps = {
  load: ProfileLoad;
  /** After Update Resume / Update Pitchdeck parsed a document. */
  onDocumentParsed: () => void;
};

/**
 * The dashboard header (spec §2): avatar, name, company and industry, location, stage and "Raising …" badges, the
 * Update Resume / Update Pitchdeck dialogs and the VibeScore. While loading a spinner; on error the message
 * replaces the profile.
 */
export function ProfileHeader({ load, onDocumentParsed }: ProfileHeaderProps) {
  if (load.status !== 'loaded') return <DashboardHeaderPending load={load} />;

  const { profile } = load;
  const companyLine = [profile.company, profile.industry].filter(Boolean).join(' · ');
  const stage = displayValue(profile.stage);
  return (
    <DashboardHeader
      name={profile.name}
      image={profile.profileImage || null}
      score={<VibeScoreCard score={profile.vibeScore} />}
    >
      {companyLine ? <StyledDashboardMeta>{companyLine}</StyledDashboardMeta> : null}
      {profile.location ? <StyledDashboardMeta>{profile.location}</StyledDashboardMeta> : null}
      {stage || profile.raisingAmount ? (
        <StyledInlineRow>
          {stage ? <Badge variant="secondary">{stage}</Badge> : null}
          {profile.raisingAmount ? <Badge>Raising {profile.raisingAmount}</Badge> : null}
        </StyledInlineRow>
      ) : null}
      <StyledInlineRow>
        <UpdateDocumentButtons onParsed={onDocumentParsed} />
      </StyledInlineRow>
    </DashboardHeader>
  );
}
