// Resume parsing from layout: headings split the document into sections, entries are found by vertical
// gaps and by "head" lines (bold, dated or placed), and the parts of an entry's head are told apart by
// vocabulary (job titles, degrees, schools, company suffixes) rather than by the template's order.
import { escapeRegExp } from '../../lib/text.js';
import type { PdfCell, PdfLine, PdfText } from './pdf-text.js';
import {
  collapseLetterSpacing,
  findEmail,
  findPhones,
  findUrls,
  firstSentences,
  ICONS,
  normalizeKey,
  plain,
  wordCount,
} from './patterns.js';
import type { ParsedResume, ResumeEducation, ResumeExperience } from './types.js';

type SectionKind = 'education' | 'experience' | 'skills' | 'projects' | 'summary' | 'other';
type Section = { kind: SectionKind; lines: PdfLine[] };

const MAX_SKILLS = 10;
const MAX_ACHIEVEMENTS = 10;

// ---- Vocabulary -------------------------------------------------------------------------------------------

const HEADINGS: [SectionKind, RegExp][] = [
  [
    'education',
    /^(education|academics?|educational background|academic background|education and training|(academic )?qualifications)$/,
  ],
  [
    'experience',
    /\b(experience|experiences|employment|work history|career history|involvement|internships?|positions)$|^(research|work)$/,
  ],
  [
    'skills',
    /^(technical |computer |core |key |programming )?(skills|skill set|competencies|technologies|tech stack|tools|expertise)( and (interests|tools|technologies))?$/,
  ],
  ['projects', /^(personal |academic |selected |side )?projects?$/],
  ['summary', /^(professional |career )?(summary|profile|objective|about|about me)$/],
  [
    'other',
    /^(honors|awards|honors and awards|honors awards|achievements|publications|certifications?|languages|interests|hobbies|references|coursework|relevant coursework|links|activities|extracurricular|volunteering|patents|talks|invited talks|miscellaneous|leadership|courses|training|additional information)$/,
  ],
];

const TITLE_WORDS = new Set(
  (
    'engineer engineering developer programmer manager intern internship assistant analyst scientist designer ' +
    'consultant director founder cofounder co-founder ceo cto cfo coo cmo vp president lead leader head member ' +
    'volunteer coach specialist researcher fellow associate officer architect administrator coordinator ' +
    'teacher tutor instructor professor lecturer editor writer owner partner principal advisor adviser ' +
    'representative technician contractor freelancer chair secretary treasurer captain mentor trainee ' +
    'apprentice executive supervisor operator clerk agent counselor accountant attorney strategist job'
  ).split(' '),
);

const COMPANY_WORDS = new Set(
  (
    'inc llc ltd corp corporation company technologies labs lab group bank capital ventures university ' +
    'college institute school organization organisation foundation agency studio hospital department ministry ' +
    'association club society center centre employer gmbh plc'
  ).split(' '),
);

const SCHOOL =
  /\b(universit(y|é|ad|ät|ade|à)|college|institute|institution|school|academy|polytechnic|conservatory|politecnico|iit)\b/i;

const DEGREE =
  /(^|[\s(,])(bachelor'?s?|master'?s?|associate'?s?|doctor(ate)?|ph\.? ?d\.?|mba|b\.?s\.?c?|b\.?a\.?|m\.?s\.?c?|m\.?a\.?|m\.?eng|b\.?eng|b\.?tech|m\.?tech|bba|llb|llm|m\.?d\.?|j\.?d\.?|diploma|degree|a\.?a\.?s?|ged)(?=$|[\s,.;:)])/i;

const STUDY_AREA =
  /,\s*[^,]*\b(science|sciences|engineering|studies|arts|mathematics|business|economics|administration|physics|chemistry|biology|management|design|law|medicine|finance|accounting|psychology|history|literature)\b[^,]*$/i;

const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const SEASON = '(?:spring|summer|fall|autumn|winter)';
/** "May 2021", "Summer 2022", "05/2021", "2019", and moderncv's placeholder "year". */
const DATE = `(?:(?:${MONTH}|${SEASON})\\s*,?\\s*)?(?:\\d{4}|'\\d{2})|\\d{1,2}/\\d{2,4}|\\byear\\b`;
const DATE_RANGE = new RegExp(
  `(${DATE})\\s*(?:-{1,2}|–|—|to|until)\\s*(${DATE}|present|current|now|today|ongoing)`,
  'i',
);
const ANY_DATE = new RegExp(`${DATE}|\\bpresent\\b`, 'gi');
const LOCATION = /^[\p{Lu}][\p{L}.' -]+,\s*(?:[A-Z]{2}|[\p{Lu}][\p{L}.' -]+)(?:\s*&.*)?\.?$|^remote$/iu;
const LOCATION_SUFFIX = /,\s*[\p{Lu}][\p{L}.' -]+,\s*(?:[A-Z]{2}|[\p{Lu}][\p{L}]+)\.?$/u;

/** A bullet glyph, or any lone symbol before a space (templates map theirs to "{" or "␣"). */
const BULLET = /^(?:[•◦▪▸►‣⁃∙·●○■□➢✓✔*–-]\s*|[^\p{L}\p{N}\s("'“$€£#@+]\s+)/u;
/** Separators inside a cell that join fields: "Facebook | Software Engineer", "a • b". */
const FIELD_SEPARATOR = /\s+[|•·]\s+|\s*\|\s*|\s+--\s+/;

// ---- Entry point ----------------------------------------------------------------------------------------

export function parseResume(text: PdfText): ParsedResume {
  const lines = text.lines.filter((line) => !isPageFurniture(line, text));
  const { header, sections } = splitSections(lines);
  const headerTexts = header.flatMap((line) => line.cells.map((cell) => cell.text));
  const allText = lines.map((line) => line.text).join('\n');
  const social = findSocial(headerTexts, allText);
  const skills = parseSkills(sections.filter((s) => s.kind === 'skills'));
  return {
    full_name: findName(header, lines),
    email: findEmail(headerTexts.join(' ')) ?? findEmail(allText),
    phone: findPhones(headerTexts.join(' | '))[0] ?? findPhones(allText)[0] ?? null,
    location: findLocation(header),
    country_res: null,
    social,
    summary: findSummary(sections, header),
    skills,
    education: sections.filter((s) => s.kind === 'education').flatMap((s) => parseEducation(s.lines)),
    experience: sections.filter((s) => s.kind === 'experience').flatMap((s) => parseExperience(s.lines, skills)),
  };
}

/** Page numbers ("1/4", "John Doe – 2/2") and "last updated" stamps. */
function isPageFurniture(line: PdfLine, text: PdfText): boolean {
  const value = line.text.trim();
  if (/^(page\s*)?\d+(\s*(\/|of)\s*\d+)?$/i.test(value)) return true;
  if (/\b\d+\s*\/\s*\d+$/.test(value) && wordCount(value) <= 5 && line.fontSize <= text.bodyFontSize) return true;
  return /^(last )?updated (on|in)\b/i.test(value);
}

// ---- Sections -------------------------------------------------------------------------------------------

function headingKind(line: PdfLine): SectionKind | null {
  const value = collapseLetterSpacing(plain(line.text)).replace(/[:.]$/, '');
  // "Tools: Kafka, Docker" is a skills line, not a heading.
  if (value.includes(':') || wordCount(value) > 5 || /\d/.test(value) || value.length < 3) return null;
  const key = normalizeKey(value);
  for (const [kind, pattern] of HEADINGS) if (pattern.test(key)) return kind;
  return null;
}

/** Font size, weight and capitalisation: headings of one resume share them. */
function styleOf(line: PdfLine): string {
  const letters = line.text.replace(/[^\p{L}]/gu, '');
  const caps = letters.length > 0 && letters === letters.toUpperCase();
  return `${Math.round(line.fontSize * 2) / 2}|${line.bold}|${caps}`;
}

function splitSections(lines: PdfLine[]): { header: PdfLine[]; sections: Section[] } {
  const known = lines.map(headingKind);
  // Lines styled like the recognised headings are headings too ("Selected Honors", "Welcome to …").
  const headingStyles = new Set(lines.filter((_, index) => known[index]).map(styleOf));
  const bodySize = median(lines.map((line) => line.fontSize));
  const isHeading = (line: PdfLine, index: number) =>
    known[index] !== null ||
    (headingStyles.has(styleOf(line)) &&
      (line.bold || line.fontSize > bodySize + 0.5 || /^[^a-z]+$/.test(line.text)) &&
      wordCount(line.text) <= 5 &&
      line.cells.length === 1 &&
      !/[\d@]/.test(line.text));

  const header: PdfLine[] = [];
  const sections: (Section & { size: number })[] = [];
  lines.forEach((line, index) => {
    const kind = known[index] ?? 'other';
    const current = sections.at(-1);
    // A minor heading set smaller than the section's own ("Vocational" under "Experience") stays inside it.
    const subheading = current && kind === 'other' && line.fontSize < current.size - 0.5;
    if (isHeading(line, index) && !subheading) sections.push({ kind, lines: [], size: line.fontSize });
    else (current?.lines ?? header).push(line);
  });
  return { header, sections };
}

// ---- Header ---------------------------------------------------------------------------------------------

function headerFields(line: PdfLine): { text: string; cell: PdfCell }[] {
  return line.cells.flatMap((cell) =>
    cell.text
      .split(FIELD_SEPARATOR)
      .map((text) => ({ text: plain(text), cell }))
      .filter((field) => field.text),
  );
}

function looksLikeName(text: string): boolean {
  const words = text.split(' ');
  if (words.length < 2 || words.length > 4) return false;
  if (/[\d@/:]|\.(com|org|net|io)\b/i.test(text)) return false;
  if (headingKind({ text } as PdfLine)) return false;
  if (words.some((word) => TITLE_WORDS.has(word.toLowerCase()))) return false;
  return words.every((word) => /^[\p{Lu}][\p{L}'’.-]*$/u.test(word) || /^[\p{Lu}]+$/u.test(word));
}

/** The biggest name-like text at the top of the first page. */
function findName(header: PdfLine[], lines: PdfLine[]): string | null {
  const pool = header.length ? header : lines.slice(0, 8);
  let best: { text: string; size: number } | null = null;
  for (const line of pool) {
    if (line.page !== 1) continue;
    for (const { text, cell } of headerFields(line)) {
      if (looksLikeName(text) && (!best || cell.fontSize > best.size + 0.1)) best = { text, size: cell.fontSize };
    }
  }
  return best?.text ?? null;
}

function findSocial(headerTexts: string[], allText: string): ParsedResume['social'] {
  const fields = headerTexts.flatMap((text) => text.split(FIELD_SEPARATOR));
  const afterIcon = (icon: RegExp) => {
    const field = fields.find((text) => icon.test(text));
    return field ? plain(field.split(icon)[1] ?? '') || null : null;
  };
  const urls = findUrls(headerTexts.join(' | ')).concat(findUrls(allText));
  const linkedinUrl = urls.find((url) => /linkedin\.com\//i.test(url));
  const githubUrl = urls.find((url) => /github\.com\//i.test(url));
  const website = urls.find((url) => !/linkedin\.com|github\.com/i.test(url)) ?? null;
  return {
    linkedin: linkedinUrl ? stripScheme(linkedinUrl) : (labelled(fields, 'linkedin') ?? afterIcon(ICONS.linkedin)),
    github: githubUrl ? stripScheme(githubUrl) : (labelled(fields, 'github') ?? afterIcon(ICONS.github)),
    website: website ? stripScheme(website) : null,
  };
}

/** "LinkedIn: jdoe", "Github:// deedydas". */
function labelled(fields: string[], label: string): string | null {
  for (const field of fields) {
    const match = plain(field).match(new RegExp(`^${label}\\s*:(?:\\/\\/)?\\s*(\\S+)$`, 'i'));
    if (match?.[1]) return match[1];
  }
  return null;
}

function stripScheme(url: string): string {
  return url
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/$/, '');
}

function findLocation(header: PdfLine[]): string | null {
  for (const line of header) {
    for (const { text } of headerFields(line)) {
      const value = text.replace(/^(address|location)\s*:\s*/i, '');
      if (EMAIL_OR_URL.test(value) || findPhones(value).length) continue;
      if (LOCATION.test(value) || (/^\d+\s+\p{L}/u.test(value) && value.includes(','))) return value;
    }
  }
  return null;
}
const EMAIL_OR_URL = /@|https?:|www\.|\.(com|org|net|io)\b/i;

function findSummary(sections: Section[], header: PdfLine[]): string | null {
  const summary = sections.find((section) => section.kind === 'summary');
  if (summary?.lines.length) return firstSentences(summary.lines.map((line) => line.text).join(' '));
  // Templates that print a one-line pitch under the name.
  const pitch = header.find(
    (line) => wordCount(line.text) >= 6 && !EMAIL_OR_URL.test(line.text) && !/\d{3}/.test(line.text),
  );
  return pitch ? firstSentences(pitch.text) : null;
}

// ---- Entries --------------------------------------------------------------------------------------------

type Entry = { head: PdfLine[]; body: PdfLine[] };

function isBullet(line: PdfLine): boolean {
  return BULLET.test(line.text.trim());
}

function isDateText(text: string): boolean {
  const rest = text.replace(ANY_DATE, '').replace(/expected|graduation|grad\.?|since|from|and|[-–—,:|()\s]|to/gi, '');
  return rest.length === 0 && new RegExp(DATE, 'i').test(text);
}

/** "Mountain View, CA", "Istanbul, Türkiye": short, and none of the words of a degree, title or company. */
function isPlaceText(text: string): boolean {
  const value = text.trim();
  if (!LOCATION.test(value) || wordCount(value) > 6 || wordCount(value.split(',')[0]!) > 3) return false;
  return !DEGREE.test(value) && vocabularyScore(value, TITLE_WORDS) + vocabularyScore(value, COMPANY_WORDS) === 0;
}

/** A line that opens an entry: styled, dated or with a place on the right. */
function isHeadLine(line: PdfLine): boolean {
  const first = line.cells[0];
  if (!first || wordCount(line.text) > 16) return false;
  const fields = line.cells.flatMap((cell) => cell.text.split(FIELD_SEPARATOR));
  const dated = fields.some(isDateText) || DATE_RANGE.test(line.text);
  const placed = line.cells.length > 1 && isPlaceText(line.cells.at(-1)!.text);
  // A dated bullet is an achievement with a year in it, not a new entry.
  return first.bold || placed || (dated && !isBullet(line));
}

function splitEntries(lines: PdfLine[]): Entry[] {
  const gaps = lines.slice(1).map((line, index) => (line.page === lines[index]!.page ? line.y - lines[index]!.y : 0));
  const typicalGap = median(gaps.filter((gap) => gap > 0));
  const isDated = (line: PdfLine) => DATE_RANGE.test(line.text) || line.cells.some((cell) => isDateText(cell.text));
  const entries: Entry[] = [];
  lines.forEach((line, index) => {
    const entry = entries.at(-1);
    const gap = index > 0 ? gaps[index - 1]! : 0;
    const head = isHeadLine(line);
    const widerGap = typicalGap > 0 && gap > typicalGap * 1.3;
    // A head that already has a bold line, or a date, and meets another one: the next entry begins.
    const roleTaken =
      entry !== undefined &&
      ((line.cells[0]?.bold === true && entry.head.some((other) => other.cells[0]?.bold)) ||
        (isDated(line) && entry.head.some(isDated)));
    if (entry && entry.body.length === 0 && entry.head.length === 1 && head && isSubheading(entry.head[0]!, line)) {
      entry.head = [line];
      return;
    }
    if (!entry || (head && (entry.body.length > 0 || widerGap || roleTaken)) || (widerGap && !isBullet(line))) {
      entries.push({ head: [line], body: [] });
    } else if (entry.body.length === 0 && joinsHead(line, entry.head.length)) {
      entry.head.push(line);
    } else {
      entry.body.push(line);
    }
  });
  return entries;
}

/** A plain one- or two-word label set bigger than the entry under it ("Vocational"). */
function isSubheading(label: PdfLine, next: PdfLine): boolean {
  const text = plain(label.text);
  return (
    !isHeadLine(label) &&
    label.fontSize > next.fontSize + 0.5 &&
    wordCount(text) <= 2 &&
    !FIELD_SEPARATOR.test(text) &&
    titleScore(text) === 0 &&
    !SCHOOL.test(text)
  );
}

/** Short lines right under a head (a title under a company, a degree under a school) belong to it. */
function joinsHead(line: PdfLine, headLength: number): boolean {
  if (isBullet(line) || headLength >= 3) return false;
  if (isHeadLine(line)) return true;
  const text = line.text;
  return (
    wordCount(text) <= 10 &&
    (line.italic || line.bold || DEGREE.test(text) || SCHOOL.test(text) || titleScore(text) > 0)
  );
}

/** The texts of an entry's head with dates and places set aside. */
function headParts(entry: Entry): { fields: { text: string; bold: boolean; italic: boolean }[]; dates: string[] } {
  const fields: { text: string; bold: boolean; italic: boolean }[] = [];
  const dates: string[] = [];
  entry.head.forEach((line, lineIndex) => {
    line.cells.forEach((cell, cellIndex) => {
      for (const raw of cell.text.split(FIELD_SEPARATOR)) {
        let text = plain(raw).replace(BULLET, '');
        const range = text.match(DATE_RANGE);
        if (range) {
          dates.push(range[0]);
          text = text.replace(range[0], '').trim();
        }
        if (!text) continue;
        if (isDateText(text)) {
          dates.push(text);
          continue;
        }
        // A place on the right of the head, or on its own line after the first.
        if (isPlaceText(text) && (cellIndex > 0 || lineIndex > 0) && fields.length > 0) continue;
        fields.push({ text: text.replace(/[.,;:]+$/, ''), bold: cell.bold, italic: cell.italic });
      }
    });
  });
  // Some templates print the dates beside the first achievements instead.
  for (const line of entry.body.slice(0, 2)) {
    for (const cell of line.cells.slice(1)) if (isDateText(plain(cell.text))) dates.push(plain(cell.text));
  }
  return { fields, dates };
}

function dateRange(dates: string[]): { from: string | null; to: string | null; grad: string | null } {
  for (const date of dates) {
    const range = date.match(DATE_RANGE);
    if (range) return { from: range[1]!, to: range[2]!, grad: range[2]! };
  }
  const single = dates[0]?.match(new RegExp(DATE, 'i'))?.[0] ?? null;
  return { from: single, to: null, grad: single };
}

function bodyItems(entry: Entry): string[] {
  const items: string[] = [];
  for (const line of entry.body) {
    const text = plain(line.text);
    if (isBullet(line) || items.length === 0) items.push(text.replace(BULLET, ''));
    else items[items.length - 1] += /-$/.test(items.at(-1)!) ? text : ` ${text}`;
  }
  return items.filter(Boolean).slice(0, MAX_ACHIEVEMENTS);
}

// ---- Experience -----------------------------------------------------------------------------------------

function vocabularyScore(text: string, words: Set<string>): number {
  return normalizeKey(text)
    .split(' ')
    .filter((word) => words.has(word)).length;
}

function titleScore(text: string): number {
  return vocabularyScore(text, TITLE_WORDS) - 2 * vocabularyScore(text, COMPANY_WORDS) - (SCHOOL.test(text) ? 2 : 0);
}

/** Splits one field that holds both company and title: "Nexus AI, Co-Founder & CTO", "Engineer at Google". */
function splitCombined(text: string): string[] {
  const at = text.match(/^(.+?)\s+(?:at|@)\s+(.+)$/i);
  if (at) return [at[1]!, at[2]!];
  for (const separator of [/\s+[–—-]\s+/, /,\s+/]) {
    const parts = text.split(separator).filter(Boolean);
    if (parts.length >= 2 && parts.some((part) => titleScore(part) > 0)) return parts;
  }
  return [text];
}

function parseExperience(lines: PdfLine[], skills: string[]): ResumeExperience[] {
  return splitEntries(lines).flatMap((entry) => {
    const { fields, dates } = headParts(entry);
    let texts = fields.map((field) => field.text).filter((text) => wordCount(text) <= 12);
    if (texts.length === 1) texts = splitCombined(texts[0]!);
    texts = texts.map((text) => text.replace(LOCATION_SUFFIX, '').trim()).filter(Boolean);
    if (texts.length === 0) return [];
    const scored = texts.map((text, index) => ({ text, index, score: titleScore(text) }));
    const titled = [...scored].sort((a, b) => b.score - a.score || a.index - b.index)[0]!;
    const title = texts.length > 1 && titled.score > 0 ? titled : null;
    const company = scored.find((candidate) => candidate !== title && !isPlaceText(candidate.text)) ?? scored[0]!;
    const { from, to } = dateRange(dates);
    const achievements = bodyItems(entry);
    const entryText = normalizeKey([...texts, ...achievements].join(' '));
    return [
      {
        company: company.text,
        title: title && title !== company ? title.text : null,
        from,
        to,
        achievements,
        skills: skills.filter((skill) => new RegExp(`(^| )${escapeRegExp(normalizeKey(skill))}( |$)`).test(entryText)),
      },
    ];
  });
}

// ---- Education ------------------------------------------------------------------------------------------

/** "Bachelor of Science in CS - 3.8 GPA" → "Bachelor of Science in CS". */
function withoutGrade(text: string): string {
  return text
    .replace(/\s*[;,|–—-]?\s*(?:cum(?:ulative)?\.?\s*)?(?:c?gpa|grade)\b.*$/i, '')
    .replace(/\s*[;,|–—-]\s*\d(?:\.\d+)?\s*(?:\/\s*\d(?:\.\d+)?)?\s*$/, '')
    .replace(/[.,;:]+$/, '')
    .trim();
}

function parseEducation(lines: PdfLine[]): ResumeEducation[] {
  return splitEntries(lines).flatMap((entry) => {
    const { fields, dates } = headParts(entry);
    let school: string | null = null;
    let degree: string | null = null;
    let areaFromSchool: string | null = null;
    const leftovers: { text: string; bold: boolean }[] = [];
    for (const field of fields) {
      const parts =
        SCHOOL.test(field.text) && DEGREE.test(field.text) ? field.text.split(/,\s+|\s+[–—-]\s+/) : [field.text];
      for (const part of parts) {
        const leadingDegree = part.match(/^((?:[A-Z]\.?){2,4}|Ph\.? ?D\.?|MBA|M\.?Eng|B\.?Eng)\s+(.+)$/);
        if (SCHOOL.test(part) && !school && STUDY_AREA.test(part) && part.includes(',')) {
          // "Boğaziçi University, Computer Engineering": the school, then the field of study.
          const [name, ...area] = part.split(/,\s*/);
          school = name!;
          areaFromSchool = area.join(', ');
        } else if (SCHOOL.test(part) && !school) {
          // "PhD Princeton University": a degree abbreviation printed before the school.
          if (leadingDegree && SCHOOL.test(leadingDegree[2]!) && DEGREE.test(leadingDegree[1]!)) {
            school = leadingDegree[2]!.replace(LOCATION_SUFFIX, '');
            degree ??= leadingDegree[1]!;
          } else school = part.replace(LOCATION_SUFFIX, '');
        } else if (DEGREE.test(part) && !degree) degree = withoutGrade(part);
        else if (!isPlaceText(part)) leftovers.push({ text: part, bold: field.bold });
      }
    }
    // No school word ("La Martiniere for Boys"): the bold part, else the first.
    if (!school) {
      const pick = leftovers.find((item) => item.bold) ?? leftovers[0];
      if (pick) {
        school = pick.text;
        leftovers.splice(leftovers.indexOf(pick), 1);
      }
    }
    if (!school) return [];
    // The field of study: after " in ", else after the first comma ("Bachelor of Arts, Business Administration").
    const area = degree?.match(/\s+in\s+([^,;]+)/i) ?? degree?.match(/,\s*([^,;]+)$/);
    const major = area ? area[1]!.trim() : areaFromSchool;
    return [{ school, degree: degree || null, major, grad: dateRange(dates).grad }];
  });
}

// ---- Skills ---------------------------------------------------------------------------------------------

const PROFICIENCY =
  /^(?:(?:and|or)\s+)?(?:(?:highly\s+)?(?:proficient|fluent|familiar|experienced|skilled|advanced|intermediate|basic|native|conversational|working knowledge)\s+(?:in|with|of)?\s*)?/i;

function parseSkills(sections: Section[]): string[] {
  const skills: string[] = [];
  const seen = new Set<string>();
  for (const line of sections.flatMap((section) => section.lines)) {
    const text = plain(line.text);
    // Category labels on their own ("PROGRAMMING", "Over 5000 lines:").
    if (/:$/.test(text) || (line.bold && line.cells.length === 1 && !/[,•|]/.test(text))) continue;
    for (const cell of line.cells) {
      const body = plain(cell.text)
        .replace(BULLET, '')
        .replace(/^[^:]{1,40}:\s*/, '');
      for (const raw of splitList(body)) {
        const skill = raw
          .replace(PROFICIENCY, '')
          .replace(/[.;:]+$/, '')
          .trim();
        const key = normalizeKey(skill);
        if (!key || seen.has(key) || wordCount(skill) > 4) continue;
        seen.add(key);
        skills.push(skill);
      }
    }
  }
  return skills.slice(0, MAX_SKILLS);
}

/** Splits on commas, bullets, pipes, semicolons and " and ", but not inside parentheses. */
function splitList(text: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let current = '';
  const flush = () => {
    if (current.trim()) items.push(current.trim());
    current = '';
  };
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (char === '(') depth++;
    if (char === ')') depth = Math.max(0, depth - 1);
    if (depth === 0 && /[,;•|·]/.test(char)) flush();
    else if (depth === 0 && text.startsWith(' and ', index)) {
      flush();
      index += 4;
    } else current += char;
  }
  flush();
  return items;
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}
