import { act, renderHook } from '@testing-library/react';
import { useCountUp } from '@pear/shared/widgets';

describe('useCountUp', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('counts from 0 by max(1, floor(target/40)) every 50 ms and stops at the target exactly', () => {
    const { result } = renderHook(() => useCountUp(87));
    expect(result.current).toBe(0);
    act(() => {
      jest.advanceTimersByTime(50);
    });
    expect(result.current).toBe(2);
    act(() => {
      jest.advanceTimersByTime(49);
    });
    expect(result.current).toBe(2);
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(result.current).toBe(4);
    act(() => {
      jest.advanceTimersByTime(50 * 42);
    });
    expect(result.current).toBe(87);
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(result.current).toBe(87);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('takes a custom step and tick', () => {
    const { result } = renderHook(() => useCountUp(10, { stepFn: (target) => target / 2, tickMs: 100 }));
    act(() => {
      jest.advanceTimersByTime(100);
    });
    expect(result.current).toBe(5);
    act(() => {
      jest.advanceTimersByTime(100);
    });
    expect(result.current).toBe(10);
  });

  it('does not overshoot a target that is not a multiple of the step', () => {
    const { result } = renderHook(() => useCountUp(7.5, { stepFn: () => 2 }));
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(result.current).toBe(7.5);
  });

  it('restarts from 0 when the target changes', () => {
    const { result, rerender } = renderHook(({ target }) => useCountUp(target), { initialProps: { target: 40 } });
    act(() => {
      jest.advanceTimersByTime(50 * 40);
    });
    expect(result.current).toBe(40);
    rerender({ target: 80 });
    expect(result.current).toBe(0);
    act(() => {
      jest.advanceTimersByTime(50);
    });
    expect(result.current).toBe(2);
  });

  it('returns 0 (or a non-positive target) without timers', () => {
    const { result, rerender } = renderHook(({ target }) => useCountUp(target), { initialProps: { target: 0 } });
    expect(result.current).toBe(0);
    expect(jest.getTimerCount()).toBe(0);
    rerender({ target: Number.NaN });
    expect(result.current).toBe(0);
  });

  it('keeps one interval even when stepFn changes every render', () => {
    const { result, rerender } = renderHook(() => useCountUp(100, { stepFn: () => 10 }));
    act(() => {
      jest.advanceTimersByTime(50);
    });
    rerender();
    act(() => {
      jest.advanceTimersByTime(50);
    });
    expect(result.current).toBe(20);
  });
});
