/** A pragmatic e-mail check for the landing box: one @, a non-empty local part, a dotted domain, no spaces. */
export const isValidEmail = (value: string): boolean => /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value);
