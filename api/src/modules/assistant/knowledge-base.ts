import {
  ADD_ONS,
  APPLICATION_EXPORT_FORMATS,
  APPLICATION_LIMITS,
  APPLICATION_STATUSES,
  CRM_STAGES,
  DATA_ROOM_CATEGORIES,
  DATA_ROOM_FILE_TYPES,
  DATA_ROOM_LIMITS,
  DEFAULT_PLAN_ID,
  FORMFILL_BOT_USD_PER_MONTH,
  getPlan,
  INVESTOR_LIMITS,
  MAX_PDF_BYTES,
  MEDIA_LIMITS,
  MEDIA_TYPES,
  MEETING_FEE_PLATFORM_PERCENT,
  MEETING_FEE_USD,
  PLANS,
  PROGRAMME_TYPES,
  SCORE_MAX,
  SUCCESS_FEE_PERCENT,
  TRIAL_DAYS,
  TRIAL_PLAN_ID,
  VIBE_SCORE_LABELS,
  VIDEO_PITCH_FORMATS,
  VIDEO_PITCH_LIMITS,
  type Plan,
} from '@pear/contract';
import { listOf } from '../../lib/text.js';
import type { FeatureId } from './features.js';

/**
 * What the chat assistant knows about Pear. Every answer it gives is one of these entries (or an LLM answer
 * grounded in them), so each text must describe only what Pear does today. Each entry names the features it claims
 * (`features`, ids of PRODUCT_FEATURES in features.ts: the endpoints, tabs and pages that implement them), and
 * prices, quotas and limits are built from the contract's constants instead of restated;
 * test/assistant-truth.test.ts holds the entries to both. Keep entries short: the best one is returned verbatim.
 */
export type KnowledgeEntry = {
  id: string;
  title: string;
  text: string;
  /** Words and phrases people use for this topic that the title and text may not contain. */
  keywords: string[];
  /** The product features this entry says exist (none for entries about terms, data or what is not offered). */
  features: readonly FeatureId[];
};

const MiB = 1024 * 1024;

/** "A, B and C" (or "A, B or C"). */
/** An item inside a sentence: "Team collaboration tools" → "team collaboration tools", "API access" stays. */
const inSentence = (item: string) =>
  /^[A-Z][A-Z]/.test(item) ? item : `${item.charAt(0).toLowerCase()}${item.slice(1)}`;

const usd = (amount: number) => `$${amount}`;
const perMonth = (plan: Plan) => `${usd(plan.price)}/${plan.period}`;
const dailyMatches = (plan: Plan) =>
  plan.dailyMatchQuota === null ? 'unlimited investor matches' : `${plan.dailyMatchQuota} investor matches per day`;

const basic = getPlan('basic');
const pro = getPlan('pro');
const team = getPlan('team');

/**
 * What each item a plan lists on the payment page (contract PLANS `features`) is in Pear: the features that deliver
 * it and how to name it, or null when Pear has nothing behind it yet. The daily-match items are the quotas above.
 * Every plan gets every feature: the plans differ only in daily investor matches (api/src/modules/plans/quota.ts).
 */
export const PLAN_ITEMS: Readonly<Record<string, { features: readonly FeatureId[]; is: string } | null>> = {
  'Basic email templates': { features: ['outreach'], is: 'e-mail templates (intro e-mail drafts for your matches)' },
  'Profile creation': { features: ['founder-profile'], is: 'your profile' },
  'Community access': null,
  'Standard support': null,
  'AI-personalized outreach': { features: ['outreach'], is: 'AI-personalized outreach drafts' },
  'PearScore and VibeScore': { features: ['investor-matches', 'vibescore'], is: 'PearScore and VibeScore' },
  'Analytics dashboard': { features: ['data-room-analytics'], is: "analytics (the Data Room's reading analytics)" },
  'Priority support': null,
  'Mentor office hours': null,
  'Meeting scheduler': { features: ['deal-flow-meetings'], is: 'meeting scheduling (calendar invites from Deal Flow)' },
  'Advanced templates': null,
  'Team collaboration tools': null,
  'Custom integrations': null,
  'Advanced analytics': null,
  'Dedicated support': null,
  'White-label options': null,
  'API access': null,
  'Custom training': null,
};

/** A plan's listed items other than its daily matches, split into what Pear has and what it does not yet. */
function planItems(plan: Plan) {
  const items = plan.features.filter((item) => !/investor matches/i.test(item));
  const known = items.map((item) => PLAN_ITEMS[item] ?? null);
  return {
    present: known.filter((item): item is NonNullable<typeof item> => item !== null),
    missing: items.filter((_, index) => known[index] === null).map(inSentence),
  };
}

function planEntry(plan: Plan, keywords: string[]): KnowledgeEntry {
  const { present, missing } = planItems(plan);
  const popular = plan.popular
    ? ` and is our Most Popular plan${plan.id === DEFAULT_PLAN_ID ? ' (and the default on the payment page)' : ''}`
    : '';
  const has =
    present.length > 0
      ? ` Of the other items listed for ${plan.name}, Pear has ${listOf(present.map((item) => item.is))}.`
      : '';
  const lacks =
    missing.length > 0
      ? ` ${capitalised(listOf(missing))} ${missing.length === 1 ? 'is' : 'are'} not part of Pear yet.`
      : '';
  return {
    id: `plan-${plan.id}`,
    title: `${plan.name} plan — ${perMonth(plan)}`,
    text: `The ${plan.name} plan costs ${perMonth(plan)}${popular}. It includes ${dailyMatches(plan)}. Everything else Pear does works on every plan: the plans differ only in daily investor matches.${has}${lacks}`,
    keywords,
    features: ['plans', 'investor-matches', ...present.flatMap((item) => item.features)],
  };
}

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

const NOT_SOLD = ADD_ONS.every((entry) => !entry.purchasable);

const vibeLabels = listOf(
  VIBE_SCORE_LABELS.map(({ min, label }, index) =>
    index === VIBE_SCORE_LABELS.length - 1
      ? `anything below ${VIBE_SCORE_LABELS[index - 1]?.min ?? SCORE_MAX} is shown as ${label}`
      : `${min} and above is ${label}`,
  ),
);

export const KNOWLEDGE_BASE: readonly KnowledgeEntry[] = [
  {
    id: 'what-is-pear',
    title: 'What Pear is',
    text: 'Pear is a fundraising matchmaking platform that connects startup founders with investors. It scores compatibility (PearScore) and profile strength (VibeScore), suggests daily investor matches with the reasons behind each, drafts personalised outreach, keeps your deal flow in a CRM and your documents in a Data Room, and drafts accelerator applications from your own deck and resume (Auto Apply). Investors get a profile, a portfolio and fund view, founder matches and the same deal-flow CRM.',
    keywords: ['about', 'overview', 'platform', 'company', 'what does pear do', 'founders', 'investors', 'product'],
    features: [
      'investor-matches',
      'vibescore',
      'outreach',
      'deal-flow',
      'data-room',
      'applications',
      'investor-dashboard',
      'founder-matches',
    ],
  },
  {
    id: 'plans-overview',
    title: 'Plans and pricing overview',
    text: `Pear has ${PLANS.length === 3 ? 'three' : PLANS.length} founder plans: ${listOf(PLANS.map((plan) => `${plan.name} at ${perMonth(plan)} (${dailyMatches(plan)}${plan.popular ? '; our Most Popular plan' : ''})`))}. The plans differ only in how many investor matches you get a day; every other feature works on every plan. Pear offers a ${TRIAL_DAYS}-day free trial, no credit card required.`,
    keywords: [
      'pricing',
      'price',
      'prices',
      'cost',
      'costs',
      'plans',
      'subscription',
      'membership',
      'tiers',
      'how much',
      'compare',
      'cheapest',
    ],
    features: ['plans', 'investor-matches'],
  },
  planEntry(basic, ['basic', 'starter', 'cheapest', 'entry', 'price', 'cost', 'how much', '29']),
  planEntry(pro, ['pro', 'professional', 'most popular', 'popular', 'price', 'cost', 'how much', '99', 'default']),
  planEntry(team, [
    'team',
    'teams',
    'unlimited',
    'api',
    'white-label',
    'integrations',
    'price',
    'cost',
    'how much',
    '199',
    'biggest',
  ]),
  {
    id: 'landing-pricing',
    title: 'Landing-page tiers: Starter, Pass and Enterprise',
    text: `The landing page shows Starter at ${perMonth(basic)} (${basic.dailyMatchQuota} matches a day), the Pear Pass at ${perMonth(pro)} (${pro.dailyMatchQuota} matches a day, Most Popular, with a "Start Free Trial" button) and Enterprise with custom pricing. Starter and Pear Pass are the ${basic.name} and ${pro.name} plans in price and daily matches; for Enterprise, book a demo to discuss your needs.`,
    keywords: [
      'starter',
      'pass',
      'enterprise',
      'custom pricing',
      'landing',
      'quote',
      'large',
      'organisation',
      'organization',
    ],
    features: ['plans', 'landing-page'],
  },
  {
    id: 'addon-formfill',
    title: 'FormFill Bot add-on: not on sale',
    text: `The pricing page lists a FormFill Bot add-on at ${usd(FORMFILL_BOT_USD_PER_MONTH)}/month, but it cannot be bought: ${NOT_SOLD ? 'Pear sells no add-ons today' : 'it is not on sale'}. What it describes is Auto Apply, which every founder already has in the Applications tab on every plan: it drafts a programme's application answers from your own deck, resume and profile, and marks what they cannot answer "needs your input".`,
    keywords: [
      'formfill',
      'form fill',
      'bot',
      'add-on',
      'addon',
      'extra',
      'automatic form filling',
      'applications',
      '19',
    ],
    features: ['applications'],
  },
  {
    id: 'addon-meeting-fees',
    title: 'Meeting fees: not charged',
    text: `The pricing page lists meeting fees of ${usd(MEETING_FEE_USD.min)}–${usd(MEETING_FEE_USD.max)} set by investors, with a ${MEETING_FEE_PLATFORM_PERCENT}% platform cut for Pear, but Pear does not charge for meetings today: no one can set or pay a meeting fee. Founders and investors meet through accepted intros, at no cost.`,
    keywords: [
      'meeting fee',
      'fees',
      'add-on',
      'addon',
      'paid meeting',
      'platform cut',
      'commission',
      '10%',
      '50',
      '500',
    ],
    features: ['intros'],
  },
  {
    id: 'addon-success-fee',
    title: 'Success fee: not charged',
    text: `The pricing page lists a ${SUCCESS_FEE_PERCENT}% success fee on closing a round, but Pear does not charge it today: nothing is billed when you close a round. You pay only for your plan.`,
    keywords: ['success fee', 'fee', 'commission', 'closing', 'round', 'percentage', '1.5%', 'add-on', 'addon'],
    features: ['plans'],
  },
  {
    id: 'free-trial',
    title: `${TRIAL_DAYS}-day free trial`,
    text: `You can try Pear free for ${TRIAL_DAYS} days, and no credit card is needed to start the trial: founders get the ${getPlan(TRIAL_PLAN_ID).name} plan's daily matches until the trial ends.`,
    keywords: ['trial', 'free', 'try', 'credit card', 'card', 'test', 'demo account', 'without paying'],
    features: ['plans'],
  },
  {
    id: 'checkout',
    title: 'How to buy a plan',
    text: `Sign in, open Payment from the Dashboard menu, pick ${listOf(
      PLANS.map((plan) => (plan.id === DEFAULT_PLAN_ID ? `${plan.name} (selected by default)` : plan.name)),
      'or',
    )} and press Continue to Checkout. You are sent to our card payment provider to pay; afterwards the payment-success page confirms that your subscription is active and links to your dashboard.`,
    keywords: ['buy', 'purchase', 'subscribe', 'upgrade', 'checkout', 'pay', 'payment', 'card', 'billing'],
    features: ['plans'],
  },
  {
    id: 'billing-terms',
    title: 'Refunds, cancellation and taxes',
    text: "Refund, cancellation and tax terms aren't published on the site yet. Book a demo or contact the team and we'll answer for your case.",
    keywords: [
      'refund',
      'refunds',
      'cancel',
      'cancellation',
      'tax',
      'taxes',
      'vat',
      'invoice',
      'money back',
      'downgrade',
    ],
    features: [],
  },
  {
    id: 'pearscore',
    title: 'How PearScore works',
    text: `PearScore is a 0–${SCORE_MAX} compatibility score between a founder and an investor. It is deterministic and explainable, and combines sector fit (from the investor's real portfolio), stage fit, round-size fit (the investor's typical round vs your raise), co-investment with your existing investors, how recently the investor has been active, geography, and text similarity between your deck and the sectors the investor backs. When none of your current investors is in Pear's investor data, it also weighs habits learned from past rounds: how often the investor comes in at a company's first round, whether it is a firm or an individual angel, and how large its syndicates are.`,
    keywords: [
      'pearscore',
      'pear score',
      'compatibility',
      'score',
      'matching',
      'algorithm',
      'ranking',
      'calculated',
      'signals',
      'sector',
      'stage',
      'fit',
    ],
    features: ['investor-matches'],
  },
  {
    id: 'pearscore-reasons',
    title: 'Why a match is a good match',
    text: 'Every match comes with up to three reasons that are true statements computed from real investment history: how many companies in your sector the investor backed and at which stage, whether their typical round fits your raise, or how often they co-invested with your current investors. They appear under "Why This is a Good Match" on each match card.',
    keywords: ['reasons', 'why', 'explanation', 'explainable', 'good match', 'match card', 'justification', 'evidence'],
    features: ['investor-matches'],
  },
  {
    id: 'investor-data',
    title: 'Where investor data comes from',
    text: 'Investor profiles are built from real investment history in the CrunchBase 2013 export (licensed CC-BY, so we credit it wherever it is shown): the sectors, stages, typical round sizes, regions, portfolio companies and co-investors of thousands of investors. That data contains no e-mail addresses or LinkedIn profiles, so Pear never invents them; missing contact details are simply hidden.',
    keywords: [
      'crunchbase',
      'data source',
      'dataset',
      'investor database',
      'where',
      'how many investors',
      'cc-by',
      'attribution',
      'contact details',
      'email',
    ],
    features: ['investor-matches'],
  },
  {
    id: 'vibescore',
    title: 'How VibeScore works',
    text: `VibeScore measures the strength of a founder profile from 0 to ${SCORE_MAX}, computed from your parsed resume and pitch deck: deck completeness (problem, solution, market, business model, traction, team, ask), traction evidence (numbers found), team (co-founders and relevant experience) and profile completeness. The same input always gives the same score, with a breakdown.`,
    keywords: [
      'vibescore',
      'vibe score',
      'vibe',
      'profile strength',
      'profile score',
      'rating',
      'calculated',
      'founder score',
    ],
    features: ['vibescore'],
  },
  {
    id: 'vibescore-labels',
    title: 'VibeScore labels',
    text: `The VibeScore card shows a label with the number: ${vibeLabels}.`,
    keywords: [
      'label',
      'labels',
      'excellent',
      'great',
      'good',
      'exceptional',
      'meaning',
      'vibescore',
      'what does my score mean',
    ],
    features: ['vibescore'],
  },
  {
    id: 'vibescore-improve',
    title: 'Improving your VibeScore',
    text: 'To raise your VibeScore, upload a complete pitch deck that covers problem, solution, market, business model, traction, team and the ask; include concrete traction numbers; and upload an up-to-date resume so your team and experience are captured. You can update your resume and pitch deck from the founder dashboard.',
    keywords: ['improve', 'increase', 'raise', 'better', 'higher', 'boost', 'tips', 'vibescore', 'low score'],
    features: ['vibescore', 'document-parsing', 'founder-profile'],
  },
  {
    id: 'daily-matches',
    title: 'Daily investor matches',
    text: `The AI Matching tab of the founder dashboard lists your investor matches, each with a match percentage, the investor's name, title and up to three sectors, and why it is a good match. "Find new matches" refreshes the list. ${listOf(PLANS.map((plan) => `${plan.name} gives ${plan.dailyMatchQuota === null ? 'unlimited matches' : `${plan.dailyMatchQuota} matches`} a day`))}.`,
    keywords: [
      'matches',
      'match',
      'daily',
      'investors',
      'find new matches',
      'match percentage',
      'ai matching',
      'recommendations',
      'how many',
    ],
    features: ['investor-matches', 'plans'],
  },
  {
    id: 'outreach',
    title: 'AI-personalised outreach',
    text: 'From each match card in AI Matching, Pear drafts a personalised intro e-mail to that investor and lists the questions the investor is likely to ask, so you can prepare your answers. Outreach drafts work on every plan.',
    keywords: [
      'outreach',
      'email',
      'emails',
      'cold email',
      'intro',
      'introduction',
      'draft',
      'write',
      'investor questions',
      'prepare',
    ],
    features: ['outreach', 'investor-matches'],
  },
  {
    id: 'deal-flow',
    title: 'Deal Flow CRM',
    text: `The Deal Flow tab is your fundraising CRM. Each investor is a deal that moves through ${CRM_STAGES.length === 9 ? 'nine' : CRM_STAGES.length} stages: ${listOf(CRM_STAGES)}. See them as a board (one column per stage, with counts and amounts) or as a list, and move a deal with its "Stage" selector or by drag and drop. Add investors with "Add to Deal Flow" on a match card (it starts at Lead with the match's reasons) or with "Add investor" (search the investor database by name, or enter any contact); "Mark as sent" on an intro e-mail draft records it and moves the deal to Contacted. Each deal has a detail panel: edit its round, amount, intro source and next follow-up, "Add note", see the timeline, "Schedule meeting" (downloads an .ics calendar invite and moves the deal to Meetings) and "Mark as passed" with a reason (passed deals move to the Passed filter). Deals whose follow-up date has come are highlighted and counted under "Follow-ups due". "Export CSV" downloads every deal; "Import CSV" shows a preview of what will be added, updated or skipped, and matches existing deals instead of duplicating them. Your deals are private to you.`,
    keywords: [
      'crm',
      'deal flow',
      'deals',
      'pipeline',
      'stages',
      'stage',
      'tracking',
      'track',
      'contacts',
      'follow up',
      'follow-ups',
      'reminder',
      'notes',
      'meeting',
      'invite',
      'ics',
      'calendar invite',
      'passed',
      'pass',
      'csv',
      'export',
      'import',
      'spreadsheet',
      'board',
      'kanban',
      'add to deal flow',
      'mark as sent',
    ],
    features: ['deal-flow', 'deal-flow-meetings', 'deal-flow-csv', 'investor-matches', 'outreach'],
  },
  {
    id: 'automation',
    title: 'Automation: applications, scheduling, analytics',
    text: 'What Pear automates today: Auto Apply in the Applications tab drafts accelerator and competition applications from your own deck, resume and profile; "Schedule meeting" on a Deal Flow deal creates a calendar invite (an .ics file) and moves the deal to Meetings; and the Data Room shows who read each document and page, for how long. All of it works on every plan. Pear does not book meetings in a calendar for you and has no separate analytics dashboard.',
    keywords: [
      'automation',
      'automatic',
      'scheduler',
      'scheduling',
      'meetings',
      'calendar',
      'analytics',
      'dashboard',
      'features',
    ],
    features: ['applications', 'deal-flow-meetings', 'data-room-analytics'],
  },
  {
    id: 'data-room',
    title: 'Data Room',
    text: `The Data Room tab keeps your fundraising documents in ${DATA_ROOM_CATEGORIES.length === 3 ? 'three' : DATA_ROOM_CATEGORIES.length} categories: ${listOf(DATA_ROOM_CATEGORIES)}. "Upload document" takes ${listOf(DATA_ROOM_FILE_TYPES)} files up to ${DATA_ROOM_LIMITS.fileBytes / MiB} MB (recognised by their content), in a category, optionally marked "Restricted". Your pitch deck is kept there automatically, and every Update Pitchdeck adds a new version. A pending item is a placeholder for a document you still owe; its upload button fills it. "Share" creates a link for one viewer e-mail, with an optional expiry date and an "Allow download" switch; the viewer receives it by e-mail, proves the address with a ${DATA_ROOM_LIMITS.codeDigits}-digit code (valid ${DATA_ROOM_LIMITS.codeMinutes} minutes) and then reads your documents in the browser; downloaded PDFs carry the viewer's e-mail and the date on every page. Restricted documents show "Request Access": you see each request with "Approve" or "Deny", and the viewer is e-mailed your answer; an approval opens the document for that viewer only. You can revoke a link at any time. For each document you see its viewers, the total reading time and the time spent on each page; every share, view, download, request and decision is in the activity list. When the viewer's e-mail belongs to a deal in your Deal Flow, sharing moves the deal to Data Shared and views and requests appear on its timeline.`,
    keywords: [
      'data room',
      'dataroom',
      'documents',
      'upload',
      'share',
      'sharing',
      'restricted',
      'request access',
      'watermark',
      'analytics',
      'who viewed',
      'docsend',
      'due diligence',
    ],
    features: ['data-room', 'data-room-analytics', 'deal-flow'],
  },
  {
    id: 'intros-kudos',
    title: 'Intros and kudos',
    text: `Intros on Pear are double opt-in. An investor can press Request Intro on a founder's card, and a founder can press Request Intro on the match card of an investor who is "On Pear" (an investor who claimed their profile). The other side is e-mailed and sees the request under "Intro requests" with why you match, and answers Accept or Decline. Only after Accept do both see each other's e-mail (and LinkedIn, the investor's meeting link and the founder's video pitch), and both Deal Flow boards get the other side at Introduced. A decline stays private: the requester sees "No response yet" until the request expires after ${INVESTOR_LIMITS.introExpiryDays} days. Each person can send ${INVESTOR_LIMITS.introsPerDay} intro requests a day. Kudos are short endorsements of a founder: on the Profile tab, "Request a kudo" e-mails someone who knows you a one-time link to write one; you approve it before investors see it on your card. An investor can ask a founder for references with Request Kudo.`,
    keywords: [
      'intro',
      'intros',
      'introduction',
      'request intro',
      'accept',
      'decline',
      'kudo',
      'kudos',
      'endorsement',
      'reference',
      'references',
      'on pear',
      'double opt-in',
    ],
    features: ['intros', 'kudos', 'founder-matches', 'investor-matches', 'deal-flow', 'video-pitch'],
  },
  {
    id: 'applications',
    title: 'Applications and Auto Apply',
    text: `The Applications tab of the founder dashboard ranks a catalogue of real ${listOf(PROGRAMME_TYPES.map((type) => type.toLowerCase()))} programmes for your stage, industry and location, with the reason for each, the official link and how its deadlines work. "Auto Apply" drafts answers to that programme's application questions from your own deck, resume, profile and deal flow; a question your data cannot answer is left empty and marked "needs your input" (Pear never invents facts). You edit and copy each answer, export them all as ${listOf(APPLICATION_EXPORT_FORMATS.map((format) => (format === 'pdf' ? 'PDF' : 'Markdown')))}, and track the status (${listOf(APPLICATION_STATUSES, 'or')}) with dates; deadlines within ${APPLICATION_LIMITS.deadlineSoonDays} days are flagged. Auto Apply is part of every founder plan.`,
    keywords: [
      'applications',
      'application',
      'auto apply',
      'autofill',
      'auto-fill',
      'form filling',
      'accelerator',
      'accelerators',
      'incubator',
      'competition',
      'grant',
      'y combinator',
      'techstars',
      'apply',
      'deadline',
    ],
    features: ['applications'],
  },
  {
    id: 'video-pitch',
    title: 'Video pitch',
    text: `In the Settings tab of the founder dashboard you can upload a video pitch: an ${listOf(VIDEO_PITCH_FORMATS, 'or')} file of up to ${VIDEO_PITCH_LIMITS.seconds / 60} minutes and ${VIDEO_PITCH_LIMITS.bytes / MiB} MB. Pear reads the real length from the video file itself and refuses a longer one with a message saying how long it is. You can watch it there, replace it or delete it. Investors see it on your card once an intro between you is accepted.`,
    keywords: ['video', 'video pitch', 'pitch video', 'upload video', 'mp4', 'webm', 'minutes', 'settings', 'record'],
    features: ['video-pitch', 'intros'],
  },
  {
    id: 'media-content',
    title: 'Media & Content',
    text: `The Media & Content panel beside the founder dashboard's tabs lists links to ${listOf(MEDIA_TYPES.map((type) => `${type.toLowerCase()}s`))} about you and your startup. "Add media" takes the type, a title, the link (its platform, such as YouTube or Spotify, is detected from the address) and an optional https thumbnail; you can edit, delete and reorder items, up to ${MEDIA_LIMITS.items}. Links open in a new tab. Investors see the list on your card.`,
    keywords: [
      'media',
      'content',
      'press',
      'podcast',
      'article',
      'tweet',
      'youtube',
      'links',
      'coverage',
      'news',
      'interview',
    ],
    features: ['media-content', 'founder-matches'],
  },
  {
    id: 'features',
    title: 'Main features',
    text: "Pear's main features today: sign-in with LinkedIn, pitch-deck and resume parsing with a VibeScore, daily investor matches with a PearScore and the reasons behind each match, intro e-mail drafts and the questions an investor is likely to ask, a Deal Flow CRM (a board and list of your investor deals, with notes, follow-ups, meeting invites, passes with reasons and CSV export and import), a Data Room (store and share your documents, approve or deny access to restricted files, and see who read which page for how long), Applications with Auto Apply (accelerator and competition applications drafted from your own data), a video pitch in Settings, a Media & Content list of press and posts, double opt-in intros between founders and investors on Pear, kudos (endorsements shown to investors once the founder approves them), an investor dashboard (profile from the thesis, claimed investment history, fund and portfolio, ranked founder matches, the same CRM), plans with card checkout, and a curated startup resources directory.",
    keywords: ['features', 'what can', 'capabilities', 'functionality', 'offer', 'tools', 'include'],
    features: [
      'sign-in',
      'document-parsing',
      'vibescore',
      'investor-matches',
      'outreach',
      'deal-flow',
      'deal-flow-meetings',
      'deal-flow-csv',
      'data-room',
      'data-room-analytics',
      'applications',
      'video-pitch',
      'media-content',
      'intros',
      'kudos',
      'investor-dashboard',
      'founder-matches',
      'plans',
      'resources',
    ],
  },
  {
    id: 'founder-dashboard',
    title: 'The founder dashboard',
    text: 'After sign-up, founders land on the founder dashboard: a header with your profile and animated VibeScore, the Media & Content panel, and six tabs. Profile (your details and kudos), AI Matching (investor matches and outreach drafts), Data Room (your fundraising documents, shared by link), Applications (programmes ranked for you, with Auto Apply), Deal Flow (your CRM of investor deals, as a board or a list) and Settings (your video pitch and the account you signed in with).',
    keywords: [
      'dashboard',
      'founder dashboard',
      'tabs',
      'profile',
      'data room',
      'applications',
      'settings',
      'video pitch',
    ],
    features: [
      'founder-profile',
      'vibescore',
      'media-content',
      'investor-matches',
      'outreach',
      'data-room',
      'applications',
      'deal-flow',
      'video-pitch',
      'kudos',
    ],
  },
  {
    id: 'investors',
    title: 'Pear for investors',
    text: 'Investors sign up the same way (LinkedIn, then an investment-thesis PDF instead of a pitch deck, then a resume). The investor dashboard at /investors is built from the thesis: a header with an investor VibeScore (profile and thesis completeness, portfolio evidence, and responsiveness to intro requests, each explained) and five tabs. Profile: bio, firm name, investment focus, preferred stage, check size, geography and the thesis text, all editable; "Claim your investor profile" finds your firm or angel profile in the investor database by name and links its investment history (an angel profile is claimed once, a firm by several members, each listed as a partner). Portfolio: the fund (name, size, focus, stage, geography, partners) and portfolio companies, from the claimed history plus companies you add. Matches: "AI-Powered Founder Matches", the founders on Pear ranked for you with a PearScore and the reasons, their kudos, Media & Content and intros, and Request Kudo and Request Intro; Email, Meet and the founder\'s video pitch appear once the founder accepts an intro. Deal Flow: the same CRM founders use, with founders as deals. Settings: the account you signed in with, and the meeting link founders see after an intro.',
    keywords: ['investor', 'investors', 'vc', 'angel', 'thesis', 'fund', 'portfolio', 'deal flow', 'for investors'],
    features: [
      'investor-dashboard',
      'founder-matches',
      'deal-flow',
      'kudos',
      'intros',
      'media-content',
      'video-pitch',
      'document-parsing',
    ],
  },
  {
    id: 'signup-steps',
    title: 'How sign-up works',
    text: `Sign-up goes like this: first choose founder or investor and continue with LinkedIn; then upload your pitch deck (founders) or investment thesis (investors) as a PDF; then upload your resume as a PDF (under ${MAX_PDF_BYTES / MiB} MB); finally see your VibeScore and go to your dashboard.`,
    keywords: [
      'sign up',
      'signup',
      'register',
      'join',
      'create account',
      'get started',
      'onboarding',
      'steps',
      'account',
    ],
    features: ['sign-in', 'document-parsing', 'vibescore'],
  },
  {
    id: 'signin',
    title: 'Signing in',
    text: 'Pear uses LinkedIn for sign-in: press Sign In and continue with LinkedIn. Founders land on the founder dashboard and investors on the investor dashboard.',
    keywords: ['sign in', 'signin', 'log in', 'login', 'linkedin', 'password', 'account access'],
    features: ['sign-in'],
  },
  {
    id: 'pitch-deck',
    title: 'Uploading a pitch deck',
    text: 'Upload your pitch deck as a PDF during sign-up (or later with Update Pitchdeck on the dashboard). Pear parses it to extract your company details — such as problem, market, traction, team and the amount you are raising — which feed your profile, your VibeScore, your matches and Auto Apply. It reads slide titles and round names in English, French, German, Spanish, Portuguese, Italian, Polish and Dutch ("Amorçage" and "Semilla" are a seed round; "Pre-Series A", a "Bridge round" and a "Friends & family round" are stages of their own), slides whose titles are sentences rather than section names (a pain after the cover, a price per unit, founders’ role cards, a split of the raise into percentages), amounts written the way decks write them (in most currencies, by sign, code or local abbreviation such as "TSh", "Tk", "MDT" or Chile’s "UF", before or after the figure, in thousands, millions or billions, with digits grouped by commas, full stops, spaces or apostrophes), and figures in charts, tables and stat cards.',
    keywords: ['pitch deck', 'pitchdeck', 'deck', 'upload', 'pdf', 'parse', 'slides'],
    features: ['document-parsing', 'founder-profile', 'vibescore', 'investor-matches', 'applications'],
  },
  {
    id: 'resume',
    title: 'Uploading a resume',
    text: `Sign-up asks for your resume as a PDF (under ${MAX_PDF_BYTES / MiB} MB). Pear parses it to fill in your background, education, experience and skills. It reads the layouts most CVs use: LinkedIn's "Save to PDF" export, Europass, one- and two-column CVs, and section headings in English, German, French, Spanish, Portuguese, Italian and Dutch. You can replace it later with Update Resume on the founder dashboard.`,
    keywords: ['resume', 'cv', 'upload', 'pdf', 'background', 'experience', 'education', 'europass', 'language'],
    features: ['document-parsing', 'founder-profile'],
  },
  {
    id: 'privacy',
    title: 'Data privacy: what Pear stores',
    text: 'Pear stores the account details from your LinkedIn sign-in (name, e-mail, picture), your role, the profile fields extracted from the PDFs you upload (pitch deck or thesis, resume), and what you add yourself: deals, data room documents, applications, media links and your video pitch. Early-access sign-ups store name, e-mail, role and an optional profile URL. We do not sell your data.',
    keywords: [
      'privacy',
      'data',
      'personal data',
      'stored',
      'store',
      'gdpr',
      'secure',
      'security',
      'safe',
      'confidential',
      'sell',
      'share',
    ],
    features: ['deal-flow', 'data-room', 'applications', 'media-content', 'video-pitch'],
  },
  {
    id: 'data-deletion',
    title: 'Deleting your data',
    text: 'You can ask us to delete your account and the data we hold about you at any time; contact the Pear team (for example through Book a Demo) and we will remove it.',
    keywords: ['delete', 'deletion', 'remove', 'erase', 'close account', 'forget', 'gdpr', 'my data'],
    features: [],
  },
  {
    id: 'resources',
    title: 'Startup resources directory',
    text: 'The Resources tab is a curated directory of startup resources in these categories: Company Formation, Legal Resources, Events, Online Courses, Mentors Pairing, Pitch Deck Critique, and Incubators & Competitions. Each resource has a description, a rating and a link.',
    keywords: [
      'resources',
      'directory',
      'categories',
      'legal',
      'incubators',
      'accelerators',
      'competitions',
      'courses',
      'mentors',
      'events',
      'company formation',
      'incorporation',
    ],
    features: ['resources'],
  },
  {
    id: 'early-access',
    title: 'Early access',
    text: 'Press Get Early Access, choose founder or investor, and enter your first name, last name, e-mail and optionally your LinkedIn profile URL. We add you to the early-access list; an e-mail can only be registered once.',
    keywords: ['early access', 'waitlist', 'waiting list', 'beta', 'get early access', 'launch', 'invite'],
    features: ['early-access'],
  },
  {
    id: 'book-demo',
    title: 'Booking a demo',
    text: 'Press Book a Demo on the landing page to open our scheduling page in a new tab and pick a time; we will walk you through Pear and answer your questions.',
    keywords: ['demo', 'book', 'call', 'meeting', 'talk', 'contact', 'sales', 'human', 'support', 'walkthrough'],
    features: ['landing-page'],
  },
  {
    id: 'demo-video',
    title: 'Product demo video',
    text: 'The landing page plays a short demo video recorded from the real product: signing up, the VibeScore, AI Matching with PearScores and adding a match to Deal Flow. It has English captions and loads only when you play it.',
    keywords: [
      'demo video',
      'video',
      'watch',
      'see it',
      'walkthrough',
      'tour',
      'how it looks',
      'screenshots',
      'product video',
    ],
    features: ['landing-page', 'sign-in', 'vibescore', 'investor-matches', 'deal-flow'],
  },
];
