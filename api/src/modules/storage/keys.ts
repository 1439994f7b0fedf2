/** What a storage key may look like: the shape `newStorageKey` makes, nothing a user could have typed. */
const STORAGE_KEY = /^[a-z0-9][a-z0-9/-]*$/;

/**
 * Refuses a key that is not lowercase letters, digits, "-" and "/" (so no "..", no dots at all) or that has an empty
 * segment ("a//b", "a/"). Both implementations check it, so a key that works on disk works on S3 and the reverse.
 */
export function assertStorageKey(key: string): void {
  if (key.length > 512 || !STORAGE_KEY.test(key) || key.split('/').includes('')) {
    throw new Error(`Invalid storage key ${JSON.stringify(key.slice(0, 80))}: expected segments of a-z, 0-9 and "-"`);
  }
}
