import styled from '@emotion/styled';
import { DealFlowTab } from '@pear/shared/deal-flow';
import { ErrorLine, useDocumentTitle, VisuallyHidden } from '@pear/shared/ui';
import { DashboardTabs, StyledDashboardPage, StyledDashboardPanel } from '@pear/shared/dashboard';
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
import { DASHBOARD_TABS, type DashboardTab, DashboardTabSelector } from '../lib/dashboard-tabs';

const StyledColumns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};
  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: minmax(0, 1fr) 18rem;
    align-items: start;
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
    <StyledDashboardPage ref={page}>
      <VisuallyHidden as="h1">Founder Dashboard</VisuallyHidden>
      <ProfileHeader load={load} onDocumentParsed={refresh} />
      {saveError ? <ErrorLine>{saveError}</ErrorLine> : null}
      <StyledColumns>
        <DashboardTabSelector onSelect={selectFromInside}>
          <DashboardTabs tabs={DASHBOARD_TABS} value={tab} onSelect={setTab}>
            <StyledDashboardPanel value="profile">
              {load.status === 'loaded' ? (
                <ProfileTab profile={load.profile} onSave={save}>
                  <KudosCard />
                </ProfileTab>
              ) : null}
              {load.status === 'loading' ? <StyledMuted>Loading…</StyledMuted> : null}
              {load.status === 'error' ? <StyledMuted>Your profile could not be loaded.</StyledMuted> : null}
            </StyledDashboardPanel>
            <StyledDashboardPanel value="matching">
              <MatchingTab {...matching} />
            </StyledDashboardPanel>
            <StyledDashboardPanel value="data-room">
              <DataRoomTab />
            </StyledDashboardPanel>
            <StyledDashboardPanel value="applications">
              <ApplicationsTab />
            </StyledDashboardPanel>
            <StyledDashboardPanel value="deal-flow">
              <DealFlowTab />
            </StyledDashboardPanel>
            <StyledDashboardPanel value="settings">
              <SettingsTab />
            </StyledDashboardPanel>
          </DashboardTabs>
        </DashboardTabSelector>
        <MediaPanel />
      </StyledColumns>
    </StyledDashboardPage>
  );
}
