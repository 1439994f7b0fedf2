import { apiClient, apiOptions } from '../api-client';
import { getInfoResponseSchema, type GetInfoResponse } from '../schemas';

export const GET_INFO_ERROR = 'Failed to fetch user data';

/** Call 2: GET /dev/me/get-info → `{ user, founder, company }`. */
export const getInfo = async (): Promise<GetInfoResponse> => {
  const body = await apiClient.get('dev/me/get-info', apiOptions({ context: { errorMessage: GET_INFO_ERROR } })).json();
  const result = getInfoResponseSchema.safeParse(body);
  if (!result.success) throw new Error(GET_INFO_ERROR);
  return result.data;
};
