import { apiClient, apiOptions, STORE_INFO_ERROR } from '@pear/shared/api';
import { storeInfoPayloadKey } from '@pear/shared/domain';

/**
 * POST /dev/me/store-info with several fields in one body, each under its payload key (name → "Full name", …),
 * for the Startup Information card's Save All. Only the status is checked: 2xx means saved.
 */
export const saveProfileFields = async (fields: Readonly<Record<string, string>>): Promise<void> => {
  const json = Object.fromEntries(Object.entries(fields).map(([key, value]) => [storeInfoPayloadKey(key), value]));
  await apiClient.post('dev/me/store-info', apiOptions({ json, context: { errorMessage: STORE_INFO_ERROR } }));
};
