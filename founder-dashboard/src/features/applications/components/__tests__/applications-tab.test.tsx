import { getAppState } from '@pear/shared/store';
import { jsonResponse, renderWithUi, requestsTo, useTestConfig } from '@pear/shared/testing';
import { Toaster } from '@pear/shared/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ApplicationsTab } from '../applications-tab';
import { APPLICATION_ID, applicationFixture, inDays, mockApplicationsApi } from './applications-fixtures';

const renderTab = (...args: Parameters<typeof mockApplicationsApi>) => {
  getAppState().setAuthToken('token-1');
  const api = mockApplicationsApi(...args);
  renderWithUi(
    <>
      <ApplicationsTab />
      <Toaster />
    </>,
  );
  return api;
};

const table = (name: string) => screen.getByRole('table', { name });
const row = (name: string) => {
  const header = screen.getAllByRole('rowheader').find((cell) => cell.textContent === name);
  if (!header?.parentElement) throw new Error(`no row ${name}`);
  return header.parentElement;
};
const rowNames = (name: string) =>
  within(table(name))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

const jsonOf = async (request: Request | undefined) => (request ? request.json() : undefined);

/** Auto Apply on Y Combinator, then the application panel it opens. */
async function autoApplyToYc(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Auto Apply to Y Combinator' }));
  return screen.findByRole('region', { name: 'Application to Y Combinator' });
}

describe('Applications tab', () => {
  beforeEach(() => useTestConfig());

  it('lists the top eight as recommendations with type, description, deadline, reason and Auto Apply', async () => {
    const user = userEvent.setup();
    renderTab();
    expect(screen.getByRole('heading', { name: 'Recommended Applications' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Recommended applications' });
    expect(
      within(table('Recommended applications'))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Type', 'Description', 'Deadline', 'Why it fits', 'Apply']);
    expect(rowNames('Recommended applications')).toHaveLength(8);
    expect(rowNames('Recommended applications').slice(0, 3)).toEqual(['Y Combinator', 'Hult Prize', 'Antler']);

    const link = within(row('Y Combinator')).getByRole('link', { name: 'Y Combinator' });
    expect(link).toHaveAttribute('href', 'https://www.ycombinator.com/apply');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(row('Y Combinator')).toHaveTextContent('Accelerator');
    expect(row('Y Combinator')).toHaveTextContent('Three-month program in San Francisco ending in Demo Day.');
    expect(row('Y Combinator')).toHaveTextContent('Each batch — see the official page');
    expect(row('Y Combinator')).toHaveTextContent('Takes Seed-stage startups · reason for Y Combinator');
    expect(row('Antler')).toHaveTextContent('Rolling');
    // A known date five days away is flagged with the day count.
    expect(row('Hult Prize')).toHaveTextContent('Due in 5 days');
    expect(row('Y Combinator')).not.toHaveTextContent(/Due in/);
    expect(within(row('Hult Prize')).getByRole('button', { name: 'Auto Apply to Hult Prize' })).toBeEnabled();

    // The rest of the catalogue is one click away.
    expect(screen.queryByRole('table', { name: 'All programmes' })).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Show all programmes (3 more)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(rowNames('All programmes')).toEqual(['Programme 5', 'Programme 6', 'Programme 7']);
    expect(screen.getByRole('button', { name: 'Hide the other programmes' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('drafts with Auto Apply and opens the application: answers to edit, sources, and what needs input', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderTab();
    const panel = await autoApplyToYc(user);
    expect(
      requestsTo(fetchMock.requests(), 'POST', '/dev/me/applications/programmes/y-combinator/auto-apply'),
    ).toHaveLength(1);
    expect(
      await within(screen.getByRole('region', { name: 'Notifications' })).findByText(
        'Drafted your application to Y Combinator',
      ),
    ).toBeInTheDocument();

    const oneLiner = await within(panel).findByRole('textbox', {
      name: 'Describe what your company does in about 50 characters.',
    });
    expect(oneLiner).toHaveValue('Tidewise gets small businesses paid on time.');
    const questions = within(panel)
      .getAllByRole('listitem')
      .filter((item) => within(item).queryByRole('textbox'));
    expect(questions).toHaveLength(3);
    const [first, why, progress] = questions;
    expect(first).toHaveTextContent('Drafted from your deck');
    expect(first).not.toHaveTextContent('Needs your input');
    expect(why).toHaveTextContent('Needs your input');
    expect(
      within(why!).getByRole('button', { name: 'Copy answer to Why did you pick this idea to work on?' }),
    ).toBeDisabled();
    expect(progress).toHaveTextContent('Drafted from your deck, your deal flow');
    const source = within(first!).getByRole('link', { name: 'Question source' });
    expect(source).toHaveAttribute('href', 'https://www.ycombinator.com/apply');
    expect(source).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(panel).getByRole('combobox', { name: 'Status' })).toHaveValue('Drafting');
    expect(within(panel).getByRole('region', { name: 'Status history' })).toHaveTextContent('Drafting — Nov 20, 2026');

    // Back to the list: the programme now shows its status and opens the application.
    await user.click(within(panel).getByRole('button', { name: 'Back to programmes' }));
    await waitFor(() => expect(row('Y Combinator')).toHaveTextContent('Drafting'));
    expect(
      within(row('Y Combinator')).getByRole('button', { name: 'Open application to Y Combinator' }),
    ).toBeInTheDocument();
  });

  it('saves only the edited answers; an emptied one needs input again', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderTab({ application: applicationFixture() });
    await user.click(await screen.findByRole('button', { name: 'Open application to Y Combinator' }));
    const panel = await screen.findByRole('region', { name: 'Application to Y Combinator' });
    const why = await within(panel).findByRole('textbox', { name: 'Why did you pick this idea to work on?' });
    const save = within(panel).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.type(why, 'We ran a bakery.');
    const oneLiner = within(panel).getByRole('textbox', { name: /Describe what your company does/ });
    await user.clear(oneLiner);
    expect(oneLiner.closest('li')).toHaveTextContent('Needs your input');
    await user.click(save);

    await waitFor(() =>
      expect(requestsTo(fetchMock.requests(), 'PATCH', `/dev/me/applications/${APPLICATION_ID}`)).toHaveLength(1),
    );
    expect(
      await jsonOf(requestsTo(fetchMock.requests(), 'PATCH', `/dev/me/applications/${APPLICATION_ID}`)[0]),
    ).toEqual({
      answers: [
        { questionId: 'why-idea', answer: 'We ran a bakery.' },
        { questionId: 'one-liner', answer: '' },
      ],
    });
    expect(
      await within(screen.getByRole('region', { name: 'Notifications' })).findByText('Application saved'),
    ).toBeInTheDocument();
    await waitFor(() => expect(why.closest('li')).toHaveTextContent('Written by you'));
    expect(why.closest('li')).not.toHaveTextContent('Needs your input');
    expect(save).toBeDisabled();
  });

  it('moves the status with a dated history, and sets the founder’s own deadline with its flag', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderTab({ application: applicationFixture() });
    await user.click(await screen.findByRole('button', { name: 'Open application to Y Combinator' }));
    const panel = await screen.findByRole('region', { name: 'Application to Y Combinator' });
    await user.selectOptions(await within(panel).findByRole('combobox', { name: 'Status' }), 'Submitted');
    const patches = () => requestsTo(fetchMock.requests(), 'PATCH', `/dev/me/applications/${APPLICATION_ID}`);
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(await jsonOf(patches()[0])).toEqual({ status: 'submitted' });
    const history = within(panel).getByRole('region', { name: 'Status history' });
    await waitFor(() => expect(history).toHaveTextContent('Drafting — Nov 20, 2026Submitted — Nov 24, 2026'));
    expect(
      await within(screen.getByRole('region', { name: 'Notifications' })).findByText('Status: Submitted'),
    ).toBeInTheDocument();

    const deadline = within(panel).getByLabelText('Your deadline');
    await user.type(deadline, inDays(3));
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches()).toHaveLength(2));
    expect(await jsonOf(patches()[1])).toEqual({ deadline: inDays(3) });
    expect(await within(panel).findByText('Due in 3 days')).toBeInTheDocument();
  });

  it('copies an answer to the clipboard', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    renderTab({ application: applicationFixture() });
    await user.click(await screen.findByRole('button', { name: 'Open application to Y Combinator' }));
    const copy = await screen.findByRole('button', { name: 'Copy answer to How far along are you?' });
    await user.click(copy);
    expect(writeText).toHaveBeenCalledWith(
      'We are raising $2.5M. We are in conversation with 2 investors about this round.',
    );
    expect(copy).toHaveTextContent('Copied!');
  });

  it('downloads the Markdown and PDF exports with the names the server gives', async () => {
    const user = userEvent.setup();
    const saved: string[] = [];
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: () => 'blob:test/1' });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const { fetchMock } = renderTab({ application: applicationFixture() }, () => ({
      [`GET /dev/me/applications/${APPLICATION_ID}/export`]: (request) => {
        const format = new URL(request.url).searchParams.get('format');
        const name = format === 'pdf' ? 'y-combinator-application.pdf' : 'y-combinator-application.md';
        return new Response(format === 'pdf' ? '%PDF-1.7' : '# Application to Y Combinator', {
          headers: { 'content-disposition': `attachment; filename="${name}"` },
        });
      },
    }));
    await user.click(await screen.findByRole('button', { name: 'Open application to Y Combinator' }));
    await user.click(await screen.findByRole('button', { name: 'Export Markdown' }));
    await waitFor(() => expect(saved).toEqual(['y-combinator-application.md']));
    await user.click(screen.getByRole('button', { name: 'Export PDF' }));
    await waitFor(() => expect(saved).toEqual(['y-combinator-application.md', 'y-combinator-application.pdf']));
    const formats = requestsTo(fetchMock.requests(), 'GET', `/dev/me/applications/${APPLICATION_ID}/export`).map(
      (request) => new URL(request.url).searchParams.get('format'),
    );
    expect(formats).toEqual(['markdown', 'pdf']);
    click.mockRestore();
  });

  it('deletes the application after confirming, and goes back to the list', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderTab({ application: applicationFixture() }, ({ state }) => ({
      [`DELETE /dev/me/applications/${APPLICATION_ID}`]: () => {
        state.overview = {
          programmes: state.overview.programmes.map((entry) => ({
            ...entry,
            applicationId: null,
            applicationStatus: null,
          })),
        };
        return jsonResponse({ success: true });
      },
    }));
    await user.click(await screen.findByRole('button', { name: 'Open application to Y Combinator' }));
    await user.click(await screen.findByRole('button', { name: 'Delete application' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your application to Y Combinator?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('button', { name: 'Auto Apply to Y Combinator' })).toBeInTheDocument();
    expect(requestsTo(fetchMock.requests(), 'DELETE', `/dev/me/applications/${APPLICATION_ID}`)).toHaveLength(1);
  });

  it('shows the loading state, then the server’s message when the list cannot load', async () => {
    renderTab(undefined, () => ({
      'GET /dev/me/applications': () =>
        jsonResponse(
          { error: 'service_unavailable', message: 'The database is unavailable, try again shortly', statusCode: 503 },
          503,
        ),
    }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading programmes');
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is unavailable, try again shortly');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows why Auto Apply failed and stays on the list', async () => {
    const user = userEvent.setup();
    renderTab(undefined, () => ({
      'POST /dev/me/applications/programmes/y-combinator/auto-apply': () =>
        jsonResponse(
          { error: 'too_many_requests', message: 'Too many requests, try again in a minute', statusCode: 429 },
          429,
        ),
    }));
    await user.click(await screen.findByRole('button', { name: 'Auto Apply to Y Combinator' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests, try again in a minute');
    expect(screen.queryByRole('region', { name: 'Application to Y Combinator' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Auto Apply to Y Combinator' })).toBeEnabled();
  });
});
