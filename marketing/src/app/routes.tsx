import { PageTitle } from '@pear/shared/ui';
import { RemoteFrame, type RemoteRoutesProps } from '@pear/shared/mf';
import { Route, Routes } from '@pear/shared/router';

/** Marketing routes. The shell mounts this remote for /, /landing, /landing-1, /landing-2 and /resources. */
export default function MarketingRoutes(_props: RemoteRoutesProps) {
  return (
    <RemoteFrame remote="marketing" buildId={__PEAR_BUILD_ID__}>
      <Routes>
        <Route index element={<PageTitle title="Fundraising, matched" documentTitle="Pear — fundraising matchmaking" />} />
        <Route path="landing" element={<PageTitle title="Connect. Match. Fund." />} />
        <Route path="landing-1" element={<PageTitle title="Raise from investors who fit" />} />
        <Route path="landing-2" element={<PageTitle title="Fundraising, matched" />} />
        <Route path="resources" element={<PageTitle title="Startup Resources" />} />
      </Routes>
    </RemoteFrame>
  );
}
