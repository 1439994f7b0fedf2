import type { MatchStatus } from '@pear/contract';

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

const planLabel = (status: MatchStatus): string =>
  status.planName.trim() || status.plan.charAt(0).toUpperCase() + status.plan.slice(1);

const trialLabel = (status: MatchStatus): string => {
  if (!status.trial) return '';
  const ends = status.trialEndsAt ? new Date(status.trialEndsAt) : null;
  return ends && !Number.isNaN(ends.getTime()) ? ` (trial until ${dayFormat.format(ends)})` : ' (trial)';
};

const quotaLabel = (status: MatchStatus): string => {
  if (status.dailyQuota === null) return 'Unlimited matches';
  const left = status.remainingToday ?? Math.max(0, status.dailyQuota - status.usedToday);
  return `${left} of ${status.dailyQuota} ${status.dailyQuota === 1 ? 'match' : 'matches'} left today`;
};

/** "Plan: Pro (trial until Dec 5) · 3 of 5 matches left today". */
export const formatMatchStatus = (status: MatchStatus): string =>
  `Plan: ${planLabel(status)}${trialLabel(status)} · ${quotaLabel(status)}`;
