import {
  type CreateMediaItemBody,
  endpoints,
  type MediaItem,
  type MediaList,
  type UpdateMediaItemBody,
} from '@pear/contract';
import { callEndpoint } from '../call-endpoint';

/* The founder's Media & Content panel (issue 15): one function per endpoint, each with the message shown on failure. */

export const MEDIA_ERROR = 'Failed to load your media';
export const ADD_MEDIA_ERROR = 'Failed to add the media item';
export const UPDATE_MEDIA_ERROR = 'Failed to save the media item';
export const DELETE_MEDIA_ERROR = 'Failed to delete the media item';
export const REORDER_MEDIA_ERROR = 'Failed to move the media item';

/** GET /dev/me/media → the founder's items in their order. */
export const getMedia = (): Promise<MediaList> => callEndpoint(endpoints.getMedia, { errorMessage: MEDIA_ERROR });

/** POST /dev/me/media → the new item, last in the list, its platform detected by the server. */
export const createMediaItem = (body: CreateMediaItemBody): Promise<MediaItem> =>
  callEndpoint(endpoints.createMediaItem, { json: body, errorMessage: ADD_MEDIA_ERROR });

/** PATCH /dev/me/media/:id (only the fields given; `thumbnailUrl: null` removes the thumbnail) → the item. */
export const updateMediaItem = (id: string, changes: UpdateMediaItemBody): Promise<MediaItem> =>
  callEndpoint(endpoints.updateMediaItem, { params: { id }, json: changes, errorMessage: UPDATE_MEDIA_ERROR });

/** DELETE /dev/me/media/:id. */
export const deleteMediaItem = async (id: string): Promise<void> => {
  await callEndpoint(endpoints.deleteMediaItem, { params: { id }, errorMessage: DELETE_MEDIA_ERROR });
};

/** PUT /dev/me/media/order with every item's id once, in the new order → the list in that order. */
export const reorderMedia = (ids: string[]): Promise<MediaList> =>
  callEndpoint(endpoints.reorderMedia, { json: { ids }, errorMessage: REORDER_MEDIA_ERROR });
