import {
  EARLY_ACCESS_DUPLICATE_CODE,
  EARLY_ACCESS_REQUIRED,
  EMPTY_EARLY_ACCESS_FORM,
  type EarlyAccessForm,
  toEarlyAccessRow,
  validateEarlyAccess,
} from '@pear/shared/domain';

const complete: EarlyAccessForm = {
  role: 'founder',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  linkedin: '',
};

describe('validateEarlyAccess', () => {
  it('requires email, first name, last name and role', () => {
    expect(EARLY_ACCESS_REQUIRED).toEqual(['email', 'firstName', 'lastName', 'role']);
    expect(validateEarlyAccess(EMPTY_EARLY_ACCESS_FORM)).toEqual(['email', 'firstName', 'lastName', 'role']);
  });

  it('passes a complete form; the profile URL is optional', () => {
    expect(validateEarlyAccess(complete)).toEqual([]);
  });

  it('treats whitespace as missing', () => {
    expect(validateEarlyAccess({ ...complete, firstName: '  ' })).toEqual(['firstName']);
  });

  it('only accepts founder or investor as role', () => {
    expect(validateEarlyAccess({ ...complete, role: null })).toEqual(['role']);
    expect(validateEarlyAccess({ ...complete, role: 'admin' as never })).toEqual(['role']);
    expect(validateEarlyAccess({ ...complete, role: 'investor' })).toEqual([]);
  });

  it('reports each missing field', () => {
    expect(validateEarlyAccess({ role: 'founder', email: 'x@y.z' })).toEqual(['firstName', 'lastName']);
  });
});

describe('toEarlyAccessRow', () => {
  it('maps the form to the table row, empty profile URL → null', () => {
    expect(toEarlyAccessRow({ ...complete, email: ' ada@example.com ' })).toEqual({
      email: 'ada@example.com',
      first_name: 'Ada',
      last_name: 'Lovelace',
      linkedin: null,
      role: 'founder',
    });
  });

  it('keeps a given profile URL', () => {
    expect(toEarlyAccessRow({ ...complete, linkedin: 'https://linkedin.com/in/ada' }).linkedin).toBe(
      'https://linkedin.com/in/ada',
    );
  });

  it('refuses a form without a role', () => {
    expect(() => toEarlyAccessRow({ ...complete, role: '' })).toThrow('A role is required');
  });

  it('knows the duplicate-email code', () => {
    expect(EARLY_ACCESS_DUPLICATE_CODE).toBe('23505');
  });
});
