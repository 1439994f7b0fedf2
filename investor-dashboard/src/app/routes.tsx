import { RemoteFrame, type RemoteRoutesProps } from '@pear/shared/mf';
import { Route, Routes } from '@pear/shared/router';
import { lazy } from 'react';

// The dashboard is its own chunk, loaded when /investors renders (the shell's <Suspense> shows its spinner meanwhile).
const InvestorDashboardPage = lazy(() =>
  import(/* webpackChunkName: "investor-dashboard-page" */ './investor-dashboard-page').then((module) => ({
    default: module.InvestorDashboardPage,
  })),
);

/** Investor dashboard routes (/investors). */
export default function InvestorDashboardRoutes(_props: RemoteRoutesProps) {
  return (
    <RemoteFrame remote="investor_dashboard" buildId={__PEAR_BUILD_ID__}>
      <Routes>
        <Route path="investors" element={<InvestorDashboardPage />} />
      </Routes>
    </RemoteFrame>
  );
}
