// The local payment provider's checkout page: what Stripe Checkout would show, without a card.
import { buildPath, endpoints, getPlan, type PlanId } from '@pear/contract';
import type { HtmlPagePolicy } from '../../lib/html-page.js';
import { escapeHtml } from '../../lib/text.js';
import { CSRF_FIELD } from './local-checkout-access.js';

const STYLE = `
  body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; background: #f1f5f9; color: #0f172a; }
  main { max-width: 28rem; margin: 4rem auto; padding: 2rem; background: #fff; border-radius: 1rem; box-shadow: 0 4px 12px rgba(15,23,42,.12); }
  h1 { margin: 0 0 .25rem; font-size: 1.5rem; }
  .price { font-size: 2rem; font-weight: 700; margin: 1rem 0; }
  .note { color: #475569; font-size: .875rem; }
  .actions { display: flex; gap: .75rem; margin-top: 1.5rem; }
  button { font: inherit; padding: .75rem 1.25rem; border-radius: .5rem; border: 1px solid transparent; cursor: pointer; }
  .pay-form { flex: 1; display: flex; }
  .pay { background: #15803d; color: #fff; flex: 1; }
  .cancel { background: #fff; border-color: #94a3b8; color: #0f172a; }
  button:focus-visible { outline: 2px solid #2563eb; outline-offset: 2px; }`;

/**
 * The policy of these pages: their stylesheet (no style attributes: a hash cannot allow those), and Pay and Cancel
 * posting to this API, which redirects to the app at `appUrl`.
 */
export function localCheckoutPagePolicy(appUrl: string): HtmlPagePolicy {
  return { styles: [STYLE], formActions: ["'self'", new URL(appUrl).origin] };
}

const page = (title: string, content: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${content}</main></body></html>`;

/** The page with its Pay and Cancel forms; both post `csrfToken` (./local-checkout-access.ts). */
export function localCheckoutPage(sessionId: string, planId: PlanId, email: string, csrfToken: string): string {
  const plan = getPlan(planId);
  const action = (path: string) => escapeHtml(`/${buildPath(path, { id: sessionId })}`);
  const token = `<input type="hidden" name="${CSRF_FIELD}" value="${escapeHtml(csrfToken)}">`;
  return page(
    'Pear checkout',
    `<h1>Pear ${escapeHtml(plan.name)} plan</h1>
    <p class="note">${escapeHtml(email)}</p>
    <p class="price">$${plan.price}<span class="note">/${plan.period}</span></p>
    <p class="note">Local payment provider for development: no card is charged. Stripe Checkout replaces this page when STRIPE_SECRET_KEY is set.</p>
    <div class="actions">
      <form method="post" action="${action(endpoints.cancelLocalCheckout.path)}">${token}<button class="cancel" type="submit">Cancel</button></form>
      <form method="post" action="${action(endpoints.payLocalCheckout.path)}" class="pay-form">${token}<button class="pay" type="submit">Pay $${plan.price}</button></form>
    </div>`,
  );
}

export function closedCheckoutPage(appUrl: string, status: string): string {
  return page(
    'Pear checkout',
    `<h1>This checkout is ${escapeHtml(status === 'paid' ? 'already paid' : 'closed')}</h1>
    <p class="note">Start again from the plans page if you need to.</p>
    <p><a href="${escapeHtml(appUrl)}/payment">Back to plans</a></p>`,
  );
}
