import '@testing-library/jest-dom';
import { cleanup, configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { resetAppStore } from '@pear/shared/store';

// The test environment (jest.environment.mjs) brings Node's fetch family; these cover a plain jsdom environment.
const fill = (name: string, value: unknown) => {
  if ((globalThis as Record<string, unknown>)[name] === undefined) {
    Object.defineProperty(globalThis, name, { value, writable: true, configurable: true });
  }
};
fill('TextEncoder', TextEncoder);
fill('TextDecoder', TextDecoder);

// findBy* and waitFor wait up to 4 s instead of 1 s: the first render of a lazy chunk compiles it, which took over
// a second on a loaded 2-core machine (the investor dashboard's routes test). A passing test is not slowed.
configure({ asyncUtilTimeout: 4000 });

beforeEach(() => {
  localStorage.clear();
  resetAppStore();
});

afterEach(() => {
  cleanup();
  resetAppStore();
  localStorage.clear();
});
