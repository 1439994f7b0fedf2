import { isRole, parseIsNewUser, ROLES, SIGNUP_STEPS } from '@pear/shared/domain';

describe('parseIsNewUser', () => {
  it.each([true, 'true', 'True', 'TRUE', '1', 1])('is true for %p', (value) => {
    expect(parseIsNewUser(value)).toBe(true);
  });

  it.each([false, 'false', 'tRUE', ' true', 'yes', '0', '', 0, 2, null, undefined])('is false for %p', (value) => {
    expect(parseIsNewUser(value)).toBe(false);
  });
});

describe('roles', () => {
  it('accepts only founder and investor', () => {
    expect(ROLES).toEqual(['founder', 'investor']);
    expect(isRole('founder')).toBe(true);
    expect(isRole('investor')).toBe(true);
    expect(isRole('Founder')).toBe(false);
    expect(isRole('admin')).toBe(false);
    expect(isRole(null)).toBe(false);
  });
});

describe('sign-up steps', () => {
  it('has four labelled steps', () => {
    expect(SIGNUP_STEPS).toEqual(['LinkedIn', 'Pitchdeck/Thesis', 'Resume', 'VibeScore']);
  });
});
