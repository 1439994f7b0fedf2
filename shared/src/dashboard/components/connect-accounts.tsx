import type { SignInAccount } from '@pear/contract';
import { Badge, ErrorLine } from '@pear/shared/ui';
import type { ReactNode } from 'react';

import { DashboardCard } from './dashboard-card';
import { StyledBorderedRow, StyledMutedNote, StyledPlainList } from './list-parts';

/** The spec's two startup-data services: not wired to Pear yet, and said so rather than shown as buttons. */
const STARTUP_DATA_SERVICES = [
  { name: 'Crunchbase', purpose: 'Funding rounds and company records.' },
  { name: 'AngelList', purpose: 'Startup profiles and fundraising status.' },
] as const;

export type ConnectAccountsProps = {
  /** The account the user signed in with; null while it loads. */
  account: SignInAccount | null;
  /** Why the account could not be read, if it could not. */
  accountError?: string | null;
  description: ReactNode;
  /** Notes under the list. */
  children?: ReactNode;
};

/**
 * Settings → Connect Accounts on both dashboards (spec §2): the professional network the user signed in with, shown
 * as connected, and the two startup-data services Pear cannot connect yet, said so with no button to press.
 */
export function ConnectAccounts({ account, accountError = null, description, children }: ConnectAccountsProps) {
  return (
    <DashboardCard title="Connect Accounts" description={description}>
      {accountError ? <ErrorLine>{accountError}</ErrorLine> : null}
      <StyledPlainList aria-label="Accounts">
        {account ? (
          <StyledBorderedRow aria-label={account.provider}>
            <div>
              <p>
                <strong>{account.provider}</strong>
              </p>
              <StyledMutedNote>Your professional network: you signed in with it as {account.email}.</StyledMutedNote>
            </div>
            <Badge variant="green">Connected</Badge>
          </StyledBorderedRow>
        ) : null}
        {STARTUP_DATA_SERVICES.map((service) => (
          <StyledBorderedRow key={service.name} aria-label={service.name}>
            <div>
              <p>
                <strong>{service.name}</strong>
              </p>
              <StyledMutedNote>{service.purpose}</StyledMutedNote>
            </div>
            <StyledMutedNote>Not available yet</StyledMutedNote>
          </StyledBorderedRow>
        ))}
      </StyledPlainList>
      {children}
    </DashboardCard>
  );
}
