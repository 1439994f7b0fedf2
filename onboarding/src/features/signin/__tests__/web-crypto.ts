import { webcrypto } from 'node:crypto';

/**
 * jsdom has crypto.getRandomValues but not crypto.subtle, which browsers have (on https and localhost). Node's is the
 * same Web Crypto API, so the pages hash their nonce exactly as a browser would.
 */
export const installWebCrypto = () => {
  if (globalThis.crypto.subtle) return;
  Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });
};
