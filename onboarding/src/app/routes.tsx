import { PageTitle } from '@pear/shared/ui';
import { RemoteFrame, type RemoteRoutesProps } from '@pear/shared/mf';
import { Route, Routes } from '@pear/shared/router';

import { AuthCallbackPage } from '../features/auth-callback/auth-callback-page';

/** Onboarding routes: sign-in, sign-up and its four steps. */
export default function OnboardingRoutes(_props: RemoteRoutesProps) {
  return (
    <RemoteFrame remote="onboarding" buildId={__PEAR_BUILD_ID__}>
      <Routes>
        <Route path="signin" element={<PageTitle title="Sign in to Pear" />} />
        <Route path="signup">
          <Route index element={<PageTitle title="Create your Pear account" />} />
          <Route path="authcallback" element={<AuthCallbackPage />} />
          <Route path="pitchdeckparse" element={<PageTitle title="Upload your pitch deck" />} />
          <Route path="investorthesisparse" element={<PageTitle title="Upload your investment thesis" />} />
          <Route path="fill-missing-info" element={<PageTitle title="Upload your resume" />} />
          <Route path="vibescore" element={<PageTitle title="Your VibeScore" />} />
        </Route>
      </Routes>
    </RemoteFrame>
  );
}
