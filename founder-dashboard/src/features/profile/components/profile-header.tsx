import styled from '@emotion/styled';
import { displayValue } from '@pear/shared/domain';
import { Avatar, Badge, Card, Spinner, ErrorLine, VibeScoreCard } from '@pear/shared/ui';

import type { ProfileLoad } from '../hooks/use-founder-profile';
import { UpdateDocumentButtons } from './update-document-dialogs';

const StyledHeader = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.mq.md} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
    padding: ${({ theme }) => theme.space[6]};
  }
`;

const StyledIdentity = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

const StyledDetails = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

const StyledName = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;
`;

const StyledMeta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

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
  if (load.status === 'loading') {
    return (
      <StyledHeader as="header">
        <Spinner label="Loading your profile…" showLabel />
      </StyledHeader>
    );
  }
  if (load.status === 'error') {
    return (
      <StyledHeader as="header">
        <ErrorLine>{load.message}</ErrorLine>
      </StyledHeader>
    );
  }

  const { profile } = load;
  const companyLine = [profile.company, profile.industry].filter(Boolean).join(' · ');
  const stage = displayValue(profile.stage);
  return (
    <StyledHeader as="header">
      <StyledIdentity>
        <Avatar name={profile.name} src={profile.profileImage || null} size="lg" />
        <StyledDetails>
          <StyledName>{profile.name || 'Your profile'}</StyledName>
          {companyLine ? <StyledMeta>{companyLine}</StyledMeta> : null}
          {profile.location ? <StyledMeta>{profile.location}</StyledMeta> : null}
          {stage || profile.raisingAmount ? (
            <StyledRow>
              {stage ? <Badge variant="secondary">{stage}</Badge> : null}
              {profile.raisingAmount ? <Badge>Raising {profile.raisingAmount}</Badge> : null}
            </StyledRow>
          ) : null}
          <StyledRow>
            <UpdateDocumentButtons onParsed={onDocumentParsed} />
          </StyledRow>
        </StyledDetails>
      </StyledIdentity>
      <VibeScoreCard score={profile.vibeScore} />
    </StyledHeader>
  );
}
