import { endpoints } from '@pear/contract';
import { getAppState } from '@pear/shared/store';
import {
  contractResponse,
  type FetchRoute,
  jsonResponse,
  mockApiRoutes,
  renderWithUi,
  requestsTo,
  useTestConfig,
} from '@pear/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import FounderDashboardRoutes from '../../../../app/routes';
import { INCOMPLETE_KUDO_LINK } from '../write-kudo-page';

const LINK = 'Kd9_abcdefghijklmnopqrstuvwxyz0123456789-AB';
const PATH = `/dev/kudos/${LINK}`;
const INVITATION = { founderName: 'Ada Lovelace', companyName: 'Acme', inviteeEmail: 'mentor@example.com' };

const renderPage = (routes: Record<string, FetchRoute>, link = LINK) => {
  const fetchMock = mockApiRoutes({
    [`GET ${PATH}`]: () => contractResponse(endpoints.getKudoInvitation, 200, INVITATION),
    ...routes,
  });
  // The page is a lazy chunk of the remote's routes, as the shell renders it.
  renderWithUi(<FounderDashboardRoutes />, { route: `/kudos/${link}` });
  return fetchMock;
};

describe('the kudo page (/kudos/:token)', () => {
  beforeEach(useTestConfig);

  it('writes a kudo: name, how they know the founder, the text with its counter; then thanks', async () => {
    // Someone signed in to Pear in the same browser is a writer like any other: the link is the only key.
    getAppState().setAuthToken('founder-token');
    const { requests } = renderPage({
      [`POST ${PATH}`]: () => contractResponse(endpoints.writeKudo, 201, { success: true }),
    });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Write a kudo for Ada Lovelace (Acme)' });
    expect(heading).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Submit kudo' }));
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveAccessibleDescription('Your name is required');
    expect(screen.getByRole('textbox', { name: 'How you know Ada Lovelace' })).toHaveAccessibleDescription(
      'Say how you know Ada Lovelace',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Write your kudo');
    expect(requestsTo(requests(), 'POST', PATH)).toHaveLength(0);

    await userEvent.type(screen.getByRole('textbox', { name: 'Your name' }), 'Maria Mentor');
    await userEvent.type(screen.getByRole('textbox', { name: 'How you know Ada Lovelace' }), 'Former manager');
    const text = screen.getByRole('textbox', { name: 'Your kudo' });
    await userEvent.type(text, 'Ships fast.');
    expect(text).toHaveAccessibleDescription('11 / 1000 characters');
    expect(text).toHaveAttribute('maxlength', '1000');
    await userEvent.click(screen.getByRole('button', { name: 'Submit kudo' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you: Ada Lovelace will see it first.' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    const [post] = requestsTo(requests(), 'POST', PATH);
    expect(await post?.json()).toEqual({ authorName: 'Maria Mentor', relation: 'Former manager', text: 'Ships fast.' });
    expect(post?.headers.get('Authorization')).toBeNull();
  });

  it('names the founder alone when there is no company', async () => {
    renderPage({
      [`GET ${PATH}`]: () => contractResponse(endpoints.getKudoInvitation, 200, { ...INVITATION, companyName: null }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Write a kudo for Ada Lovelace' })).toBeInTheDocument();
  });

  it.each([
    [410, 'This kudo link has already been used.'],
    [404, 'This kudo link does not exist.'],
  ])("a %s shows the server's message and nothing else", async (status, message) => {
    renderPage({ [`GET ${PATH}`]: () => jsonResponse({ message }, status) });
    const section = (await screen.findByRole('heading', { level: 1, name: 'This link cannot be opened' })).closest(
      'section',
    );
    expect(section).toHaveTextContent(message);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByText(/Ada Lovelace/)).not.toBeInTheDocument();
  });

  it('a link used meanwhile (410 on submit) shows that message instead of the form', async () => {
    renderPage({
      [`POST ${PATH}`]: () => jsonResponse({ message: 'This kudo link has already been used.' }, 410),
    });
    await screen.findByRole('heading', { level: 1, name: 'Write a kudo for Ada Lovelace (Acme)' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Your name' }), 'Maria');
    await userEvent.type(screen.getByRole('textbox', { name: 'How you know Ada Lovelace' }), 'Manager');
    await userEvent.type(screen.getByRole('textbox', { name: 'Your kudo' }), 'Great.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit kudo' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'This link cannot be opened' });
    expect(heading.closest('section')).toHaveTextContent('This kudo link has already been used.');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it("keeps the form with the server's reason for any other refusal", async () => {
    renderPage({ [`POST ${PATH}`]: () => jsonResponse({ message: 'text: is at most 1000 characters' }, 400) });
    await screen.findByRole('heading', { level: 1, name: 'Write a kudo for Ada Lovelace (Acme)' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Your name' }), 'Maria');
    await userEvent.type(screen.getByRole('textbox', { name: 'How you know Ada Lovelace' }), 'Manager');
    await userEvent.type(screen.getByRole('textbox', { name: 'Your kudo' }), 'Great.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit kudo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('text: is at most 1000 characters');
    expect(screen.getByRole('textbox', { name: 'Your kudo' })).toHaveValue('Great.');
  });

  it('an incomplete link asks for nothing', async () => {
    const { requests } = renderPage({}, 'too-short');
    const heading = await screen.findByRole('heading', { level: 1, name: 'This link cannot be opened' });
    expect(within(heading.closest('section') as HTMLElement).getByText(INCOMPLETE_KUDO_LINK)).toBeInTheDocument();
    expect(requests()).toHaveLength(0);
  });
});
