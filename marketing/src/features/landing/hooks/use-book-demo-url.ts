import { DEFAULT_BOOK_DEMO_URL, getAppConfig, isAppConfigLoaded } from '@pear/shared/config';
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;
const configuredUrl = () => (isAppConfigLoaded() ? getAppConfig().bookDemoUrl : DEFAULT_BOOK_DEMO_URL);

/**
 * The Book a Demo address from app-config.json. Prerendered HTML is built without the config, so while React
 * hydrates it this is the default (as in that HTML), and the configured address follows in the next render.
 */
export const useBookDemoUrl = (): string => useSyncExternalStore(subscribe, configuredUrl, () => DEFAULT_BOOK_DEMO_URL);
