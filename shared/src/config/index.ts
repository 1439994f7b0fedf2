export {
  DEFAULT_APP_CONFIG_URL,
  DEFAULT_BOOK_DEMO_URL,
  getAppConfig,
  isAppConfigLoaded,
  loadAppConfig,
  parseAppConfig,
  resetAppConfig,
  setAppConfig,
} from './app-config';
export type { AppConfig, AppConfigInput } from './app-config';
