export {
  COPIED_LABEL_MS,
  COUNTER_STEPS,
  COUNTER_TICK_MS,
  MAX_INTEREST_TAGS,
  MAX_RESUME_BYTES,
  MAX_UPLOAD_BYTES,
  MAX_VIDEO_PITCH_SECONDS,
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
} from './session';
export { CRM_STAGES, crmStageColor, crmStageIndex, crmStageProgress, isCrmStage } from './crm';
export type { CrmStage, CrmStageColor } from './crm';
export { vibeCountUpStep, vibeScoreLabel } from './vibe-score';
export type { VibeScoreLabel } from './vibe-score';
export { displayValue, firstThreeInterests, isPlaceholder, PLACEHOLDER_VALUES } from './placeholders';
export { isRole, ROLES } from './roles';
export type { Role } from './roles';
export { parseIsNewUser, SIGNUP_ROLE_REQUIRED_MESSAGE, SIGNUP_STEPS } from './sign-up';
export type { SignupStep } from './sign-up';
export { DEFAULT_FOUNDER_STAGE, STORE_INFO_KEYS, storeInfoPayloadKey, VIBE_SCORE_PENDING } from './profile';
export type { Cofounder, Education, Experience, FounderProfile } from './profile';
export {
  DEFAULT_PLAN_ID,
  formatPlanLine,
  formatPlanPrice,
  getPlan,
  isPlanId,
  PLAN_IDS,
  PLANS,
  POPULAR_PLAN_LABEL,
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
export { buildFounderProfile, yearsOfExperience } from './founder-profile';
export type { BuildFounderProfileOptions, FounderInfo } from './founder-profile';
