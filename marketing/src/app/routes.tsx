import { RemoteFrame, type RemoteRoutesProps } from '@pear/shared/mf';
import { Route, Routes } from '@pear/shared/router';
import type { ReactNode } from 'react';

import { ChatAssistant } from '../features/chat';
import { AlternateLandingPage } from '../features/landing/pages/alternate-landing-page';
import { LandingPage } from '../features/landing/pages/landing-page';
import { TabbedLandingPage } from '../features/landing/pages/tabbed-landing-page';
import { VideoLandingPage } from '../features/landing/pages/video-landing-page';
import { ResourcesDirectory, ResourcesPage } from '../features/resources';

/** A landing route: the page plus the floating chat assistant (spec §2 "Chat assistant widget"). */
const withChat = (page: ReactNode) => (
  <>
    {page}
    <ChatAssistant />
  </>
);

/**
 * Marketing routes. The shell mounts this remote for /, /landing, /landing-1, /landing-2 and /resources.
 * Features never import each other; they meet here (the resources directory is passed into the landing tabs).
 */
export default function MarketingRoutes(_props: RemoteRoutesProps) {
  return (
    <RemoteFrame remote="marketing" buildId={__PEAR_BUILD_ID__}>
      <Routes>
        <Route index element={withChat(<LandingPage resources={<ResourcesDirectory />} />)} />
        <Route path="landing" element={withChat(<VideoLandingPage />)} />
        <Route path="landing-1" element={withChat(<AlternateLandingPage />)} />
        <Route path="landing-2" element={withChat(<TabbedLandingPage resources={<ResourcesDirectory />} />)} />
        <Route path="resources" element={<ResourcesPage />} />
      </Routes>
    </RemoteFrame>
  );
}
