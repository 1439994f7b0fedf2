import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Config } from '../../config.js';
import { isInMemory } from '../../config.js';

const SECRET_BYTES = 32;

/**
 * The HS256 key for app tokens: JWT_SECRET when set; otherwise a random key generated once and kept in
 * the data directory so tokens survive restarts (per process when the database lives in memory).
 */
export async function resolveJwtSecret(
  config: Pick<Config, 'jwtSecret' | 'databaseUrl' | 'pgliteDir'>,
): Promise<Uint8Array> {
  if (config.jwtSecret) return new TextEncoder().encode(config.jwtSecret);
  if (isInMemory(config)) return randomBytes(SECRET_BYTES);

  // `.data/pglite` → `.data/jwt-secret`: one data directory for everything the API keeps locally.
  const file = join(dirname(config.pgliteDir), 'jwt-secret');
  const stored = await readSecret(file);
  if (stored) return stored;

  const secret = randomBytes(SECRET_BYTES);
  await mkdir(dirname(file), { recursive: true });
  try {
    // 0600: the key signs every session token. 'wx': never overwrite a key another process just wrote.
    await writeFile(file, `${secret.toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    const winner = (error as NodeJS.ErrnoException).code === 'EEXIST' ? await readSecret(file) : undefined;
    if (winner) return winner;
    throw error;
  }
}

async function readSecret(file: string): Promise<Uint8Array | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const secret = Buffer.from(text.trim(), 'base64url');
  if (secret.length < SECRET_BYTES) {
    throw new Error(`${file} does not hold a ${SECRET_BYTES}-byte key; delete it to generate a new one`);
  }
  return secret;
}
