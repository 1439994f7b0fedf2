import styled from '@emotion/styled';
import type { VibeScore, VibeScoreComponent } from '@pear/contract';
import {
  getVibeScore,
  isApiError,
  isUnexpectedResponseError,
  MISSING_TOKEN_MESSAGE,
  useApiQuery,
  VIBE_SCORE_ERROR,
} from '@pear/shared/api';
import { vibeScoreLabel } from '@pear/shared/domain';
import { useNavigate } from '@pear/shared/router';
import { getAppState } from '@pear/shared/store';
import { Button, Spinner, ErrorLine } from '@pear/shared/ui';
import { useCountUp } from '@pear/shared/widgets';
import { useState } from 'react';

import { OnboardingPage } from '../../components/onboarding-page';

type Breakdown = VibeScore['breakdown'];

const COMPONENT_LABELS: Record<keyof Breakdown, string> = {
  deck: 'Pitch deck',
  traction: 'Traction',
  team: 'Team',
  profile: 'Profile',
};

/** The four components of the VibeScore, labelled, in the contract's order (none when the API sent no breakdown). */
export const readBreakdown = (breakdown: Breakdown | undefined): (VibeScoreComponent & { label: string })[] =>
  breakdown
    ? (Object.keys(COMPONENT_LABELS) as (keyof Breakdown)[]).map((key) => ({
        ...breakdown[key],
        label: COMPONENT_LABELS[key],
      }))
    : [];

/** Spec §8: the server's message (or the fallback) followed by the response details. */
const describeError = (error: unknown): string => {
  if (isApiError(error) || isUnexpectedResponseError(error)) return `${error.message}\n${error.details}`;
  return error instanceof Error && error.message ? `${VIBE_SCORE_ERROR}\n${error.message}` : VIBE_SCORE_ERROR;
};

const StyledScore = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledNumber = styled.p`
  margin: 0;
  font-size: 4rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1;
  color: ${({ theme }) => theme.colors.brand};
  font-variant-numeric: tabular-nums;
`;

const StyledLabel = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledBreakdown = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  p {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

function Score({ score }: { score: number }) {
  const value = useCountUp(score);
  const done = value === score;
  return (
    <StyledScore>
      <StyledNumber aria-hidden={!done}>{value}</StyledNumber>
      {/* Screen readers hear the final score once, not every tick. */}
      <StyledLabel role="status">
        {done ? `${vibeScoreLabel(score)} — VibeScore ${score} out of 100` : 'Counting…'}
      </StyledLabel>
    </StyledScore>
  );
}

/** /signup/vibescore (step 4 of 4): the founder's VibeScore counts up, with what it is made of; View Matches → /founders. */
export function VibeScorePage() {
  const navigate = useNavigate();
  // The token is checked when the page opens, as before.
  const [signedIn] = useState(() => Boolean(getAppState().authToken));
  const vibeScore = useApiQuery('vibescore', getVibeScore, { enabled: signedIn });
  const error = !signedIn
    ? MISSING_TOKEN_MESSAGE
    : vibeScore.status === 'error'
      ? describeError(vibeScore.error)
      : null;
  const result = error === null ? vibeScore.data : undefined;

  return (
    <OnboardingPage
      title="Your VibeScore"
      description="How strong your profile looks to investors, from your deck and resume."
      step={3}
    >
      {error === null && result === undefined ? <Spinner label="Calculating your VibeScore…" showLabel /> : null}
      {error !== null ? <ErrorLine>{error}</ErrorLine> : null}
      {result ? (
        <>
          <Score score={result.vibe_score} />
          <StyledBreakdown aria-label="What your VibeScore is made of">
            {readBreakdown(result.breakdown).map((component) => (
              <li key={component.label}>
                <strong>
                  {component.label}: {component.score} / {component.max}
                </strong>
                {component.explanation ? <p>{component.explanation}</p> : null}
              </li>
            ))}
          </StyledBreakdown>
        </>
      ) : null}
      <Button size="lg" fullWidth onClick={() => navigate('/founders')}>
        View Matches
      </Button>
    </OnboardingPage>
  );
}
