import { endpoints, type SignInAccount, type VideoPitchState } from '@pear/contract';
import { callEndpoint } from '../call-endpoint';
import { uploadTransport, type UploadCallOptions } from '../upload-progress-fetch';

/* Settings (issue 15): the founder's video pitch and the account they signed in with. */

export const VIDEO_PITCH_ERROR = 'Failed to load your video pitch';
export const UPLOAD_VIDEO_PITCH_ERROR = 'Failed to upload the video pitch';
export const DELETE_VIDEO_PITCH_ERROR = 'Failed to delete the video pitch';
export const SIGN_IN_ACCOUNT_ERROR = 'Failed to load the account you signed in with';

/** 200 MB takes minutes on a home connection: the server's own limits decide, not a client timeout. */
const VIDEO_UPLOAD_TIMEOUT_MS = 60 * 60 * 1000;

/** GET /dev/me/video-pitch → the video pitch (with a fresh playback link), or null. */
export const getVideoPitch = (): Promise<VideoPitchState> =>
  callEndpoint(endpoints.getVideoPitch, { errorMessage: VIDEO_PITCH_ERROR });

/**
 * PUT /dev/me/video-pitch with the file as the raw body → the stored video pitch. The server reads the format and
 * the duration from the bytes (413, 415 and 422 carry its message); `onUploadProgress` hears the bytes go up.
 */
export const uploadVideoPitch = (file: Blob, options: UploadCallOptions = {}): Promise<VideoPitchState> =>
  callEndpoint(endpoints.uploadVideoPitch, {
    body: file,
    headers: { 'Content-Type': file.type || 'application/octet-stream' },
    timeout: VIDEO_UPLOAD_TIMEOUT_MS,
    errorMessage: UPLOAD_VIDEO_PITCH_ERROR,
    ...uploadTransport(options),
  });

/** DELETE /dev/me/video-pitch → `{ videoPitch: null }`. */
export const deleteVideoPitch = (): Promise<VideoPitchState> =>
  callEndpoint(endpoints.deleteVideoPitch, { errorMessage: DELETE_VIDEO_PITCH_ERROR });

/** GET /dev/me/sign-in-account → the provider ("LinkedIn") and e-mail the user signed in with. */
export const getSignInAccount = (): Promise<SignInAccount> =>
  callEndpoint(endpoints.getSignInAccount, { errorMessage: SIGN_IN_ACCOUNT_ERROR });
