import { RemoteFrame, type RemoteRoutesProps } from '@pear/shared/mf';
import { Route, Routes } from '@pear/shared/router';

import { AuthCallbackPage } from '../features/auth-callback/auth-callback-page';
import { PitchdeckPage } from '../features/documents/pitchdeck-page';
import { ResumePage } from '../features/documents/resume-page';
import { ThesisPage } from '../features/documents/thesis-page';
import { SignInPage } from '../features/signin/signin-page';
import { SignUpPage } from '../features/signup/signup-page';
import { VibeScorePage } from '../features/vibescore/vibescore-page';

/** Onboarding routes: sign-in, sign-up and its four steps. */
export default function OnboardingRoutes(_props: RemoteRoutesProps) {
  return (
    <RemoteFrame remote="onboarding" buildId={__PEAR_BUILD_ID__}>
      <Routes>
        <Route path="signin" element={<SignInPage />} />
        <Route path="signup">
          <Route index element={<SignUpPage />} />
          <Route path="authcallback" element={<AuthCallbackPage />} />
          <Route path="pitchdeckparse" element={<PitchdeckPage />} />
          <Route path="investorthesisparse" element={<ThesisPage />} />
          <Route path="fill-missing-info" element={<ResumePage />} />
          <Route path="vibescore" element={<VibeScorePage />} />
        </Route>
      </Routes>
    </RemoteFrame>
  );
}
