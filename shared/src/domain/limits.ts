/** Business limits and timings from spec §9 ("Limits and timings") and §4. */

/** The session-expiry check runs every 60 s (and on window focus). */
export const SESSION_CHECK_INTERVAL_MS = 60_000;
/** The "Copied!" label after Copy Email shows for 1.5 s. */
export const COPIED_LABEL_MS = 1500;
/** The payment-success page shows "Verifying Payment..." for 1.5 s. */
export const PAYMENT_VERIFY_MS = 1500;
/** The VibeScore count-up ticks every 50 ms ... */
export const VIBE_TICK_MS = 50;
/** ... in about 40 steps. */
export const VIBE_COUNT_STEPS = 40;
/** Marketing counters animate in 40 steps of 50 ms. */
export const COUNTER_TICK_MS = 50;
export const COUNTER_STEPS = 40;
/**
 * PDFs sent for parsing (pitch deck, thesis, resume) are at most 10 MB, checked in the browser and by the API with
 * the contract's one constant (the spec's resume label says "under 10 MB"; its app never checked).
 */
export { MAX_PDF_BYTES } from '@pear/contract/domain';
/** The chat assistant takes messages of at most 2,000 characters and at most 20 earlier messages. */
export { MAX_CHAT_HISTORY_ITEMS, MAX_CHAT_MESSAGE_LENGTH } from '@pear/contract/domain';
/** Only the first 3 industries of an investor's interests are shown. */
export const MAX_INTEREST_TAGS = 3;
/** Five built-in sample investor matches fill missing match data. */
export const SAMPLE_INVESTOR_MATCH_COUNT = 5;
/** Resources directory: 7 categories of 4 resources each. */
export const RESOURCE_CATEGORY_COUNT = 7;
export const RESOURCES_PER_CATEGORY = 4;
