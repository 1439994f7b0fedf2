import { endpoints } from '@pear/contract';
import { type EditedProfileField, toStoreInfoBody } from '@pear/shared/domain';
import { callEndpoint } from '../call-endpoint';

export const STORE_INFO_ERROR = 'Failed to update info';

/**
 * Call 5: POST /dev/me/store-info, each field under its payload key (name → "Full name", …). One field for an
 * inline edit (as the spec's app did), several for the Startup Information card's Save All.
 */
export const storeInfo = async (fields: Partial<Record<EditedProfileField, string>>): Promise<void> => {
  await callEndpoint(endpoints.storeInfo, { json: toStoreInfoBody(fields), errorMessage: STORE_INFO_ERROR });
};
