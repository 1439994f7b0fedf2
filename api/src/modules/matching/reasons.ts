// Why an investor matches, in sentences that are true of the data: every number is counted from the
// investor's own history at the moment of asking, never estimated.
import type { InvestorProfile, PortfolioDeal } from '../investors/profiles.js';
import { companyKey } from '../investors/rounds.js';
import type { FounderQuery } from './types.js';
import { sectorLabel, sectorsMentioned, stageLabel } from './vocabulary.js';

export type Signal = 'prior' | 'network' | 'sector' | 'stage' | 'size' | 'region' | 'text' | 'activity';

export type MatchEvidence = {
  query: FounderQuery;
  /** Each signal's part of the score, in the score's log units; statements follow the strongest first. */
  contributions: Partial<Record<Signal, number>>;
  /** The founder's current investor most linked to this one, and how. */
  link: { partner: InvestorProfile; coInvestments: number; investedAfter: number } | null;
  /** For a current investor: companies it could have followed on in, and did. */
  followOn: { companies: number; followedOn: number } | null;
  /** YYYY-MM-DD: recent activity is counted back from here. */
  activityAsOf: string;
};

const MAX_REASONS = 3;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "2013-03-14" → "March 2013", the same on every machine (no locale). */
export function monthYear(isoDate: string): string {
  return `${MONTHS[Number(isoDate.slice(5, 7)) - 1] ?? ''} ${isoDate.slice(0, 4)}`;
}

export const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function splitUsd(amount: number): { value: string; unit: string } {
  const [divisor, unit] = amount >= 1e9 ? [1e9, 'B'] : amount >= 1e6 ? [1e6, 'M'] : [1e3, 'K'];
  const scaled = amount / divisor;
  // One decimal below 10 ($1.5M), whole numbers above ($15M).
  const value = scaled < 10 ? String(Math.round(scaled * 10) / 10) : String(Math.round(scaled));
  return { value, unit };
}

/** $500K, $1.5M, $15M, $1.2B */
export function formatUsd(amount: number): string {
  const { value, unit } = splitUsd(amount);
  return `$${value}${unit}`;
}

/** $1–3M, $250–500K, $500K–$2M */
export function formatUsdRange(low: number, high: number): string {
  const a = splitUsd(low);
  const b = splitUsd(high);
  if (a.value === b.value && a.unit === b.unit) return formatUsd(low);
  return a.unit === b.unit ? `$${a.value}–${b.value}${b.unit}` : `${formatUsd(low)}–${formatUsd(high)}`;
}

/** Distinct companies among the deals that pass `keep`. */
export function companiesWhere(portfolio: PortfolioDeal[], keep: (deal: PortfolioDeal) => boolean): number {
  const companies = new Set<string>();
  for (const deal of portfolio) if (keep(deal)) companies.add(companyKey(deal.company));
  return companies.size;
}

type Statement = (investor: InvestorProfile, evidence: MatchEvidence) => string | null;

/** "Backed 14 mobile companies, 6 at seed stage"; `coversStage` when it counts the stage too. */
function sectorStatement(
  sector: string | null,
  stage: string | null,
  investor: InvestorProfile,
): { text: string; coversStage: boolean } | null {
  const label = sector ? sectorLabel(sector) : null;
  if (!sector || !label) return null;
  const companies = companiesWhere(investor.portfolio, (deal) => deal.sector === sector);
  if (companies === 0) return null;
  const backed = `Backed ${plural(companies, `${label} company`, `${label} companies`)}`;
  const stageName = stage ? stageLabel(stage) : null;
  const atStage = stageName
    ? companiesWhere(investor.portfolio, (deal) => deal.sector === sector && deal.stage === stage)
    : 0;
  if (atStage === 0) return { text: backed, coversStage: false };
  const share = atStage < companies ? `${atStage} at` : companies === 1 ? 'at' : 'all at';
  return { text: `${backed}, ${share} ${stageName} stage`, coversStage: true };
}

const STATEMENTS: Record<Signal, Statement> = {
  prior: (_investor, { followOn }) =>
    followOn && followOn.followedOn > 0
      ? `Your current investor; followed on in ${followOn.followedOn} of ${plural(followOn.companies, 'company', 'companies')} that raised again`
      : 'Your current investor',

  network: (_investor, { link }) => {
    if (!link) return null;
    if (link.coInvestments > 0) {
      return `Co-invested ${plural(link.coInvestments, 'time', 'times')} with ${link.partner.name}, your current investor`;
    }
    return link.investedAfter > 0
      ? `Invested after ${link.partner.name}, your current investor, in ${plural(link.investedAfter, 'company', 'companies')}`
      : null;
  },

  sector: (investor, { query }) => sectorStatement(query.sector, query.stage, investor)?.text ?? null,

  stage: (investor, { query }) => {
    const name = query.stage ? stageLabel(query.stage) : null;
    const deals = query.stage ? (investor.stages[query.stage] ?? 0) : 0;
    if (!name || deals === 0) return null;
    if (investor.dealCount === 1) return `Its only deal was at ${name} stage`;
    if (deals === investor.dealCount) return `All ${deals} of its deals were at ${name} stage`;
    return `${deals} of its ${investor.dealCount} deals ${deals === 1 ? 'was' : 'were'} at ${name} stage`;
  },

  size: (investor, { query }) => {
    const size = investor.roundSize;
    const raise = query.roundSizeUsd;
    if (!size || !raise || raise < size.p25Usd || raise > size.p75Usd) return null;
    return `Typical round ${formatUsdRange(size.p25Usd, size.p75Usd)} fits your ${formatUsd(raise)} raise`;
  },

  region: (investor, { query }) => {
    const region = query.region;
    const companies = region ? companiesWhere(investor.portfolio, (deal) => deal.region === region) : 0;
    return companies > 0 ? `Backed ${plural(companies, 'company', 'companies')} in ${region}` : null;
  },

  text: (investor, { query }) => {
    const [sector] = [...sectorsMentioned(query.text ?? '')]
      .filter(([mentioned]) => mentioned !== query.sector && (investor.sectors[mentioned] ?? 0) > 0)
      .sort(([, a], [, b]) => b - a)
      .map(([mentioned]) => mentioned);
    const statement = sector ? sectorStatement(sector, null, investor) : null;
    return statement ? `${statement.text}, a field your deck covers` : null;
  },

  activity: (investor, { activityAsOf }) => {
    const yearBefore = `${Number(activityAsOf.slice(0, 4)) - 1}${activityAsOf.slice(4)}`;
    const recent = investor.portfolio.filter((deal) => deal.fundedAt > yearBefore && deal.fundedAt <= activityAsOf);
    return recent.length >= 2
      ? `${recent.length} deals in the 12 months to ${monthYear(activityAsOf)}`
      : `Last invested in ${monthYear(investor.lastInvestmentAt)}`;
  },
};

/**
 * 1–3 statements, strongest signal first. Signals that did not help this match say nothing; when none
 * did, the investor's recent activity is the statement.
 */
export function explainMatch(investor: InvestorProfile, evidence: MatchEvidence): string[] {
  const signals = (Object.entries(evidence.contributions) as [Signal, number][])
    .filter(([, contribution]) => contribution > 0)
    .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1))
    .map(([signal]) => signal);

  const reasons: string[] = [];
  const stated = new Set<Signal>();
  const state = (text: string | null, ...signals: Signal[]) => {
    if (!text || reasons.includes(text) || reasons.length === MAX_REASONS) return;
    reasons.push(text);
    for (const signal of signals) stated.add(signal);
  };
  for (const signal of signals) {
    if (stated.has(signal)) continue;
    if (signal === 'sector' || signal === 'stage') {
      // One statement for both when the sector's deals can be counted at the founder's stage.
      const { query } = evidence;
      const sector = sectorStatement(query.sector, query.stage, investor);
      if (sector && (signal === 'sector' || sector.coversStage)) {
        state(sector.text, 'sector', ...(sector.coversStage ? (['stage'] as const) : []));
        continue;
      }
    }
    state(STATEMENTS[signal](investor, evidence), signal);
  }
  if (reasons.length === 0) reasons.push(STATEMENTS.activity(investor, evidence) as string);
  return reasons;
}
