import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { composeAnswer, DONT_KNOW_REPLY } from '../src/modules/assistant/answer.js';
import { createAssistant } from '../src/modules/assistant/assistant.js';
import { KNOWLEDGE_BASE } from '../src/modules/assistant/knowledge-base.js';
import { createRetriever, isFollowUp, type ChatTurn } from '../src/modules/assistant/retrieval.js';

const retriever = createRetriever(KNOWLEDGE_BASE);
const answer = (message: string, history: ChatTurn[] = []) => composeAnswer(retriever.retrieve(message, history));
const proExchange: ChatTurn[] = [
  { role: 'user', content: 'How much is the Pro plan?' },
  { role: 'assistant', content: 'The Pro plan costs $99/month and is our Most Popular plan.' },
];

describe('knowledge base', () => {
  it('has 25–40 entries with unique ids, titles, text and keywords', () => {
    assert.ok(KNOWLEDGE_BASE.length >= 25 && KNOWLEDGE_BASE.length <= 40, `${KNOWLEDGE_BASE.length} entries`);
    assert.equal(new Set(KNOWLEDGE_BASE.map((entry) => entry.id)).size, KNOWLEDGE_BASE.length);
    for (const entry of KNOWLEDGE_BASE) {
      assert.ok(entry.title && entry.text && entry.keywords.length > 0, entry.id);
    }
  });

  it('states the purchase plans exactly as the spec prices them', () => {
    const text = (id: string) => KNOWLEDGE_BASE.find((entry) => entry.id === id)?.text ?? '';
    assert.match(text('plan-basic'), /\$29\/month.*2 investor matches per day/);
    assert.match(text('plan-pro'), /\$99\/month.*Most Popular.*5 investor matches per day/);
    assert.match(text('plan-team'), /\$199\/month.*unlimited investor matches/);
  });
});

describe('retrieval', () => {
  it('answers a Pro plan question with its price', () => {
    assert.match(answer('How much is the Pro plan?'), /\$99/);
  });

  it('answers "and the Team plan?" after a Pro question with the Team price', () => {
    const reply = answer('and the Team plan?', proExchange);
    assert.match(reply.split('\n')[0] ?? '', /\$199/);
    assert.ok(retriever.retrieve('and the Team plan?', proExchange).usedHistory);
  });

  it('resolves "how much is it?" from the previous user turn', () => {
    const history: ChatTurn[] = [{ role: 'user', content: 'Tell me about the Team plan' }];
    assert.match(answer('how much is it?', history), /\$199/);
  });

  it('explains PearScore with its sector and stage signals', () => {
    const reply = answer('How does PearScore work?');
    assert.match(reply, /sector/i);
    assert.match(reply, /stage/i);
    assert.match(reply, /0–100/);
  });

  it('explains VibeScore and its labels', () => {
    assert.match(answer('How is the VibeScore calculated?'), /deck completeness/);
    assert.match(answer('What do the VibeScore labels mean?'), /90 and above is Excellent/);
  });

  it('covers sign-up, privacy, resources and the free trial', () => {
    assert.match(answer('How do I sign up?'), /LinkedIn/);
    assert.match(answer('Do you sell my data?'), /do not sell/);
    assert.match(answer('What resources do you have?'), /curated directory of startup resources in these categories/);
    assert.match(answer('Is there a free trial?'), /14 days.*no credit card/);
  });

  it('answers CRM questions from the Deal Flow entry, which describes the CRM as it works (no sample contacts)', () => {
    for (const question of [
      'How do I track investors in the CRM?',
      'Can I export my deals to CSV?',
      'How do I add a match to Deal Flow?',
      'How do I mark an investor as passed?',
    ]) {
      assert.equal(retriever.retrieve(question, []).hits[0]?.entry.id, 'deal-flow', question);
    }
    const reply = answer('What does the Deal Flow CRM do?');
    assert.match(
      reply,
      /Introduced, Lead, Contacted, Interested, Data Shared, Meetings, Due Diligence, Committed and Closed/,
    );
    assert.match(reply, /"Import CSV" shows a preview/);
    assert.match(reply, /private to you/);
    assert.ok(KNOWLEDGE_BASE.every((entry) => !/sample contacts/i.test(entry.text)));
  });

  it('answers what issue 15 added truthfully: Auto Apply, the video pitch, Media & Content, and add-ons not on sale', () => {
    const top = (question: string) => retriever.retrieve(question, []).hits[0]?.entry.id;
    assert.equal(top('How does Auto Apply work for accelerator applications?'), 'applications');
    assert.match(answer('Can Pear fill in my accelerator applications?'), /needs your input/);
    assert.equal(top('How long can my video pitch be?'), 'video-pitch');
    assert.match(answer('How long can my video pitch be?'), /up to 5 minutes/);
    assert.equal(top('Can I add podcasts and press articles to my profile?'), 'media-content');
    assert.match(answer('How much is the FormFill Bot?'), /cannot be bought/);
    assert.match(answer('Do you charge a success fee?'), /does not charge it/);
    assert.match(answer('Does the Team plan include API access?'), /API access .* not part of Pear yet/);
  });

  it('says it does not know when nothing matches', () => {
    assert.equal(answer('asdkfj qwpeoriu zxcvb'), DONT_KNOW_REPLY);
    assert.equal(answer('What is the capital of France?'), DONT_KNOW_REPLY);
    assert.match(DONT_KNOW_REPLY, /don't know.*book a demo/);
  });

  it('does not treat gibberish after a question as a follow-up', () => {
    assert.equal(answer('asdkfj qwpeoriu', proExchange), DONT_KNOW_REPLY);
  });

  it('searches a standalone question on its own even with history', () => {
    const retrieval = retriever.retrieve('How does the PearScore matching algorithm work?', proExchange);
    assert.equal(retrieval.usedHistory, false);
    assert.equal(retrieval.hits[0]?.entry.id, 'pearscore');
  });

  it('recognises short and anaphoric follow-ups', () => {
    assert.ok(isFollowUp('and the Team plan?'));
    assert.ok(isFollowUp('how much is it?'));
    assert.ok(!isFollowUp('How does the PearScore matching algorithm work?'));
  });
});

describe('assistant', () => {
  it('greets back on small talk and answers from the knowledge base without an LLM', async () => {
    const assistant = createAssistant();
    assert.match((await assistant.reply('Hello!', [])).response, /Ask me about plans/);
    const reply = await assistant.reply('How much is the Pro plan?', []);
    assert.equal(reply.source, 'knowledge-base');
    assert.match(reply.response, /\$99/);
  });
});
