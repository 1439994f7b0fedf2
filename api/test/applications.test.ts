import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { endpoints, type Application, type ApplicationsOverview } from '@pear/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { SEED_DECK, seedDeck } from '../../fixtures/decks.mjs';
import { CATALOGUE } from '../src/modules/applications/catalogue.js';
import { APPLICATION_NOT_FOUND, PROGRAMME_NOT_FOUND } from '../src/modules/applications/store.js';
import { utcDay } from '../src/modules/plans/quota.js';
import { llmConfig, startFakeLlm } from './fake-llm.js';
import { buildTestApp, signUpUser } from './helpers.js';

type User = Awaited<ReturnType<typeof signUpUser>>;

const as = (app: FastifyInstance, who: User, options: InjectOptions) =>
  app.inject({ ...options, headers: { ...options.headers, authorization: who.authorization } });

/** A founder whose deck (the generated seed deck: Tidewise, Seed, Fintech) went through the real parse route. */
async function founderWithDeck(app: FastifyInstance, label: string): Promise<User> {
  const founder = await signUpUser(app, 'founder', label);
  const response = await as(app, founder, {
    method: 'POST',
    url: '/dev/founder/new/pitchdeck',
    headers: { 'content-type': 'application/pdf' },
    payload: Buffer.from(await seedDeck()),
  });
  assert.equal(response.statusCode, 200, response.body);
  return founder;
}

async function overview(app: FastifyInstance, who: User): Promise<ApplicationsOverview> {
  const response = await as(app, who, { method: 'GET', url: '/dev/me/applications' });
  assert.equal(response.statusCode, 200, response.body);
  return endpoints.getApplications.response[200].parse(response.json());
}

async function autoApply(app: FastifyInstance, who: User, programmeId: string, status = 201): Promise<Application> {
  const response = await as(app, who, {
    method: 'POST',
    url: `/dev/me/applications/programmes/${programmeId}/auto-apply`,
  });
  assert.equal(response.statusCode, status, response.body);
  return endpoints.autoApply.response[201].parse(response.json());
}

const answerTo = (application: Application, questionId: string) => {
  const answer = application.answers.find((entry) => entry.questionId === questionId);
  assert.ok(answer, `no answer to ${questionId}`);
  return answer;
};

const inDays = (days: number) => utcDay(new Date(Date.now() + days * 24 * 60 * 60 * 1000));

describe('applications', () => {
  let app: FastifyInstance;
  let founder: User;
  let other: User;
  let investor: User;

  before(async () => {
    app = await buildTestApp();
    founder = await founderWithDeck(app, 'apply-founder');
    other = await signUpUser(app, 'founder', 'apply-other');
    investor = await signUpUser(app, 'investor', 'apply-investor');
    // Two investors the founder is talking to, and a lead not contacted yet (not counted).
    for (const [name, stage] of [
      ['Ada Investor', 'Contacted'],
      ['Grace Investor', 'Meetings'],
      ['Lead Only', 'Lead'],
    ] as const) {
      const response = await as(app, founder, {
        method: 'POST',
        url: '/dev/me/deals',
        payload: { contact: { name }, stage },
      });
      assert.equal(response.statusCode, 201, response.body);
    }
  });
  after(() => app?.close());

  it('ranks the whole catalogue for a founder with no profile, each with a reason', async () => {
    const { programmes } = await overview(app, other);
    assert.equal(programmes.length, CATALOGUE.length);
    for (const entry of programmes) {
      assert.ok(entry.reason.length > 0);
      assert.doesNotMatch(entry.reason, /where you are/);
      assert.equal(entry.applicationId, null);
      assert.equal(entry.applicationStatus, null);
    }
  });

  it('ranks by the deck: stage, sector and region that match come first, with the reason', async () => {
    const { programmes } = await overview(app, founder);
    const [first] = programmes;
    assert.equal(first?.programme.name, 'Village Capital');
    assert.equal(
      first?.reason,
      `Takes ${SEED_DECK.stage}-stage startups · focuses on Fintech · open to founders from any region`,
    );
    const fits = programmes.map((entry) => entry.fit);
    assert.deepEqual(
      fits,
      [...fits].sort((a, b) => b - a),
    );
    const yc = programmes.find((entry) => entry.programme.id === 'y-combinator');
    assert.equal(yc?.reason, 'Takes Seed-stage startups · open to every sector · runs in North America, where you are');
    assert.equal(yc?.programme.deadline.next, null);
    assert.match(yc?.programme.deadline.note ?? '', /official page/);
  });

  describe('Auto Apply', () => {
    let application: Application;
    before(async () => {
      application = await autoApply(app, founder, 'y-combinator');
    });

    it('drafts every question from the deck and the CRM, marking what the founder must write', () => {
      assert.equal(application.status, 'drafting');
      assert.equal(application.history.length, 1);
      assert.equal(application.history[0]?.status, 'drafting');
      assert.equal(application.drafter, 'template');
      assert.equal(application.programme.name, 'Y Combinator');
      assert.deepEqual(
        application.answers.map((answer) => answer.questionId),
        CATALOGUE.find((programme) => programme.id === 'y-combinator')?.questions.map((question) => question.id),
      );
      assert.ok(application.answers.some((answer) => answer.answer.includes(SEED_DECK.startupName)));
      const location = answerTo(application, 'location');
      assert.match(location.answer, /Oakland/);
      assert.deepEqual(location.sources, ['deck']);
      const progress = answerTo(application, 'progress');
      assert.match(progress.answer, /Our traction so far: \$1\.2M ARR \(annual recurring revenue\); 40% MoM/);
      assert.match(progress.answer, /We are raising \$2\.5M\./);
      assert.match(progress.answer, /We are in conversation with 2 investors about this round\./);
      assert.ok(progress.sources.includes('crm'));
      for (const id of ['why-idea', 'equity', 'competitors']) {
        assert.deepEqual(
          { ...answerTo(application, id), question: '', sourceUrl: '' },
          { questionId: id, question: '', sourceUrl: '', answer: '', needsInput: true, sources: [] },
        );
      }
    });

    it('returns the application already started when asked again (200), and lists its status', async () => {
      const again = await autoApply(app, founder, 'y-combinator', 200);
      assert.equal(again.id, application.id);
      const yc = (await overview(app, founder)).programmes.find((entry) => entry.programme.id === 'y-combinator');
      assert.equal(yc?.applicationId, application.id);
      assert.equal(yc?.applicationStatus, 'drafting');
    });

    it('answers 404 for a programme not in the catalogue and 400 for a malformed id', async () => {
      const missing = await as(app, founder, {
        method: 'POST',
        url: '/dev/me/applications/programmes/no-such-programme/auto-apply',
      });
      assert.equal(missing.statusCode, 404);
      assert.equal(missing.json().message, PROGRAMME_NOT_FOUND);
      const malformed = await as(app, founder, {
        method: 'POST',
        url: '/dev/me/applications/programmes/Y_Combinator/auto-apply',
      });
      assert.equal(malformed.statusCode, 400);
      assert.match(malformed.json().message, /programme id from the catalogue/);
    });

    it('saves edited answers as the founder’s own; an empty one needs input again', async () => {
      const response = await as(app, founder, {
        method: 'PATCH',
        url: `/dev/me/applications/${application.id}`,
        payload: {
          answers: [
            { questionId: 'why-idea', answer: 'We ran a bakery and waited 60 days for every invoice.' },
            { questionId: 'one-liner', answer: '   ' },
          ],
        },
      });
      assert.equal(response.statusCode, 200, response.body);
      const saved = endpoints.updateApplication.response[200].parse(response.json());
      assert.deepEqual(
        { ...answerTo(saved, 'why-idea'), question: '' },
        {
          questionId: 'why-idea',
          question: '',
          sourceUrl: 'https://www.ycombinator.com/apply',
          answer: 'We ran a bakery and waited 60 days for every invoice.',
          needsInput: false,
          sources: ['founder'],
        },
      );
      assert.equal(answerTo(saved, 'one-liner').needsInput, true);
      assert.deepEqual(answerTo(saved, 'one-liner').sources, ['founder']);
      // Untouched answers keep their draft and sources.
      assert.deepEqual(answerTo(saved, 'location'), answerTo(application, 'location'));

      const reread = await as(app, founder, { method: 'GET', url: `/dev/me/applications/${application.id}` });
      assert.equal(reread.statusCode, 200);
      assert.equal(
        answerTo(endpoints.getApplication.response[200].parse(reread.json()), 'why-idea').answer,
        'We ran a bakery and waited 60 days for every invoice.',
      );
    });

    it('refuses an answer to a question the application does not have, naming it', async () => {
      const response = await as(app, founder, {
        method: 'PATCH',
        url: `/dev/me/applications/${application.id}`,
        payload: { answers: [{ questionId: 'no-such-question', answer: 'x' }] },
      });
      assert.equal(response.statusCode, 400);
      assert.match(response.json().message, /"no-such-question"/);
    });

    it('dates each status change, once per change', async () => {
      const move = async (payload: object) => {
        const response = await as(app, founder, {
          method: 'PATCH',
          url: `/dev/me/applications/${application.id}`,
          payload,
        });
        assert.equal(response.statusCode, 200, response.body);
        return endpoints.updateApplication.response[200].parse(response.json());
      };
      const submitted = await move({ status: 'submitted' });
      assert.equal(submitted.status, 'submitted');
      assert.deepEqual(
        submitted.history.map((change) => change.status),
        ['drafting', 'submitted'],
      );
      assert.ok(Date.parse(submitted.history[1]!.at) >= Date.parse(submitted.history[0]!.at));
      const same = await move({ status: 'submitted' });
      assert.deepEqual(same.history, submitted.history);
      const bad = await as(app, founder, {
        method: 'PATCH',
        url: `/dev/me/applications/${application.id}`,
        payload: { status: 'won' },
      });
      assert.equal(bad.statusCode, 400);
      assert.match(bad.json().message, /drafting, submitted, interview, accepted, rejected/);
    });

    it('flags the founder’s own deadline within 14 days, and follows the programme again with null', async () => {
      const setDeadline = async (deadline: string | null) => {
        const response = await as(app, founder, {
          method: 'PATCH',
          url: `/dev/me/applications/${application.id}`,
          payload: { deadline },
        });
        assert.equal(response.statusCode, 200, response.body);
        return endpoints.updateApplication.response[200].parse(response.json());
      };
      const soon = await setDeadline(inDays(10));
      assert.equal(soon.deadline, inDays(10));
      assert.equal(soon.deadlineSoon, true);
      const listed = (await overview(app, founder)).programmes.find((entry) => entry.applicationId === application.id);
      assert.equal(listed?.deadlineSoon, true);
      assert.equal((await setDeadline(inDays(30))).deadlineSoon, false);
      const cleared = await setDeadline(null);
      assert.equal(cleared.deadline, null);
      assert.equal(cleared.deadlineSoon, false);
      const bad = await as(app, founder, {
        method: 'PATCH',
        url: `/dev/me/applications/${application.id}`,
        payload: { deadline: '2026-02-31' },
      });
      assert.equal(bad.statusCode, 400);
    });

    it('exports Markdown and PDF as attachments named after the programme', async () => {
      const markdown = await as(app, founder, {
        method: 'GET',
        url: `/dev/me/applications/${application.id}/export?format=markdown`,
      });
      assert.equal(markdown.statusCode, 200);
      assert.match(String(markdown.headers['content-type']), /^text\/markdown/);
      assert.match(
        String(markdown.headers['content-disposition']),
        /^attachment; filename="y-combinator-application\.md"/,
      );
      assert.match(markdown.body, /^# Application to Y Combinator\n/);
      assert.match(markdown.body, /- \*\*Status:\*\* Submitted since \d{4}-\d{2}-\d{2}/);
      assert.match(markdown.body, /## Why did you pick this idea to work on\?[^\n]*\n\nWe ran a bakery/);
      assert.match(markdown.body, /## Who are your competitors[^\n]*\n\n_Needs your input_/);

      const pdf = await as(app, founder, {
        method: 'GET',
        url: `/dev/me/applications/${application.id}/export?format=pdf`,
      });
      assert.equal(pdf.statusCode, 200);
      assert.equal(pdf.headers['content-type'], 'application/pdf');
      assert.match(String(pdf.headers['content-disposition']), /^attachment; filename="y-combinator-application\.pdf"/);
      assert.equal(pdf.rawPayload.subarray(0, 5).toString(), '%PDF-');

      const bad = await as(app, founder, {
        method: 'GET',
        url: `/dev/me/applications/${application.id}/export?format=docx`,
      });
      assert.equal(bad.statusCode, 400);
      assert.match(bad.json().message, /markdown, pdf/);
    });

    it('answers 404 to another founder for every route addressed by the id', async () => {
      const url = `/dev/me/applications/${application.id}`;
      for (const options of [
        { method: 'GET', url },
        { method: 'PATCH', url, payload: { status: 'rejected' } },
        { method: 'DELETE', url },
        { method: 'GET', url: `${url}/export?format=markdown` },
      ] as InjectOptions[]) {
        const response = await as(app, other, options);
        assert.equal(response.statusCode, 404, `${options.method} ${options.url}`);
        assert.equal(response.json().message, APPLICATION_NOT_FOUND);
      }
    });

    it('answers 403 to an investor on every route', async () => {
      const url = `/dev/me/applications/${application.id}`;
      for (const options of [
        { method: 'GET', url: '/dev/me/applications' },
        { method: 'POST', url: '/dev/me/applications/programmes/y-combinator/auto-apply' },
        { method: 'GET', url },
        { method: 'PATCH', url, payload: { status: 'rejected' } },
        { method: 'DELETE', url },
        { method: 'GET', url: `${url}/export?format=pdf` },
      ] as InjectOptions[]) {
        const response = await as(app, investor, options);
        assert.equal(response.statusCode, 403, `${options.method} ${options.url}`);
      }
    });

    it('deletes the application, after which it is gone from the list', async () => {
      const url = `/dev/me/applications/${application.id}`;
      const deleted = await as(app, founder, { method: 'DELETE', url });
      assert.equal(deleted.statusCode, 200);
      assert.deepEqual(deleted.json(), { success: true });
      assert.equal((await as(app, founder, { method: 'GET', url })).statusCode, 404);
      assert.equal((await as(app, founder, { method: 'DELETE', url })).statusCode, 404);
      const yc = (await overview(app, founder)).programmes.find((entry) => entry.programme.id === 'y-combinator');
      assert.equal(yc?.applicationId, null);
    });
  });
});

describe('applications drafted by an LLM', () => {
  it('sends only the facts, drafts what they answer and keeps NEEDS_INPUT as needing input', async () => {
    const llm = await startFakeLlm((body) => {
      const messages = body.messages as { role: string; content: string }[];
      const question = messages.at(-1)?.content ?? '';
      const content = /make money/.test(question) ? 'NEEDS_INPUT' : `(model) ${question.split('Question: ')[1]}`;
      return { status: 200, body: { choices: [{ message: { role: 'assistant', content } }] } };
    });
    const app = await buildTestApp({ llm: llmConfig(llm.url) });
    try {
      const founder = await founderWithDeck(app, 'apply-llm');
      const application = await autoApply(app, founder, 'y-combinator');
      assert.equal(application.drafter, 'llm');
      assert.equal(
        answerTo(application, 'what-making').answer,
        '(model) What is your company going to make? Describe your product and what it does.',
      );
      assert.deepEqual(answerTo(application, 'what-making').sources, ['deck']);
      assert.equal(answerTo(application, 'money').needsInput, true);
      assert.equal(answerTo(application, 'money').answer, '');

      const sent = llm.requests.map((request) => request.body.messages as { role: string; content: string }[]);
      // Questions no fact answers are never sent: why this idea, competitors, the founders' background (no resume
      // uploaded) and the equity split.
      assert.equal(sent.length, application.answers.length - 4);
      for (const messages of sent) {
        assert.match(messages[0]?.content ?? '', /Use ONLY the facts given/);
        assert.match(messages[0]?.content ?? '', /NEEDS_INPUT/);
        assert.match(messages[1]?.content ?? '', /^Facts:\n[^]*Company name: Tidewise\n/);
        assert.match(messages[1]?.content ?? '', /\nRaising: \$2\.5M\n/);
        assert.doesNotMatch(messages[1]?.content ?? '', /Why did you pick this idea|equity split/i);
      }
    } finally {
      await app.close();
      await llm.close();
    }
  });

  it('drafts with the template engine when the LLM fails', async () => {
    const llm = await startFakeLlm(() => ({ status: 500, body: { error: 'boom' } }));
    const app = await buildTestApp({ llm: llmConfig(llm.url) });
    try {
      const founder = await founderWithDeck(app, 'apply-llm-down');
      const application = await autoApply(app, founder, 'y-combinator');
      assert.equal(application.drafter, 'template');
      assert.ok(llm.requests.length > 0);
      assert.match(answerTo(application, 'progress').answer, /We are raising \$2\.5M\./);
    } finally {
      await app.close();
      await llm.close();
    }
  });
});
