import {
  type AccessRequest,
  type CreatedLink,
  type CreateLinkBody,
  DATA_ROOM_UPLOAD_FIELDS,
  type DataRoomAnalytics,
  type DataRoomAuditEntry,
  type DataRoomCategory,
  type DataRoomItem,
  type DataRoomLink,
  type DataRoomOverview,
  endpoints,
} from '@pear/contract';
import { callEndpoint, fetchEndpointFile } from '../call-endpoint';
import { uploadTransport, type UploadCallOptions } from '../upload-progress-fetch';

/* The founder's Data Room (issue 13): one function per endpoint, each with the message shown when the call fails. */

export const DATA_ROOM_ERROR = 'Failed to load your data room';
export const UPLOAD_DOCUMENT_ERROR = 'Failed to upload the document';
export const PENDING_ITEM_ERROR = 'Failed to add the pending item';
export const UPLOAD_VERSION_ERROR = 'Failed to upload the file';
export const UPDATE_ITEM_ERROR = 'Failed to update the document';
export const DELETE_ITEM_ERROR = 'Failed to delete the document';
export const DOWNLOAD_ITEM_ERROR = 'Failed to download the document';
export const ANALYTICS_ERROR = 'Failed to load the reading time';
export const CREATE_LINK_ERROR = 'Failed to share the data room';
export const REVOKE_LINK_ERROR = 'Failed to revoke the link';
export const APPROVE_REQUEST_ERROR = 'Failed to approve the request';
export const DENY_REQUEST_ERROR = 'Failed to deny the request';
export const AUDIT_ERROR = 'Failed to load the activity';

/** Uploads may take a while on a slow line: 25 MB at 1 Mbit/s is over three minutes. */
const UPLOAD_TIMEOUT_MS = 300_000;

type UploadFields = { category: DataRoomCategory; restricted: boolean; name?: string };

/**
 * The multipart body the API reads as a stream: every field before the file, in DATA_ROOM_UPLOAD_FIELDS order, so
 * the server knows where the document goes before the bytes arrive. Absent fields are left out.
 */
const uploadForm = (file: File, fields: Partial<UploadFields> = {}): FormData => {
  const form = new FormData();
  for (const field of DATA_ROOM_UPLOAD_FIELDS) {
    if (field === 'file') form.append('file', file, file.name);
    else if (fields[field] !== undefined) form.append(field, String(fields[field]));
  }
  return form;
};

/** GET /dev/me/data-room → documents by category, share links and access requests. */
export const getDataRoom = (): Promise<DataRoomOverview> =>
  callEndpoint(endpoints.getDataRoom, { errorMessage: DATA_ROOM_ERROR });

/** POST /dev/me/data-room/items (multipart) → the new document; `onUploadProgress` hears the bytes go up. */
export const uploadDataRoomDocument = (
  file: File,
  fields: UploadFields,
  options: UploadCallOptions = {},
): Promise<DataRoomItem> =>
  callEndpoint(endpoints.uploadDataRoomDocument, {
    body: uploadForm(file, fields),
    timeout: UPLOAD_TIMEOUT_MS,
    errorMessage: UPLOAD_DOCUMENT_ERROR,
    ...uploadTransport(options),
  });

/** POST /dev/me/data-room/items/pending `{ name, category }` → the placeholder. */
export const createPendingDataRoomItem = (name: string, category: DataRoomCategory): Promise<DataRoomItem> =>
  callEndpoint(endpoints.createPendingDataRoomItem, { json: { name, category }, errorMessage: PENDING_ITEM_ERROR });

/** POST /dev/me/data-room/items/:id/versions (multipart: file) → the item, filled or one version newer. */
export const uploadDataRoomVersion = (id: string, file: File, options: UploadCallOptions = {}): Promise<DataRoomItem> =>
  callEndpoint(endpoints.uploadDataRoomVersion, {
    params: { id },
    body: uploadForm(file),
    timeout: UPLOAD_TIMEOUT_MS,
    errorMessage: UPLOAD_VERSION_ERROR,
    ...uploadTransport(options),
  });

/** PATCH /dev/me/data-room/items/:id → the item after the change (rename, move, restrict). */
export const updateDataRoomItem = (
  id: string,
  changes: { name?: string; category?: DataRoomCategory; restricted?: boolean },
): Promise<DataRoomItem> =>
  callEndpoint(endpoints.updateDataRoomItem, { params: { id }, json: changes, errorMessage: UPDATE_ITEM_ERROR });

/** DELETE /dev/me/data-room/items/:id (every version and its bytes). */
export const deleteDataRoomItem = async (id: string): Promise<void> => {
  await callEndpoint(endpoints.deleteDataRoomItem, { params: { id }, errorMessage: DELETE_ITEM_ERROR });
};

/** GET /dev/me/data-room/items/:id/file → the owner's copy as a Blob, with the server's file name. */
export const downloadDataRoomItem = (id: string): Promise<{ blob: Blob; fileName: string | null }> =>
  fetchEndpointFile(endpoints.downloadDataRoomItem, { params: { id }, errorMessage: DOWNLOAD_ITEM_ERROR });

/** GET /dev/me/data-room/items/:id/analytics → viewers, total time and seconds per page. */
export const getDataRoomAnalytics = (id: string): Promise<DataRoomAnalytics> =>
  callEndpoint(endpoints.getDataRoomAnalytics, { params: { id }, errorMessage: ANALYTICS_ERROR });

/** POST /dev/me/data-room/links → the link and the deals it moved to Data Shared (or found already further). */
export const createDataRoomLink = (body: CreateLinkBody): Promise<CreatedLink> =>
  callEndpoint(endpoints.createDataRoomLink, { json: body, errorMessage: CREATE_LINK_ERROR });

/** DELETE /dev/me/data-room/links/:id → the link, now revoked. */
export const revokeDataRoomLink = (id: string): Promise<DataRoomLink> =>
  callEndpoint(endpoints.revokeDataRoomLink, { params: { id }, errorMessage: REVOKE_LINK_ERROR });

/** POST /dev/me/data-room/access-requests/:id/approve → the request, approved. */
export const approveAccessRequest = (id: string): Promise<AccessRequest> =>
  callEndpoint(endpoints.approveAccessRequest, { params: { id }, errorMessage: APPROVE_REQUEST_ERROR });

/** POST /dev/me/data-room/access-requests/:id/deny → the request, denied. */
export const denyAccessRequest = (id: string): Promise<AccessRequest> =>
  callEndpoint(endpoints.denyAccessRequest, { params: { id }, errorMessage: DENY_REQUEST_ERROR });

/** GET /dev/me/data-room/audit → every entry, newest first. */
export const getDataRoomAudit = async (): Promise<DataRoomAuditEntry[]> =>
  (await callEndpoint(endpoints.getDataRoomAudit, { errorMessage: AUDIT_ERROR })).entries;
