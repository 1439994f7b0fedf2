export {
  COPIED_LABEL_MS,
  COUNTER_STEPS,
  COUNTER_TICK_MS,
  MAX_CHAT_HISTORY_ITEMS,
  MAX_CHAT_MESSAGE_LENGTH,
  MAX_INTEREST_TAGS,
  MAX_PDF_BYTES,
  PAYMENT_VERIFY_MS,
  RESOURCE_CATEGORY_COUNT,
  RESOURCES_PER_CATEGORY,
  SAMPLE_INVESTOR_MATCH_COUNT,
  SESSION_CHECK_INTERVAL_MS,
  VIBE_COUNT_STEPS,
  VIBE_TICK_MS,
} from './limits';
export {
  decodeTokenPayload,
  isSessionCheckExempt,
  isSignedIn,
  isTokenExpired,
  SESSION_CHECK_EXEMPT_PATHS,
  sessionRole,
} from './session';
export { externalUrl } from './external-url';
export { CRM_STAGES, crmStageColor, crmStageIndex, crmStageProgress, isCrmStage } from './crm';
export type { CrmStage, CrmStageColor } from './crm';
export { vibeCountUpStep, vibeScoreLabel } from './vibe-score';
export type { VibeScoreLabel } from './vibe-score';
export { displayValue, firstThreeInterests, isPlaceholder, PLACEHOLDER_VALUES } from './placeholders';
export { isRole, ROLES } from './roles';
export type { Role } from './roles';
export { parseIsNewUser, SIGNUP_ROLE_REQUIRED_MESSAGE, SIGNUP_STEPS } from './sign-up';
export type { SignupStep } from './sign-up';
export {
  DEFAULT_FOUNDER_STAGE,
  STORE_INFO_KEYS,
  STORE_INFO_PAYLOAD_KEYS,
  storeInfoPayloadKey,
  toStoreInfoBody,
  VIBE_SCORE_PENDING,
} from './profile';
export type { Cofounder, EditedProfileField, Education, Experience, FounderProfile, StoreInfoKey } from './profile';
export {
  AFTER_TRIAL_PLAN_ID,
  DEFAULT_PLAN_ID,
  formatPlanLine,
  formatPlanPrice,
  getPlan,
  isPlanId,
  PLAN_IDS,
  PLANS,
  POPULAR_PLAN_LABEL,
  TRIAL_DAYS,
  TRIAL_PLAN_ID,
} from './plans';
export type { Plan, PlanId } from './plans';
export {
  EARLY_ACCESS_DUPLICATE_CODE,
  EARLY_ACCESS_REQUIRED,
  EMPTY_EARLY_ACCESS_FORM,
  toEarlyAccessRow,
  validateEarlyAccess,
} from './early-access';
export type { EarlyAccessField, EarlyAccessForm, EarlyAccessRequiredField, EarlyAccessSignupRow } from './early-access';
export { formatCompactUsd } from './money';
