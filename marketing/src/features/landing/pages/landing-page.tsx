import { useAppStore } from '@pear/shared/store';
import { useDocumentTitle } from '@pear/shared/ui';
import type { ReactNode } from 'react';
import { LandingHome } from '../components/landing-home';
import { ResourcesTabContent } from '../components/resources-tab-content';

export type LandingPageProps = {
  /** The resources directory, composed in app/routes (features never import each other). */
  resources: ReactNode;
};

/** "/": Home or Resources, following the header's switch (store `landingTab`, spec §4). */
export const LandingPage = ({ resources }: LandingPageProps) => {
  const landingTab = useAppStore((state) => state.landingTab);
  useDocumentTitle('Pear — fundraising matchmaking');
  return landingTab === 'resources' ? <ResourcesTabContent>{resources}</ResourcesTabContent> : <LandingHome />;
};
