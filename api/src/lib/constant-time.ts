import { timingSafeEqual } from 'node:crypto';

/**
 * Whether two secrets (signatures, hashes, tokens) are the same text, in time that does not depend on where they
 * differ. Only the length can leak, which for fixed-size digests says nothing.
 */
export function sameSecret(a: string, b: string): boolean {
  const [left, right] = [Buffer.from(a), Buffer.from(b)];
  return left.length === right.length && timingSafeEqual(left, right);
}
