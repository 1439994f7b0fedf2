import { endpoints } from '@pear/contract';
import { getAppState } from '@pear/shared/store';
import {
  contractResponse,
  deckAnalysisFixture,
  installFetchBackedXhr,
  jsonResponse,
  mockFetch,
  renderWithUi,
  useTestConfig,
} from '@pear/shared/testing';
import { Route, Routes } from '@pear/shared/router';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { PitchdeckPage } from '../pitchdeck-page';

const pdf = (name = 'deck.pdf', type = 'application/pdf') => new File(['%PDF-1.7 deck'], name, { type });

const renderPage = () =>
  renderWithUi(
    <Routes>
      <Route path="/signup/pitchdeckparse" element={<PitchdeckPage />} />
      <Route path="/signup/fill-missing-info" element={<p>Resume step</p>} />
    </Routes>,
    { route: '/signup/pitchdeckparse' },
  );

describe('PitchdeckPage', () => {
  let restoreXhr: () => void;
  beforeEach(() => {
    useTestConfig();
    restoreXhr = installFetchBackedXhr();
  });
  afterEach(() => restoreXhr());

  it('shows step 2 of the sign-up progress', () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Upload your pitch deck' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Sign-up progress' })).toHaveAttribute(
      'aria-valuetext',
      'Step 2 of 4: Pitchdeck/Thesis',
    );
  });

  it('asks for a file when Upload is pressed without one', async () => {
    const { spy } = mockFetch(() => jsonResponse({}));
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a pitchdeck PDF to upload.');
    expect(spy).not.toHaveBeenCalled();
  });

  it('refuses a file that is not a PDF and clears it', async () => {
    renderPage();
    const input = screen.getByLabelText('Pitch deck (PDF, up to 10 MB)');
    await userEvent.upload(input, pdf('deck.png', 'image/png'), { applyAccept: false });
    expect(screen.getByRole('alert')).toHaveTextContent('Please upload a PDF file.');
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('refuses a PDF over 10 MB before sending it', async () => {
    const { spy } = mockFetch(() => jsonResponse({}));
    renderPage();
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('Pitch deck (PDF, up to 10 MB)'), big);
    expect(screen.getByRole('alert')).toHaveTextContent('The file is larger than 10 MB.');
    expect(spy).not.toHaveBeenCalled();
  });

  it('needs a sign-in token', async () => {
    renderPage();
    await userEvent.upload(screen.getByLabelText('Pitch deck (PDF, up to 10 MB)'), pdf());
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Missing authentication token');
  });

  it('uploads the raw PDF, shows what was read and stores it, then Next Step goes to the resume step', async () => {
    getAppState().setAuthToken('token-1');
    const analysis = deckAnalysisFixture({
      startupName: 'Molada Pay',
      industry: 'Fintech',
      companyStage: 'Pre-Seed',
      raisingAmount: '$150,000',
      sections: { ...deckAnalysisFixture().sections, problem: true, solution: true },
      tractions: ['1,200 merchants onboarded'],
    });
    const { lastRequest } = mockFetch(() => contractResponse(endpoints.parsePitchdeck, 200, { analysis }));
    renderPage();
    const input = screen.getByLabelText('Pitch deck (PDF, up to 10 MB)');
    await userEvent.upload(input, pdf());
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));

    const results = await screen.findByRole('region', { name: 'What we read from your deck' });
    expect(results).toHaveTextContent('Molada Pay');
    expect(results).toHaveTextContent('Pre-Seed');
    expect(results).toHaveTextContent('$150,000');
    expect(results).toHaveTextContent('Sections foundProblem, Solution');
    expect(results).toHaveTextContent('Sections missingMarket, Business model, Traction');
    expect(results).toHaveTextContent('1,200 merchants onboarded');
    expect(lastRequest().url).toBe('https://api.pear.test/dev/founder/new/pitchdeck');
    expect(lastRequest().headers.get('Content-Type')).toBe('application/pdf');
    expect(lastRequest().headers.get('Authorization')).toBe('Bearer token-1');
    expect(JSON.parse(localStorage.getItem('pitchdeck_parsed_data') ?? 'null')).toMatchObject({
      startupName: 'Molada Pay',
    });
    // Done: the input and Upload are disabled.
    expect(input).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(screen.getByText('Resume step')).toBeInTheDocument();
  });

  it("shows the server's message when parsing fails, and the spec message when the API is unreachable", async () => {
    getAppState().setAuthToken('token-1');
    mockFetch(() => jsonResponse({ message: 'This PDF is password-protected.' }, 422));
    renderPage();
    await userEvent.upload(screen.getByLabelText('Pitch deck (PDF, up to 10 MB)'), pdf());
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This PDF is password-protected.');
    expect(screen.queryByRole('button', { name: 'Next Step' })).not.toBeInTheDocument();

    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to upload or parse pitchdeck.'));
  });

  it('choosing another file clears the earlier error', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Pitch deck (PDF, up to 10 MB)'), pdf());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
