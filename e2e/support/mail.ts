import type { CaughtMail } from '@pear/contract';

export type ReadMailOptions = {
  /** Only a message whose subject contains this text. */
  subjectIncludes?: string;
  /** Only a message received at or after this moment (e.g. just before clicking "Resend code"). */
  since?: Date;
  /** How long to wait for it (default 15 s). */
  timeoutMs?: number;
};

/**
 * The newest e-mail to `to` in the API's local mail catcher (MAIL_CATCHER, on in the e2e API), waiting for it to
 * arrive: the API sends over real SMTP, so a mail can land a moment after the request that sent it.
 */
export async function readLatestMail(
  apiUrl: string,
  to: string,
  { subjectIncludes, since, timeoutMs = 15_000 }: ReadMailOptions = {},
): Promise<CaughtMail> {
  const url = `${apiUrl}/dev/mail/messages?to=${encodeURIComponent(to)}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: is the mail catcher on?`);
    const { messages } = (await response.json()) as { messages: CaughtMail[] };
    // Newest first, so the first match is the latest.
    const match = messages.find(
      (mail) =>
        (!subjectIncludes || mail.subject.includes(subjectIncludes)) &&
        (!since || Date.parse(mail.receivedAt) >= since.getTime()),
    );
    if (match) return match;
    if (Date.now() > deadline) {
      const wanted = subjectIncludes ? ` with "${subjectIncludes}" in the subject` : '';
      throw new Error(`No e-mail to ${to}${wanted} arrived within ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The 6-digit code in an e-mail's text (the data room's viewer code). */
export function extractCode(text: string): string {
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`No 6-digit code in this e-mail:\n${text}`);
  return code;
}
