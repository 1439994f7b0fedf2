import { VIBE_SCORE_LABELS } from '@pear/contract/domain';

/** VibeScore display rules (spec §4 "VibeScore animation"). */
export type VibeScoreLabel = (typeof VIBE_SCORE_LABELS)[number]['label'];

/** 90+ Excellent, 75+ Great, 60+ Good, otherwise "Exceptional": the contract's VIBE_SCORE_LABELS (the assistant's too). */
export const vibeScoreLabel = (score: number): VibeScoreLabel =>
  // The last label (from 0) also takes what no minimum reaches.
  (VIBE_SCORE_LABELS.find(({ min }) => score >= min) ?? VIBE_SCORE_LABELS[3]).label;

/** Count-up step size: max(1, floor(score / 40)). */
export const vibeCountUpStep = (score: number): number => Math.max(1, Math.floor(score / 40));
