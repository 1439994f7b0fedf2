import { PageTitle } from '@pear/shared/ui';
import { RemoteFrame, type RemoteRoutesProps } from '@pear/shared/mf';
import { Route, Routes } from '@pear/shared/router';

/** Investor dashboard routes (/investors). */
export default function InvestorDashboardRoutes(_props: RemoteRoutesProps) {
  return (
    <RemoteFrame remote="investor_dashboard" buildId={__PEAR_BUILD_ID__}>
      <Routes>
        <Route path="investors" element={<PageTitle title="Investor Dashboard" />} />
      </Routes>
    </RemoteFrame>
  );
}
