import type { IntroRequest } from '@pear/contract';
import { introRequestFixture, renderWithUi } from '@pear/shared/testing';
import { IntroRequestList } from '@pear/shared/dashboard';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

const RECEIVED = introRequestFixture();
const accepted = (direction: 'sent' | 'received', name: string, id: string): IntroRequest =>
  introRequestFixture({
    id,
    direction,
    status: 'accepted',
    message: null,
    counterpart: {
      name,
      email: 'jane@northwind.vc',
      linkedin: 'linkedin.com/in/jane',
      meetingLink: 'https://cal.example/jane',
    },
  });

const renderList = (received: IntroRequest[], sent: IntroRequest[], busyId: string | null = null) => {
  const onAccept = jest.fn();
  const onDecline = jest.fn();
  renderWithUi(
    <IntroRequestList received={received} sent={sent} onAccept={onAccept} onDecline={onDecline} busyId={busyId} />,
  );
  return { onAccept, onDecline };
};

const request = (name: string) => screen.getByRole('article', { name });

describe('IntroRequestList', () => {
  it("shows a received request with the requester's card and why they match, answered by Accept or Decline", async () => {
    const { onAccept, onDecline } = renderList([RECEIVED], []);
    const received = screen.getByRole('region', { name: 'Received' });
    const card = within(received).getByRole('article', { name: 'Jane Partner' });
    expect(card).toHaveTextContent('Northwind Ventures · Partner at Northwind Ventures');
    expect(card).toHaveTextContent('PearScore 86');
    const why = within(card).getByRole('group', { name: 'Why you match' });
    expect(
      within(why)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Invests in Fintech, your industry', 'Backs Seed rounds like yours']);
    expect(card).toHaveTextContent('Their message: Loved your deck: can we talk?');
    // No e-mail before the intro is accepted.
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Sent' })).not.toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Accept' }));
    expect(onAccept).toHaveBeenCalledWith(RECEIVED);
    await userEvent.click(within(card).getByRole('button', { name: 'Decline' }));
    expect(onDecline).toHaveBeenCalledWith(RECEIVED);
  });

  it('keeps the buttons of a request waiting while its answer is sent', () => {
    renderList([RECEIVED], [], RECEIVED.id);
    expect(within(request('Jane Partner')).getByRole('button', { name: 'Accept' })).toBeDisabled();
    expect(within(request('Jane Partner')).getByRole('button', { name: 'Decline' })).toBeDisabled();
  });

  it('says "No response yet" for a sent request, pending or privately declined, and "Expired" after 14 days', () => {
    renderList(
      [],
      [
        introRequestFixture({ id: 's1', direction: 'sent', counterpart: { name: 'Pending Pat' } }),
        introRequestFixture({ id: 's2', direction: 'sent', status: 'declined', counterpart: { name: 'Quiet Quinn' } }),
        introRequestFixture({ id: 's3', direction: 'sent', status: 'expired', counterpart: { name: 'Late Lee' } }),
      ],
    );
    const sent = screen.getByRole('region', { name: 'Sent' });
    expect(within(sent).getByRole('article', { name: 'Pending Pat' })).toHaveTextContent('No response yet');
    expect(within(sent).getByRole('article', { name: 'Quiet Quinn' })).toHaveTextContent('No response yet');
    expect(within(sent).getByRole('article', { name: 'Quiet Quinn' })).not.toHaveTextContent('Declined');
    expect(within(sent).getByRole('article', { name: 'Late Lee' })).toHaveTextContent('Expired');
    expect(within(sent).queryByRole('button')).not.toBeInTheDocument();
    expect(within(sent).getByRole('article', { name: 'Pending Pat' })).toHaveTextContent(
      'Your message: Loved your deck: can we talk?',
    );
  });

  it('the receiver sees "Declined" on a request they declined, with no buttons', () => {
    renderList([introRequestFixture({ status: 'declined' })], []);
    expect(request('Jane Partner')).toHaveTextContent('Declined');
    expect(within(request('Jane Partner')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('an accepted intro shows "Intro accepted" with the e-mail, LinkedIn and meeting link, on both sides', () => {
    renderList([accepted('received', 'Jane Partner', 'r1')], [accepted('sent', 'Sam Sent', 's1')]);
    for (const name of ['Jane Partner', 'Sam Sent']) {
      const card = request(name);
      expect(card).toHaveTextContent('Intro accepted');
      expect(within(card).getByRole('link', { name: 'jane@northwind.vc' })).toHaveAttribute(
        'href',
        'mailto:jane@northwind.vc',
      );
      expect(within(card).getByRole('link', { name: 'LinkedIn' })).toHaveAttribute(
        'href',
        'https://linkedin.com/in/jane',
      );
      expect(within(card).getByRole('link', { name: 'Book a meeting' })).toHaveAttribute(
        'href',
        'https://cal.example/jane',
      );
      expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    }
  });

  it('never turns a script address into a link', () => {
    renderList(
      [
        introRequestFixture({
          status: 'accepted',
          counterpart: { email: null, linkedin: 'javascript:alert(1)', meetingLink: 'javascript:alert(2)' },
        }),
      ],
      [],
    );
    expect(within(request('Jane Partner')).queryByRole('link')).not.toBeInTheDocument();
  });
});
