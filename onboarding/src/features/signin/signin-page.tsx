import styled from '@emotion/styled';
import { linkedinLoginUrl } from '@pear/shared/api';
import { Link } from '@pear/shared/router';
import { buttonStyles } from '@pear/shared/ui';

import { OnboardingPage } from '../../components/onboarding-page';

const StyledSignUp = styled.p`
  margin: 0;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** /signin: one way in, the professional-network login (spec §2, §6); the API sends the user back to the callback. */
export function SignInPage() {
  return (
    <OnboardingPage
      title="Sign in to Pear"
      description="Welcome back. Sign in with the LinkedIn account you signed up with."
    >
      <a href={linkedinLoginUrl()} css={buttonStyles({ size: 'lg', fullWidth: true })}>
        Sign in with LinkedIn
      </a>
      <StyledSignUp>
        New to Pear? <Link to="/signup">Sign up</Link>
      </StyledSignUp>
    </OnboardingPage>
  );
}
