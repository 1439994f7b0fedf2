import styled from '@emotion/styled';
import { DealFlowTab } from '@pear/shared/deal-flow';
import { Tab, TabList, TabPanel, Tabs, useDocumentTitle, VisuallyHidden, ErrorLine } from '@pear/shared/ui';
import { useCallback, useEffect, useRef, useState } from 'react';

import { ApplicationsTab } from '../features/applications/components/applications-tab';
import { DataRoomTab } from '../features/data-room/components/data-room-tab';
import { KudosCard } from '../features/kudos/components/kudos-card';
import { MatchingTab } from '../features/matching/components/matching-tab';
import { useInvestorMatches } from '../features/matching/hooks/use-investor-matches';
import { MediaPanel } from '../features/media/components/media-panel';
import { ProfileHeader } from '../features/profile/components/profile-header';
import { ProfileTab } from '../features/profile/components/profile-tab';
import { useFounderProfile } from '../features/profile/hooks/use-founder-profile';
import { SettingsTab } from '../features/settings/components/settings-tab';
import { DASHBOARD_TABS, type DashboardTab, DashboardTabSelector, isDashboardTab } from '../lib/dashboard-tabs';

const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  width: 100%;
  max-width: 80rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[4]}`};
  ${({ theme }) => theme.mq.md} {
    padding: ${({ theme }) => `${theme.space[8]} ${theme.space[6]}`};
  }
`;

const StyledColumns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};
  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: minmax(0, 1fr) 18rem;
    align-items: start;
  }
`;

const StyledTabs = styled(Tabs)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

const StyledPanel = styled(TabPanel)`
  &:focus-visible {
    outline: ${({ theme }) => `${theme.borderWidths.thick} solid ${theme.colors.focusRing}`};
    outline-offset: ${({ theme }) => theme.space[1]};
  }
`;

const StyledMuted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** /founders: the header, six tabs and the Media & Content panel (spec §2 "Founder dashboard"). */
export function FounderDashboardPage() {
  useDocumentTitle('Founder Dashboard — Pear');
  const { load, saveError, refresh, save } = useFounderProfile();
  const [tab, setTab] = useState<DashboardTab>('profile');
  const page = useRef<HTMLDivElement>(null);
  // A tab that sends the user elsewhere unmounts the button they pressed: focus goes to the newly selected tab.
  const [focusSelectedTab, setFocusSelectedTab] = useState(false);
  const selectFromInside = useCallback((next: DashboardTab) => {
    setTab(next);
    setFocusSelectedTab(true);
  }, []);
  useEffect(() => {
    if (!focusSelectedTab) return;
    setFocusSelectedTab(false);
    page.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
  }, [focusSelectedTab]);
  // Read when AI Matching is first opened, kept across tab switches.
  const matching = useInvestorMatches(tab === 'matching');

  return (
    <StyledPage ref={page}>
      <VisuallyHidden as="h1">Founder Dashboard</VisuallyHidden>
      <ProfileHeader load={load} onDocumentParsed={refresh} />
      {saveError ? <ErrorLine>{saveError}</ErrorLine> : null}
      <StyledColumns>
        <DashboardTabSelector onSelect={selectFromInside}>
          <StyledTabs value={tab} onValueChange={(value) => isDashboardTab(value) && setTab(value)}>
            <TabList aria-label="Dashboard sections">
              {DASHBOARD_TABS.map(({ value, label }) => (
                <Tab key={value} value={value}>
                  {label}
                </Tab>
              ))}
            </TabList>
            <StyledPanel value="profile">
              {load.status === 'loaded' ? (
                <ProfileTab profile={load.profile} onSave={save}>
                  <KudosCard />
                </ProfileTab>
              ) : null}
              {load.status === 'loading' ? <StyledMuted>Loading…</StyledMuted> : null}
              {load.status === 'error' ? <StyledMuted>Your profile could not be loaded.</StyledMuted> : null}
            </StyledPanel>
            <StyledPanel value="matching">
              <MatchingTab {...matching} />
            </StyledPanel>
            <StyledPanel value="data-room">
              <DataRoomTab />
            </StyledPanel>
            <StyledPanel value="applications">
              <ApplicationsTab />
            </StyledPanel>
            <StyledPanel value="deal-flow">
              <DealFlowTab />
            </StyledPanel>
            <StyledPanel value="settings">
              <SettingsTab />
            </StyledPanel>
          </StyledTabs>
        </DashboardTabSelector>
        <MediaPanel />
      </StyledColumns>
    </StyledPage>
  );
}
