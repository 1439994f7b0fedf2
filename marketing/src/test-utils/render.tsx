export { renderWithUi } from '@pear/shared/testing';

type ObserverRecord = { callback: IntersectionObserverCallback; elements: Element[] };

/**
 * Replaces IntersectionObserver with a controllable fake; `intersect()` reports every observed element as
 * intersecting. Call in beforeEach; restore with the returned `restore`.
 */
export const mockIntersectionObserver = () => {
  const records: ObserverRecord[] = [];
  const original = globalThis.IntersectionObserver;
  class FakeIntersectionObserver {
    private readonly record: ObserverRecord;
    constructor(callback: IntersectionObserverCallback) {
      this.record = { callback, elements: [] };
      records.push(this.record);
    }
    observe(element: Element) {
      this.record.elements.push(element);
    }
    unobserve() {}
    disconnect() {
      this.record.elements = [];
    }
    takeRecords() {
      return [];
    }
  }
  Object.defineProperty(globalThis, 'IntersectionObserver', {
    value: FakeIntersectionObserver,
    configurable: true,
    writable: true,
  });
  return {
    observedCount: () => records.reduce((count, record) => count + record.elements.length, 0),
    intersect: () => {
      for (const record of records) {
        const entries = record.elements.map(
          (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
        );
        if (entries.length > 0) record.callback(entries, {} as IntersectionObserver);
      }
    },
    restore: () =>
      Object.defineProperty(globalThis, 'IntersectionObserver', {
        value: original,
        configurable: true,
        writable: true,
      }),
  };
};

/** Makes `prefers-reduced-motion: reduce` match (or not) through a fake matchMedia. */
export const mockReducedMotion = (reduce: boolean) => {
  const original = window.matchMedia;
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }),
  });
  return () => Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: original });
};
