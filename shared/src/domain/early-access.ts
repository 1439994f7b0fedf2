import type { EarlyAccessSignupRow } from '@pear/contract';
import { isRole, type Role } from '@pear/contract/domain';

/**
 * Early-access sign-up rules of the form (spec §2 Early-access dialog, §5, §8). The row it sends and the duplicate
 * code are @pear/contract's.
 */
export type { EarlyAccessSignupRow } from '@pear/contract';
export { EARLY_ACCESS_DUPLICATE_CODE } from '@pear/contract/domain';

export type EarlyAccessForm = {
  role: Role | '' | null;
  firstName: string;
  lastName: string;
  email: string;
  /** Optional professional-profile URL. */
  linkedin: string;
};

export type EarlyAccessField = keyof EarlyAccessForm;

export const EARLY_ACCESS_REQUIRED = [
  'email',
  'firstName',
  'lastName',
  'role',
] as const satisfies readonly EarlyAccessField[];

export type EarlyAccessRequiredField = (typeof EARLY_ACCESS_REQUIRED)[number];

export const EMPTY_EARLY_ACCESS_FORM: EarlyAccessForm = {
  role: '',
  firstName: '',
  lastName: '',
  email: '',
  linkedin: '',
};

/** Required fields that are missing (blank, or not a valid role), in EARLY_ACCESS_REQUIRED order. */
export const validateEarlyAccess = (form: Partial<EarlyAccessForm>): EarlyAccessRequiredField[] =>
  EARLY_ACCESS_REQUIRED.filter((field) => {
    const value = form[field];
    if (field === 'role') return !isRole(value);
    return typeof value !== 'string' || value.trim() === '';
  });

/** The table row for a valid form: trimmed values, an empty profile URL becomes null. */
export const toEarlyAccessRow = (form: EarlyAccessForm): EarlyAccessSignupRow => {
  if (!isRole(form.role)) throw new Error('A role is required');
  const linkedin = form.linkedin.trim();
  return {
    email: form.email.trim(),
    first_name: form.firstName.trim(),
    last_name: form.lastName.trim(),
    linkedin: linkedin === '' ? null : linkedin,
    role: form.role,
  };
};
