import { endpoints, type GetInfoResponse } from '@pear/contract';
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

import { FounderDashboardPage } from '../../../../app/founder-dashboard-page';
import { GET_INFO, GET_INFO_NO_STARTUP } from '../../../../testing/fixtures';

const saved = () => contractResponse(endpoints.storeInfo, 200, { success: true });

const renderProfile = async (storeInfo: FetchRoute = saved, info: GetInfoResponse = GET_INFO) => {
  getAppState().setAuthToken('token-1');
  const fetchMock = mockApiRoutes({
    'GET /dev/me/get-info': () => contractResponse(endpoints.getInfo, 200, info),
    'POST /dev/me/store-info': storeInfo,
    'GET /dev/me/kudos': () => contractResponse(endpoints.getFounderKudos, 200, { kudos: [], referenceRequests: [] }),
    'GET /dev/me/media': () => contractResponse(endpoints.getMedia, 200, { items: [] }),
  });
  renderWithUi(<FounderDashboardPage />, { route: '/founders' });
  await screen.findByRole('heading', { name: 'Detailed Information' });
  return fetchMock;
};

const details = () => screen.getByRole('region', { name: 'Detailed Information' });
const startup = () => screen.getByRole('region', { name: 'Startup Information' });

/** A promise the test resolves by hand, to look at the busy state. */
const deferred = () => {
  let resolve: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((done) => (resolve = done));
  return { promise, resolve: (response: Response) => resolve(response) };
};

describe('Profile tab', () => {
  beforeEach(useTestConfig);

  it('shows the AI Founder Summary written from the profile', async () => {
    await renderProfile();
    expect(screen.getByRole('region', { name: 'AI Founder Summary' })).toHaveTextContent(
      'Ada Lovelace is CEO at Acme, a Seed Fintech company raising $2M.',
    );
  });

  it('shows the editable fields and the read-only education, experience, skills and social links', async () => {
    await renderProfile();
    const card = within(details());
    expect(card.getByRole('link', { name: 'acme.io' })).toHaveAttribute('href', 'https://acme.io/');
    expect(card.getByRole('link', { name: 'https://linkedin.com/in/ada' })).toHaveAttribute('target', '_blank');
    expect(card.getByText('Ten years in payments.')).toBeInTheDocument();
    // Nationality is empty.
    expect(card.getByText('Not provided')).toBeInTheDocument();
    expect(card.getByRole('region', { name: 'Education' })).toHaveTextContent('University of London');
    expect(card.getByRole('region', { name: 'Experience' })).toHaveTextContent('Engineer at Stripe');
    expect(card.getByRole('region', { name: 'Experience' })).toHaveTextContent('Built payouts');
    expect(card.getByRole('region', { name: 'Skills' })).toHaveTextContent('PythonGo');
    expect(card.getByRole('region', { name: 'Social links' })).toHaveTextContent('github.com/ada');
    for (const label of [
      'Phone',
      'Title',
      'Location',
      'Nationality',
      'Website',
      'LinkedIn',
      'Industry',
      'Background',
    ]) {
      expect(card.getByRole('button', { name: `Edit ${label}` })).toBeInTheDocument();
    }
  });

  it('edits one field at a time: busy Save with the field disabled, then the new value', async () => {
    const answer = deferred();
    const { requests } = await renderProfile(() => answer.promise);
    const card = within(details());
    await userEvent.click(card.getByRole('button', { name: 'Edit Title' }));

    const input = card.getByRole('textbox', { name: 'Title' });
    expect(input).toHaveValue('CEO');
    expect(card.getByRole('button', { name: 'Edit Location' })).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, 'Founder & CEO');
    await userEvent.click(card.getByRole('button', { name: 'Save' }));

    expect(card.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(card.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(input).toBeDisabled();
    const [sent] = requestsTo(requests(), 'POST', '/dev/me/store-info');
    expect(await sent?.json()).toEqual({ title: 'Founder & CEO' });
    expect(sent?.headers.get('Authorization')).toBe('Bearer token-1');

    answer.resolve(saved());
    expect(await card.findByText('Founder & CEO')).toBeInTheDocument();
    expect(card.queryByRole('textbox', { name: 'Title' })).not.toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Edit Location' })).toBeEnabled();
  });

  it('maps the edited key to its payload key (location → Location, linkedin → "LinkedIn Url")', async () => {
    const { requests } = await renderProfile();
    const card = within(details());
    await userEvent.click(card.getByRole('button', { name: 'Edit LinkedIn' }));
    await userEvent.clear(card.getByRole('textbox', { name: 'LinkedIn' }));
    await userEvent.type(card.getByRole('textbox', { name: 'LinkedIn' }), 'linkedin.com/in/ada-l{Enter}');
    expect(await card.findByRole('link', { name: 'linkedin.com/in/ada-l' })).toBeInTheDocument();
    const [sent] = requestsTo(requests(), 'POST', '/dev/me/store-info');
    expect(await sent?.json()).toEqual({ 'LinkedIn Url': 'linkedin.com/in/ada-l' });
  });

  it('Cancel leaves the value as it was and sends nothing', async () => {
    const { requests } = await renderProfile();
    const card = within(details());
    await userEvent.click(card.getByRole('button', { name: 'Edit Location' }));
    await userEvent.clear(card.getByRole('textbox', { name: 'Location' }));
    await userEvent.type(card.getByRole('textbox', { name: 'Location' }), 'Paris');
    await userEvent.click(card.getByRole('button', { name: 'Cancel' }));
    expect(card.getByText('London')).toBeInTheDocument();
    expect(card.queryByText('Paris')).not.toBeInTheDocument();
    expect(requestsTo(requests(), 'POST', '/dev/me/store-info')).toHaveLength(0);
  });

  it('shows "Failed to update info" as the page error and keeps the field in edit', async () => {
    await renderProfile(() => new Response(null, { status: 500 }));
    const card = within(details());
    await userEvent.click(card.getByRole('button', { name: 'Edit Phone' }));
    await userEvent.type(card.getByRole('textbox', { name: 'Phone' }), '1');
    await userEvent.click(card.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update info');
    expect(card.getByRole('textbox', { name: 'Phone' })).toHaveValue('+44 20 7946 00001');
    expect(card.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('says "Not authenticated" when the token is gone, without calling the API', async () => {
    const { requests } = await renderProfile();
    const card = within(details());
    await userEvent.click(card.getByRole('button', { name: 'Edit Industry' }));
    getAppState().clearAuthToken();
    await userEvent.click(card.getByRole('button', { name: 'Save' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain('Not authenticated');
    expect(requestsTo(requests(), 'POST', '/dev/me/store-info')).toHaveLength(0);
  });

  it('shows the startup information and saves all changed fields in one store-info call', async () => {
    const answer = deferred();
    const { requests } = await renderProfile(() => answer.promise);
    const card = within(startup());
    expect(card.getByText('Small shops pay 3% per card payment.')).toBeInTheDocument();
    expect(card.getByText('1,200 merchants')).toBeInTheDocument();

    await userEvent.click(card.getByRole('button', { name: 'Edit startup information' }));
    await userEvent.type(card.getByRole('textbox', { name: 'Vision' }), 'Fair pay.');
    await userEvent.clear(card.getByRole('textbox', { name: 'Stage' }));
    await userEvent.type(card.getByRole('textbox', { name: 'Stage' }), 'Series A');
    await userEvent.clear(card.getByRole('textbox', { name: 'Raising' }));
    await userEvent.type(card.getByRole('textbox', { name: 'Raising' }), '$3M');
    await userEvent.click(card.getByRole('button', { name: 'Save All' }));

    expect(card.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(card.getByRole('textbox', { name: 'Vision' })).toBeDisabled();
    const sent = requestsTo(requests(), 'POST', '/dev/me/store-info');
    expect(sent).toHaveLength(1);
    expect(await sent[0]?.json()).toEqual({ vision: 'Fair pay.', stage: 'Series A', raisingAmount: '$3M' });

    answer.resolve(saved());
    expect(await card.findByRole('button', { name: 'Edit startup information' })).toBeInTheDocument();
    expect(card.queryByRole('textbox')).not.toBeInTheDocument();
    expect(card.getByText('Fair pay.')).toBeInTheDocument();
    // The header follows the saved stage and amount.
    expect(screen.getByText('Raising $3M')).toBeInTheDocument();
  }, 20000);

  it('Save All with nothing changed just leaves edit mode', async () => {
    const { requests } = await renderProfile();
    const card = within(startup());
    await userEvent.click(card.getByRole('button', { name: 'Edit startup information' }));
    await userEvent.click(card.getByRole('button', { name: 'Save All' }));
    expect(card.getByRole('button', { name: 'Edit startup information' })).toBeInTheDocument();
    expect(requestsTo(requests(), 'POST', '/dev/me/store-info')).toHaveLength(0);
  });

  it('a failed Save All shows the page error and keeps the edits', async () => {
    await renderProfile(() => jsonResponse({ message: 'Not authenticated' }, 401));
    const card = within(startup());
    await userEvent.click(card.getByRole('button', { name: 'Edit startup information' }));
    await userEvent.type(card.getByRole('textbox', { name: 'Product' }), 'Terminal');
    await userEvent.click(card.getByRole('button', { name: 'Save All' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not authenticated');
    expect(card.getByRole('textbox', { name: 'Product' })).toHaveValue('Terminal');
  });

  it('says "No startup information available." when there is none', async () => {
    await renderProfile(undefined, GET_INFO_NO_STARTUP);
    expect(startup()).toHaveTextContent('No startup information available.');
    expect(screen.getByRole('region', { name: 'AI Founder Summary' })).toHaveTextContent('Nothing to summarise yet');
  });
});
