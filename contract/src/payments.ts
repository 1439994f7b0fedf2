import * as z from 'zod/mini';
import { PLAN_IDS } from './domain/plans.js';

/* Checkout (spec §7 call 9), the payment verification /payment-success makes, and the provider's webhook. */

export const checkoutBodySchema = z.object({
  plan: z.enum(PLAN_IDS, {
    error: (issue) =>
      issue.input === undefined
        ? 'plan is required'
        : // Only a short string is echoed: printing an object (or a megabyte) helps nobody, and a deep one overflows.
          `Unknown plan ${typeof issue.input === 'string' ? `"${issue.input.slice(0, 40)}"` : `(${typeof issue.input})`}: choose ${PLAN_IDS.slice(0, -1).join(', ')} or ${PLAN_IDS.at(-1)}`,
  }),
  /** The stored e-mail, or empty: the account's e-mail is used then. */
  email: z.optional(z.string().check(z.maxLength(320))),
});

export const checkoutResponseSchema = z.object({ checkout_url: z.string() });

export const sessionParamsSchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(200)) });

export const CHECKOUT_SESSION_STATUSES = ['paid', 'open', 'canceled'] as const;

/** GET /prod/payment/session/:id: the checkout's state, for the signed-in user's own sessions only. */
export const sessionVerificationSchema = z.object({
  status: z.enum(CHECKOUT_SESSION_STATUSES),
  plan: z.enum(PLAN_IDS),
});

/** The local checkout page's session ids (local mode only). */
export const localSessionParamsSchema = z.object({
  id: z.string().check(z.regex(/^cs_local_[0-9a-f]+$/, 'Unknown checkout session')),
});

/** The local checkout link's one-time ticket (absent on a reload: the page's cookie is enough then). */
export const localCheckoutQuerySchema = z.object({
  ticket: z.optional(z.string().check(z.maxLength(1000))),
});

/** The local checkout page's Pay and Cancel forms: the CSRF token the page embedded. */
export const localCheckoutFormSchema = z.object({
  csrf: z.optional(z.string().check(z.maxLength(200))),
});

/** What a delivered event did: its type, whether it was a repeat, and the plan it activated (if any). */
export const webhookResponseSchema = z.object({
  received: z.literal(true),
  type: z.string(),
  duplicate: z.boolean(),
  activated: z.nullable(z.enum(PLAN_IDS)),
});

export type CheckoutBody = z.infer<typeof checkoutBodySchema>;
export type SessionVerification = z.infer<typeof sessionVerificationSchema>;
export type WebhookResponse = z.infer<typeof webhookResponseSchema>;
