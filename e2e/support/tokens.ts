/** An unsigned JWT-shaped token with the given expiry, for the browser's local expiry check only. */
export function tokenExpiringAt(expSeconds: number, email = 'someone@example.com'): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: 'test', email, exp: expSeconds })}.signature`;
}
