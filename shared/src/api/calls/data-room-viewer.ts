import { endpoints, type LinkLanding, type PageViewReport, type ViewerRoom, type ViewerSession } from '@pear/contract';
import { callEndpoint, fetchEndpointFile, type SuccessBody } from '../call-endpoint';

/*
 * The data room's viewer page (issue 13): someone a founder shared the room with. Before the e-mail is proven the
 * calls carry nothing; after, they carry the viewer session's own token, passed in by the caller. The app's JWT is
 * never sent to these endpoints (`auth: 'viewer'`: sendEndpointRequest does not add it), so a founder who opens a
 * link signed in to Pear is a viewer like any other. The server's refusals (401, 403, 404, 410, 429) are written for
 * the person reading: the page shows them as they come.
 */

export const VIEWER_LINK_ERROR = 'Failed to open this link';
export const VIEWER_CODE_ERROR = 'Failed to send the code';
export const VIEWER_VERIFY_ERROR = 'Failed to check the code';
export const VIEWER_ROOM_ERROR = 'Failed to load the data room';
export const VIEWER_DOCUMENT_ERROR = 'Failed to open the document';
export const VIEWER_DOWNLOAD_ERROR = 'Failed to download the document';
export const VIEWER_ACCESS_REQUEST_ERROR = 'Failed to send the request';
export const VIEWER_PAGE_VIEWS_ERROR = 'Failed to record the reading time';

/** Where the code went, until when it works and how many more this link may send this hour. */
export type ViewerCodeSent = SuccessBody<typeof endpoints.requestViewerCode>;
export type ViewerAccessRequest = SuccessBody<typeof endpoints.requestDocumentAccess>;

/** The viewer session's token as the viewer routes read it. */
const viewerAuthorization = (sessionToken: string) => ({ authorization: `Bearer ${sessionToken}` });

/** GET /dev/data-room/links/:token → whose room the link opens (404 unknown, 410 expired or revoked). */
export const getDataRoomLink = (token: string): Promise<LinkLanding> =>
  callEndpoint(endpoints.getDataRoomLink, { params: { token }, errorMessage: VIEWER_LINK_ERROR });

/** POST /dev/data-room/links/:token/code `{ email }` → the code is on its way (403 for any other e-mail). */
export const requestViewerCode = (token: string, email: string): Promise<ViewerCodeSent> =>
  callEndpoint(endpoints.requestViewerCode, { params: { token }, json: { email }, errorMessage: VIEWER_CODE_ERROR });

/** POST /dev/data-room/links/:token/session `{ email, code }` → the viewer session (401 for a wrong or old code). */
export const verifyViewerCode = (token: string, email: string, code: string): Promise<ViewerSession> =>
  callEndpoint(endpoints.verifyViewerCode, {
    params: { token },
    json: { email, code },
    errorMessage: VIEWER_VERIFY_ERROR,
  });

/** GET /dev/data-room/room → the documents by category and what this viewer may do with each. */
export const getViewerRoom = (sessionToken: string): Promise<ViewerRoom> =>
  callEndpoint(endpoints.getViewerRoom, {
    headers: viewerAuthorization(sessionToken),
    errorMessage: VIEWER_ROOM_ERROR,
  });

/** GET /dev/data-room/room/items/:id/content?visit= → the document to show in the page (PDFs stamped). */
export const getViewerDocument = async (sessionToken: string, itemId: string, visitId: string): Promise<Blob> =>
  (
    await fetchEndpointFile(endpoints.getViewerDocument, {
      params: { id: itemId },
      searchParams: { visit: visitId },
      headers: viewerAuthorization(sessionToken),
      errorMessage: VIEWER_DOCUMENT_ERROR,
    })
  ).blob;

/** GET /dev/data-room/room/items/:id/download → the file to save, and its name (403 when downloads are off). */
export const downloadViewerDocument = (
  sessionToken: string,
  itemId: string,
): Promise<{ blob: Blob; fileName: string | null }> =>
  fetchEndpointFile(endpoints.downloadViewerDocument, {
    params: { id: itemId },
    headers: viewerAuthorization(sessionToken),
    errorMessage: VIEWER_DOWNLOAD_ERROR,
  });

/** POST /dev/data-room/room/items/:id/access-requests `{ message? }` → the request, pending. */
export const requestDocumentAccess = (
  sessionToken: string,
  itemId: string,
  message?: string,
): Promise<ViewerAccessRequest> =>
  callEndpoint(endpoints.requestDocumentAccess, {
    params: { id: itemId },
    json: message ? { message } : {},
    headers: viewerAuthorization(sessionToken),
    errorMessage: VIEWER_ACCESS_REQUEST_ERROR,
  });

/**
 * POST /dev/data-room/room/page-views: reading time since the last report. `keepalive` lets the request outlive the
 * page (the report sent from `pagehide`).
 */
export const reportPageViews = async (
  sessionToken: string,
  report: PageViewReport,
  { keepalive = false }: { keepalive?: boolean } = {},
): Promise<void> => {
  await callEndpoint(endpoints.reportPageViews, {
    json: report,
    headers: viewerAuthorization(sessionToken),
    errorMessage: VIEWER_PAGE_VIEWS_ERROR,
    ...(keepalive ? { keepalive: true } : {}),
  });
};
