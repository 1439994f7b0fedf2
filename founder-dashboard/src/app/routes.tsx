import { RemoteFrame, type RemoteRoutesProps } from '@pear/shared/mf';
import { Route, Routes } from '@pear/shared/router';
import { lazy } from 'react';

/*
 * The founder dashboard owns both faces of the data room: the founder's tab and the page a shared link opens
 * (/room/:token, issue 13), so one team ships the data room end to end and no new remote is deployed for one page.
 * Each page is its own chunk, loaded when its route renders: someone opening a shared link downloads the viewer
 * (and pdf.js, when a PDF opens), never the dashboard's code, and a founder never downloads the viewer. While a chunk
 * loads, the shell's <Suspense> around the remote shows its spinner (and the page counts as interactive only after).
 * The kudo page (/kudos/:token, issue 14) is the same kind of page for someone outside Pear: its own chunk too.
 */
const FounderDashboardPage = lazy(() =>
  import(/* webpackChunkName: "founder-dashboard-page" */ './founder-dashboard-page').then((module) => ({
    default: module.FounderDashboardPage,
  })),
);
const DataRoomViewerPage = lazy(() =>
  import(
    /* webpackChunkName: "data-room-viewer" */ '../features/data-room-viewer/components/data-room-viewer-page'
  ).then((module) => ({ default: module.DataRoomViewerPage })),
);

const WriteKudoPage = lazy(() =>
  import(/* webpackChunkName: "write-kudo" */ '../features/kudos/components/write-kudo-page').then((module) => ({
    default: module.WriteKudoPage,
  })),
);

/** Founder dashboard routes (/founders, the data room viewer at /room/:token, the kudo page at /kudos/:token). */
export default function FounderDashboardRoutes(_props: RemoteRoutesProps) {
  return (
    <RemoteFrame remote="founder_dashboard" buildId={__PEAR_BUILD_ID__}>
      <Routes>
        <Route path="founders" element={<FounderDashboardPage />} />
        <Route path="room/:token" element={<DataRoomViewerPage />} />
        <Route path="kudos/:token" element={<WriteKudoPage />} />
      </Routes>
    </RemoteFrame>
  );
}
