import styled from '@emotion/styled';
import { type Role, SIGNUP_ROLE_REQUIRED_MESSAGE } from '@pear/shared/domain';
import { Link, redirectTo } from '@pear/shared/router';
import { useAppStore } from '@pear/shared/store';
import { Button, ErrorLine } from '@pear/shared/ui';
import { RadioGroup } from '@pear/shared/widgets';
import { useState } from 'react';

import { OnboardingPage } from '../../components/onboarding-page';
import { startLoginUrl } from '../signin/login-nonce';

const ROLE_OPTIONS = [
  { value: 'founder', label: "I'm a founder raising money" },
  { value: 'investor', label: "I'm an investor looking for deals" },
] as const satisfies readonly { value: Role; label: string }[];

const StyledSignIn = styled.p`
  margin: 0;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * /signup, step 1 of 4: choose founder or investor (kept as signup_role), then continue with the professional-network
 * login, which returns to /signup/authcallback.
 */
export function SignUpPage() {
  const signupRole = useAppStore((state) => state.signupRole);
  const setSignupRole = useAppStore((state) => state.setSignupRole);
  const [error, setError] = useState<string | null>(null);

  const handleContinue = async () => {
    // The stored role is the one that counts (spec §5): it survives the trip through the login.
    const role = useAppStore.getState().signupRole;
    if (role !== 'founder' && role !== 'investor') {
      setError(SIGNUP_ROLE_REQUIRED_MESSAGE);
      return;
    }
    redirectTo(await startLoginUrl(role));
  };

  return (
    <OnboardingPage
      title="Create your Pear account"
      description="Tell us who you are, then sign up with LinkedIn. Next you'll upload your pitch deck or thesis and your resume."
      step={0}
    >
      <RadioGroup
        legend="I am joining Pear as"
        name="signup-role"
        options={ROLE_OPTIONS}
        value={signupRole}
        onValueChange={(role) => {
          setSignupRole(role);
          setError(null);
        }}
        required
      />
      {error ? <ErrorLine>{error}</ErrorLine> : null}
      <Button size="lg" fullWidth onClick={handleContinue}>
        Continue with LinkedIn
      </Button>
      <StyledSignIn>
        Already have an account? <Link to="/signin">Sign in</Link>
      </StyledSignIn>
    </OnboardingPage>
  );
}
