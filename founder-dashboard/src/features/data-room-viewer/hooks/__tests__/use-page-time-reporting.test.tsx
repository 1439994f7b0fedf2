import { endpoints } from '@pear/contract';
import { contractResponse, jsonResponse, mockApiRoutes, requestsTo, useTestConfig } from '@pear/shared/testing';
import { act, renderHook } from '@testing-library/react';

import { PAGE_VIEW_REPORT_INTERVAL_MS, usePageTimeReporting } from '../use-page-time-reporting';

const ITEM = '0d6f5a0e-1111-4000-8000-000000000001';
const VISIT = '0d6f5a0e-2222-4000-8000-000000000002';
const PATH = '/dev/data-room/room/page-views';

let visibility: DocumentVisibilityState = 'visible';
const setVisibility = (state: DocumentVisibilityState) => {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
};

const elapse = (milliseconds: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(milliseconds);
  });

/** The pages of every report sent so far (each request's body read from a clone, so it can be read again). */
const reports = async (requests: () => Request[]) =>
  Promise.all(requestsTo(requests(), 'POST', PATH).map(async (request) => (await request.clone().json()).pages));

const renderReporting = (onError = jest.fn()) => {
  const fetchMock = mockApiRoutes({
    [`POST ${PATH}`]: () => contractResponse(endpoints.reportPageViews, 200, { success: true }),
  });
  const hook = renderHook(
    ({ page }) => usePageTimeReporting({ sessionToken: 'viewer-token', itemId: ITEM, visitId: VISIT, page, onError }),
    { initialProps: { page: 1 } },
  );
  return { ...fetchMock, ...hook, onError };
};

describe('usePageTimeReporting', () => {
  beforeEach(() => {
    useTestConfig();
    jest.useFakeTimers();
    visibility = 'visible';
    jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  });
  afterEach(() => jest.useRealTimers());

  it('reports every 15 s with the visit and the viewer token, and nothing when nothing was read', async () => {
    const { requests } = renderReporting();
    await elapse(PAGE_VIEW_REPORT_INTERVAL_MS);
    const sent = requestsTo(requests(), 'POST', PATH);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer viewer-token');
    expect(await sent[0]?.json()).toEqual({ itemId: ITEM, visitId: VISIT, pages: [{ page: 1, seconds: 15 }] });

    setVisibility('hidden');
    await elapse(PAGE_VIEW_REPORT_INTERVAL_MS * 3);
    expect(requestsTo(requests(), 'POST', PATH)).toHaveLength(1);
  });

  it('reports on a page change, counts only visible time, and reports the rest when closed', async () => {
    const { requests, rerender, unmount } = renderReporting();
    await elapse(4_000);
    rerender({ page: 2 });
    await elapse(0);
    expect(await reports(requests)).toEqual([[{ page: 1, seconds: 4 }]]);

    await elapse(2_000);
    setVisibility('hidden');
    await elapse(10_000);
    setVisibility('visible');
    await elapse(1_000);
    unmount();
    await elapse(0);
    // 2 s read on page 2 went with the 15 s report (sent while hidden); the last second when it closed.
    expect(await reports(requests)).toEqual([
      [{ page: 1, seconds: 4 }],
      [{ page: 2, seconds: 2 }],
      [{ page: 2, seconds: 1 }],
    ]);
  });

  it('sends what is left with keepalive when the browser leaves the page', async () => {
    const { requests } = renderReporting();
    await elapse(6_000);
    window.dispatchEvent(new Event('pagehide'));
    await elapse(0);
    expect(requestsTo(requests(), 'POST', PATH).map((request) => request.keepalive)).toEqual([true]);
    expect(await reports(requests)).toEqual([[{ page: 1, seconds: 6 }]]);
  });

  it('hands a failed report to onError (a 401 ends the session there)', async () => {
    mockApiRoutes({ [`POST ${PATH}`]: () => jsonResponse({ message: 'Your session has ended.' }, 401) });
    const onError = jest.fn();
    renderHook(() =>
      usePageTimeReporting({ sessionToken: 'viewer-token', itemId: ITEM, visitId: VISIT, page: 1, onError }),
    );
    await elapse(PAGE_VIEW_REPORT_INTERVAL_MS);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ status: 401, message: 'Your session has ended.' }));
  });
});
