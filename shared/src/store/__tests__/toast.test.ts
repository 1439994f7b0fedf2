import { getAppState, TOAST_LIMIT } from '@pear/shared/store';

describe('toast slice', () => {
  it('pushes toasts newest first with a default variant', () => {
    const first = getAppState().pushToast({ title: 'One' });
    const second = getAppState().pushToast({ title: 'Two', description: 'More', variant: 'destructive' });
    expect(first).not.toBe(second);
    expect(getAppState().toasts).toEqual([
      { id: second, title: 'Two', description: 'More', variant: 'destructive' },
      { id: first, title: 'One', variant: 'default' },
    ]);
  });

  it('keeps at most three', () => {
    expect(TOAST_LIMIT).toBe(3);
    for (const title of ['1', '2', '3', '4']) getAppState().pushToast({ title });
    expect(getAppState().toasts.map((toast) => toast.title)).toEqual(['4', '3', '2']);
  });

  it('dismisses one toast or all', () => {
    const id = getAppState().pushToast({ title: 'Bye' });
    getAppState().pushToast({ title: 'Stay' });
    getAppState().dismissToast(id);
    expect(getAppState().toasts.map((toast) => toast.title)).toEqual(['Stay']);
    getAppState().clearToasts();
    expect(getAppState().toasts).toEqual([]);
  });

  it('does not persist toasts', () => {
    getAppState().pushToast({ title: 'Ephemeral' });
    expect(Object.keys(localStorage)).toEqual([]);
  });
});
