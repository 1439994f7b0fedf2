import { storeInfoPayloadKey } from '@pear/shared/domain';
import { apiClient, apiOptions } from '../api-client';

export const STORE_INFO_ERROR = 'Failed to update info';

/**
 * Call 5: POST /dev/me/store-info, each field under its payload key (name → "Full name", …). One field for an
 * inline edit (as the spec's app did), several for the Startup Information card's Save All. 2xx = saved.
 */
export const storeInfo = async (fields: Readonly<Record<string, unknown>>): Promise<void> => {
  const json = Object.fromEntries(Object.entries(fields).map(([key, value]) => [storeInfoPayloadKey(key), value]));
  await apiClient.post('dev/me/store-info', apiOptions({ json, context: { errorMessage: STORE_INFO_ERROR } }));
};
