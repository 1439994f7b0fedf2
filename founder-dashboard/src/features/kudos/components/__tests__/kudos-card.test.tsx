import { endpoints, type FounderKudos, type Kudo } from '@pear/contract';
import { getAppState } from '@pear/shared/store';
import {
  contractResponse,
  type FetchRoute,
  jsonResponse,
  kudoFixture,
  mockApiRoutes,
  renderWithUi,
  requestsTo,
  useTestConfig,
} from '@pear/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { GET_INFO } from '../../../../testing/fixtures';
import { FounderDashboardPage } from '../../../../app/founder-dashboard-page';
import { KudosCard } from '../kudos-card';

const WRITTEN = kudoFixture();
const APPROVED = kudoFixture({
  id: '7b2f8d4e-4444-4000-8000-000000000002',
  inviteeEmail: 'cofounder@example.com',
  status: 'approved',
  authorName: 'Carl Cofounder',
  relation: 'Co-founder at Acme',
  text: 'The best operator I know.',
});
const INVITED = kudoFixture({
  id: '7b2f8d4e-4444-4000-8000-000000000003',
  inviteeEmail: 'customer@example.com',
  status: 'invited',
  authorName: null,
  relation: null,
  text: null,
  writtenAt: null,
});
const KUDOS: FounderKudos = {
  kudos: [WRITTEN, APPROVED],
  referenceRequests: [
    { investorName: 'Jane Partner', firm: 'Northwind Ventures', requestedAt: '2026-11-20T10:00:00.000Z' },
  ],
};

const renderCard = (routes: Record<string, FetchRoute> = {}, body: FounderKudos = KUDOS) => {
  getAppState().setAuthToken('token-1');
  const fetchMock = mockApiRoutes({
    'GET /dev/me/kudos': () => contractResponse(endpoints.getFounderKudos, 200, body),
    ...routes,
  });
  renderWithUi(<KudosCard />);
  return fetchMock;
};

const kudo = (name: string) => screen.findByRole('listitem', { name });
const decided = (next: Kudo) => () => contractResponse(endpoints.approveKudo, 200, next);

describe('Profile: Kudos', () => {
  beforeEach(useTestConfig);

  it('is a section of the Profile tab', async () => {
    getAppState().setAuthToken('token-1');
    mockApiRoutes({
      'GET /dev/me/get-info': () => contractResponse(endpoints.getInfo, 200, GET_INFO),
      'GET /dev/me/kudos': () => contractResponse(endpoints.getFounderKudos, 200, KUDOS),
    });
    renderWithUi(<FounderDashboardPage />, { route: '/founders' });
    const section = await screen.findByRole('region', { name: 'Kudos' });
    expect(await within(section).findByRole('listitem', { name: 'Maria Mentor' })).toBeInTheDocument();
  });

  it("lists each kudo with its author, how they know the founder, the text and its status; and investors' requests", async () => {
    renderCard({}, { ...KUDOS, kudos: [WRITTEN, APPROVED, INVITED] });
    const written = await kudo('Maria Mentor');
    expect(written).toHaveTextContent('Former manager at Stripe');
    expect(written).toHaveTextContent('Ships fast and listens to customers.');
    expect(written).toHaveTextContent('Waiting for your approval');
    expect(within(written).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(within(written).getByRole('button', { name: 'Hide' })).toBeInTheDocument();

    const approved = await kudo('Carl Cofounder');
    expect(approved).toHaveTextContent('Approved: investors see it');
    expect(within(approved).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();

    const invited = await kudo('customer@example.com');
    expect(invited).toHaveTextContent('Invited');
    expect(invited).toHaveTextContent('works for 30 days');
    expect(within(invited).queryByRole('button')).not.toBeInTheDocument();

    expect(screen.getByRole('region', { name: 'Reference requests' })).toHaveTextContent(
      'Jane Partner (Northwind Ventures) asked for references',
    );
  });

  it('Request a kudo sends the e-mail and lists the invitation first', async () => {
    const { requests } = renderCard({
      'POST /dev/me/kudos': () => contractResponse(endpoints.requestKudo, 201, INVITED),
    });
    await kudo('Maria Mentor');
    const form = screen.getByRole('form', { name: 'Request a kudo' });
    await userEvent.click(within(form).getByRole('button', { name: 'Request a kudo' }));
    expect(within(form).getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      'Enter the e-mail address of someone who knows your work',
    );
    expect(requestsTo(requests(), 'POST', '/dev/me/kudos')).toHaveLength(0);

    await userEvent.type(within(form).getByRole('textbox', { name: 'E-mail' }), 'customer@example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Request a kudo' }));
    expect(await screen.findByText('Kudo request sent to customer@example.com.')).toBeInTheDocument();
    expect(await requestsTo(requests(), 'POST', '/dev/me/kudos')[0]?.json()).toEqual({
      email: 'customer@example.com',
    });
    expect(within(form).getByRole('textbox', { name: 'E-mail' })).toHaveValue('');
    const items = within(screen.getByRole('region', { name: 'Your kudos' })).getAllByRole('listitem');
    expect(items[0]).toHaveAccessibleName('customer@example.com');
  });

  it("shows the server's reason when a kudo request is refused", async () => {
    renderCard({
      'POST /dev/me/kudos': () => jsonResponse({ message: 'You can send 10 kudo requests a day.' }, 429),
    });
    await kudo('Maria Mentor');
    const form = screen.getByRole('form', { name: 'Request a kudo' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'E-mail' }), 'x@example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Request a kudo' }));
    expect(await within(form).findByText('You can send 10 kudo requests a day.')).toBeInTheDocument();
  });

  it('Approve shows a written kudo to investors; Hide takes it back, and it can be approved again', async () => {
    const { requests } = renderCard({
      [`POST /dev/me/kudos/${WRITTEN.id}/approve`]: decided({ ...WRITTEN, status: 'approved' }),
      [`POST /dev/me/kudos/${WRITTEN.id}/hide`]: decided({ ...WRITTEN, status: 'hidden' }),
    });
    const maria = await kudo('Maria Mentor');
    await userEvent.click(within(maria).getByRole('button', { name: 'Approve' }));
    expect(await within(maria).findByText('Approved: investors see it')).toBeInTheDocument();
    expect(requestsTo(requests(), 'POST', `/dev/me/kudos/${WRITTEN.id}/approve`)).toHaveLength(1);

    await userEvent.click(within(maria).getByRole('button', { name: 'Hide' }));
    expect(await within(maria).findByText('Hidden')).toBeInTheDocument();
    expect(requestsTo(requests(), 'POST', `/dev/me/kudos/${WRITTEN.id}/hide`)).toHaveLength(1);
    expect(within(maria).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(within(maria).queryByRole('button', { name: 'Hide' })).not.toBeInTheDocument();
  });

  it('says why an approval failed', async () => {
    renderCard({
      [`POST /dev/me/kudos/${WRITTEN.id}/approve`]: () =>
        jsonResponse({ message: 'This kudo is not written yet.' }, 409),
    });
    await userEvent.click(within(await kudo('Maria Mentor')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This kudo is not written yet.');
  });

  it('says when the kudos could not be loaded', async () => {
    renderCard({ 'GET /dev/me/kudos': () => jsonResponse({}, 500) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load your kudos');
  });
});
