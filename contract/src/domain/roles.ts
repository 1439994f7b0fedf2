/** Who signs up: founders and investors (spec §6). */
export const ROLES = ['founder', 'investor'] as const;

export type Role = (typeof ROLES)[number];

export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);
