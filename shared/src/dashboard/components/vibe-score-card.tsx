import styled from '@emotion/styled';
import { vibeScoreLabel } from '@pear/shared/domain';
import { useId } from 'react';
import { VisuallyHidden } from '@pear/shared/ui';
import { useCountUp } from '@pear/shared/widgets';

const StyledCard = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 9rem;
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.brandSubtle};
  color: ${({ theme }) => theme.colors.brand};
  text-align: center;
`;

const StyledTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-transform: uppercase;
  letter-spacing: 0.05em;
`;

const StyledNumber = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['4xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1;
  font-variant-numeric: tabular-nums;
`;

const StyledLabel = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

function CountingScore({ score }: { score: number }) {
  const value = useCountUp(score);
  return (
    <>
      <StyledNumber aria-hidden="true" data-testid="vibe-score-value">
        {value}
      </StyledNumber>
      <StyledLabel aria-hidden="true">{vibeScoreLabel(score)}</StyledLabel>
      {/* Screen readers hear the score once, not every tick. */}
      <VisuallyHidden>
        {score} out of 100, {vibeScoreLabel(score)}
      </VisuallyHidden>
    </>
  );
}

const StyledBreakdown = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  max-width: 18rem;
  margin: ${({ theme }) => theme.space[2]} 0 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-align: left;
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** One component of a VibeScore, labelled ("Profile: 32 / 40" and the sentence that explains it). */
export type VibeScoreBreakdownItem = { label: string; score: number; max: number; explanation: string };

export type VibeScoreCardProps = {
  /** 0–100, or a status text while there is none ("Calculating..."). */
  score: number | string;
  /** What the score is made of, shown under it (the investor's header); none: the score alone. */
  breakdown?: readonly VibeScoreBreakdownItem[];
};

/**
 * The header's VibeScore: counts up from 0 every 50 ms in about 40 steps, with its label (spec §4), and its
 * components explained when given.
 */
export function VibeScoreCard({ score, breakdown = [] }: VibeScoreCardProps) {
  const titleId = useId();
  return (
    <StyledCard aria-labelledby={titleId}>
      <StyledTitle id={titleId}>VibeScore</StyledTitle>
      {typeof score === 'number' ? <CountingScore score={score} /> : <StyledLabel>{score}</StyledLabel>}
      {breakdown.length > 0 ? (
        <StyledBreakdown aria-label="What your VibeScore is made of">
          {breakdown.map((item) => (
            <li key={item.label}>
              <strong>
                {item.label}: {item.score} / {item.max}
              </strong>
              {item.explanation ? <p>{item.explanation}</p> : null}
            </li>
          ))}
        </StyledBreakdown>
      ) : null}
    </StyledCard>
  );
}
