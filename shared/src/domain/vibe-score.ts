/** VibeScore display rules (spec §4 "VibeScore animation"). */
export type VibeScoreLabel = 'Excellent' | 'Great' | 'Good' | 'Exceptional';

/** 90+ Excellent, 75+ Great, 60+ Good, otherwise "Exceptional" (sic — the spec's wording). */
export const vibeScoreLabel = (score: number): VibeScoreLabel => {
  if (score >= 90) return 'Excellent';
  if (score >= 75) return 'Great';
  if (score >= 60) return 'Good';
  return 'Exceptional';
};

/** Count-up step size: max(1, floor(score / 40)). */
export const vibeCountUpStep = (score: number): number => Math.max(1, Math.floor(score / 40));
