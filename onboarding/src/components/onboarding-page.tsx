import styled from '@emotion/styled';
import { SIGNUP_STEPS } from '@pear/shared/domain';
import { Card, CardContent, CardDescription, CardHeader, useDocumentTitle } from '@pear/shared/ui';
import { ProgressBar } from '@pear/shared/widgets';
import type { ReactNode } from 'react';

export type OnboardingPageProps = {
  title: string;
  description?: ReactNode;
  /** 0-based index in SIGNUP_STEPS; omit on pages outside the sign-up flow (sign-in). */
  step?: number;
  children: ReactNode;
};

const StyledMain = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  width: 100%;
  max-width: 44rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[4]}`};
`;

const StyledTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const StyledBody = styled(CardContent)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

/** The frame of every sign-in and sign-up page: the 4-step progress bar (when in the flow) and a card. */
export function OnboardingPage({ title, description, step, children }: OnboardingPageProps) {
  useDocumentTitle(`${title} — Pear`);
  return (
    <StyledMain>
      {step === undefined ? null : (
        <ProgressBar
          label="Sign-up progress"
          value={step + 1}
          min={0}
          max={SIGNUP_STEPS.length}
          valueText={`Step ${step + 1} of ${SIGNUP_STEPS.length}: ${SIGNUP_STEPS[step]}`}
          steps={SIGNUP_STEPS}
          currentStep={step}
        />
      )}
      <Card>
        <CardHeader>
          <StyledTitle>{title}</StyledTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <StyledBody>{children}</StyledBody>
      </Card>
    </StyledMain>
  );
}
