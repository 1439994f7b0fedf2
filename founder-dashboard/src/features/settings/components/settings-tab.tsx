import styled from '@emotion/styled';
import { describeCallError, getSignInAccount, SIGN_IN_ACCOUNT_ERROR, useApiQuery } from '@pear/shared/api';
import { ConnectAccounts } from '@pear/shared/dashboard';

import { VideoPitchCard } from './video-pitch-card';

const StyledTab = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

/**
 * Settings (spec §2): the video pitch, and Connect Accounts — the professional network the founder signed in with,
 * shown as connected, and the two startup-data services Pear cannot connect yet.
 */
export function SettingsTab() {
  const account = useApiQuery('sign-in-account', getSignInAccount);
  return (
    <StyledTab>
      <VideoPitchCard />
      <ConnectAccounts
        account={account.data ?? null}
        accountError={account.status === 'error' ? describeCallError(account.error, SIGN_IN_ACCOUNT_ERROR) : null}
        description="The accounts Pear uses for your introductions."
      />
    </StyledTab>
  );
}
