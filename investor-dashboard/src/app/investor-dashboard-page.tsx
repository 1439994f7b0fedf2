import { DealFlowTab } from '@pear/shared/deal-flow';
import { ErrorLine, Spinner, useDocumentTitle, VisuallyHidden } from '@pear/shared/ui';
import { DashboardTabs, StyledDashboardPage, StyledDashboardPanel } from '@pear/shared/dashboard';
import { type ReactNode, useState } from 'react';

import { MatchesTab } from '../features/matches/components/matches-tab';
import { useFounderMatches } from '../features/matches/hooks/use-founder-matches';
import { PortfolioTab } from '../features/portfolio/components/portfolio-tab';
import { InvestorHeader } from '../features/profile/components/investor-header';
import { ProfileTab } from '../features/profile/components/profile-tab';
import { SettingsTab } from '../features/settings/components/settings-tab';
import { INVESTOR_TABS, type InvestorTab } from '../lib/investor-tabs';
import { type DashboardLoad, useInvestorDashboard } from '../lib/use-investor-dashboard';

type Loaded = Extract<DashboardLoad, { status: 'loaded' }>['dashboard'];

/** A tab that needs the dashboard: it once loaded, else what the header already says in short. */
function WhenLoaded({ load, children }: { load: DashboardLoad; children: (dashboard: Loaded) => ReactNode }) {
  if (load.status === 'loaded') return children(load.dashboard);
  if (load.status === 'error') return <ErrorLine>{load.message}</ErrorLine>;
  return <Spinner label="Loading…" showLabel />;
}

/** /investors: the header and the five tabs of the spec (§2 "Investor dashboard"), on the investor's real data. */
export function InvestorDashboardPage() {
  useDocumentTitle('Investor Dashboard — Pear');
  const { load, update, refresh } = useInvestorDashboard();
  const [tab, setTab] = useState<InvestorTab>('profile');
  // Read when Matches is first opened, kept across tab switches.
  const matches = useFounderMatches(tab === 'matches');

  return (
    <StyledDashboardPage>
      <VisuallyHidden as="h1">Investor Dashboard</VisuallyHidden>
      <InvestorHeader load={load} />
      <DashboardTabs tabs={INVESTOR_TABS} value={tab} onSelect={setTab}>
        <StyledDashboardPanel value="profile">
          <WhenLoaded load={load}>
            {(dashboard) => (
              <ProfileTab dashboard={dashboard} onSaved={(next) => update(() => next)} onClaimChanged={refresh} />
            )}
          </WhenLoaded>
        </StyledDashboardPanel>
        <StyledDashboardPanel value="portfolio">
          <WhenLoaded load={load}>
            {(dashboard) => (
              <PortfolioTab
                dashboard={dashboard}
                onFundSaved={(fund) => update((current) => ({ ...current, fund }))}
                onCompanySaved={(company) => {
                  update((current) => ({
                    ...current,
                    portfolio: current.portfolio.some((item) => item.id === company.id)
                      ? current.portfolio.map((item) => (item.id === company.id ? company : item))
                      : [...current.portfolio, company],
                  }));
                  // The VibeScore counts portfolio evidence: read it again.
                  refresh();
                }}
                onCompanyDeleted={(id) => {
                  update((current) => ({ ...current, portfolio: current.portfolio.filter((item) => item.id !== id) }));
                  refresh();
                }}
              />
            )}
          </WhenLoaded>
        </StyledDashboardPanel>
        <StyledDashboardPanel value="matches">
          <MatchesTab
            {...matches}
            investorName={load.status === 'loaded' ? load.dashboard.name : ''}
            meetingLink={load.status === 'loaded' ? load.dashboard.profile.meetingLink : null}
          />
        </StyledDashboardPanel>
        <StyledDashboardPanel value="deal-flow">
          <DealFlowTab side="investor" />
        </StyledDashboardPanel>
        <StyledDashboardPanel value="settings">
          <WhenLoaded load={load}>
            {(dashboard) => <SettingsTab dashboard={dashboard} onSaved={(next) => update(() => next)} />}
          </WhenLoaded>
        </StyledDashboardPanel>
      </DashboardTabs>
    </StyledDashboardPage>
  );
}
