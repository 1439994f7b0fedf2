import { storeInfoPayloadKey } from '@pear/shared/domain';
import { apiClient, apiOptions } from '../api-client';

export const STORE_INFO_ERROR = 'Failed to update info';

/** Call 5: POST /dev/me/store-info with one field, under its payload key (name → "Full name", …). */
export const storeInfo = async (key: string, value: unknown): Promise<void> => {
  await apiClient.post(
    'dev/me/store-info',
    apiOptions({ json: { [storeInfoPayloadKey(key)]: value }, context: { errorMessage: STORE_INFO_ERROR } }),
  );
};
