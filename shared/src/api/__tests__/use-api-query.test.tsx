import { useApiQuery } from '@pear/shared/api';
import { act, renderHook, waitFor } from '@testing-library/react';

/** A promise the test settles by hand. */
const deferred = <T,>() => {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
};

describe('useApiQuery', () => {
  it('is pending and fetching, then holds the answer', async () => {
    const answer = deferred<string>();
    const { result } = renderHook(() => useApiQuery('greeting', () => answer.promise));
    expect(result.current).toMatchObject({ status: 'pending', data: undefined, isFetching: true });
    await act(async () => answer.resolve('hello'));
    expect(result.current).toMatchObject({ status: 'success', data: 'hello', error: null, isFetching: false });
  });

  it('reports the error, and keeps the last answer when a refetch fails', async () => {
    const fetcher = jest
      .fn<Promise<string>, []>()
      .mockResolvedValueOnce('first')
      .mockRejectedValueOnce(new Error('down'));
    const { result } = renderHook(() => useApiQuery('greeting', fetcher));
    await waitFor(() => expect(result.current.data).toBe('first'));
    act(() => result.current.refetch());
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.data).toBe('first');
    expect(result.current.error).toEqual(new Error('down'));
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('fetches nothing until enabled', async () => {
    const fetcher = jest.fn().mockResolvedValue(42);
    const { result, rerender } = renderHook(({ enabled }) => useApiQuery('answer', fetcher, { enabled }), {
      initialProps: { enabled: false },
    });
    expect(result.current).toMatchObject({ status: 'pending', isFetching: false });
    expect(fetcher).not.toHaveBeenCalled();
    rerender({ enabled: true });
    await waitFor(() => expect(result.current.data).toBe(42));
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('starts over when the key changes and drops the answer for the old key', async () => {
    const answers: Record<string, ReturnType<typeof deferred<string>>> = { a: deferred(), b: deferred() };
    const { result, rerender } = renderHook(({ id }) => useApiQuery(['item', id], () => answers[id]!.promise), {
      initialProps: { id: 'a' },
    });
    rerender({ id: 'b' });
    await act(async () => answers.a!.resolve('old'));
    expect(result.current).toMatchObject({ status: 'pending', data: undefined });
    await act(async () => answers.b!.resolve('new'));
    expect(result.current.data).toBe('new');
  });

  it('setData replaces the answer locally; undefined changes nothing', async () => {
    const { result } = renderHook(() => useApiQuery('count', () => Promise.resolve(1)));
    await waitFor(() => expect(result.current.data).toBe(1));
    act(() => result.current.setData((current) => (current ?? 0) + 1));
    expect(result.current.data).toBe(2);
    act(() => result.current.setData(() => undefined));
    expect(result.current).toMatchObject({ status: 'success', data: 2 });
  });

  it('ignores an answer that arrives after unmount', async () => {
    const answer = deferred<string>();
    const consoleError = jest.spyOn(console, 'error');
    const { unmount } = renderHook(() => useApiQuery('late', () => answer.promise));
    unmount();
    await act(async () => answer.resolve('too late'));
    expect(consoleError).not.toHaveBeenCalled();
  });
});
