import styled from '@emotion/styled';
import { useDocumentTitle } from '@pear/shared/ui';
import { Tab, TabList, TabPanel, Tabs } from '@pear/shared/widgets';
import { type ReactNode, useState } from 'react';
import { StyledContainer } from '../../../components/page-section';
import { LandingHome } from '../components/landing-home';
import { ResourcesTabContent } from '../components/resources-tab-content';

const StyledTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[4]}`};
`;

const StyledTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
`;

type Tab = 'home' | 'resources';

export const TABBED_LANDING_PAGE_TITLE = 'Fundraising, matched — Pear';

export type TabbedLandingPageProps = { resources: ReactNode };

/** "/landing-2": the landing page with its own in-page Home / Resources tabs. */
export const TabbedLandingPage = ({ resources }: TabbedLandingPageProps) => {
  const [tab, setTab] = useState<Tab>('home');
  useDocumentTitle(TABBED_LANDING_PAGE_TITLE);
  const handleValueChange = (value: string) => setTab(value === 'resources' ? 'resources' : 'home');
  return (
    // An explicit id: this page is prerendered, and useId would differ between that HTML and the browser.
    <Tabs id="landing-tabs" value={tab} onValueChange={handleValueChange}>
      <StyledContainer>
        <StyledTop>
          <StyledTitle>Pear: fundraising, matched</StyledTitle>
          <TabList aria-label="Landing page section">
            <Tab value="home">Home</Tab>
            <Tab value="resources">Resources</Tab>
          </TabList>
        </StyledTop>
      </StyledContainer>
      <TabPanel value="home">
        <LandingHome headingLevel="h2" />
      </TabPanel>
      <TabPanel value="resources">
        <ResourcesTabContent heading="h2">{resources}</ResourcesTabContent>
      </TabPanel>
    </Tabs>
  );
};
