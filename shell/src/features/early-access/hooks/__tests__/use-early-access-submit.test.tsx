import { act, renderHook } from '@testing-library/react';
import { insertEarlyAccessSignup } from '@pear/shared/api';
import { EMPTY_EARLY_ACCESS_FORM, type EarlyAccessForm } from '@pear/shared/domain';
import { getAppState } from '@pear/shared/store';

import { useEarlyAccessSubmit } from '../use-early-access-submit';

jest.mock('@pear/shared/api', () => ({ insertEarlyAccessSignup: jest.fn() }));
const insertSignup = jest.mocked(insertEarlyAccessSignup);

const COMPLETE_FORM: EarlyAccessForm = {
  role: 'founder',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  linkedin: '',
};

const submitWith = async (form: EarlyAccessForm) => {
  const { result } = renderHook(() => useEarlyAccessSubmit());
  let added: boolean | undefined;
  await act(async () => {
    added = await result.current.submit(form);
  });
  return { added, result };
};

describe('useEarlyAccessSubmit', () => {
  // The dialog's disabled button normally prevents this; the hook still guards it (spec §5).
  it.each<[string, EarlyAccessForm]>([
    ['an empty form', EMPTY_EARLY_ACCESS_FORM],
    ['no role', { ...COMPLETE_FORM, role: '' }],
    ['a blank last name', { ...COMPLETE_FORM, lastName: '  ' }],
  ])('sends nothing and shows "Missing Information" for %s', async (_case, form) => {
    const { added } = await submitWith(form);

    expect(added).toBe(false);
    expect(insertSignup).not.toHaveBeenCalled();
    expect(getAppState().toasts).toEqual([
      expect.objectContaining({
        title: 'Missing Information',
        description: 'Please fill in all required fields.',
        variant: 'destructive',
      }),
    ]);
  });

  it('resolves true only when the visitor was added', async () => {
    insertSignup.mockResolvedValueOnce({ error: null, status: 201 });
    const { added, result } = await submitWith(COMPLETE_FORM);
    expect(added).toBe(true);
    expect(result.current.saving).toBe(false);
  });

  it('resolves false and resets saving when the insert throws', async () => {
    insertSignup.mockRejectedValueOnce(new Error('offline'));
    const { added, result } = await submitWith(COMPLETE_FORM);
    expect(added).toBe(false);
    expect(result.current.saving).toBe(false);
  });
});
