// Investor-thesis parsing: the firm, and the industries, stages, check sizes and geographies it invests in.
import { MONEY, MONEY_RANGE, rangeToUsd, toUsd } from './money.js';
import type { PdfText } from './pdf-text.js';
import { firstSentences, plain, wordCount } from './patterns.js';
import { GEOGRAPHIES, rankIndustries, STAGES } from './taxonomy.js';
import type { ParsedThesis } from './types.js';

const FIRM =
  /\b([\p{Lu}][\p{L}&'’.-]*(?:\s+[\p{Lu}][\p{L}&'’.-]*){0,3}\s+(?:Ventures|Capital|Partners|Fund|VC|Investments|Holdings|Angels|Labs|Collective|Syndicate))\b/u;
/** Words that put an amount in the context of a check. */
const CHECK_CUE = /\b(checks?|cheques?|tickets?|invest(?:s|ing|ment)?|initial|first|allocat\w*|write)\b/i;
/** Stages are normalised to these names; later rounds count as growth. */
const STAGE_NAMES: Record<string, string> = {
  'Angel round': 'Pre-Seed',
  'Friends and family': 'Pre-Seed',
  'Pre-Series A': 'Seed',
  'Series C': 'Growth',
  Bridge: 'Seed',
};

export function parseThesis(text: PdfText): ParsedThesis {
  const fullText = text.lines.map((line) => plain(line.text)).join('\n');
  const { min, max } = findCheckSize(fullText);
  return {
    firmName: findFirmName(text, fullText),
    industries: rankIndustries(fullText, 1),
    stages: findStages(fullText),
    checkSizeMinUsd: min,
    checkSizeMaxUsd: max,
    geographies: GEOGRAPHIES.filter(([, pattern]) => pattern.test(fullText)).map(([name]) => name),
    thesisSummary: findSummary(text),
  };
}

/** "Acme Ventures" anywhere, else the biggest short line of the first page. */
function findFirmName(text: PdfText, fullText: string): string | null {
  const named = fullText.match(FIRM);
  if (named) return named[1]!.trim();
  const firstPage = text.lines.filter((line) => line.page === 1 && wordCount(line.text) <= 5);
  const biggest = [...firstPage].sort((a, b) => b.fontSize - a.fontSize)[0];
  return biggest ? plain(biggest.text) : null;
}

function findStages(fullText: string): string[] {
  const stages = STAGES.filter(([, pattern]) => pattern.test(fullText)).map(([name]) => STAGE_NAMES[name] ?? name);
  return [...new Set(stages)];
}

/** The check size: a range near check words, else "up to $X" / "from $X", else a lone amount near them. */
function findCheckSize(fullText: string): { min: number | null; max: number | null } {
  const sentences = fullText.split(/(?<=[.!?])\s+|\n/);
  const withCue = sentences.filter((sentence) => CHECK_CUE.test(sentence));
  for (const sentence of [...withCue, ...sentences]) {
    for (const match of sentence.matchAll(MONEY_RANGE)) {
      const range = rangeToUsd(match);
      if (range && range[1] >= 1000) return { min: range[0], max: range[1] };
    }
  }
  for (const sentence of withCue) {
    const upTo = sentence.match(new RegExp(`\\b(?:up to|max(?:imum)?|as much as)\\s+(${MONEY.source})`, 'i'));
    if (upTo) return { min: null, max: toUsd(upTo[1]!) };
    const from = sentence.match(new RegExp(`\\b(?:from|min(?:imum)?|at least|starting at)\\s+(${MONEY.source})`, 'i'));
    if (from) return { min: toUsd(from[1]!), max: null };
  }
  for (const sentence of withCue) {
    const amount = sentence.match(MONEY)?.[0];
    const usd = amount ? toUsd(amount) : null;
    if (usd && usd >= 1000) return { min: usd, max: usd };
  }
  return { min: null, max: null };
}

/** The first paragraph that talks about investing, else the first long one. */
function findSummary(text: PdfText): string | null {
  const paragraphs: string[] = [];
  let current = '';
  let lastY = -Infinity;
  for (const line of text.lines) {
    if (line.y - lastY > line.fontSize * 1.8 && current) {
      paragraphs.push(current);
      current = '';
    }
    current += `${plain(line.text)} `;
    lastY = line.y;
  }
  if (current) paragraphs.push(current);
  const long = paragraphs.filter((paragraph) => wordCount(paragraph) >= 12);
  const about = long.find((paragraph) => /\b(invest|back|thesis|believe|focus)\w*/i.test(paragraph)) ?? long[0];
  return about ? firstSentences(about, 400) : null;
}
