import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CRM_STAGES, endpoints, type DealDetail } from '@pear/contract';
import type { FastifyInstance } from 'fastify';
import { crmTestApp, crmUser } from './fixtures/crm.js';

/** The routes of the CRM with a request that would succeed for the deal's owner. */
function ownedRequests(dealId: string, meetingId: string) {
  return [
    ['GET', `/dev/me/deals/${dealId}`, undefined],
    ['PATCH', `/dev/me/deals/${dealId}`, { stage: 'Interested' }],
    ['POST', `/dev/me/deals/${dealId}/notes`, { text: 'mine' }],
    ['POST', `/dev/me/deals/${dealId}/pass`, { reason: 'mine' }],
    ['POST', `/dev/me/deals/${dealId}/reopen`, undefined],
    [
      'POST',
      `/dev/me/deals/${dealId}/meetings`,
      { date: '2026-12-01', time: '10:00', minutes: 30, attendeeEmail: 'a@b.example', title: 'Call' },
    ],
    ['GET', `/dev/me/deals/${dealId}/meetings/${meetingId}/invite.ics`, undefined],
    ['DELETE', `/dev/me/deals/${dealId}`, undefined],
  ] as const;
}

const MEETING = {
  date: '2026-12-01',
  time: '15:30',
  minutes: 45,
  attendeeEmail: 'partner@sequoia.example',
  title: 'Intro call',
};

describe('Deal Flow CRM: deals, timeline, meetings, matches, search', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  before(async () => ({ app, close } = await crmTestApp()));
  after(() => close());

  it('needs a signed-in user on every CRM route', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const crm = Object.values(endpoints).filter((endpoint) => endpoint.tag === 'crm');
    assert.ok(crm.length >= 17);
    for (const endpoint of crm) {
      const url = endpoint.path.replace(':id', id).replace(':meetingId', id);
      const response = await app.inject({
        method: endpoint.method,
        url,
        payload: endpoint.method === 'GET' ? undefined : {},
      });
      assert.equal(response.statusCode, 401, `${endpoint.method} ${endpoint.path}`);
    }
  });

  it('tracks a platform user by name and picture only: their e-mail is not shown without an accepted intro', async () => {
    const founder = await crmUser(app, 'crm-user-deal');
    const other = await crmUser(app, 'crm-user-other');
    const { deal } = await founder.detail('POST', '/dev/me/deals', { userId: other.user.id }, 201);
    assert.equal(deal.counterpart.kind, 'user');
    assert.equal(deal.counterpart.name, other.user.name);
    assert.equal(deal.counterpart.email, null);
  });

  it('adds a corpus investor at Lead, with its name from the corpus and "created" as last contact', async () => {
    const founder = await crmUser(app, 'crm-create');
    const { deal, timeline } = await founder.detail('POST', '/dev/me/deals', { investorId: 'sequoia-capital' }, 201);
    assert.equal(deal.stage, 'Lead');
    assert.equal(deal.outcome, 'open');
    assert.deepEqual(deal.counterpart, {
      kind: 'investor',
      investorId: 'sequoia-capital',
      userId: null,
      name: 'Sequoia Capital',
      firm: null,
      email: null,
      linkedinUrl: null,
      photoUrl: null,
    });
    assert.deepEqual(
      timeline.map((entry) => entry.kind),
      ['created'],
    );
    assert.equal(deal.lastContact, timeline[0]!.occurredAt);
    assert.deepEqual(
      (await founder.list()).map((listed) => listed.id),
      [deal.id],
    );
  });

  it('adds a free-form contact at the stage given, and tracks the same firm once per round', async () => {
    const founder = await crmUser(app, 'crm-contact');
    const contact = {
      name: 'Dana Lee',
      firm: 'Lee Angels',
      email: 'dana@lee.example',
      linkedinUrl: 'https://linkedin.com/in/dana',
    };
    const { deal } = await founder.detail(
      'POST',
      '/dev/me/deals',
      { contact, stage: 'Introduced', round: 'Seed 2026', amountUsd: 250_000 },
      201,
    );
    assert.equal(deal.stage, 'Introduced');
    assert.equal(deal.counterpart.kind, 'contact');
    assert.equal(deal.counterpart.firm, 'Lee Angels');
    assert.equal(deal.amountUsd, 250_000);

    const again = await founder.send('POST', '/dev/me/deals', {
      contact: { name: 'dana lee', firm: 'LEE ANGELS' },
      round: 'seed 2026',
    });
    assert.equal(again.statusCode, 409);
    assert.match(again.json().message, /already tracked for this round/);
    await founder.detail('POST', '/dev/me/deals', { contact, round: 'Series A 2027' }, 201);

    await founder.detail('POST', '/dev/me/deals', { investorId: 'accel-partners', round: 'Seed 2026' }, 201);
    assert.equal(
      (await founder.send('POST', '/dev/me/deals', { investorId: 'accel-partners', round: 'Seed 2026' })).statusCode,
      409,
    );
    assert.equal((await founder.list()).length, 3);
  });

  it('refuses bad input with a 400 that names the field', async () => {
    const founder = await crmUser(app, 'crm-validation');
    const cases: Array<[unknown, RegExp]> = [
      [{}, /counterpart: give exactly one of investorId, userId or contact/],
      [{ investorId: 'accel-partners', contact: { name: 'X' } }, /counterpart: give exactly one/],
      [{ contact: { name: '   ' } }, /body\.contact\.name: name must not be empty/],
      [{ contact: { name: 'X', email: 'not-an-email' } }, /body\.contact\.email: must be a valid e-mail address/],
      [
        { contact: { name: 'X', photoUrl: 'javascript:alert(1)' } },
        /body\.contact\.photoUrl: must be an http\(s\) URL/,
      ],
      [{ contact: { name: 'X' }, stage: 'Won' }, /body\.stage: must be one of: Introduced, Lead/],
      [{ contact: { name: 'X' }, amountUsd: 1.5 }, /body\.amountUsd: must be a whole number/],
      [{ contact: { name: 'X' }, amountUsd: -1 }, /body\.amountUsd: must not be negative/],
      [{ contact: { name: 'X' }, nextFollowUp: '2026-13-01' }, /body\.nextFollowUp: must be a date as YYYY-MM-DD/],
      [{ contact: { name: 'X' }, nextFollowUp: '2026-02-30' }, /body\.nextFollowUp: is not a day of the calendar/],
      [
        { contact: { name: 'X' }, nextFollowUp: '0000-01-01' },
        /body\.nextFollowUp: must be a date as YYYY-MM-DD \(years 1900–2999\)/,
      ],
      [{ contact: { name: 'X'.repeat(201) } }, /body\.contact\.name: name is at most 200 characters/],
      [{ contact: { name: 'X' }, notes: 'n'.repeat(10_001) }, /body\.notes: notes is at most 10000 characters/],
    ];
    for (const [payload, message] of cases) {
      const response = await founder.send('POST', '/dev/me/deals', payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload).slice(0, 80));
      assert.match(response.json().message, message);
    }
    assert.equal((await founder.send('POST', '/dev/me/deals', { investorId: 'nobody-at-all' })).statusCode, 404);
    assert.equal((await founder.send('GET', '/dev/me/deals/not-a-uuid')).statusCode, 400);
    assert.equal((await founder.list()).length, 0);
  });

  it("answers 404 for another user's deal on every id route, and changes nothing", async () => {
    const owner = await crmUser(app, 'crm-owner');
    const other = await crmUser(app, 'crm-other');
    const { deal } = await owner.detail('POST', '/dev/me/deals', { investorId: 'sequoia-capital' }, 201);
    const scheduled = endpoints.scheduleDealMeeting.response[200].parse(
      (await owner.send('POST', `/dev/me/deals/${deal.id}/meetings`, MEETING)).json(),
    );
    const before = await owner.detail('GET', `/dev/me/deals/${deal.id}`);
    for (const [method, url, payload] of ownedRequests(deal.id, scheduled.meetingId)) {
      const response = await other.send(method, url, payload);
      assert.equal(response.statusCode, 404, `${method} ${url}`);
      assert.equal(response.json().message, 'No such deal.');
    }
    assert.deepEqual(await other.list(), []);
    assert.deepEqual(await owner.detail('GET', `/dev/me/deals/${deal.id}`), before);
    const csv = await other.send('GET', '/dev/me/deals/export.csv');
    assert.equal(csv.body.trim().split('\n').length, 1, 'only the header');
  });

  it('records each stage change on the timeline, newest first, and derives last contact from the newest entry', async () => {
    const founder = await crmUser(app, 'crm-stages');
    const { deal } = await founder.detail('POST', '/dev/me/deals', { contact: { name: 'Sam Ortiz' } }, 201);
    await founder.detail('PATCH', `/dev/me/deals/${deal.id}`, { stage: 'Interested' });
    // The same stage again is no change.
    await founder.detail('PATCH', `/dev/me/deals/${deal.id}`, { stage: 'Interested', amountUsd: 500_000 });
    // Back a stage: a board lets a card be dragged anywhere.
    const { deal: moved, timeline } = await founder.detail('PATCH', `/dev/me/deals/${deal.id}`, { stage: 'Contacted' });
    assert.equal(moved.stage, 'Contacted');
    assert.equal(moved.amountUsd, 500_000);
    assert.deepEqual(
      timeline.map((entry) =>
        entry.kind === 'stage_changed' ? `${entry.payload.from}→${entry.payload.to}` : entry.kind,
      ),
      ['Interested→Contacted', 'Lead→Interested', 'created'],
    );
    assert.equal(moved.lastContact, timeline[0]!.occurredAt);
    const { deal: noted, timeline: withNote } = await founder.detail('POST', `/dev/me/deals/${deal.id}/notes`, {
      text: 'Asked for the data room',
    });
    assert.deepEqual(withNote[0]!.kind === 'note' && withNote[0]!.payload, { text: 'Asked for the data room' });
    assert.ok(noted.lastContact! > moved.lastContact!, 'a note is newer contact');
  });

  it('edits every field, and keeps contact fields to free-form contacts', async () => {
    const founder = await crmUser(app, 'crm-edit');
    const { deal } = await founder.detail(
      'POST',
      '/dev/me/deals',
      { contact: { name: 'Kim Park', firm: 'Park VC' } },
      201,
    );
    const edits = {
      round: 'Seed 2026',
      amountUsd: 1_000_000,
      nextFollowUp: '2026-12-24',
      introSource: 'Warm intro from Ana',
      notes: 'Likes fintech',
      contact: { email: 'kim@park.example', photoUrl: 'https://park.example/kim.png' },
    };
    const { deal: edited } = await founder.detail('PATCH', `/dev/me/deals/${deal.id}`, edits);
    assert.equal(edited.round, 'Seed 2026');
    assert.equal(edited.nextFollowUp, '2026-12-24');
    assert.equal(edited.introSource, 'Warm intro from Ana');
    assert.equal(edited.counterpart.email, 'kim@park.example');
    assert.equal(edited.counterpart.photoUrl, 'https://park.example/kim.png');
    const { deal: cleared } = await founder.detail('PATCH', `/dev/me/deals/${deal.id}`, {
      nextFollowUp: null,
      amountUsd: null,
      outcome: 'closed',
    });
    assert.equal(cleared.nextFollowUp, null);
    assert.equal(cleared.amountUsd, null);
    assert.equal(cleared.outcome, 'closed');

    const { deal: investorDeal } = await founder.detail('POST', '/dev/me/deals', { investorId: 'accel-partners' }, 201);
    const refused = await founder.send('PATCH', `/dev/me/deals/${investorDeal.id}`, { contact: { name: 'Renamed' } });
    assert.equal(refused.statusCode, 400);
    assert.match(refused.json().message, /body\.contact: only a free-form contact/);
    const passing = await founder.send('PATCH', `/dev/me/deals/${deal.id}`, { outcome: 'passed' });
    assert.equal(passing.statusCode, 400);
    assert.match(passing.json().message, /body\.outcome: must be open or closed \(use \/pass/);
  });

  it('passes with a required reason, and reopens', async () => {
    const founder = await crmUser(app, 'crm-pass');
    const { deal } = await founder.detail('POST', '/dev/me/deals', { investorId: 'first-round-capital' }, 201);
    const missing = await founder.send('POST', `/dev/me/deals/${deal.id}/pass`, { reason: ' ' });
    assert.equal(missing.statusCode, 400);
    assert.match(missing.json().message, /body\.reason: reason must not be empty/);
    const { deal: passed, timeline } = await founder.detail('POST', `/dev/me/deals/${deal.id}/pass`, {
      reason: 'Too early for them',
    });
    assert.equal(passed.outcome, 'passed');
    assert.equal(passed.passReason, 'Too early for them');
    assert.deepEqual(timeline[0]!.kind === 'passed' && timeline[0]!.payload, { reason: 'Too early for them' });
    const { deal: reopened, timeline: after } = await founder.detail('POST', `/dev/me/deals/${deal.id}/reopen`);
    assert.equal(reopened.outcome, 'open');
    assert.equal(reopened.passReason, null);
    assert.equal(after[0]!.kind, 'reopened');
  });

  it('schedules a meeting: Meetings only from an earlier stage, and an invite that keeps its UID across reschedules', async () => {
    const founder = await crmUser(app, 'crm-meeting');
    const { deal } = await founder.detail('POST', '/dev/me/deals', { investorId: 'sequoia-capital' }, 201);
    const first = endpoints.scheduleDealMeeting.response[200].parse(
      (
        await founder.send('POST', `/dev/me/deals/${deal.id}/meetings`, { ...MEETING, timezoneOffsetMinutes: 60 })
      ).json(),
    );
    assert.equal(first.detail.deal.stage, 'Meetings');
    assert.deepEqual(
      first.detail.timeline.map((entry) => entry.kind),
      ['stage_changed', 'meeting', 'created'],
    );
    // 15:30 at UTC−1 (getTimezoneOffset 60) is 16:30 UTC.
    assert.equal(first.meeting.start, '2026-12-01T16:30:00.000Z');
    assert.equal(first.meeting.sequence, 0);

    const invite = await founder.send('GET', `/dev/me/deals/${deal.id}/meetings/${first.meetingId}/invite.ics`);
    assert.equal(invite.statusCode, 200);
    assert.match(String(invite.headers['content-type']), /^text\/calendar/);
    // Unfolded (RFC 5545 §3.1: long lines continue after CRLF + space or tab).
    const ics = invite.body.replace(/\r\n[ \t]/g, '');
    assert.match(ics, /^BEGIN:VCALENDAR\r\n/);
    assert.match(ics, /\r\nBEGIN:VEVENT\r\n/);
    assert.match(ics, /\r\nEND:VCALENDAR\r\n?$/);
    assert.match(ics, new RegExp(`\\r\\nUID:${first.meeting.uid}\\r\\n`));
    assert.match(ics, /\r\nSEQUENCE:0\r\n/);
    assert.match(ics, /\r\nDTSTART:20261201T163000Z\r\n/);
    assert.match(ics, /\r\nDURATION:PT45M\r\n/);
    assert.match(ics, /\r\nATTENDEE;[^\r]*RSVP=TRUE[^\r]*:mailto:partner@sequoia\.example\r\n/i);
    assert.match(
      ics,
      new RegExp(
        `\\r\\nORGANIZER;CN="?Test crm-meeting"?:mailto:${founder.user.email.replace(/[.+]/g, '\\$&')}\\r\\n`,
        'i',
      ),
    );

    const moved = endpoints.scheduleDealMeeting.response[200].parse(
      (
        await founder.send('POST', `/dev/me/deals/${deal.id}/meetings`, {
          ...MEETING,
          time: '17:00',
          meetingId: first.meetingId,
        })
      ).json(),
    );
    assert.equal(moved.meetingId, first.meetingId);
    assert.equal(moved.meeting.uid, first.meeting.uid);
    assert.equal(moved.meeting.sequence, 1);
    assert.equal(moved.detail.timeline.filter((entry) => entry.kind === 'meeting').length, 1, 'rescheduled, not added');
    const rescheduled = (await founder.send('GET', `/dev/me/deals/${deal.id}/meetings/${first.meetingId}/invite.ics`))
      .body;
    assert.match(rescheduled, new RegExp(`\\r\\nUID:${first.meeting.uid}\\r\\n`));
    assert.match(rescheduled, /\r\nSEQUENCE:1\r\n/);
    assert.match(rescheduled, /\r\nDTSTART:20261201T170000Z\r\n/);

    // From a later stage the deal stays where it is.
    await founder.detail('PATCH', `/dev/me/deals/${deal.id}`, { stage: 'Due Diligence' });
    const later = endpoints.scheduleDealMeeting.response[200].parse(
      (await founder.send('POST', `/dev/me/deals/${deal.id}/meetings`, MEETING)).json(),
    );
    assert.equal(later.detail.deal.stage, 'Due Diligence');
    assert.notEqual(later.meeting.uid, first.meeting.uid);

    const unknown = await founder.send(
      'GET',
      `/dev/me/deals/${deal.id}/meetings/00000000-0000-4000-8000-000000000000/invite.ics`,
    );
    assert.equal(unknown.statusCode, 404);
    const badTime = await founder.send('POST', `/dev/me/deals/${deal.id}/meetings`, { ...MEETING, time: '25:00' });
    assert.equal(badTime.statusCode, 400);
    assert.match(badTime.json().message, /body\.time: must be a time as HH:MM/);

    // Before 1970 (a negative timestamp, which ics refuses as such) the invite is still made.
    const early = endpoints.scheduleDealMeeting.response[200].parse(
      (await founder.send('POST', `/dev/me/deals/${deal.id}/meetings`, { ...MEETING, date: '1969-12-31' })).json(),
    );
    const earlyInvite = await founder.send('GET', `/dev/me/deals/${deal.id}/meetings/${early.meetingId}/invite.ics`);
    assert.equal(earlyInvite.statusCode, 200);
    assert.match(earlyInvite.body, /\r\nDTSTART:19691231T153000Z\r\n/);
  });

  it('moves to Meetings (or Contacted) only from a stage before it in the spec order', async () => {
    const founder = await crmUser(app, 'crm-stage-order');
    for (const [index, stage] of CRM_STAGES.entries()) {
      const { deal } = await founder.detail('POST', '/dev/me/deals', { contact: { name: `At ${stage}` }, stage }, 201);
      const scheduled = endpoints.scheduleDealMeeting.response[200].parse(
        (await founder.send('POST', `/dev/me/deals/${deal.id}/meetings`, MEETING)).json(),
      );
      const expected = index < CRM_STAGES.indexOf('Meetings') ? 'Meetings' : stage;
      assert.equal(scheduled.detail.deal.stage, expected, `from ${stage}`);
      const changes = scheduled.detail.timeline.filter((entry) => entry.kind === 'stage_changed');
      assert.deepEqual(
        changes.map((entry) => entry.payload),
        expected === stage ? [] : [{ from: stage, to: 'Meetings' }],
      );
    }
  });

  it('adds a match once, with its reasons first on the timeline', async () => {
    const founder = await crmUser(app, 'crm-match');
    const notAMatch = await founder.send('POST', '/dev/me/deals/from-match', { investorId: 'sequoia-capital' });
    assert.equal(notAMatch.statusCode, 404);
    assert.match(notAMatch.json().message, /not one of your matches/);

    const reasons = ['Invests in fintech at Seed', 'Backed Ledgerly-like companies'];
    await founder.matchWith('sequoia-capital', reasons);
    const added = await founder.detail('POST', '/dev/me/deals/from-match', { investorId: 'sequoia-capital' }, 201);
    assert.equal(added.deal.stage, 'Lead');
    assert.deepEqual(
      added.timeline.map((entry) => entry.kind),
      ['match_reasons', 'created'],
    );
    assert.deepEqual(added.timeline[0]!.kind === 'match_reasons' && added.timeline[0]!.payload, { reasons });

    const again: DealDetail = await founder.detail('POST', '/dev/me/deals/from-match', {
      investorId: 'sequoia-capital',
    });
    assert.equal(again.deal.id, added.deal.id);
    assert.equal((await founder.list()).length, 1);
  });

  it('marks an intro e-mail as sent: adds the deal if needed and moves it to Contacted only from an earlier stage', async () => {
    const founder = await crmUser(app, 'crm-sent');
    await founder.matchWith('accel-partners', ['Software at Seed']);
    const email = { investorId: 'accel-partners', subject: 'Intro: Ledgerly', body: 'Hi Accel,\nWe are raising…' };
    const sent = await founder.detail('POST', '/dev/me/deals/intro-sent', email);
    assert.equal(sent.deal.stage, 'Contacted');
    assert.deepEqual(
      sent.timeline.map((entry) => entry.kind),
      ['stage_changed', 'email_sent', 'match_reasons', 'created'],
    );
    assert.deepEqual(sent.timeline[1]!.kind === 'email_sent' && sent.timeline[1]!.payload, {
      subject: email.subject,
      body: email.body,
    });

    await founder.detail('PATCH', `/dev/me/deals/${sent.deal.id}`, { stage: 'Interested' });
    const followUp = await founder.detail('POST', '/dev/me/deals/intro-sent', { ...email, subject: 'Following up' });
    assert.equal(followUp.deal.id, sent.deal.id);
    assert.equal(followUp.deal.stage, 'Interested');
    assert.equal(followUp.timeline[0]!.kind, 'email_sent');
    assert.equal((await founder.send('POST', '/dev/me/deals/intro-sent', { ...email, subject: '' })).statusCode, 400);
  });

  it('searches the corpus by name: prefix or substring, any case, accents ignored, at most 10', async () => {
    const founder = await crmUser(app, 'crm-search');
    const search = async (q: string) => {
      const response = await founder.send('GET', `/dev/me/investor-search?q=${encodeURIComponent(q)}`);
      assert.equal(response.statusCode, 200, response.body);
      return endpoints.searchInvestors.response[200].parse(response.json()).investors.map((investor) => investor.name);
    };
    assert.deepEqual(await search('sequ'), ['Sequoia Capital']);
    assert.deepEqual(await search('SEQU'), ['Sequoia Capital']);
    assert.deepEqual(await search('capital'), ['First Round Capital', 'Sequoia Capital']);
    assert.deepEqual(await search('societe gen'), ['Société Générale Ventures']);
    assert.deepEqual(await search('Générale'), ['Société Générale Ventures']);
    assert.equal((await search('alpha')).length, 10);
    assert.deepEqual(await search('%'), []);
    const blank = await founder.send('GET', '/dev/me/investor-search?q=');
    assert.equal(blank.statusCode, 400);
    assert.match(blank.json().message, /querystring\.q/);
  });

  it("counts open deals whose follow-up is today or past, on the client's day or UTC's", async () => {
    const founder = await crmUser(app, 'crm-follow-ups');
    const add = (name: string, nextFollowUp: string | null) =>
      founder.detail('POST', '/dev/me/deals', { contact: { name }, nextFollowUp }, 201);
    await add('Past', '2026-01-10');
    await add('Today', '2026-01-15');
    await add('Tomorrow', '2026-01-16');
    await add('None', null);
    const { deal: passed } = await add('Passed', '2026-01-01');
    await founder.detail('POST', `/dev/me/deals/${passed.id}/pass`, { reason: 'No' });
    const due = endpoints.getFollowUpsDue.response[200].parse(
      (await founder.send('GET', '/dev/me/deals/follow-ups-due?today=2026-01-15')).json(),
    );
    assert.deepEqual(due, { count: 2, today: '2026-01-15' });
    const utc = endpoints.getFollowUpsDue.response[200].parse(
      (await founder.send('GET', '/dev/me/deals/follow-ups-due')).json(),
    );
    assert.equal(utc.today, new Date().toISOString().slice(0, 10));
    assert.equal((await founder.send('GET', '/dev/me/deals/follow-ups-due?today=15/01/2026')).statusCode, 400);
  });

  it('deletes a deal with its timeline', async () => {
    const founder = await crmUser(app, 'crm-delete');
    const { deal } = await founder.detail('POST', '/dev/me/deals', { contact: { name: 'Gone Soon' } }, 201);
    assert.equal((await founder.send('DELETE', `/dev/me/deals/${deal.id}`)).statusCode, 200);
    assert.equal((await founder.send('GET', `/dev/me/deals/${deal.id}`)).statusCode, 404);
    assert.equal((await founder.send('DELETE', `/dev/me/deals/${deal.id}`)).statusCode, 404);
    assert.deepEqual(await founder.list(), []);
  });
});

describe('Deal Flow CRM: per-user rate limit on writes', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  before(async () => ({ app, close } = await crmTestApp({ userRateLimitMax: 3 })));
  after(() => close());

  it('answers 429 past USER_RATE_LIMIT_MAX writes a minute to a route, per user, and still serves reads', async () => {
    const founder = await crmUser(app, 'crm-limited');
    const other = await crmUser(app, 'crm-unlimited');
    const { deal } = await founder.detail('POST', '/dev/me/deals', { contact: { name: 'Busy' } }, 201);
    await founder.detail('POST', `/dev/me/deals/${deal.id}/notes`, { text: 'one' });
    await founder.detail('POST', `/dev/me/deals/${deal.id}/notes`, { text: 'two' });
    await founder.detail('POST', `/dev/me/deals/${deal.id}/notes`, { text: 'three' });
    // Each route keeps its own count (@fastify/rate-limit), so the fourth note is the one refused.
    const limited = await founder.send('POST', `/dev/me/deals/${deal.id}/notes`, { text: 'four' });
    assert.equal(limited.statusCode, 429);
    assert.match(limited.json().message, /at most 3 per minute/);
    assert.equal((await founder.send('GET', `/dev/me/deals/${deal.id}`)).statusCode, 200);
    assert.equal((await other.send('POST', '/dev/me/deals', { contact: { name: 'Calm' } })).statusCode, 201);
  });
});
