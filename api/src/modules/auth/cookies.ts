export type CookieOptions = {
  path: string;
  maxAge: number;
  secure: boolean;
};

/** An httpOnly, SameSite=Lax cookie: Lax still reaches the top-level redirect back from the IdP. */
export function serializeCookie(name: string, value: string, { path, maxAge, secure }: CookieOptions): string {
  const parts = [`${name}=${value}`, `Path=${path}`, `Max-Age=${maxAge}`, 'HttpOnly', 'SameSite=Lax'];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const pair of header?.split(';') ?? []) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim();
  }
  return undefined;
}
