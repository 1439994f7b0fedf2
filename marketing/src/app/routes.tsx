import { RemoteFrame, type RemoteRoutesProps } from '@pear/shared/mf';
import { Route, Routes } from '@pear/shared/router';
import { Spinner } from '@pear/shared/ui';
import { lazy, type ReactNode, Suspense } from 'react';

import { ChatAssistant } from '../features/chat';

/*
 * One chunk per page, so a route downloads its own page only (the resources directory, on / behind the header's
 * Resources switch, comes with the first look at it). While a page loads, the shell's remote route suspends: a
 * prerendered page keeps its HTML, and the page counts as interactive only once it has hydrated.
 */
const LandingPage = lazy(() =>
  import('../features/landing/pages/landing-page').then((module) => ({ default: module.LandingPage })),
);
const VideoLandingPage = lazy(() =>
  import('../features/landing/pages/video-landing-page').then((module) => ({ default: module.VideoLandingPage })),
);
const AlternateLandingPage = lazy(() =>
  import('../features/landing/pages/alternate-landing-page').then((module) => ({
    default: module.AlternateLandingPage,
  })),
);
const TabbedLandingPage = lazy(() =>
  import('../features/landing/pages/tabbed-landing-page').then((module) => ({ default: module.TabbedLandingPage })),
);
const ResourcesDirectory = lazy(() =>
  import('../features/resources').then((module) => ({ default: module.ResourcesDirectory })),
);
const ResourcesPage = lazy(() => import('../features/resources').then((module) => ({ default: module.ResourcesPage })));

/** The directory inside a landing page's Resources tab: only it waits for its chunk, not the page around it. */
const resourcesTab = (
  <Suspense fallback={<Spinner label="Loading resources" />}>
    <ResourcesDirectory />
  </Suspense>
);

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
        <Route index element={withChat(<LandingPage resources={resourcesTab} />)} />
        <Route path="landing" element={withChat(<VideoLandingPage />)} />
        <Route path="landing-1" element={withChat(<AlternateLandingPage />)} />
        <Route path="landing-2" element={withChat(<TabbedLandingPage resources={resourcesTab} />)} />
        <Route path="resources" element={<ResourcesPage />} />
      </Routes>
    </RemoteFrame>
  );
}
