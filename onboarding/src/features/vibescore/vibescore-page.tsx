import styled from '@emotion/styled';
import {
  getVibeScore,
  isApiError,
  VIBE_SCORE_ERROR,
  type VibeScoreResult,
  MISSING_TOKEN_MESSAGE,
} from '@pear/shared/api';
import { vibeScoreLabel } from '@pear/shared/domain';
import { useNavigate } from '@pear/shared/router';
import { getAppState } from '@pear/shared/store';
import { Button, Spinner, useCountUp, ErrorLine } from '@pear/shared/ui';
import { useEffect, useState } from 'react';

import { OnboardingPage } from '../../components/onboarding-page';

type Load =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'loaded'; result: VibeScoreResult };

type Component = { score: number; max: number; explanation: string; label: string };

const COMPONENT_LABELS: Record<string, string> = {
  deck: 'Pitch deck',
  traction: 'Traction',
  team: 'Team',
  profile: 'Profile',
};

/** The breakdown the API sends ({ deck: { score, max, explanation }, … }), keeping only well-formed entries. */
export const readBreakdown = (breakdown: Record<string, unknown> | undefined): Component[] =>
  Object.entries(breakdown ?? {}).flatMap(([key, value]) => {
    if (!value || typeof value !== 'object') return [];
    const { score, max, explanation } = value as Record<string, unknown>;
    if (typeof score !== 'number' || typeof max !== 'number') return [];
    return [
      {
        label: COMPONENT_LABELS[key] ?? key,
        score,
        max,
        explanation: typeof explanation === 'string' ? explanation : '',
      },
    ];
  });

/** Spec §8: the server's message (or the fallback) followed by the response details. */
const describeError = (error: unknown): string => {
  if (isApiError(error)) return `${error.message}\n${error.details}`;
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

function Score({ result }: { result: VibeScoreResult }) {
  const value = useCountUp(result.score);
  const done = value === result.score;
  return (
    <StyledScore>
      <StyledNumber aria-hidden={!done}>{value}</StyledNumber>
      {/* Screen readers hear the final score once, not every tick. */}
      <StyledLabel role="status">
        {done ? `${vibeScoreLabel(result.score)} — VibeScore ${result.score} out of 100` : 'Counting…'}
      </StyledLabel>
    </StyledScore>
  );
}

/** /signup/vibescore (step 4 of 4): the founder's VibeScore counts up, with what it is made of; View Matches → /founders. */
export function VibeScorePage() {
  const navigate = useNavigate();
  const [load, setLoad] = useState<Load>({ status: 'loading' });

  useEffect(() => {
    if (!getAppState().authToken) {
      setLoad({ status: 'error', message: MISSING_TOKEN_MESSAGE });
      return undefined;
    }
    let active = true;
    getVibeScore().then(
      (result) => active && setLoad({ status: 'loaded', result }),
      (error: unknown) => active && setLoad({ status: 'error', message: describeError(error) }),
    );
    return () => {
      active = false;
    };
  }, []);

  return (
    <OnboardingPage
      title="Your VibeScore"
      description="How strong your profile looks to investors, from your deck and resume."
      step={3}
    >
      {load.status === 'loading' ? <Spinner label="Calculating your VibeScore…" showLabel /> : null}
      {load.status === 'error' ? <ErrorLine>{load.message}</ErrorLine> : null}
      {load.status === 'loaded' ? (
        <>
          <Score result={load.result} />
          <StyledBreakdown aria-label="What your VibeScore is made of">
            {readBreakdown(load.result.breakdown).map((component) => (
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
