/** Sign-up flow rules (spec §2 Sign-up page, §4 Sign-up flow, §5). */

/** Labels of the 4-step sign-up progress bar. */
export const SIGNUP_STEPS = ['LinkedIn', 'Pitchdeck/Thesis', 'Resume', 'VibeScore'] as const;

export type SignupStep = (typeof SIGNUP_STEPS)[number];

export const SIGNUP_ROLE_REQUIRED_MESSAGE =
  'Please select if you are a founder or investor before continuing with LinkedIn.';

const TRUE_VALUES: ReadonlySet<string> = new Set(['true', 'True', 'TRUE', '1']);

/** The auth callback's `isNewUser`: true only for true / "true" / "True" / "TRUE" / "1" (and 1). */
export const parseIsNewUser = (value: string | boolean | number | null | undefined): boolean => {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1;
  return typeof value === 'string' && TRUE_VALUES.has(value);
};
