import { DATA_ROOM_LIMITS } from '@pear/contract';

import { createPageTimeTracker } from '../page-time-tracker';

const seconds = (count: number) => jest.advanceTimersByTime(count * 1000);

describe('createPageTimeTracker', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('counts the time on the current page while active, and starts over after each take', () => {
    const tracker = createPageTimeTracker({ active: true });
    seconds(12);
    expect(tracker.take()).toEqual([{ page: 1, seconds: 12 }]);
    seconds(3);
    expect(tracker.take()).toEqual([{ page: 1, seconds: 3 }]);
    expect(tracker.take()).toEqual([]);
  });

  it('counts nothing before it is active, nor while the page is hidden', () => {
    const tracker = createPageTimeTracker({ page: 2 });
    seconds(30);
    expect(tracker.take()).toEqual([]);
    tracker.setActive(true);
    seconds(5);
    tracker.setActive(false);
    seconds(60);
    tracker.setActive(true);
    seconds(2);
    // Active twice in a row does not restart the count.
    tracker.setActive(true);
    seconds(1);
    expect(tracker.take()).toEqual([{ page: 2, seconds: 8 }]);
  });

  it('gives the time before a page change to the previous page', () => {
    const tracker = createPageTimeTracker({ active: true });
    seconds(4);
    tracker.setPage(2);
    seconds(7);
    tracker.setPage(1);
    seconds(1);
    expect(tracker.take()).toEqual([
      { page: 1, seconds: 5 },
      { page: 2, seconds: 7 },
    ]);
  });

  it('reports tenths of a second and leaves out a page glimpsed for less than that', () => {
    const tracker = createPageTimeTracker({ active: true });
    jest.advanceTimersByTime(1_260);
    tracker.setPage(2);
    jest.advanceTimersByTime(40);
    tracker.setPage(3);
    expect(tracker.take()).toEqual([{ page: 1, seconds: 1.3 }]);
  });

  it('caps each page at the seconds one report may carry', () => {
    const tracker = createPageTimeTracker({ active: true });
    seconds(DATA_ROOM_LIMITS.pageViewSeconds + 120);
    tracker.setPage(2);
    seconds(30);
    expect(tracker.take()).toEqual([
      { page: 1, seconds: DATA_ROOM_LIMITS.pageViewSeconds },
      { page: 2, seconds: 30 },
    ]);
  });
});
