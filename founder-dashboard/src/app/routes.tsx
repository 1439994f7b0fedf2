import { RemoteFrame, type RemoteRoutesProps } from '@pear/shared/mf';
import { Route, Routes } from '@pear/shared/router';

import { FounderDashboardPage } from './founder-dashboard-page';

/** Founder dashboard routes (/founders). */
export default function FounderDashboardRoutes(_props: RemoteRoutesProps) {
  return (
    <RemoteFrame remote="founder_dashboard" buildId={__PEAR_BUILD_ID__}>
      <Routes>
        <Route path="founders" element={<FounderDashboardPage />} />
      </Routes>
    </RemoteFrame>
  );
}
