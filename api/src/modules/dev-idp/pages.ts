// Server-rendered pages of the dev identity provider: no scripts, plain accessible HTML.
import type { HtmlPagePolicy } from '../../lib/html-page.js';
import { escapeHtml } from '../../lib/text.js';

export type LoginForm = {
  action: string;
  name: string;
  email: string;
  errors: { name?: string; email?: string };
};

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f4f6f5; color: #1a1f1c; }
  main { max-width: 26rem; margin: 4rem auto; padding: 2rem; background: #fff; border-radius: 12px;
         box-shadow: 0 2px 8px rgb(0 0 0 / 0.08); }
  h1 { font-size: 1.5rem; margin: 0 0 0.5rem; }
  .hint { color: #48524c; margin: 0 0 1.5rem; }
  .field { margin-bottom: 1rem; }
  label { display: block; font-weight: 600; margin-bottom: 0.25rem; }
  input { box-sizing: border-box; width: 100%; padding: 0.6rem 0.75rem; font: inherit;
          border: 1px solid #7a857e; border-radius: 8px; }
  input[aria-invalid="true"] { border-color: #b3261e; }
  input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid #2f6f4f; outline-offset: 2px; }
  .error { color: #b3261e; margin: 0.25rem 0 0; }
  button { width: 100%; padding: 0.7rem; font: inherit; font-weight: 600; color: #fff; background: #2f6f4f;
           border: 0; border-radius: 8px; cursor: pointer; }
  a { color: #2f6f4f; }
`;

/**
 * The policy of these pages: their stylesheet, and the sign-in form posting to this API, whose answer redirects
 * through the API's callback to the app at `appUrl`.
 */
export function devIdpPagePolicy(appUrl: string): HtmlPagePolicy {
  return { styles: [STYLE], formActions: ["'self'", new URL(appUrl).origin] };
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Pear dev sign-in</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

function field(id: 'name' | 'email', label: string, type: string, form: LoginForm, extra: string): string {
  const error = form.errors[id];
  const invalid = error ? ` aria-invalid="true" aria-describedby="${id}-error"` : '';
  // Focus the first field needing attention, or the first field on a fresh form.
  const firstProblem = form.errors.name ? 'name' : form.errors.email ? 'email' : 'name';
  const autofocus = id === firstProblem ? ' autofocus' : '';
  return `<div class="field">
  <label for="${id}">${label}</label>
  <input id="${id}" name="${id}" type="${type}" value="${escapeHtml(form[id])}" required${extra}${invalid}${autofocus}>
  ${error ? `<p class="error" id="${id}-error">${escapeHtml(error)}</p>` : ''}
</div>`;
}

export function loginPage(form: LoginForm): string {
  const hasErrors = Boolean(form.errors.name ?? form.errors.email);
  return page(
    'Sign in',
    `<h1>Sign in to Pear</h1>
<p class="hint">Development sign-in standing in for LinkedIn. Enter any name and e-mail address; nothing is verified.</p>
${hasErrors ? '<p class="error" role="alert">Please correct the highlighted fields.</p>' : ''}
<form method="post" action="${escapeHtml(form.action)}">
${field('name', 'Full name', 'text', form, ' autocomplete="name" maxlength="100"')}
${field('email', 'Email', 'email', form, ' autocomplete="email" maxlength="254"')}
<button type="submit">Continue</button>
</form>`,
  );
}

export function errorPage(title: string, message: string, backUrl: string): string {
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p role="alert">${escapeHtml(message)}</p>
<p><a href="${escapeHtml(backUrl)}">Back to sign in</a></p>`,
  );
}
