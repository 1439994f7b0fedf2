import { endpoints } from '@pear/contract';
import { getAppState } from '@pear/shared/store';
import {
  contractResponse,
  deckAnalysisFixture,
  installFetchBackedXhr,
  mockApiRoutes,
  parsedResumeFixture,
  renderWithUi,
  requestsTo,
  useTestConfig,
} from '@pear/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { FounderDashboardPage } from '../../../../app/founder-dashboard-page';
import { GET_INFO } from '../../../../testing/fixtures';

const pdf = (name: string) => new File(['%PDF-1.7 test'], name, { type: 'application/pdf' });

/** A response the test releases by hand, to see the busy label. */
const deferred = () => {
  let resolve: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((done) => (resolve = done));
  return { promise, resolve: (response: Response) => resolve(response) };
};

describe('Update Resume and Update Pitchdeck dialogs', () => {
  let restoreXhr: () => void;
  beforeEach(() => {
    useTestConfig();
    restoreXhr = installFetchBackedXhr();
    getAppState().setAuthToken('token-1');
  });
  afterEach(() => restoreXhr());

  it('Update Resume: "Upload & Parse" reads "Uploading & Parsing..." while busy, shows the results and refreshes the profile', async () => {
    const parse = deferred();
    let infoCalls = 0;
    const { requests } = mockApiRoutes({
      'GET /dev/me/get-info': () => {
        infoCalls += 1;
        return contractResponse(
          endpoints.getInfo,
          200,
          infoCalls === 1 ? GET_INFO : { ...GET_INFO, founder: { ...GET_INFO.founder, Location: 'Berlin' } },
        );
      },
      'POST /dev/founder/new/resume': () => parse.promise,
    });
    renderWithUi(<FounderDashboardPage />, { route: '/founders' });
    await userEvent.click(await screen.findByRole('button', { name: 'Update Resume' }));

    const dialog = screen.getByRole('dialog', { name: 'Update Resume' });
    const upload = within(dialog).getByRole('button', { name: 'Upload & Parse' });
    expect(upload).toBeDisabled();
    await userEvent.upload(within(dialog).getByLabelText('Resume (PDF, under 10 MB)'), pdf('resume.pdf'));
    await userEvent.click(upload);
    expect(await within(dialog).findByRole('button', { name: 'Uploading & Parsing...' })).toBeDisabled();

    parse.resolve(
      contractResponse(
        endpoints.parseResume,
        200,
        parsedResumeFixture({ full_name: 'Ada Lovelace', skills: ['Rust'] }),
      ),
    );
    const results = await within(dialog).findByRole('region', { name: 'What we read from your resume' });
    expect(results).toHaveTextContent('Rust');
    const [sent] = requestsTo(requests(), 'POST', '/dev/founder/new/resume');
    expect(atob(((await sent?.json()) as { pdf_base64: string }).pdf_base64)).toBe('%PDF-1.7 test');

    // The header shows the re-read profile.
    expect(await screen.findAllByText('Berlin')).not.toHaveLength(0);
    expect(requestsTo(requests(), 'GET', '/dev/me/get-info')).toHaveLength(2);

    const closeButtons = within(dialog).getAllByRole('button', { name: 'Close' });
    await userEvent.click(closeButtons[closeButtons.length - 1] as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Update Pitchdeck sends the raw PDF, shows what was read and keeps it as pitchdeck_parsed_data', async () => {
    const analysis = deckAnalysisFixture({ startupName: 'Acme', industry: 'Fintech' });
    const { requests } = mockApiRoutes({
      'GET /dev/me/get-info': () => contractResponse(endpoints.getInfo, 200, GET_INFO),
      'POST /dev/founder/new/pitchdeck': () => contractResponse(endpoints.parsePitchdeck, 200, { analysis }),
    });
    renderWithUi(<FounderDashboardPage />, { route: '/founders' });
    await userEvent.click(await screen.findByRole('button', { name: 'Update Pitchdeck' }));

    const dialog = screen.getByRole('dialog', { name: 'Update Pitchdeck' });
    await userEvent.upload(within(dialog).getByLabelText('Pitch deck (PDF, up to 10 MB)'), pdf('deck.pdf'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload & Parse' }));

    const results = await within(dialog).findByRole('region', { name: 'What we read from your deck' });
    expect(results).toHaveTextContent('Acme');
    const [sent] = requestsTo(requests(), 'POST', '/dev/founder/new/pitchdeck');
    expect(sent?.headers.get('Content-Type')).toBe('application/pdf');
    expect(getAppState().pitchdeckParsedData).toEqual(analysis);
  });

  it('shows "Failed to parse resume" when parsing fails, and a dialog opens afresh', async () => {
    mockApiRoutes({
      'GET /dev/me/get-info': () => contractResponse(endpoints.getInfo, 200, GET_INFO),
      'POST /dev/founder/new/resume': () => new Response(null, { status: 500 }),
    });
    renderWithUi(<FounderDashboardPage />, { route: '/founders' });
    await userEvent.click(await screen.findByRole('button', { name: 'Update Resume' }));
    let dialog = screen.getByRole('dialog', { name: 'Update Resume' });
    await userEvent.upload(within(dialog).getByLabelText('Resume (PDF, under 10 MB)'), pdf('resume.pdf'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload & Parse' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to parse resume');

    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Update Resume' }));
    dialog = screen.getByRole('dialog', { name: 'Update Resume' });
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });
});
