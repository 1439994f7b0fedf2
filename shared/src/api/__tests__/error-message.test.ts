import { getErrorMessage } from '@pear/shared/api';

describe('getErrorMessage', () => {
  it('prefers message, then error, then the fallback', () => {
    expect(getErrorMessage({ message: 'M', error: 'E' }, 'F')).toBe('M');
    expect(getErrorMessage({ error: 'E' }, 'F')).toBe('E');
    expect(getErrorMessage({}, 'F')).toBe('F');
    expect(getErrorMessage({ message: '', error: '' }, 'F')).toBe('F');
    expect(getErrorMessage({ message: 42 }, 'F')).toBe('F');
  });

  it('reads a nested error object', () => {
    expect(getErrorMessage({ error: { message: 'Nested' } }, 'F')).toBe('Nested');
  });

  it('handles string bodies', () => {
    expect(getErrorMessage('Plain failure', 'F')).toBe('Plain failure');
    expect(getErrorMessage('  ', 'F')).toBe('F');
    expect(getErrorMessage('{"error":"From JSON text"}', 'F')).toBe('From JSON text');
  });

  it.each([null, undefined, 12, true, []])('falls back for %p', (body) => {
    expect(getErrorMessage(body, 'F')).toBe('F');
  });
});
