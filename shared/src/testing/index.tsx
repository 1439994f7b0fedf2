// Test helpers for every front-end package. Imported by tests only, never by application code.
import { render, type RenderOptions } from '@testing-library/react';
import { MemoryRouter } from '@pear/shared/router/memory';
import { PearUiProvider } from '@pear/shared/ui';
import type { ReactElement, ReactNode } from 'react';

export type RenderWithUiOptions = Omit<RenderOptions, 'wrapper'> & {
  /** The router's current location (default "/"). */
  route?: string;
};

/** render() inside what the shell gives a remote: the UI kit (theme, emotion cache) and a router. */
export const renderWithUi = (ui: ReactElement, { route = '/', ...options }: RenderWithUiOptions = {}) => {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <PearUiProvider>
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </PearUiProvider>
  );
  return render(ui, { wrapper: Wrapper, ...options });
};

export {
  type ExpectedCall,
  expectJsonCall,
  jsonResponse,
  mockFetch,
  TEST_CONFIG,
  textResponse,
  useTestConfig,
} from './fetch-mock';
export { FetchBackedXhr, installFetchBackedXhr } from './fetch-backed-xhr';
export { type FetchRoute, mockApiRoutes, requestsTo } from './fetch-routes';
export {
  contractResponse,
  dataRoomItemFixture,
  deckAnalysisFixture,
  findMatchResultFixture,
  getInfoFixture,
  introRequestFixture,
  investorMatchFixture,
  kudoFixture,
  matchStatusFixture,
  mediaItemFixture,
  parsedResumeFixture,
  thesisFixture,
  vibeScoreFixture,
  videoPitchFixture,
} from './api-fixtures';
export {
  founderMatchFixture,
  investorClaimFixture,
  investorDashboardFixture,
  portfolioCompanyFixture,
} from './investor-fixtures';
