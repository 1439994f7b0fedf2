import { createHash, randomBytes } from 'node:crypto';

/*
 * Capability tokens carried in URLs and headers (one-time sign-in codes, data-room links and viewer sessions, kudo
 * links): 32 random bytes, base64url (43 characters). Only a hash of each is what the database looks tokens up by.
 */

export const newUrlToken = (): string => randomBytes(32).toString('base64url');

/** Hex SHA-256 of a token: how data-room and kudo tokens are stored and looked up (256-bit random, so unsalted). */
export const sha256Hex = (text: string): string => createHash('sha256').update(text).digest('hex');
