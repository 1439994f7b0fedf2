import { endpoints, type FounderMatch, type IntroList } from '@pear/contract';
import { getAppState } from '@pear/shared/store';
import {
  contractResponse,
  founderMatchFixture,
  introRequestFixture,
  jsonResponse,
  mockApiRoutes,
  renderWithUi,
  requestsTo,
  useTestConfig,
} from '@pear/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { useFounderMatches } from '../../hooks/use-founder-matches';
import { MatchesTab } from '../matches-tab';

const FOUNDER_ID = '9a3d2f10-4444-4000-8000-000000000001';
const INTRO_ID = '6a1e7c3d-2222-4000-8000-000000000001';
const NO_INTROS: IntroList = { received: [], sent: [] };

function Harness({ meetingLink = null }: { meetingLink?: string | null }) {
  const matches = useFounderMatches(true);
  return <MatchesTab {...matches} investorName="Grace Hopper" meetingLink={meetingLink} />;
}

const serve = (founders: FounderMatch[], intros: IntroList = NO_INTROS) =>
  mockApiRoutes({
    'GET /dev/investor/matches': () => contractResponse(endpoints.getFounderMatches, 200, { founders }),
    'GET /dev/me/intros': () => contractResponse(endpoints.listIntros, 200, intros),
    'POST /dev/me/intros': () =>
      contractResponse(
        endpoints.requestIntro,
        201,
        introRequestFixture({
          id: INTRO_ID,
          direction: 'sent',
          status: 'pending',
          message: 'Keen to talk',
          counterpart: { userId: FOUNDER_ID, role: 'founder', name: 'Ada Lovelace', company: 'Analytical Engines' },
        }),
      ),
    [`POST /dev/investor/founders/${FOUNDER_ID}/kudo-request`]: () =>
      contractResponse(endpoints.requestFounderReferences, 200, { success: true }),
  });

const card = async (name: string) => screen.findByRole('article', { name });

beforeEach(() => {
  useTestConfig();
  getAppState().setAuthToken('investor-token');
});

describe('Matches tab', () => {
  it('shows each founder with stage, raising, location, background, PearScore, reasons, kudos and intros', async () => {
    serve([founderMatchFixture()]);
    renderWithUi(<Harness />);
    expect(screen.getByRole('heading', { name: 'AI-Powered Founder Matches' })).toBeInTheDocument();
    const ada = await card('Ada Lovelace');
    expect(ada).toHaveTextContent('Analytical Engines · Climate');
    expect(ada).toHaveTextContent('87PearScore');
    expect(within(ada).getByText('Seed')).toBeInTheDocument();
    expect(within(ada).getByText('Raising $2.5M')).toBeInTheDocument();
    expect(within(ada).getByText('London')).toBeInTheDocument();
    expect(within(ada).getByRole('region', { name: 'Background' })).toHaveTextContent('CTO at Babbage & Co.');
    const why = within(ada).getByRole('region', { name: 'Why this is a good match' });
    expect(
      within(why)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Climate is in your investment focus.', 'Raising a Seed round, a stage you invest in.']);
    expect(why).not.toHaveTextContent('no deck yet');
    const kudos = within(ada).getByRole('region', { name: 'Kudos' });
    expect(kudos).toHaveTextContent('Charles Babbage, Former manager at Babbage & Co');
    expect(kudos).toHaveTextContent('“The sharpest engineer I have worked with.”');
    expect(ada).toHaveTextContent('2 intros accepted on Pear.');
  });

  it('says when a founder was ranked without a deck', async () => {
    serve([founderMatchFixture({ rankedWithoutDeck: true, kudos: [], introCount: 0 })]);
    renderWithUi(<Harness />);
    const ada = await card('Ada Lovelace');
    expect(within(ada).getByRole('region', { name: 'Why this is a good match' })).toHaveTextContent(
      'Ranked on the profile only: no deck yet.',
    );
    expect(within(ada).queryByRole('region', { name: 'Kudos' })).not.toBeInTheDocument();
    expect(ada).toHaveTextContent('No intros accepted on Pear yet.');
  });

  it('hides Email and Meet before an intro is accepted', async () => {
    serve([founderMatchFixture({ intro: { id: INTRO_ID, direction: 'sent', status: 'pending' } })]);
    renderWithUi(<Harness />);
    const ada = await card('Ada Lovelace');
    expect(within(ada).getByText('No response yet')).toBeInTheDocument();
    expect(within(ada).queryByRole('link', { name: 'Email' })).not.toBeInTheDocument();
    expect(within(ada).queryByRole('link', { name: 'Meet' })).not.toBeInTheDocument();
    expect(within(ada).queryByRole('button', { name: 'Request Intro' })).not.toBeInTheDocument();
  });

  it('shows Email and Meet with the founder’s address once accepted; Meet carries the meeting link', async () => {
    serve([
      founderMatchFixture({
        intro: { id: INTRO_ID, direction: 'sent', status: 'accepted' },
        email: 'ada@engines.io',
        linkedin: 'linkedin.com/in/ada',
      }),
    ]);
    renderWithUi(<Harness meetingLink="https://cal.com/grace/30min" />);
    const ada = await card('Ada Lovelace');
    expect(within(ada).getByText('Intro accepted')).toBeInTheDocument();
    expect(within(ada).getByRole('link', { name: 'Email' })).toHaveAttribute('href', 'mailto:ada@engines.io');
    const meet = new URL(within(ada).getByRole('link', { name: 'Meet' }).getAttribute('href') ?? '');
    expect(meet.protocol + meet.pathname).toBe('mailto:ada@engines.io');
    expect(meet.searchParams.get('subject')).toBe('Meeting: Grace Hopper and Ada Lovelace (Analytical Engines)');
    expect(meet.searchParams.get('body')).toContain('Pick a time that suits you here: https://cal.com/grace/30min');
    expect(within(ada).getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('href', 'https://linkedin.com/in/ada');
  });

  it('Request Intro posts the founder and the optional message, then shows "No response yet"', async () => {
    const user = userEvent.setup();
    const { requests } = serve([founderMatchFixture()]);
    renderWithUi(<Harness />);
    const ada = await card('Ada Lovelace');
    await user.click(within(ada).getByRole('button', { name: 'Request Intro' }));
    const dialog = screen.getByRole('dialog', { name: 'Request an intro to Ada Lovelace' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Message (optional)' }), 'Keen to talk');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [post] = requestsTo(requests(), 'POST', '/dev/me/intros');
    expect(await post?.json()).toEqual({ toUserId: FOUNDER_ID, message: 'Keen to talk' });
    expect(within(ada).getByText('No response yet')).toBeInTheDocument();
    expect(within(ada).queryByRole('button', { name: 'Request Intro' })).not.toBeInTheDocument();
    expect(within(ada).queryByRole('link', { name: 'Email' })).not.toBeInTheDocument();
    // The request joins the Intro requests list, as sent.
    const sent = within(await screen.findByRole('region', { name: 'Intro requests' })).getByRole('region', {
      name: 'Sent',
    });
    expect(within(sent).getByRole('article', { name: 'Ada Lovelace' })).toHaveTextContent('No response yet');
  });

  it("keeps the dialog open with the server's message when a request is refused", async () => {
    const user = userEvent.setup();
    mockApiRoutes({
      'GET /dev/investor/matches': () =>
        contractResponse(endpoints.getFounderMatches, 200, { founders: [founderMatchFixture()] }),
      'GET /dev/me/intros': () => contractResponse(endpoints.listIntros, 200, NO_INTROS),
      'POST /dev/me/intros': () =>
        jsonResponse({ error: 'too_many_requests', message: 'You can send 10 intro requests a day.' }, 429),
    });
    renderWithUi(<Harness />);
    await user.click(within(await card('Ada Lovelace')).getByRole('button', { name: 'Request Intro' }));
    const dialog = screen.getByRole('dialog', { name: 'Request an intro to Ada Lovelace' });
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('You can send 10 intro requests a day.')).toBeInTheDocument();
  });

  it('Request Kudo asks the founder for references, then says "Kudo requested"', async () => {
    const user = userEvent.setup();
    const { requests } = serve([founderMatchFixture()]);
    renderWithUi(<Harness />);
    const ada = await card('Ada Lovelace');
    await user.click(within(ada).getByRole('button', { name: 'Request Kudo' }));
    expect(await within(ada).findByText('Kudo requested')).toBeInTheDocument();
    expect(requestsTo(requests(), 'POST', `/dev/investor/founders/${FOUNDER_ID}/kudo-request`)).toHaveLength(1);
    expect(within(ada).queryByRole('button', { name: 'Request Kudo' })).not.toBeInTheDocument();
  });

  it('lists intro requests received with Accept; accepting reads the matches again', async () => {
    const user = userEvent.setup();
    const received = introRequestFixture({
      counterpart: { role: 'founder', name: 'Alan Turing', company: 'Bombe Ltd', userId: 'f-2' },
    });
    const accepted = {
      ...received,
      status: 'accepted' as const,
      counterpart: { ...received.counterpart, email: 'alan@bombe.io' },
    };
    const { requests } = mockApiRoutes({
      'GET /dev/investor/matches': () => contractResponse(endpoints.getFounderMatches, 200, { founders: [] }),
      'GET /dev/me/intros': () => contractResponse(endpoints.listIntros, 200, { received: [received], sent: [] }),
      [`POST /dev/me/intros/${received.id}/accept`]: () =>
        contractResponse(endpoints.acceptIntro, 200, { intro: accepted, dealId: 'deal-1' }),
    });
    renderWithUi(<Harness />);
    const section = await screen.findByRole('region', { name: 'Intro requests' });
    expect(await screen.findByText('No founder matches yet')).toBeInTheDocument();
    const alan = within(section).getByRole('article', { name: 'Alan Turing' });
    await user.click(within(alan).getByRole('button', { name: 'Accept' }));
    expect(await within(alan).findByText('Intro accepted')).toBeInTheDocument();
    expect(within(alan).getByRole('link', { name: 'alan@bombe.io' })).toHaveAttribute('href', 'mailto:alan@bombe.io');
    expect(requestsTo(requests(), 'POST', `/dev/me/intros/${received.id}/accept`)).toHaveLength(1);
    await waitFor(() => expect(requestsTo(requests(), 'GET', '/dev/investor/matches')).toHaveLength(2));
  });

  it('shows no Intro requests section when there are none, and the error when matches fail', async () => {
    mockApiRoutes({
      'GET /dev/investor/matches': () => jsonResponse({ message: 'Investors only.' }, 403),
      'GET /dev/me/intros': () => contractResponse(endpoints.listIntros, 200, NO_INTROS),
    });
    renderWithUi(<Harness />);
    expect(await screen.findByText('Investors only.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Intro requests' })).not.toBeInTheDocument();
  });
});
