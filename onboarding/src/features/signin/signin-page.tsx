import styled from '@emotion/styled';
import { Link, redirectTo, useSearchParams } from '@pear/shared/router';
import { Button, ErrorLine } from '@pear/shared/ui';

import { OnboardingPage } from '../../components/onboarding-page';
import { startLoginUrl } from './login-nonce';
import { signInErrorMessage } from './sign-in-errors';

const StyledSignUp = styled.p`
  margin: 0;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * /signin: one way in, the professional-network login (spec §2, §6); the API sends the user back to the callback, or
 * here with `?error=` when the sign-in did not work out.
 */
export function SignInPage() {
  const [searchParams] = useSearchParams();
  const error = signInErrorMessage(searchParams.get('error'));

  return (
    <OnboardingPage
      title="Sign in to Pear"
      description="Welcome back. Sign in with the LinkedIn account you signed up with."
    >
      {error ? <ErrorLine>{error}</ErrorLine> : null}
      <Button size="lg" fullWidth onClick={async () => redirectTo(await startLoginUrl())}>
        Sign in with LinkedIn
      </Button>
      <StyledSignUp>
        New to Pear? <Link to="/signup">Sign up</Link>
      </StyledSignUp>
    </OnboardingPage>
  );
}
