import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CRM_LIMITS, DEAL_CSV_COLUMNS, endpoints } from '@pear/contract';
import type { FastifyInstance } from 'fastify';
import { parseCsv } from '../src/modules/investors/csv.js';
import { crmTestApp, crmUser } from './fixtures/crm.js';

const report = (response: { statusCode: number; body: string; json: () => unknown }) => {
  assert.equal(response.statusCode, 200, response.body);
  return endpoints.importDeals.response[200].parse(response.json());
};

describe('Deal Flow CRM: CSV export and import', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  before(async () => ({ app, close } = await crmTestApp()));
  after(() => close());

  it('exports one row per deal, quoting commas, quotes and line breaks, and neutralising formulas', async () => {
    const founder = await crmUser(app, 'csv-export');
    await founder.detail(
      'POST',
      '/dev/me/deals',
      { investorId: 'sequoia-capital', round: 'Seed 2026', amountUsd: 2_000_000 },
      201,
    );
    const { deal } = await founder.detail(
      'POST',
      '/dev/me/deals',
      {
        contact: {
          name: '=HYPERLINK("http://evil.example","click")',
          firm: 'Smith, Jones & "Co"',
          email: 'x@y.example',
        },
        notes: 'line one\nline two',
        introSource: '@mention',
        nextFollowUp: '2026-12-01',
      },
      201,
    );
    await founder.detail('POST', `/dev/me/deals/${deal.id}/pass`, { reason: '+1 said no' });

    const response = await founder.send('GET', '/dev/me/deals/export.csv');
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^text\/csv/);
    assert.match(String(response.headers['content-disposition']), /attachment; filename="deal-flow\.csv"/);
    const [header, ...rows] = parseCsv(response.body);
    assert.deepEqual(header, [...DEAL_CSV_COLUMNS]);
    assert.equal(rows.length, 2);
    const byName = Object.fromEntries(
      rows.map((row) => [row[0], Object.fromEntries(header!.map((column, at) => [column, row[at]]))]),
    );
    const contact = byName[`'=HYPERLINK("http://evil.example","click")`];
    assert.ok(contact, `the formula is neutralised: ${Object.keys(byName).join(' | ')}`);
    assert.equal(contact.firm, 'Smith, Jones & "Co"');
    assert.equal(contact.notes, 'line one\nline two');
    assert.equal(contact.intro_source, "'@mention");
    assert.equal(contact.pass_reason, "'+1 said no");
    assert.equal(contact.outcome, 'passed');
    assert.match(contact.last_contact!, /^\d{4}-\d\d-\d\dT/);
    // The raw text: the quoted fields as RFC 4180 writes them.
    assert.ok(response.body.includes(`"'=HYPERLINK(""http://evil.example"",""click"")"`));
    assert.ok(response.body.includes('"Smith, Jones & ""Co"""'));
    assert.ok(response.body.includes('"line one\nline two"'));
    const investor = byName['Sequoia Capital']!;
    assert.deepEqual(
      [investor.stage, investor.round, investor.amount, investor.outcome],
      ['Lead', 'Seed 2026', '2000000', 'open'],
    );
  });

  it('round trip: importing its own export adds nothing and duplicates nothing', async () => {
    const founder = await crmUser(app, 'csv-round-trip');
    await founder.detail('POST', '/dev/me/deals', { investorId: 'accel-partners', round: 'Seed 2026' }, 201);
    await founder.detail('POST', '/dev/me/deals', { investorId: 'accel-partners', round: 'Series A 2027' }, 201);
    const { deal } = await founder.detail(
      'POST',
      '/dev/me/deals',
      {
        contact: { name: 'Ana Ruiz', firm: 'Ruiz Capital', email: 'ana@ruiz.example' },
        stage: 'Interested',
        notes: '-ish, "maybe"\nnext week',
        amountUsd: 100_000,
      },
      201,
    );
    await founder.detail('POST', `/dev/me/deals/${deal.id}/pass`, { reason: 'Fund is closed' });
    const csv = (await founder.send('GET', '/dev/me/deals/export.csv')).body;
    const before = await founder.list();

    const preview = report(await founder.send('POST', '/dev/me/deals/import/preview', { csv }));
    assert.equal(preview.applied, false);
    assert.deepEqual([preview.added.length, preview.updated.length, preview.errors.length], [0, 0, 0]);
    assert.equal(preview.skipped.length, 3);
    assert.ok(preview.skipped.every((row) => row.reason === 'no changes' && row.dealId));

    const applied = report(await founder.send('POST', '/dev/me/deals/import', { csv }));
    assert.equal(applied.applied, true);
    assert.equal(applied.added.length, 0);
    assert.deepEqual(await founder.list(), before);
  });

  it('previews what it would add, update and skip, writes nothing until applied, then writes it all', async () => {
    const founder = await crmUser(app, 'csv-preview');
    const { deal: byEmail } = await founder.detail(
      'POST',
      '/dev/me/deals',
      { contact: { name: 'Lou Chen', email: 'lou@chen.example' } },
      201,
    );
    const { deal: byName } = await founder.detail(
      'POST',
      '/dev/me/deals',
      { contact: { name: 'Mia Stone', firm: 'Stone VC' } },
      201,
    );
    const csv = [
      'Name,Firm,Email,Stage,Amount,Next follow up,Notes',
      'Louis C.,,LOU@chen.example,meetings,"$1,500,000",2026-12-01,',
      'mia stone,STONE vc,,Lead,,,',
      'Nia Okafor,Okafor Angels,nia@okafor.example,,,,"From the, ""demo day"""',
      'Nia Okafor,Okafor Angels,,,,,',
      ',No Name Inc,,,,,',
      'Bad Stage,,,Won,,,',
      'Bad Email,,not-an-email,,,,',
      'Bad Amount,,,,12.5k,,',
      'Bad Date,,,,,12/01/2026,',
    ].join('\n');

    const preview = report(await founder.send('POST', '/dev/me/deals/import/preview', { csv }));
    assert.deepEqual(
      preview.added.map((row) => [row.row, row.name]),
      [[4, 'Nia Okafor']],
    );
    assert.deepEqual(
      preview.updated.map((row) => [row.row, row.dealId, row.changes]),
      [[2, byEmail.id, ['stage', 'amount', 'next_follow_up']]],
    );
    assert.deepEqual(
      preview.skipped.map((row) => [row.row, row.dealId, row.reason]),
      [
        [3, byName.id, 'no changes'],
        [5, null, 'the same deal as row 4'],
      ],
    );
    assert.deepEqual(preview.errors, [
      { row: 6, reason: 'name: name must not be empty' },
      {
        row: 7,
        reason: `stage: must be one of: Introduced, Lead, Contacted, Interested, Data Shared, Meetings, Due Diligence, Committed, Closed`,
      },
      { row: 8, reason: 'email: must be a valid e-mail address' },
      { row: 9, reason: 'amount: must be a whole number of US dollars' },
      { row: 10, reason: 'next_follow_up: must be a date as YYYY-MM-DD (years 1900–2999)' },
    ]);
    assert.equal((await founder.list()).length, 2, 'the preview wrote nothing');

    const applied = report(await founder.send('POST', '/dev/me/deals/import', { csv }));
    assert.deepEqual({ ...applied, applied: false }, preview);
    const deals = await founder.list();
    assert.equal(deals.length, 3);
    const updated = await founder.detail('GET', `/dev/me/deals/${byEmail.id}`);
    assert.equal(updated.deal.stage, 'Meetings');
    assert.equal(updated.deal.amountUsd, 1_500_000);
    assert.equal(updated.timeline[0]!.kind === 'stage_changed' && updated.timeline[0]!.payload.to, 'Meetings');
    const added = deals.find((deal) => deal.counterpart.name === 'Nia Okafor')!;
    assert.equal(added.stage, 'Lead');
    assert.equal(added.notes, 'From the, "demo day"');
    const addedDetail = await founder.detail('GET', `/dev/me/deals/${added.id}`);
    assert.deepEqual(
      addedDetail.timeline.map((entry) => entry.kind),
      ['imported'],
    );

    // Applying the same file again: nothing left to add.
    const again = report(await founder.send('POST', '/dev/me/deals/import', { csv }));
    assert.equal(again.added.length, 0);
    assert.equal((await founder.list()).length, 3);
  });

  it('imports passes with their reason, and refuses a pass without one', async () => {
    const founder = await crmUser(app, 'csv-pass');
    const csv = 'name,outcome,pass_reason\nPia,passed,Not our stage\nRex,passed,\n';
    const applied = report(await founder.send('POST', '/dev/me/deals/import', { csv }));
    assert.deepEqual(applied.errors, [{ row: 3, reason: 'pass_reason: a passed deal needs its reason' }]);
    const [pia] = await founder.list();
    assert.deepEqual([pia!.outcome, pia!.passReason], ['passed', 'Not our stage']);
  });

  it('refuses a file without a name column, too many rows, or over the size limit', async () => {
    const founder = await crmUser(app, 'csv-limits');
    const noHeader = await founder.send('POST', '/dev/me/deals/import/preview', {
      csv: 'firm,email\nAcme,a@b.example\n',
    });
    assert.equal(noHeader.statusCode, 400);
    assert.match(noHeader.json().message, /body\.csv: .*"name" is required/);

    const manyRows = `name\n${Array.from({ length: CRM_LIMITS.csvRows + 1 }, (_, index) => `Person ${index}`).join('\n')}\n`;
    const tooMany = await founder.send('POST', '/dev/me/deals/import', { csv: manyRows });
    assert.equal(tooMany.statusCode, 400);
    assert.match(tooMany.json().message, /at most 2000 rows/);

    const tooBig = await founder.send('POST', '/dev/me/deals/import', {
      csv: `name,notes\nBig,${'x'.repeat(CRM_LIMITS.csvBytes)}\n`,
    });
    assert.equal(tooBig.statusCode, 413);
    assert.match(tooBig.json().message, /over 1 MB/);
    // Far over: refused while the body is read.
    const huge = await founder.send('POST', '/dev/me/deals/import', { csv: 'x'.repeat(3 * CRM_LIMITS.csvBytes) });
    assert.equal(huge.statusCode, 413);
    assert.deepEqual(await founder.list(), []);
  });
});
