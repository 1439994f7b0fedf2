import { endpoints, type GetInfoResponse } from '@pear/contract';
import { callEndpoint } from '../call-endpoint';

export const GET_INFO_ERROR = 'Failed to fetch user data';

/** Call 2: GET /dev/me/get-info → `{ user, founder, company }`. */
export const getInfo = (): Promise<GetInfoResponse> =>
  callEndpoint(endpoints.getInfo, { errorMessage: GET_INFO_ERROR });
