import '@testing-library/jest-dom';
import { cleanup } from '@testing-library/react';
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

beforeEach(() => {
  localStorage.clear();
  resetAppStore();
});

afterEach(() => {
  cleanup();
  resetAppStore();
  localStorage.clear();
});
