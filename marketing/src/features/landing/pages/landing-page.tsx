import { useAppStore } from '@pear/shared/store';
import { useDocumentTitle } from '@pear/shared/ui';
import type { ReactNode } from 'react';
import { LandingHome } from '../components/landing-home';
import { ResourcesTabContent } from '../components/resources-tab-content';

export type LandingPageProps = {
  /** The resources directory, composed in app/routes (features never import each other). */
  resources: ReactNode;
};

export const LANDING_PAGE_TITLE = 'Pear — fundraising matchmaking';

/** "/": Home or Resources, following the header's switch (store `landingTab`, spec §4). */
export const LandingPage = ({ resources }: LandingPageProps) => {
  const landingTab = useAppStore((state) => state.landingTab);
  useDocumentTitle(LANDING_PAGE_TITLE);
  return landingTab === 'resources' ? <ResourcesTabContent>{resources}</ResourcesTabContent> : <LandingHome />;
};
