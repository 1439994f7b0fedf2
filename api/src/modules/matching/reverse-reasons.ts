// The same evidence seen from the other side (issue 14): why a founder fits an investor's claimed history, addressed
// to the investor ("you"). As in reasons.ts, every number is counted from the investor's own deals, never estimated.
import type { InvestorProfile } from '../investors/profiles.js';
import { companiesWhere, formatUsd, formatUsdRange, plural, type MatchEvidence, type Signal } from './reasons.js';
import { sectorLabel, sectorsMentioned, stageLabel } from './vocabulary.js';

/** The founder's own words for what the query was built from. */
export type FounderWords = { name: string; industry: string | null; stage: string | null };

const MAX_REASONS = 3;

/** "Raising a Seed round", "Raising an Angel round". */
export function raisingPhrase(stage: string): string {
  const round = /\bround\b/i.test(stage) ? stage : `${stage} round`;
  return `Raising ${/^[aeiou]/i.test(round) ? 'an' : 'a'} ${round}`;
}

type Statement = { text: string; covers: Signal[] };

function sectorStatement(investor: InvestorProfile, evidence: MatchEvidence, founder: FounderWords): Statement | null {
  const { sector, stage } = evidence.query;
  const label = sector ? sectorLabel(sector) : null;
  if (!sector || !label) return null;
  const companies = companiesWhere(investor.portfolio, (deal) => deal.sector === sector);
  if (companies === 0) return null;
  const stageName = stage ? stageLabel(stage) : null;
  const atStage = stageName
    ? companiesWhere(investor.portfolio, (deal) => deal.sector === sector && deal.stage === stage)
    : 0;
  const backed = `you have backed ${plural(companies, `${label} company`, `${label} companies`)}`;
  const text = `${founder.industry ?? label}, one of your sectors: ${backed}${atStage > 0 ? `, ${atStage} at ${stageName} stage` : ''}`;
  return { text, covers: atStage > 0 ? ['sector', 'stage'] : ['sector'] };
}

function statementFor(
  signal: Signal,
  investor: InvestorProfile,
  evidence: MatchEvidence,
  founder: FounderWords,
): Statement | null {
  const { query, link } = evidence;
  const one = (text: string | null): Statement | null => (text ? { text, covers: [signal] } : null);
  switch (signal) {
    case 'prior':
      return one(`${founder.name}'s company already counts you among its investors`);
    case 'network':
      if (!link) return null;
      return one(
        link.coInvestments > 0
          ? `Backed by ${link.partner.name}, with whom you have co-invested ${plural(link.coInvestments, 'time', 'times')}`
          : link.investedAfter > 0
            ? `Backed by ${link.partner.name}; you invested after them in ${plural(link.investedAfter, 'company', 'companies')}`
            : null,
      );
    case 'sector':
      return sectorStatement(investor, evidence, founder);
    case 'stage': {
      const name = query.stage ? stageLabel(query.stage) : null;
      const deals = query.stage ? (investor.stages[query.stage] ?? 0) : 0;
      if (!name || deals === 0) return null;
      const share =
        investor.dealCount === 1
          ? 'your only deal was'
          : deals === investor.dealCount
            ? `all ${deals} of your deals were`
            : `${deals} of your ${investor.dealCount} deals ${deals === 1 ? 'was' : 'were'}`;
      return one(`${raisingPhrase(founder.stage ?? name)}; ${share} at ${name} stage`);
    }
    case 'size': {
      const size = investor.roundSize;
      const raise = query.roundSizeUsd;
      if (!size || !raise || raise < size.p25Usd || raise > size.p75Usd) return null;
      return one(
        `Raising ${formatUsd(raise)}, within your typical round of ${formatUsdRange(size.p25Usd, size.p75Usd)}`,
      );
    }
    case 'region': {
      const region = query.region;
      const companies = region ? companiesWhere(investor.portfolio, (deal) => deal.region === region) : 0;
      return one(
        companies > 0 ? `Based in ${region}, where you have backed ${plural(companies, 'company', 'companies')}` : null,
      );
    }
    case 'text': {
      const [sector] = [...sectorsMentioned(query.text ?? '')]
        .filter(([mentioned]) => mentioned !== query.sector && (investor.sectors[mentioned] ?? 0) > 0)
        .sort(([, a], [, b]) => b - a)
        .map(([mentioned]) => mentioned);
      const label = sector ? sectorLabel(sector) : null;
      const companies = sector ? companiesWhere(investor.portfolio, (deal) => deal.sector === sector) : 0;
      return one(
        label && companies > 0
          ? `The deck covers ${label}: you have backed ${plural(companies, `${label} company`, `${label} companies`)}`
          : null,
      );
    }
    case 'activity':
      return null;
  }
}

/**
 * 1–3 statements for the investor, strongest signal first (the order explainMatch uses for the founder). When
 * nothing in the founder's profile overlaps the history, the one statement says so.
 */
export function explainForInvestor(
  investor: InvestorProfile,
  evidence: MatchEvidence,
  founder: FounderWords,
): string[] {
  const signals = (Object.entries(evidence.contributions) as [Signal, number][])
    .filter(([, contribution]) => contribution > 0)
    .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1))
    .map(([signal]) => signal);
  const reasons: string[] = [];
  const stated = new Set<Signal>();
  for (const signal of signals) {
    if (stated.has(signal) || reasons.length === MAX_REASONS) continue;
    // The sector's statement counts the founder's stage too, when it can.
    const statement =
      signal === 'stage' && sectorStatement(investor, evidence, founder)?.covers.includes('stage')
        ? sectorStatement(investor, evidence, founder)
        : statementFor(signal, investor, evidence, founder);
    if (!statement || reasons.includes(statement.text)) continue;
    reasons.push(statement.text);
    for (const covered of statement.covers) stated.add(covered);
  }
  if (reasons.length === 0) {
    reasons.push(`Nothing ${founder.name} has shared overlaps your investment history yet`);
  }
  return reasons;
}
