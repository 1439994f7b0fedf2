import styled from '@emotion/styled';
import { MAX_VIDEO_PITCH_SECONDS } from '@pear/shared/domain';
import { Button } from '@pear/shared/ui';
import { DashboardCard, EmptyState, StyledBorderedRow, StyledMutedNote, StyledPlainList } from '@pear/shared/dashboard';

/** The professional network and the two startup-data services a founder can connect (spec §2 Settings). */
export const CONNECTABLE_ACCOUNTS = [
  { name: 'LinkedIn', purpose: 'Your professional network, for warm introductions.' },
  { name: 'Crunchbase', purpose: 'Your company record: funding rounds and investors.' },
  { name: 'AngelList', purpose: 'Your startup profile and fundraising status.' },
] as const;

const StyledTab = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

const StyledAccounts = styled(StyledPlainList)`
  gap: ${({ theme }) => theme.space[3]};
`;

/**
 * Settings: the video pitch (up to 5 minutes) and Connect Accounts. Neither is wired to a service yet, so the
 * controls are shown disabled with their current state rather than pretending to work.
 */
export function SettingsTab() {
  const minutes = MAX_VIDEO_PITCH_SECONDS / 60;
  return (
    <StyledTab>
      <DashboardCard title="Video pitch" description={`A short video pitch for investors, up to ${minutes} minutes.`}>
        <EmptyState title="No video pitch uploaded">
          Video pitch upload is not available in this version of Pear.
        </EmptyState>
      </DashboardCard>
      <DashboardCard
        title="Connect Accounts"
        description="Link the services Pear can read your network and company data from."
      >
        <StyledAccounts>
          {CONNECTABLE_ACCOUNTS.map((account) => (
            <StyledBorderedRow key={account.name} aria-label={account.name}>
              <div>
                <p>
                  <strong>{account.name}</strong>
                </p>
                <StyledMutedNote>{account.purpose}</StyledMutedNote>
              </div>
              <StyledMutedNote>Not connected</StyledMutedNote>
              <Button size="sm" variant="outline" disabled aria-label={`Connect ${account.name}`}>
                Connect
              </Button>
            </StyledBorderedRow>
          ))}
        </StyledAccounts>
        <StyledMutedNote>Connecting accounts is not available in this version of Pear.</StyledMutedNote>
      </DashboardCard>
    </StyledTab>
  );
}
