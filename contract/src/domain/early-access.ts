/** PostgREST's code for a duplicate e-mail (spec §8 "Already signed up!"). */
export const EARLY_ACCESS_DUPLICATE_CODE = '23505';
