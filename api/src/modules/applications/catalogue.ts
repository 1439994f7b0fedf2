// The programmes Pear ranks for founders: real accelerators, incubators, competitions and grants, compiled in 2026-11
// from each programme's official site. The questions are PARAPHRASED from what the programme's public application
// or application guide asks (never quoted at length), each with the page it comes from; programmes change their
// forms, so the UI links every question to its source. No deadline date is stored unless the catalogue truly knows
// it: a programme without one says in words how its deadlines work and points to its official page.
import type { DeadlineKind, Programme, ProgrammeQuestion } from '@pear/contract';
import type { Topic } from './topics.js';

/** Where a programme runs, for the location part of the ranking. */
export const REGIONS = [
  'North America',
  'Latin America',
  'Europe',
  'Asia',
  'Africa',
  'Oceania',
  'Middle East',
] as const;
export type Region = (typeof REGIONS)[number];

export type CatalogueQuestion = ProgrammeQuestion & {
  /** What the question asks, in the drafter's terms (./topics.ts). */
  topic: Topic;
};

export type CatalogueProgramme = Omit<Programme, 'deadline' | 'questions'> & {
  deadline: {
    kind: DeadlineKind;
    note: string;
    /** Announced deadlines (YYYY-MM-DD) the catalogue knows of; empty when it knows none. */
    dates: readonly string[];
  };
  /** Regions it runs in or takes founders from; empty = worldwide (online or many locations). */
  regions: readonly Region[];
  questions: readonly CatalogueQuestion[];
};

/** Questions of one programme, all from one source page unless a question names its own. */
function questionsFrom(
  sourceUrl: string,
  list: readonly (readonly [id: string, topic: Topic, text: string, sourceUrl?: string])[],
): CatalogueQuestion[] {
  return list.map(([id, topic, text, source]) => ({ id, topic, text, sourceUrl: source ?? sourceUrl }));
}

const CHECK_OFFICIAL = 'Check the official page for the current deadline.';

export const CATALOGUE: readonly CatalogueProgramme[] = [
  {
    id: 'y-combinator',
    name: 'Y Combinator',
    type: 'Accelerator',
    description:
      'Three-month program in San Francisco ending in Demo Day. YC invests in every company it funds on its standard deal (published on its site) and takes companies from the idea stage onwards.',
    url: 'https://www.ycombinator.com/apply',
    location: 'San Francisco, USA',
    regions: ['North America'],
    stages: ['Pre-Seed', 'Seed'],
    industries: [],
    deadline: {
      kind: 'cycle',
      note: `Several batches a year, each with its own application deadline; applications sent after it are considered for the next batch. ${CHECK_OFFICIAL}`,
      dates: [],
    },
    questions: questionsFrom('https://www.ycombinator.com/apply', [
      ['one-liner', 'one_liner', 'Describe what your company does in about 50 characters.'],
      ['what-making', 'solution', 'What is your company going to make? Describe your product and what it does.'],
      [
        'why-idea',
        'why_this_idea',
        'Why did you pick this idea to work on? What do you understand that others do not?',
      ],
      [
        'competitors',
        'competition',
        'Who are your competitors, and what do you understand about your business that they do not?',
      ],
      ['progress', 'stage', 'How far along are you?'],
      ['users-revenue', 'traction', 'How many active users or customers do you have, and do you have revenue?'],
      ['money', 'business_model', 'How do you or will you make money?'],
      ['impressive', 'founder_background', 'Tell us something impressive each founder has built or achieved.'],
      ['location', 'location', 'Where do you live now, and where would the company be based after YC?'],
      ['equity', 'equity_split', 'How is the equity split among the founders and anyone else?'],
    ]),
  },
  {
    id: 'techstars',
    name: 'Techstars',
    type: 'Accelerator',
    description:
      'Three-month, mentorship-driven accelerator programs in many cities and industries; Techstars invests in each company it accepts (terms on its site).',
    url: 'https://www.techstars.com/accelerators',
    location: 'Many cities worldwide',
    regions: [],
    stages: ['Pre-Seed', 'Seed'],
    industries: [],
    deadline: {
      kind: 'cycle',
      note: `Each program opens its own application window before its cohort starts. ${CHECK_OFFICIAL}`,
      dates: [],
    },
    questions: questionsFrom('https://www.techstars.com/accelerators', [
      ['company', 'one_liner', 'Describe your company in one sentence.'],
      ['problem', 'problem', 'What problem are you solving, and for whom?'],
      ['product', 'solution', 'What is your product and how does it solve the problem?'],
      ['traction', 'traction', 'What traction do you have so far (users, customers, revenue, pilots)?'],
      ['team', 'team', 'Who is on the founding team, and what are their roles?'],
      ['market', 'market', 'How big is the market you are going after?'],
      ['funding', 'current_investors', 'Have you raised money before? From whom?'],
      ['why-techstars', 'why_this_programme', 'Why this Techstars program?'],
    ]),
  },
  {
    id: '500-global',
    name: '500 Global Accelerator',
    type: 'Accelerator',
    description:
      "500 Global's accelerator programs for early-stage startups, run by region and theme, with investment and a growth curriculum.",
    url: 'https://500.co/accelerators',
    location: 'Programs in several regions',
    regions: [],
    stages: ['Pre-Seed', 'Seed'],
    industries: [],
    deadline: {
      kind: 'cycle',
      note: `Each program has its own application window. ${CHECK_OFFICIAL}`,
      dates: [],
    },
    questions: questionsFrom('https://500.co/accelerators', [
      ['pitch', 'one_liner', 'What does your company do, in one line?'],
      ['problem', 'problem', 'What problem do you solve?'],
      ['solution', 'solution', 'What is your solution?'],
      ['traction', 'traction', 'What are your key metrics and traction so far?'],
      ['business-model', 'business_model', 'What is your business model?'],
      ['team', 'team', 'Tell us about the founding team.'],
      ['fundraising', 'funding_ask', 'How much are you raising, and how much have you raised before?'],
    ]),
  },
  {
    id: 'antler',
    name: 'Antler',
    type: 'Incubator',
    description:
      'A residency for founders from day zero: individuals and early teams meet co-founders, test ideas and can receive pre-seed investment. Runs in many cities.',
    url: 'https://www.antler.co/apply',
    location: 'Many cities worldwide',
    regions: [],
    stages: ['Idea', 'Pre-Seed'],
    industries: [],
    deadline: {
      kind: 'rolling',
      note: 'Applications are reviewed as they arrive, for the next cohort in each location.',
      dates: [],
    },
    questions: questionsFrom('https://www.antler.co/apply', [
      ['location', 'location', 'Which Antler location are you applying to, and where are you based?'],
      ['background', 'founder_background', 'Tell us about your professional background and experience.'],
      ['idea', 'one_liner', 'Are you working on an idea? Describe it briefly.'],
      ['problem', 'problem', 'What problem are you most excited to solve?'],
      ['team', 'team', 'Do you already have co-founders? Who are they?'],
      ['why-antler', 'why_this_programme', 'Why do you want to join Antler now?'],
    ]),
  },
  {
    id: 'entrepreneur-first',
    name: 'Entrepreneur First',
    type: 'Incubator',
    description:
      'Invests in individuals before they have a team or an idea: founders meet co-founders in a cohort and build a company from scratch.',
    url: 'https://www.joinef.com/',
    location: 'London, San Francisco and Bangalore',
    regions: ['Europe', 'North America', 'Asia'],
    stages: ['Idea', 'Pre-Seed'],
    industries: [],
    deadline: {
      kind: 'cycle',
      note: `Cohorts start a few times a year; each has its own application deadline. ${CHECK_OFFICIAL}`,
      dates: [],
    },
    questions: questionsFrom('https://www.joinef.com/', [
      ['background', 'founder_background', 'What is your background: education, work and what you have built?'],
      ['edge', 'anything_else', 'What is your edge: the area where you know more than almost anyone?'],
      ['education', 'education', 'Where did you study, and what?'],
      ['location', 'location', 'Where are you based, and which cohort location would you join?'],
      ['idea', 'why_this_idea', 'Is there a problem or technology you want to build a company around? Why?'],
    ]),
  },
  {
    id: 'plug-and-play',
    name: 'Plug and Play Tech Center',
    type: 'Accelerator',
    description:
      'Industry-themed programs that connect startups with corporate partners for pilots; headquartered in Sunnyvale, California, with locations worldwide.',
    url: 'https://www.plugandplaytechcenter.com/',
    location: 'Sunnyvale, USA and locations worldwide',
    regions: [],
    stages: ['Seed', 'Series A'],
    industries: [],
    deadline: {
      kind: 'cycle',
      note: `Each industry program runs its own selection before a batch. ${CHECK_OFFICIAL}`,
      dates: [],
    },
    questions: questionsFrom('https://www.plugandplaytechcenter.com/', [
      ['company', 'one_liner', 'Briefly describe your company.'],
      ['industry', 'industry', 'Which industry does your solution serve?'],
      ['product', 'solution', 'What is your product or technology?'],
      ['stage', 'stage', 'What stage is your company at?'],
      ['customers', 'traction', 'Who are your current customers or pilots?'],
      ['funding', 'current_investors', 'How much funding have you raised, and from whom?'],
      ['website', 'website', 'What is your website?'],
    ]),
  },
  {
    id: 'masschallenge',
    name: 'MassChallenge',
    type: 'Accelerator',
    description:
      'Zero-equity accelerator: MassChallenge takes no equity from the startups in its programs and connects them with experts and corporate partners.',
    url: 'https://masschallenge.org/',
    location: 'Boston, USA and other locations',
    regions: ['North America', 'Europe'],
    stages: ['Pre-Seed', 'Seed'],
    industries: [],
    deadline: {
      kind: 'cycle',
      note: `Each program has an application window before its cohort. ${CHECK_OFFICIAL}`,
      dates: [],
    },
    questions: questionsFrom('https://masschallenge.org/', [
      ['summary', 'one_liner', 'Summarise your startup in a sentence.'],
      ['problem', 'problem', 'What problem are you solving?'],
      ['solution', 'solution', 'Describe your solution and what makes it different.'],
      ['market', 'market', 'Who is your target customer and how large is the market?'],
      ['traction', 'traction', 'What milestones have you reached?'],
      ['team', 'team', 'Who is on your team?'],
      ['impact', 'impact', 'What impact will your startup have?'],
    ]),
  },
  {
    id: 'alchemist',
    name: 'Alchemist Accelerator',
    type: 'Accelerator',
    description:
      'Accelerator for enterprise startups: companies that make their money from enterprises, not consumers. Based in the San Francisco Bay Area.',
    url: 'https://www.alchemistaccelerator.com/',
    location: 'San Francisco Bay Area, USA',
    regions: ['North America'],
    stages: ['Pre-Seed', 'Seed'],
    industries: ['Enterprise software', 'B2B', 'SaaS'],
    deadline: {
      kind: 'rolling',
      note: 'Applications are reviewed as they arrive; classes start a few times a year.',
      dates: [],
    },
    questions: questionsFrom('https://www.alchemistaccelerator.com/', [
      ['company', 'one_liner', 'What does your company do?'],
      ['customer', 'problem', 'Who is your enterprise customer and what pain do you solve for them?'],
      ['product', 'solution', 'Describe your product.'],
      ['traction', 'traction', 'What traction do you have with enterprise customers (pilots, revenue)?'],
      ['team', 'team', 'Who are the founders and what are their backgrounds?'],
      ['competition', 'competition', 'Who are your competitors?'],
    ]),
  },
  {
    id: 'hax',
    name: 'HAX (SOSV)',
    type: 'Accelerator',
    description:
      "SOSV's hard-tech accelerator for startups building hardware, robotics, climate and industrial technology, with engineering help and lab space.",
    url: 'https://hax.co/',
    location: 'Newark, USA',
    regions: ['North America'],
    stages: ['Pre-Seed', 'Seed'],
    industries: ['Hardware', 'Robotics', 'Climate', 'Industrial', 'Deep tech', 'Energy'],
    deadline: {
      kind: 'rolling',
      note: 'Applications are reviewed as they arrive.',
      dates: [],
    },
    questions: questionsFrom('https://hax.co/', [
      ['company', 'one_liner', 'What are you building, in one sentence?'],
      ['problem', 'problem', 'What problem does it solve, and for whom?'],
      ['technology', 'solution', 'Describe the technology and its current state (prototype, pilot, production).'],
      ['market', 'market', 'What is the market opportunity?'],
      ['team', 'team', 'Who is on the team?'],
      ['funding', 'funding_ask', 'How much have you raised and how much do you need?'],
    ]),
  },
  {
    id: 'founder-institute',
    name: 'Founder Institute',
    type: 'Accelerator',
    description:
      'Part-time pre-seed accelerator for idea-stage and early founders, run by local chapters with mentors; founders can keep their jobs while they take it.',
    url: 'https://fi.co/',
    location: 'Chapters in many cities, and online',
    regions: [],
    stages: ['Idea', 'Pre-Seed'],
    industries: [],
    deadline: {
      kind: 'cycle',
      note: `Each chapter has its own application deadline before its cohort starts. ${CHECK_OFFICIAL}`,
      dates: [],
    },
    questions: questionsFrom('https://fi.co/', [
      ['idea', 'one_liner', 'Describe your business idea.'],
      ['problem', 'problem', 'What problem does it solve?'],
      ['background', 'founder_background', 'Tell us about your work experience.'],
      ['stage', 'stage', 'How far along is your company?'],
      ['location', 'location', 'Which chapter would you join, and where are you based?'],
    ]),
  },
  {
    id: 'berkeley-skydeck',
    name: 'Berkeley SkyDeck',
    type: 'Accelerator',
    description:
      "UC Berkeley's startup accelerator, with investment from its fund and access to the university's network; the official page says which founders are eligible.",
    url: 'https://skydeck.berkeley.edu/',
    location: 'Berkeley, USA',
    regions: ['North America'],
    stages: ['Pre-Seed', 'Seed'],
    industries: [],
    deadline: {
      kind: 'cycle',
      note: `Two cohorts a year, each with its own application deadline. ${CHECK_OFFICIAL}`,
      dates: [],
    },
    questions: questionsFrom('https://skydeck.berkeley.edu/', [
      ['company', 'one_liner', 'Describe your company in one sentence.'],
      ['problem', 'problem', 'What problem are you solving?'],
      ['solution', 'solution', 'What is your solution?'],
      ['traction', 'traction', 'What traction do you have?'],
      ['team', 'team', 'Who is on your team, and what is their connection to UC Berkeley?'],
      ['funding', 'current_investors', 'How much funding have you raised, and from whom?'],
    ]),
  },
  {
    id: 'creative-destruction-lab',
    name: 'Creative Destruction Lab',
    type: 'Accelerator',
    description:
      'Nonprofit program for science- and technology-based startups, built on objective-setting sessions with experienced founders and investors. Sites in several countries.',
    url: 'https://creativedestructionlab.com/',
    location: 'Toronto, Canada and other sites',
    regions: ['North America', 'Europe'],
    stages: ['Pre-Seed', 'Seed'],
    industries: ['Deep tech', 'AI', 'Quantum', 'Health', 'Climate', 'Space', 'Energy'],
    deadline: {
      kind: 'cycle',
      note: `One program year per site, with applications before it starts. ${CHECK_OFFICIAL}`,
      dates: [],
    },
    questions: questionsFrom('https://creativedestructionlab.com/', [
      ['company', 'one_liner', 'What does your company do?'],
      ['science', 'solution', 'What is the science or technology behind it?'],
      ['market', 'market', 'Who are your customers and what is the market?'],
      ['traction', 'traction', 'What progress have you made so far?'],
      ['team', 'team', 'Who is on the team?'],
      ['funding', 'current_investors', 'Who has invested so far?'],
    ]),
  },
  {
    id: 'station-f-founders',
    name: 'Station F Founders Program',
    type: 'Incubator',
    description:
      "Station F's own program for early-stage startups at the Paris campus: desks, perks and the campus's services.",
    url: 'https://stationf.co/programs/founders-program',
    location: 'Paris, France',
    regions: ['Europe'],
    stages: ['Pre-Seed', 'Seed'],
    industries: [],
    deadline: {
      kind: 'cycle',
      note: `Intakes with their own application windows. ${CHECK_OFFICIAL}`,
      dates: [],
    },
    questions: questionsFrom('https://stationf.co/programs/founders-program', [
      ['pitch', 'one_liner', 'Pitch your startup in one sentence.'],
      ['product', 'solution', 'What is your product?'],
      ['traction', 'traction', 'What traction do you have?'],
      ['team', 'team', 'Who are the founders?'],
      ['funding', 'current_investors', 'Have you raised funds? From whom?'],
      ['why-station-f', 'why_this_programme', 'Why do you want to join Station F?'],
    ]),
  },
  {
    id: 'google-for-startups-accelerator',
    name: 'Google for Startups Accelerator',
    type: 'Accelerator',
    description:
      'Equity-free programs for seed to Series A startups, run by region or theme (such as AI or climate), with mentoring from Google experts.',
    url: 'https://startup.google.com/programs/accelerator/',
    location: 'Programs by region',
    regions: [],
    stages: ['Seed', 'Series A'],
    industries: [],
    deadline: {
      kind: 'cycle',
      note: `Each regional or themed program opens its own application window. ${CHECK_OFFICIAL}`,
      dates: [],
    },
    questions: questionsFrom('https://startup.google.com/programs/accelerator/', [
      ['company', 'one_liner', 'What does your startup do?'],
      ['product', 'solution', 'Describe your product and the technology behind it.'],
      ['challenges', 'anything_else', 'What technical challenges would you want help with?'],
      ['traction', 'traction', 'What are your traction and key metrics?'],
      ['funding', 'current_investors', 'How much funding have you raised, and from whom?'],
      ['team', 'team', 'Who is on the team?'],
      ['website', 'website', 'What is your website?'],
    ]),
  },
  {
    id: 'village-capital',
    name: 'Village Capital',
    type: 'Accelerator',
    description:
      'Programs for impact-driven startups in which the founders of each cohort rank one another, and the top-ranked companies can receive investment.',
    url: 'https://vilcap.com/',
    location: 'Programs in several countries',
    regions: [],
    stages: ['Pre-Seed', 'Seed'],
    industries: ['Impact', 'Fintech', 'Health', 'Climate', 'Agriculture', 'Education'],
    deadline: {
      kind: 'cycle',
      note: `Each program has its own application deadline. ${CHECK_OFFICIAL}`,
      dates: [],
    },
    questions: questionsFrom('https://vilcap.com/', [
      ['company', 'one_liner', 'Describe your company.'],
      ['problem', 'problem', 'What problem are you solving, and who experiences it?'],
      ['impact', 'impact', 'What social or environmental impact does your company have?'],
      ['business-model', 'business_model', 'What is your business model?'],
      ['traction', 'traction', 'What traction do you have?'],
      ['team', 'team', 'Who is on the team?'],
    ]),
  },
  {
    id: 'startupbootcamp',
    name: 'Startupbootcamp',
    type: 'Accelerator',
    description:
      'Industry-focused accelerator programs that connect startups with corporate partners, mentors and investors.',
    url: 'https://www.startupbootcamp.org/',
    location: 'Programs in several cities',
    regions: [],
    stages: ['Pre-Seed', 'Seed'],
    industries: [],
    deadline: {
      kind: 'cycle',
      note: `Each program selects its cohort before it starts. ${CHECK_OFFICIAL}`,
      dates: [],
    },
    questions: questionsFrom('https://www.startupbootcamp.org/', [
      ['company', 'one_liner', 'Describe your startup in one sentence.'],
      ['problem', 'problem', 'What problem are you solving?'],
      ['solution', 'solution', 'What is your solution?'],
      ['market', 'market', 'What is your target market?'],
      ['traction', 'traction', 'What traction do you have?'],
      ['team', 'team', 'Who is on the team?'],
    ]),
  },
  {
    id: 'startup-wise-guys',
    name: 'Startup Wise Guys',
    type: 'Accelerator',
    description:
      'European accelerator, founded in Tallinn, for B2B software, fintech and cybersecurity startups from Europe and nearby regions.',
    url: 'https://startupwiseguys.com/',
    location: 'Tallinn, Estonia and Europe',
    regions: ['Europe'],
    stages: ['Pre-Seed', 'Seed'],
    industries: ['B2B', 'SaaS', 'Fintech', 'Cybersecurity'],
    deadline: {
      kind: 'cycle',
      note: `Each program has an application deadline before its cohort. ${CHECK_OFFICIAL}`,
      dates: [],
    },
    questions: questionsFrom('https://startupwiseguys.com/', [
      ['company', 'one_liner', 'What does your company do?'],
      ['customers', 'problem', 'Who are your customers and what problem do you solve for them?'],
      ['traction', 'traction', 'What traction do you have (revenue, paying customers)?'],
      ['business-model', 'business_model', 'How do you make money?'],
      ['team', 'team', 'Who is on the team?'],
      ['funding', 'funding_ask', 'How much are you raising?'],
    ]),
  },
  {
    id: 'seedcamp',
    name: 'Seedcamp',
    type: 'Accelerator',
    description:
      "London-based seed fund that backs European founders early and supports them after investing; founders pitch through Seedcamp's site.",
    url: 'https://seedcamp.com/',
    location: 'London, UK (invests across Europe)',
    regions: ['Europe'],
    stages: ['Pre-Seed', 'Seed'],
    industries: [],
    deadline: {
      kind: 'rolling',
      note: 'Pitches are read as they arrive.',
      dates: [],
    },
    questions: questionsFrom('https://seedcamp.com/', [
      ['company', 'one_liner', 'What does your company do, in one line?'],
      ['problem', 'problem', 'What problem are you solving?'],
      ['traction', 'traction', 'What traction do you have?'],
      ['team', 'team', 'Who is on the founding team?'],
      ['raise', 'funding_ask', 'How much are you raising?'],
      ['website', 'website', 'Your website.'],
    ]),
  },
  {
    id: 'a16z-speedrun',
    name: 'a16z speedrun',
    type: 'Accelerator',
    description:
      "Andreessen Horowitz's accelerator for very early startups, originally for games and now also consumer and AI companies, with investment from a16z.",
    url: 'https://speedrun.a16z.com/',
    location: 'San Francisco, USA',
    regions: ['North America'],
    stages: ['Pre-Seed', 'Seed'],
    industries: ['Games', 'Consumer', 'AI', 'Entertainment'],
    deadline: {
      kind: 'cycle',
      note: `Cohorts with an application deadline each. ${CHECK_OFFICIAL}`,
      dates: [],
    },
    questions: questionsFrom('https://speedrun.a16z.com/', [
      ['company', 'one_liner', 'What are you building?'],
      ['why-now', 'why_this_idea', 'Why are you the right team to build it, and why now?'],
      ['traction', 'traction', 'What traction or progress do you have?'],
      ['team', 'team', 'Who is on the team?'],
      ['background', 'founder_background', 'What have the founders built before?'],
      ['funding', 'current_investors', 'Have you raised money? From whom?'],
    ]),
  },
  {
    id: 'startup-chile',
    name: 'Start-Up Chile',
    type: 'Accelerator',
    description:
      "The Chilean government's accelerator: equity-free funding for startups from anywhere that run their program in Chile.",
    url: 'https://startupchile.org/',
    location: 'Santiago, Chile',
    regions: ['Latin America'],
    stages: ['Idea', 'Pre-Seed', 'Seed'],
    industries: [],
    deadline: {
      kind: 'cycle',
      note: `Calls for applications open a few times a year, each with a closing date. ${CHECK_OFFICIAL}`,
      dates: [],
    },
    questions: questionsFrom('https://startupchile.org/', [
      ['company', 'one_liner', 'Describe your startup.'],
      ['problem', 'problem', 'What problem are you solving?'],
      ['solution', 'solution', 'What is your solution?'],
      ['market', 'market', 'What is your market?'],
      ['team', 'team', 'Who is on the team?'],
      ['why-chile', 'why_this_programme', 'Why do you want to run your program in Chile?'],
    ]),
  },
  {
    id: 'eic-accelerator',
    name: 'EIC Accelerator',
    type: 'Grant',
    description:
      "The European Innovation Council's funding for startups and SMEs with breakthrough innovations: grants, optionally combined with equity investment.",
    url: 'https://eic.ec.europa.eu/eic-funding-opportunities/eic-accelerator_en',
    location: 'EU and Horizon Europe associated countries',
    regions: ['Europe'],
    stages: ['Seed', 'Series A'],
    industries: [],
    deadline: {
      kind: 'cycle',
      note: `Short applications can be sent at any time; full applications have cut-off dates during the year. ${CHECK_OFFICIAL}`,
      dates: [],
    },
    questions: questionsFrom('https://eic.ec.europa.eu/eic-funding-opportunities/eic-accelerator_en', [
      ['problem', 'problem', 'What problem or market opportunity does your innovation address?'],
      [
        'innovation',
        'solution',
        'What is the innovation, and how is it a breakthrough compared with the state of the art?',
      ],
      ['market', 'market', 'Who are your customers and how large is the market?'],
      ['competition', 'competition', 'Who are your competitors, and what is your advantage over them?'],
      ['business-model', 'business_model', 'What is your business model?'],
      ['team', 'team', 'Who is on the team, and what are their skills?'],
      ['funding', 'funding_ask', 'How much funding do you need, and what for?'],
      ['impact', 'impact', 'What is the broader impact of your innovation?'],
    ]),
  },
  {
    id: 'sbir-sttr',
    name: 'SBIR / STTR (America’s Seed Fund)',
    type: 'Grant',
    description:
      "US federal agencies' research and development awards for US small businesses. Each agency publishes its own topics, rules and dates; check SBIR.gov for what is open.",
    url: 'https://www.sbir.gov/',
    location: 'USA',
    regions: ['North America'],
    stages: ['Idea', 'Pre-Seed', 'Seed'],
    industries: ['Deep tech', 'Health', 'Defense', 'Energy', 'Climate', 'AI'],
    deadline: {
      kind: 'cycle',
      note: "Each agency's solicitation has its own dates. Check SBIR.gov for what is open now.",
      dates: [],
    },
    questions: questionsFrom('https://www.sbir.gov/', [
      ['problem', 'problem', 'What problem or agency need does your project address?'],
      ['innovation', 'solution', 'What is the technical innovation?'],
      ['market', 'market', 'What is the commercial potential and the market?'],
      ['team', 'team', 'Who are the key people, and what are their qualifications?'],
      ['company', 'company_name', 'What is the name of your small business?'],
    ]),
  },
  {
    id: 'hult-prize',
    name: 'Hult Prize',
    type: 'Competition',
    description:
      'Yearly competition for student-led startups that tackle social challenges, from campus rounds to a global final with a prize of US$1M.',
    url: 'https://www.hultprize.org/',
    location: 'Worldwide (campus rounds, global final)',
    regions: [],
    stages: ['Idea', 'Pre-Seed'],
    industries: ['Impact', 'Social impact'],
    deadline: {
      kind: 'fixed',
      note: `One competition a year; campus rounds have their own dates. ${CHECK_OFFICIAL}`,
      dates: [],
    },
    questions: questionsFrom('https://www.hultprize.org/', [
      ['venture', 'one_liner', 'Describe your venture in one sentence.'],
      ['problem', 'problem', 'What social problem does it address?'],
      ['solution', 'solution', 'What is your solution?'],
      ['impact', 'impact', 'What impact will it have, and how will you measure it?'],
      ['business-model', 'business_model', 'How will the venture sustain itself financially?'],
      ['team', 'team', 'Who is on the team, and which university are you from?'],
    ]),
  },
  {
    id: 'mit-100k',
    name: 'MIT $100K Entrepreneurship Competition',
    type: 'Competition',
    description:
      "MIT's student-run startup competition (Pitch, Accelerate and Launch rounds over the academic year); teams need at least one MIT student.",
    url: 'https://www.mit100k.org/',
    location: 'Cambridge, USA',
    regions: ['North America'],
    stages: ['Idea', 'Pre-Seed'],
    industries: [],
    deadline: {
      kind: 'fixed',
      note: `Each round has its own deadline during the academic year. ${CHECK_OFFICIAL}`,
      dates: [],
    },
    questions: questionsFrom('https://www.mit100k.org/', [
      ['summary', 'one_liner', 'Summarise your venture.'],
      ['problem', 'problem', 'What problem are you solving?'],
      ['solution', 'solution', 'What is your solution?'],
      ['market', 'market', 'Who is your market?'],
      ['team', 'team', 'Who is on the team, and who are the MIT students?'],
    ]),
  },
  {
    id: 'rice-business-plan-competition',
    name: 'Rice Business Plan Competition',
    type: 'Competition',
    description:
      "Rice University's competition for startups led by university students, held in Houston once a year with investment and prizes.",
    url: 'https://rbpc.rice.edu/',
    location: 'Houston, USA',
    regions: ['North America'],
    stages: ['Pre-Seed', 'Seed'],
    industries: [],
    deadline: {
      kind: 'fixed',
      note: `One competition a year with one application deadline. ${CHECK_OFFICIAL}`,
      dates: [],
    },
    questions: questionsFrom('https://rbpc.rice.edu/', [
      ['summary', 'one_liner', 'Give an executive summary of your company.'],
      ['problem', 'problem', 'What problem are you solving?'],
      ['market', 'market', 'What is the market opportunity?'],
      ['business-model', 'business_model', 'What is your business model?'],
      ['team', 'team', 'Who is on the team, and which university are the student founders from?'],
      ['funding', 'funding_ask', 'How much funding have you raised and how much do you seek?'],
    ]),
  },
  {
    id: 'techcrunch-startup-battlefield',
    name: 'TechCrunch Startup Battlefield',
    type: 'Competition',
    description:
      'Pitch competition for early-stage startups at TechCrunch Disrupt: selected companies pitch on stage to investors and the press.',
    url: 'https://techcrunch.com/startup-battlefield/',
    location: 'San Francisco, USA (TechCrunch Disrupt)',
    regions: ['North America'],
    stages: ['Pre-Seed', 'Seed', 'Series A'],
    industries: [],
    deadline: {
      kind: 'fixed',
      note: `One application window before each Disrupt. ${CHECK_OFFICIAL}`,
      dates: [],
    },
    questions: questionsFrom('https://techcrunch.com/startup-battlefield/', [
      ['company', 'one_liner', 'Describe your company in one sentence.'],
      ['product', 'solution', 'What is your product, and is it launched?'],
      ['stage', 'stage', 'What stage is your company at?'],
      ['funding', 'current_investors', 'How much have you raised, and from whom?'],
      ['team', 'team', 'Who are the founders?'],
      ['website', 'website', 'What is your website?'],
    ]),
  },
];

const byId = new Map(CATALOGUE.map((programme) => [programme.id, programme]));

export const findProgramme = (id: string): CatalogueProgramme | undefined => byId.get(id);

/** The next announced deadline on or after `today` (YYYY-MM-DD), or null. */
export function nextDeadline(programme: CatalogueProgramme, today: string): string | null {
  return [...programme.deadline.dates].sort().find((day) => day >= today) ?? null;
}

/** The programme as the contract shows it: the next deadline computed, internal fields left out. */
export function publicProgramme(programme: CatalogueProgramme, today: string): Programme {
  const { regions: _regions, deadline, questions, ...rest } = programme;
  return {
    ...rest,
    stages: [...rest.stages],
    industries: [...rest.industries],
    deadline: { kind: deadline.kind, note: deadline.note, next: nextDeadline(programme, today) },
    questions: questions.map(({ id, text, sourceUrl }) => ({ id, text, sourceUrl })),
  };
}
