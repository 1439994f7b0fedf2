/**
 * Counts how many times a would-be singleton was created, on `globalThis`, so that an end-to-end test can assert
 * that the shell and every remote share one store and one emotion cache (each count must be exactly 1).
 */
export type SingletonName = 'store' | 'emotionCache';

export type SingletonCounts = Partial<Record<SingletonName, number>>;

declare global {
  var __PEAR_SINGLETONS__: SingletonCounts | undefined;
}

export const countSingleton = (name: SingletonName): number => {
  const counts = (globalThis.__PEAR_SINGLETONS__ ??= {});
  const next = (counts[name] ?? 0) + 1;
  counts[name] = next;
  return next;
};
