// Resume parsing from layout: headings split the document into sections, entries are found by vertical
// gaps and by "head" lines (bold, dated or placed), and the parts of an entry's head are told apart by
// vocabulary (job titles, degrees, schools, company suffixes), falling back on where the section's other
// entries put their titles. Vocabulary covers English, German, French, Spanish and Portuguese.
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
import {
  COMPANY_SUFFIX,
  COMPANY_WORDS,
  DATE_WORDS,
  DEGREE,
  DOCUMENT_TITLE,
  DURATION,
  HEADINGS,
  isRatedLanguage,
  isSpokenLanguage,
  isTitleWord,
  LANGUAGE_LABEL,
  LEGAL_FORM_AFTER_NAME,
  MONTH,
  NAME_PARTICLES,
  NAME_SUFFIXES,
  NON_SKILL_LABEL,
  PRESENT,
  RUN_IN_LABEL,
  SCHOOL,
  type SectionKind,
} from './resume-vocabulary.js';
import type { ParsedResume, ResumeEducation, ResumeExperience } from './types.js';

/** `guessed`: under a heading styled like the known ones whose words are not in the vocabulary ("TRACK RECORD"). */
type Section = { kind: SectionKind; lines: PdfLine[]; guessed?: boolean };

const MAX_SKILLS = 10;
const MAX_ACHIEVEMENTS = 10;

// ---- Patterns (the words themselves are in resume-vocabulary.ts) ----------------------------------------

const STUDY_AREA =
  /,\s*[^,]*\b(science|sciences|engineering|studies|arts|mathematics|business|economics|administration|physics|chemistry|biology|management|design|law|medicine|finance|accounting|psychology|history|literature)\b[^,]*$/i;

const SEASON = '(?:spring|summer|fall|autumn|winter)';
/** "May 2021", "März 2020", "Summer 2022", "05/2021", "2020-09", "10.2021", "2019", and moderncv's placeholder "year". */
const DATE = `\\d{4}[-/]\\d{2}(?!\\d)|\\d{1,2}\\.\\d{4}|(?:(?:${MONTH}|${SEASON})\\s*,?\\s*)?(?:\\d{4}|'\\d{2})|\\d{1,2}/\\d{2,4}|\\byear\\b`;
/** Words between the ends of a range: "2019 to 2021", "2019 bis 2021", "2019 à 2021", "05/08 a 01/11". */
const RANGE_WORDS = 'to|until|bis|au|à|hasta|até|al|a|t\\/m|tot';
const DATE_RANGE = new RegExp(
  // "02/2021 to date", "Mai 2019 bis dato": the "to" is the present's own.
  `(${DATE})\\s*(?:(?=to date|bis dato)|(?:-{1,2}|–|—|~|→|${RANGE_WORDS})\\s*(?=${DATE}|${PRESENT}))(${DATE}|${PRESENT})`,
  'iu',
);
const ANY_DATE = new RegExp(`${DATE}|\\b${PRESENT}`, 'giu');
const HAS_DATE = new RegExp(`${DATE}|\\b${PRESENT}`, 'iu');
const LOCATION = /^[\p{Lu}][\p{L}.' -]+,\s*(?:[A-Z]{2}|[\p{Lu}][\p{L}.' -]+)(?:\s*&.*)?\.?$|^remote$/iu;
const LOCATION_SUFFIX = /,\s*[\p{Lu}][\p{L}.' -]+,\s*(?:[A-Z]{2}|[\p{Lu}][\p{L}]+)\.?$/u;
/** A town after an organisation's name: "…GmbH, Stuttgart", "…, Belgrade (Serbia)", "…, Novi Sad". */
const TRAILING_TOWN =
  /,\s*([\p{Lu}][\p{L}'’.-]*(?:[\s-](?:(?:and|und|et|e|y|i|am|an|der|bei|im|upon|de|del|da|do|dos|das|di|du|des)\s(?:(?:la|las|los|le)\s)?)?[\p{Lu}][\p{L}'’.-]*){0,2}(?:\s(?:province|region|district|county|oblast|governorate|prefecture))?(?:\s*\([\p{L} ]+\))?)$/u;
/** A part of a university: "Faculty of Agriculture", "Graduate School of …", "Lehrstuhl für …", "Département de …". */
const UNIT =
  /^(?:faculty|department|dept\.|graduate school|school of|institute|laboratory|lab|chair|division|fakult[äa]t|lehrstuhl|institut|facult[ée]|d[ée]partement|facultad|departamento|faculdade)(?!\p{L})/iu;
/** A unit that does research rather than teach: an institute or a laboratory. */
const RESEARCH_UNIT = /^(?:institute|institut|laboratory|lab)(?!\p{L})/iu;
/**
 * A line that reads as a sentence rather than a name: it ends on a full stop after a lowercase word, which is not
 * a company's legal form ("Coulée Technologies inc.").
 */
const SENTENCE_END = /^(?![\s\S]*\s(?:[Ii]nc|[Ll]td|[Cc]orp|[Ll]tda|[Ll]da)\.$)[\s\S]*\p{Ll}{3,}[.!?]$/u;

/** A bullet glyph, or any lone symbol before a space (templates map theirs to "{" or "␣"). */
const BULLET = /^(?:[•◦▪▸►‣⁃∙·●○■□➢✓✔*–-]\s*|[^\p{L}\p{N}\s("'“$€£#@+]\s+)/u;
/** Separators inside a cell that join fields: "Facebook | Software Engineer", "a • b". */
const FIELD_SEPARATOR = /\s+[|•·]\s+|\s*\|\s*|\s+--\s+/;

// ---- Entry point ----------------------------------------------------------------------------------------

export function parseResume(text: PdfText): ParsedResume {
  const lines = withUrlSlugsJoined(text.lines.filter((line) => !isPageFurniture(line, text)));
  const { header, sections: split, headings } = splitSections(lines);
  // A heading the vocabulary does not know takes the kind of what it holds; one it files under "other" only when
  // that is schooling ("TRAINING" over an MBA and a B.Eng.).
  const sections = split.map((section) => {
    const content = section.guessed || section.kind === 'other' ? kindOfContent(section.lines) : null;
    if (section.guessed) return { ...section, kind: content ?? section.kind };
    return content === 'education' ? { ...section, kind: content } : section;
  });
  const headerTexts = header.flatMap((line) => line.cells.map((cell) => cell.text));
  const allText = lines.map((line) => line.text).join('\n');
  // Addresses a narrow column wrapped, joined once for the e-mail and the profile links.
  const addresses = {
    header: joinWrappedAddresses(headerTexts),
    lines: joinWrappedAddresses(lines.map((line) => line.text)),
  };
  const social = findSocial(headerTexts, lines, addresses);
  // Pages are set with equal side margins: a line that reaches the right one may have wrapped.
  const rightMargin = (text.pages[0]?.width ?? Infinity) - Math.min(...lines.map((line) => line.x));
  const skills = parseSkills(
    sections.filter((s) => s.kind === 'skills'),
    rightMargin,
    lines,
  );
  return {
    full_name: findName(lines, headings, text.pages[0]?.height ?? Infinity),
    email: findEmail(addresses.header.join(' ')) ?? findEmail(addresses.lines.join('\n')),
    phone: findPhones(headerTexts.join(' | '))[0] ?? findPhones(allText)[0] ?? null,
    location: findLocation(header),
    country_res: null,
    social,
    summary: findSummary(sections, header),
    skills,
    education: sections
      .filter((s) => s.kind === 'education')
      .flatMap((s) => parseEducation(joinSidebarDegrees(s.lines, rightMargin, lines), rightMargin)),
    experience: parseExperience(
      sections.filter((s) => s.kind === 'experience'),
      skills,
      rightMargin,
    ),
  };
}

/** The end of a range of months: "07/12 – 08/14", "05/08 a 01/11". */
const MONTH_RANGE_END = new RegExp(`\\d\\s*(?:[-–—]|\\s(?:${RANGE_WORDS})\\s)\\s*\\d{1,3}\\s*\\/\\s*\\d{1,3}$`);

/** Page numbers ("1/4", "John Doe – 2/2", "Page 1 of 2") and "last updated" stamps. */
function isPageFurniture(line: PdfLine, text: PdfText): boolean {
  const value = line.text.trim();
  // A year alone is the end of a range a dates column wrapped ("Sep 2007–Jun" / "2009"), not a page number; nor is
  // a number with a leading zero, the month of an ISO date wrapped under its year ("2009-09–2011-" / "06").
  if (/^(page\s*)?(?!0)\d{1,3}(\s*(\/|of)\s*\d+)?$/i.test(value)) return true;
  // A page counter's numbers are small ("2/2"), not a year and month ("2012/06"), nor the end of a range of months
  // ("Konstrukteurin 07/12 – 08/14", "Asistente contable 05/08 a 01/11").
  if (
    /\b\d{1,3}\s*\/\s*\d{1,3}$/.test(value) &&
    !MONTH_RANGE_END.test(value) &&
    wordCount(value) <= 5 &&
    line.fontSize <= text.bodyFontSize
  )
    return true;
  return /^(last )?updated (on|in)\b/i.test(value);
}

// ---- Sections -------------------------------------------------------------------------------------------

function headingKind(line: Pick<PdfLine, 'text'>): SectionKind | null {
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

/** Set apart from body text: bold, bigger or in capitals. */
function standsOut(line: PdfLine, bodySize: number): boolean {
  const letters = line.text.replace(/[^\p{L}]/gu, '');
  return line.bold || line.fontSize > bodySize + 0.5 || (letters.length > 1 && letters === letters.toUpperCase());
}

/**
 * Where the recognised headings stand out from the body text, a heading word set exactly like body text is a
 * wrapped line ("…Danubian University of Economic" / "Studies"), not a section.
 */
function distinguishedHeadings(lines: PdfLine[], known: (SectionKind | null)[], bodySize: number) {
  const styled = known.some((kind, index) => kind && standsOut(lines[index]!, bodySize));
  return styled ? known.map((kind, index) => (kind && standsOut(lines[index]!, bodySize) ? kind : null)) : known;
}

function splitSections(lines: PdfLine[]): { header: PdfLine[]; sections: Section[]; headings: Set<PdfLine> } {
  const bodySize = median(lines.map((line) => line.fontSize));
  const known = distinguishedHeadings(lines, lines.map(headingKind), bodySize);
  // Lines styled like the recognised headings are headings too ("Selected Honors", "Welcome to …"); with none
  // recognised, a style that sets three or more short lines apart is the headings' ("CRAFT", "LEARNING").
  const headingStyles = new Set(lines.filter((_, index) => known[index]).map(styleOf));
  if (headingStyles.size === 0) for (const style of repeatedHeadingStyles(lines, bodySize)) headingStyles.add(style);
  const mainHeadingStyles = new Set(lines.filter((_, index) => known[index] && known[index] !== 'other').map(styleOf));
  const isHeading = (line: PdfLine, index: number) =>
    known[index] !== null ||
    (headingStyles.has(styleOf(line)) &&
      (line.bold || line.fontSize > bodySize + 0.5 || /^[^a-z]+$/.test(line.text)) &&
      shapedLikeHeading(line));

  const header: PdfLine[] = [];
  const sections: (Section & { size: number })[] = [];
  const headings = new Set<PdfLine>();
  lines.forEach((line, index) => {
    const kind = known[index] ?? 'other';
    const current = sections.at(-1);
    // A minor heading set smaller than the section's own ("Vocational" under "Experience") stays inside it,
    // unless it is a known heading styled like a main one ("CONTACT" in a sidebar, set like "CORE SKILLS").
    const subheading =
      current &&
      kind === 'other' &&
      line.fontSize < current.size - 0.5 &&
      !(known[index] && mainHeadingStyles.has(styleOf(line)));
    if (isHeading(line, index) && !subheading) {
      sections.push({ kind, lines: [], size: line.fontSize, guessed: known[index] === null });
      headings.add(line);
    } else if (current && line.fontSize > current.size + 2) {
      // Text set bigger than the section's heading is not in it: the name after a sidebar's last section.
      sections.push({ kind: 'other', lines: [line], size: line.fontSize });
    } else (current?.lines ?? header).push(line);
  });
  return { header, sections, headings };
}

/** Alone on its line, up to five words (letter-spaced ones counted whole), three letters or more, no figures. */
function shapedLikeHeading(line: PdfLine): boolean {
  return (
    line.cells.length === 1 &&
    wordCount(collapseLetterSpacing(plain(line.text))) <= 5 &&
    line.text.replace(/[^\p{L}]/gu, '').length >= 3 &&
    !isBullet(line) &&
    !/[\d@]/.test(line.text)
  );
}

/** Styles of three or more short standalone lines set apart from the body, smaller than the biggest (the name). */
function repeatedHeadingStyles(lines: PdfLine[], bodySize: number): string[] {
  const biggest = Math.max(...lines.map((line) => line.fontSize));
  const counts = new Map<string, number>();
  for (const line of lines) {
    const candidate =
      standsOut(line, bodySize) && line.fontSize < biggest && shapedLikeHeading(line) && !/[,.]/.test(line.text);
    if (candidate) counts.set(styleOf(line), (counts.get(styleOf(line)) ?? 0) + 1);
  }
  return [...counts].filter(([, count]) => count >= 3).map(([style]) => style);
}

/**
 * What a section under a heading the vocabulary does not know holds ("TRACK RECORD", "LEARNING", "CRAFT", "GRADOS
 * ACADÉMICOS"), read from its lines: degrees and schools are education; dated entries with job titles are
 * experience (a dated bullet is an achievement, not an entry); three or more short items without dates are skills,
 * unless they are spoken languages, contact details or labelled rows. Anything else stays a section of its own.
 */
function kindOfContent(lines: PdfLine[]): SectionKind | null {
  const texts = lines.map((line) => plain(line.text));
  // Not a numbered list's line either, and a year in this century or the last: a publication's page range
  // ("1045–1058") is no date.
  const datedHeads = lines.filter(
    (line) =>
      !isBullet(line) &&
      !/^\d+\.\s/.test(line.text) &&
      /\b(?:19|20)\d\d\b|\d\d?[/.]\d\d\b/.test(line.text) &&
      isDatedLine(line),
  ).length;
  const schooling = texts.filter((text) => DEGREE.test(text) || SCHOOL.test(text)).length;
  const titled = texts.filter((text) => titleScore(text) > 0).length;
  if (datedHeads >= 1 && schooling >= 2 && schooling >= titled) return 'education';
  if (datedHeads >= 1 && titled >= 1) return 'experience';
  // Contact details ("REACH ME") and label–value rows (a thesis' "Title", "Supervisors") are no skills list.
  if (texts.some((text) => EMAIL_OR_URL.test(text) || findPhones(text).length > 0)) return null;
  const valueOfRow = (line: PdfLine) =>
    line.cells.length > 1
      ? line.cells
          .slice(1)
          .map((cell) => cell.text)
          .join(' ')
      : /^[^:]{2,24}:\s(.*)$/.exec(line.text)?.[1];
  // A labelled list ("Tools: Docker, Kafka") is a skills line; a label with one value is a row.
  const rows = lines.filter((line) => {
    const value = valueOfRow(line);
    return value !== undefined && !/[,;•|·]/.test(value);
  });
  if (rows.length * 2 > lines.length) return null;
  const undated = texts.filter((text) => !HAS_DATE.test(text));
  const items = undated.flatMap((text) => splitList(text.replace(BULLET, '')));
  const short = items.filter((item) => wordCount(item) <= 4 && !SENTENCE_END.test(item));
  const languages = items.filter(isSpokenLanguage);
  if (undated.length === texts.length && short.length >= 3 && short.length >= items.length * 0.8)
    return languages.length * 2 >= items.length ? null : 'skills';
  return null;
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
  // Particles do not count towards the length: "María José Ibarrola de la Vega" is a name of six words.
  const particles = words.filter((word) => NAME_PARTICLES.has(normalizeKey(word))).length;
  if (words.length < 2 || words.length - particles > 5 || words.length > 7) return false;
  // A company's legal form is no part of a name ("Fisiored S.L.", "Kanaalpost B.V.").
  if (LEGAL_FORM_AFTER_NAME.test(text)) return false;
  if (/[\d@/:]|\.(com|org|net|io)\b/i.test(text) || DOCUMENT_TITLE.test(text)) return false;
  if (headingKind({ text })) return false;
  if (words.some((word) => isTitleWord(normalizeKey(word)))) return false;
  // An elided particle keeps its capital after the apostrophe: "Nélia Quaresma d'Alva Espírito Santo"; a name may
  // start with an apostrophe or an ʻokina ("’Malineo Ntšekhe", "Mele Lupe ʻAkauʻola"), or with a particle run into it
  // ("Renita Ļañinbit deBrum").
  const capitalised = (word: string) =>
    /^['’ʻ]?[\p{Lu}][\p{L}'’.-]*$/u.test(word) ||
    /^[\p{Lu}]+$/u.test(word) ||
    /^(?:d|l|dell|dall)['’]\p{Lu}/u.test(word) ||
    /^(?:de|da|di|du|del|van|von|le|la)\p{Lu}\p{Ll}+$/u.test(word);
  // Particles may sit inside a name ("Jean-Luc van der Berg"), never at its ends; a patronymic may end it.
  return words.every(
    (word, index) =>
      capitalised(word) ||
      (index > 0 && index < words.length - 1 && NAME_PARTICLES.has(normalizeKey(word))) ||
      // A nickname in parentheses: "Yu-Ting (Vivian) Hsieh".
      (index > 0 && index < words.length - 1 && /^\([\p{Lu}][\p{L}'’-]*\)$/u.test(word)) ||
      (index === words.length - 1 && index > 1 && NAME_SUFFIXES.has(word.toLowerCase())),
  );
}

/**
 * The name: the biggest name-like text in the top half of the first page that is not a heading (a sidebar's
 * "Top Skills" is read before the name), with a second line set as big when the name wraps ("LUCÍA FERNÁNDEZ" /
 * "IBARRA").
 */
function findName(lines: PdfLine[], headings: Set<PdfLine>, pageHeight: number): string | null {
  const top = lines.filter((line) => line.page === 1 && line.y < pageHeight / 2 && !headings.has(line));
  let best: { text: string; size: number } | null = null;
  for (const [index, line] of top.entries()) {
    for (const { text, cell } of headerFields(line)) {
      const name = withWrappedName(text.replace(/-\s+/g, '-'), cell, line, top[index + 1]);
      if (looksLikeName(name) && (!best || cell.fontSize > best.size + 0.1)) best = { text: name, size: cell.fontSize };
    }
  }
  return best?.text ?? null;
}

/** The name's last word on the next line: same size and left edge, a word or two of letters only. */
function withWrappedName(text: string, cell: PdfCell, line: PdfLine, next: PdfLine | undefined): string {
  if (
    !next ||
    next.cells.length !== 1 ||
    Math.abs(next.fontSize - cell.fontSize) > 0.5 ||
    Math.abs(next.x - cell.x) > 2 ||
    next.y - line.y > cell.fontSize * 2 ||
    wordCount(next.text) > 2 ||
    !/^[\p{L}' -]+$/u.test(next.text)
  ) {
    return text;
  }
  // A double-barrelled name wraps at its hyphen: "MARIE-ÈVE THÉRIAULT-" / "BEAULIEU".
  const joined = `${text}${text.endsWith('-') ? '' : ' '}${plain(next.text)}`;
  return looksLikeName(joined) ? joined : text;
}

function findSocial(
  headerTexts: string[],
  lines: PdfLine[],
  addresses: { header: string[]; lines: string[] },
): ParsedResume['social'] {
  const fields = headerTexts.flatMap((text) => text.split(FIELD_SEPARATOR));
  const allFields = lines.flatMap((line) => line.cells.flatMap((cell) => cell.text.split(FIELD_SEPARATOR)));
  const afterIcon = (icon: RegExp) => {
    const field = fields.find((text) => icon.test(text));
    return field ? plain(field.split(icon)[1] ?? '') || null : null;
  };
  const urls = findUrls(addresses.header.join(' | ')).concat(findUrls(addresses.lines.join('\n')));
  const linkedinUrl = urls.find((url) => /linkedin\.com\//i.test(url));
  const githubUrl = urls.find((url) => /github\.com\//i.test(url));
  const website = urls.find((url) => !/linkedin\.com|github\.com/i.test(url)) ?? null;
  const handle = (label: string, icon: RegExp) =>
    labelled(fields, label) ?? afterIcon(icon) ?? labelled(allFields, label);
  return {
    linkedin: linkedinUrl ? stripScheme(linkedinUrl) : handle('linkedin', ICONS.linkedin),
    github: githubUrl ? stripScheme(githubUrl) : handle('github', ICONS.github),
    website: website ? stripScheme(website) : null,
  };
}

/**
 * A profile URL wrapped over two lines in a narrow column: "linkedin.com/in/kwame-asante-" / "boateng", and
 * LinkedIn's own export: "www.linkedin.com/in/harrietoduyabl" / "ake (LinkedIn)". The rest of the URL is a
 * lowercase slug alone on the next line; after a URL that ends in a hyphen, the slug may be followed by the rest
 * of a contact line ("…/zeynep-aydin-" / "cto · zeynep.example.org"). An e-mail address wraps the same way in
 * a narrow column: "chiamaka@paystrand.example.co" / "m", "deandra.rollecartwright@example." / "com", "marie-" /
 * "eve@courtepointe.example.org", "vaimiti@poerava-" / "creation.example.com".
 */
function joinWrappedAddresses(texts: string[]): string[] {
  const joined: string[] = [];
  for (const text of texts) {
    const previous = joined.at(-1);
    // A domain cut at a hyphen or a full stop goes on however long its rest: "vaimiti@poerava-" /
    // "creation.example.com".
    const emailTail =
      /@[\w-]+(?:\.[\w-]+)*\.?$/.test(previous ?? '') &&
      /^[a-z0-9-]*(?:\.[a-z0-9-]+)*$/.test(text) &&
      (text.length <= 12 || (/[-.]$/.test(previous ?? '') && /\.[a-z]{2,}$/.test(text)));
    // Or before its "@", perhaps after its label: "marie-" / "eve@courtepointe.example.org", "E-mail n.crameri-" /
    // "tognina@example.org".
    // After a label only at a hyphen: a line that ends "Inc." or "Jr." is no address's head.
    const emailHead = /^[\w.+]+[-.]$|\s[\w.+]+-$/.test(previous ?? '') && /^[\w.+-]+@/.test(text);
    if (previous && (emailTail || emailHead)) {
      joined[joined.length - 1] = previous + text;
      continue;
    }
    const slug =
      text.match(/^([a-z0-9][a-z0-9_%-]*\/?)(\s+\(linkedin\))?$/i) ??
      (previous && /(?:linkedin\.com\/in|github\.com)\/\S*-$/i.test(previous)
        ? text.match(/^([a-z0-9][a-z0-9_%-]*\/?)(?=\s+[·|/•,;–—-]\s|$)/i)
        : null);
    if (
      previous &&
      slug &&
      /(?:linkedin\.com\/in|github\.com)\/\S*$/i.test(previous) &&
      slug[1] === slug[1]!.toLowerCase()
    ) {
      joined[joined.length - 1] = previous + text;
    } else joined.push(text);
  }
  return joined;
}

/**
 * A profile URL cut at a hyphen in a narrow column goes on right under it, wherever the text layer put that line
 * ("linkedin.com/in/noemie-de-" over "siebenthal", printed beside a wide headline): the slug joins the URL's cell.
 */
function withUrlSlugsJoined(lines: PdfLine[]): PdfLine[] {
  const taken = new Set<PdfCell>();
  const joined = lines.map((line) => {
    const cells = line.cells.map((cell) => {
      if (!/(?:linkedin\.com\/in|github\.com)\/\S*-$/i.test(cell.text)) return cell;
      const slug = lines
        .filter((other) => other.page === line.page && other.y > line.y && other.y - line.y < cell.fontSize * 1.8)
        .flatMap((other) => other.cells)
        .find((other) => Math.abs(other.x - cell.x) < 3 && /^[a-z0-9][a-z0-9_%-]*\/?$/.test(other.text.trim()));
      if (!slug) return cell;
      taken.add(slug);
      return { ...cell, text: cell.text + slug.text.trim() };
    });
    return cells.some((cell, index) => cell !== line.cells[index]) ? withCells(line, cells) : line;
  });
  return joined.flatMap((line) => {
    if (!line.cells.some((cell) => taken.has(cell))) return [line];
    const cells = line.cells.filter((cell) => !taken.has(cell));
    return cells.length ? [withCells(line, cells)] : [];
  });
}

const withCells = (line: PdfLine, cells: PdfCell[]): PdfLine => ({
  ...line,
  cells,
  text: cells.map((cell) => cell.text).join(' '),
});

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
/** A text of an entry's head; `place` when it reads as a place and is not the head's first text. */
type HeadField = { text: string; bold: boolean; italic: boolean; place: boolean };
/** One to three capitalised words: a town. */
const TOWN_ALONE = /^[\p{Lu}][\p{L}'’.-]*(?:[\s-][\p{Lu}][\p{L}'’.-]*){0,2}$/u;

function isBullet(line: PdfLine): boolean {
  return BULLET.test(line.text.trim());
}

function isDateText(text: string): boolean {
  const rest = text.replace(ANY_DATE, '').replace(DURATION, '').replace(DATE_WORDS, '');
  return rest.length === 0 && new RegExp(DATE, 'i').test(text);
}

/** A line with a date range, or a cell that is only dates. */
function isDatedLine(line: PdfLine): boolean {
  return DATE_RANGE.test(line.text) || line.cells.some((cell) => isDateText(cell.text));
}

/** LinkedIn's "5 years 4 months" under a company: how long, not when. */
function isDurationText(text: string): boolean {
  return text.replace(DURATION, '').trim() === '' && DURATION.test(text);
}

/** "Mountain View, CA", "Istanbul, Türkiye": short, and none of the words of a degree, title or company. */
function isPlaceText(text: string): boolean {
  const value = text.trim();
  if (!LOCATION.test(value) || wordCount(value) > 6 || wordCount(value.split(',')[0]!) > 3) return false;
  return !DEGREE.test(value) && !SCHOOL.test(value) && titleWordCount(value) + companyWordCount(value) === 0;
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

function splitEntries(sectionLines: PdfLine[], rightMargin: number): Entry[] {
  const lines = joinWrappedLines(joinWrappedDates(sectionLines), rightMargin);
  // A wrapped line's gap to the next is measured from its last line.
  const gaps = lines
    .slice(1)
    .map((line, index) => (line.page === lines[index]!.page ? line.y - lastLineY(lines[index]!) : 0));
  const typicalGap = median(gaps.filter((gap) => gap > 0));
  const entries: Entry[] = [];
  lines.forEach((line, index) => {
    const entry = entries.at(-1);
    const gap = index > 0 ? gaps[index - 1]! : 0;
    // A line over a line of dates alone heads a role ("Maintenance Planner" / "January 2015 - February 2018 (3 years
    // 2 months)"), once the entry above has a body or a total duration.
    const next = lines[index + 1];
    const head =
      isHeadLine(line) ||
      (next !== undefined &&
        !isBullet(line) &&
        !isDatedLine(line) &&
        isDateText(plain(next.text).replace(DURATION, '')));
    const widerGap = typicalGap > 0 && gap > typicalGap * 1.3;
    // A head that already has a bold line, or a date, and meets another one: the next entry begins.
    // So does a line set as big as the head's first after a smaller one (LinkedIn sets schools bigger than degrees).
    const first = entry?.head[0];
    const roleTaken =
      entry !== undefined &&
      ((line.cells[0]?.bold === true && entry.head.some((other) => other.cells[0]?.bold)) ||
        (isDatedLine(line) && entry.head.some(isDatedLine)) ||
        (line.fontSize >= first!.fontSize - 0.2 &&
          entry.head.some((other) => other.fontSize < first!.fontSize - 0.5 && other.fontSize < line.fontSize - 0.5)));
    if (entry && entry.body.length === 0 && entry.head.length === 1 && head && isSubheading(entry.head[0]!, line)) {
      entry.head = [line];
      return;
    }
    if (!entry || (head && (entry.body.length > 0 || widerGap || roleTaken)) || (widerGap && !isBullet(line))) {
      entries.push({ head: [line], body: [] });
    } else if (entry.body.length === 0 && (joinsHead(line, entry.head.length) || completesHead(line, entry))) {
      entry.head.push(line);
    } else {
      entry.body.push(line);
    }
  });
  return entries;
}

/** A date and a dash, perhaps a month after it: a range the dates column wrapped ("octobre 2014 – décembre"). */
const PRESENT_ALONE = new RegExp(`^${PRESENT}$`, 'iu');
/** A role still held, printed as its start: "Since 03/2019", "Seit 2020", "Depuis mars 2021", "Dal 2018". */
const OPEN_SINCE = new RegExp(`^(?:since|seit|depuis|desde|dal|dall['’]|sinds)\\s*(?:${DATE})(?=\\s|$)`, 'iu');
/**
 * A range its column wrapped, open after a dash or a word ("septembre 2013 à" / "décembre 2019"), or inside its ISO end
 * date ("2011-09–2014-" / "08").
 */
const OPEN_RANGE_START = `(?:${DATE})\\s*(?:[-–—]|\\s(?:${RANGE_WORDS})(?!\\p{L}))\\s*`;
/** The first words of a present a column wrapped: "à ce" / "jour", "a la" / "fecha". */
const PRESENT_START = '[àa] ce|a la|hasta la';
const OPEN_RANGE_END = `(?:${MONTH}|\\d{4}[-/]|${PRESENT_START})`;
const PRESENT_START_AT_END = new RegExp(`(?:${PRESENT_START})$`, 'iu');
const OPEN_DATE_RANGE = new RegExp(`^(?:${OPEN_RANGE_START}${OPEN_RANGE_END}?|${MONTH})$`, 'iu');
const MONTH_ALONE = new RegExp(`^(?:${MONTH})$`, 'iu');
/** The month of an ISO end date wrapped under its year ("08"). */
const MONTH_NUMBER_ALONE = /^(?:0[1-9]|1[0-2])$/;
/** A date the text layer printed against the next word ("December 2014Dissertation: …"). */
const DATE_AGAINST_TEXT = new RegExp(`^((?:${MONTH})\\s*\\d{4})(?=\\S)`, 'iu');

/** A dates column pressed against a long line: "… — CGPA 3.71SEP 2011 – JUN 2015". */
const RANGE_AGAINST_TEXT = new RegExp(
  `(?<=[\\p{L}\\p{N}.)])((?:${MONTH})\\s*\\d{4}\\s*[-–—]\\s*(?:(?:${MONTH})\\s*\\d{4}|${PRESENT}))$`,
  'iu',
);

/**
 * The end of a range wrapped under the dates column, printed against the entry's next line, as a cell of its own;
 * and a range printed against the text before it, as a cell of its own.
 */
function withDateApart(unsplit: PdfLine): PdfLine {
  const line = withTrailingRangeApart(unsplit);
  const first = line.cells[0];
  const date = first?.text.match(DATE_AGAINST_TEXT)?.[1];
  // Against a capital: "2014Dissertation", not "2014s".
  if (!first || !date || !/^\p{Lu}/u.test(first.text.slice(date.length))) return line;
  return { ...line, cells: [...cellApart(first, date.length), ...line.cells.slice(1)] };
}

function withTrailingRangeApart(line: PdfLine): PdfLine {
  const last = line.cells.at(-1);
  const range = last?.text.match(RANGE_AGAINST_TEXT)?.[1];
  if (!last || !range) return line;
  return { ...line, cells: [...line.cells.slice(0, -1), ...cellApart(last, last.text.length - range.length)] };
}

/** A cell cut in two after its `at` first characters, each part as wide as its share of the characters. */
function cellApart(cell: PdfCell, at: number): [PdfCell, PdfCell] {
  const width = (cell.width * at) / cell.text.length;
  return [
    { ...cell, text: cell.text.slice(0, at), width },
    { ...cell, text: cell.text.slice(at), x: cell.x + width, width: cell.width - width },
  ];
}

/**
 * A dates column too narrow for its range: "octobre 2014 – décembre" / "2016", "septembre 2011 –" / "septembre
 * 2014", "2019/04–" / "present". The rest of the range joins the first line's date cell, and the line it came from keeps its other cells.
 */
function joinWrappedDates(lines: PdfLine[]): PdfLine[] {
  const joined: PdfLine[] = [];
  // Where each joined line's dates now end: a range may wrap twice ("October 2009–" / "September" / "2011").
  const bottoms: number[] = [];
  for (const unsplit of lines) {
    const opened = withOpenRangeApart(joined.at(-1));
    const line = withYearApart(withDateApart(unsplit), opened?.cells[0]);
    const rest = line.cells[0];
    const restText = plain(rest?.text ?? '');
    // The present's last word ("à ce" / "jour") completes it.
    const presentStart = opened?.cells[0]?.text.trim().match(PRESENT_START_AT_END)?.[0];
    const continues =
      rest !== undefined &&
      (isDateText(rest.text) ||
        PRESENT_ALONE.test(restText) ||
        MONTH_NUMBER_ALONE.test(restText) ||
        MONTH_ALONE.test(restText) ||
        (presentStart !== undefined && PRESENT_ALONE.test(`${presentStart} ${restText}`)));
    const previous = continues ? opened : joined.at(-1);
    const open = previous?.cells[0];
    const wrapped =
      previous !== undefined &&
      open !== undefined &&
      rest !== undefined &&
      continues &&
      previous.cells.length > 1 &&
      line.page === previous.page &&
      OPEN_DATE_RANGE.test(open.text.trim()) &&
      (!MONTH_NUMBER_ALONE.test(restText) || /[-/]$/.test(open.text.trim())) &&
      // A month alone ends a range open after its dash ("October 2009–" / "September" / "2011").
      (!MONTH_ALONE.test(restText) || /[-–—]$/.test(open.text.trim())) &&
      // Under the open range's cell: at its left edge, or further right in a column set flush right (Europass).
      rest.x > open.x - 2 &&
      rest.x < open.x + Math.max(2, open.width) &&
      line.y - (bottoms.at(-1) ?? previous.y) < previous.fontSize * 1.8;
    if (!wrapped) {
      joined.push(line);
      bottoms.push(line.y);
      continue;
    }
    const range = {
      ...open,
      text: `${open.text.trim()}${/[-/]$/.test(open.text.trim()) ? '' : ' '}${rest.text.trim()}`,
    };
    const previousCells = [range, ...previous.cells.slice(1)];
    joined[joined.length - 1] = { ...previous, cells: previousCells, text: previousCells.map((c) => c.text).join(' ') };
    bottoms[bottoms.length - 1] = line.y;
    const cells = line.cells.slice(1);
    if (cells.length > 0) {
      joined.push({ ...line, cells, x: cells[0]!.x, text: cells.map((c) => c.text).join(' ') });
      bottoms.push(line.y);
    }
  }
  return joined;
}

const OPEN_DATE_RANGE_BEFORE_TEXT = new RegExp(`^(${OPEN_RANGE_START}${OPEN_RANGE_END}?)\\s+\\p{L}`, 'iu');
/**
 * A year that ends a range, printed in front of the entry's next line ("September 2010 bis September" over "2012
 * Hanse Rotor AG, Bremerhaven" in a Europass), or a month's year and the rest of its range ("September" over
 * "2009–July 2011 West", even against the text: "2004–June 2009of the West"), or the whole end date ("October 2016–"
 * over "October 2020 Littoral, Oran"): a cell of its own when it sits under the open range's cell.
 */
const YEAR_BEFORE_TEXT = new RegExp(
  `^(?:(?:${MONTH})\\s*)?\\d{4}(?:\\s*[-–—]\\s*(?:${DATE}|${PRESENT}))?(?=\\s+\\p{L}|\\p{Ll}+\\s)`,
  'iu',
);

function withYearApart(line: PdfLine, open: PdfCell | undefined): PdfLine {
  const first = line.cells[0];
  const year = first?.text.match(YEAR_BEFORE_TEXT)?.[0];
  if (!first || !year || !open || !OPEN_DATE_RANGE.test(open.text.trim())) return line;
  if (first.x < open.x - 2 || first.x > open.x + open.width) return line;
  const [date, text] = cellApart(first, year.length);
  return { ...line, cells: [date, { ...text, text: text.text.trimStart() }, ...line.cells.slice(1)] };
}

const OPEN_DATE_RANGE_AGAINST_TEXT = new RegExp(`^((?:${DATE})\\s*[-–—]\\s*(?:${MONTH}))(?=\\p{L})`, 'iu');

/** A range in capitals printed against its entry's first word: "OCT 2008–MARPhD in Soil Science". */
function capitalRangeAgainstText(text: string): string | undefined {
  const range = text.match(OPEN_DATE_RANGE_AGAINST_TEXT)?.[1];
  const [upper, lower] = [text[range?.length ?? 0] ?? '', text[(range?.length ?? 0) + 1] ?? ''];
  const capitals = range !== undefined && range === range.toUpperCase();
  return capitals && upper !== upper.toLowerCase() && upper === upper.toUpperCase() && lower !== lower.toUpperCase()
    ? range
    : undefined;
}

/**
 * A dates column set so close to the text that a range and its entry share a cell ("Sep 2009–Jun Ph.D. in Food
 * Science"): the open range becomes a cell of its own, placed by its share of the cell's characters.
 */
function withOpenRangeApart(line: PdfLine | undefined): PdfLine | undefined {
  const first = line?.cells[0];
  const range = first?.text.match(OPEN_DATE_RANGE_BEFORE_TEXT)?.[1] ?? capitalRangeAgainstText(first?.text ?? '');
  if (!line || !first || !range || OPEN_DATE_RANGE.test(first.text.trim())) return line;
  // A whole range before the text is not open: "2019–a la fecha Profesora titular".
  const whole = first.text.match(DATE_RANGE);
  if (whole?.index === 0 && /^(?:\s|$)/.test(first.text.slice(whole[0].length))) return line;
  const text = first.text.slice(range.length).trimStart();
  if (isDateText(text) || PRESENT_ALONE.test(plain(text))) return line;
  const [dates, rest] = cellApart(first, first.text.length - text.length);
  return { ...line, cells: [{ ...dates, text: range }, { ...rest, text }, ...line.cells.slice(1)] };
}

/**
 * A head line that ran into the right margin and wrapped: "B.A. in …, Danubian University of Economic" /
 * "Studies". The short rest starts under the line's last cell, and its first word would not have fitted.
 */
function joinWrappedLines(
  lines: PdfLine[],
  rightMargin: number,
  mayGoOn: (previous: PdfLine, line: PdfLine) => boolean = () => true,
): PdfLine[] {
  const joined: PdfLine[] = [];
  for (const line of lines) {
    const previous = joined.at(-1);
    const last = previous?.cells.at(-1);
    const firstWordWidth = (line.width * (line.text.split(' ')[0]?.length ?? 0)) / Math.max(1, line.text.length);
    const wrapped =
      previous !== undefined &&
      last !== undefined &&
      line.page === previous.page &&
      line.cells.length === 1 &&
      !isBullet(previous) &&
      !isBullet(line) &&
      // A parenthesis left open goes on, however long the rest ("CFC de micromécanicienne (certificat" / "fédéral
      // de capacité) avec maturité").
      // So does a dated head's text beside its dates column ("set. 2019– ¦ Investigadora …, Instituto" / "Nacional de
      // Investigação Agrária, Bissau").
      (wordCount(line.text) <= 3 || /\([^)]*$/.test(previous.text) || (isDatedLine(previous) && !isDatedLine(line))) &&
      // (A cell cut from a date printed against it has an estimated left edge.) After a range in the same cell, only
      // words that cannot start a field of their own go on ("at Bamako"), or any after a comma or a hyphen; not an
      // employer's name under its title.
      (Math.abs(line.x - last.x) < Math.max(2, last.fontSize * 1.5) ||
        (Math.abs(line.x - textStart(last)) < Math.max(2, last.fontSize * 1.5) &&
          (/^\p{Ll}/u.test(line.text.trim()) ||
            LINKING_WORD_AT_END.test(plain(previous.text)) ||
            /[,-]$/.test(previous.text.trim())))) &&
      Math.abs(line.fontSize - last.fontSize) < 0.5 &&
      line.y - previous.y < previous.fontSize * 1.8 &&
      last.x + last.width + firstWordWidth + last.fontSize * 0.3 > rightMargin &&
      !/[.;:!?]$/.test(previous.text) &&
      // A school of its own under a degree ("Baccalauréat en design graphique" / "Université du Haut-Richelieu"), or a
      // title under its employer ("Wohnwerk Möbelmanufaktur GmbH, Rosenheim, Deutschland" / "Produktdesignerin").
      !(SCHOOL.test(line.text) && !SCHOOL.test(previous.text)) &&
      !(titleScore(line.text) > 0 && companyWordCount(last.text) > 0) &&
      mayGoOn(previous, line);
    if (wrapped) joined[joined.length - 1] = withLastCellGoingOn(previous, line.text, lastLineY(line));
    else joined.push(line);
  }
  return joined;
}

/**
 * Where a cell's text starts: after a whole range printed so close to it that they share the cell ("2018–present
 * Senior Lecturer …, University of the Sahel" over "at Bamako, Bamako"), estimated by the range's share of its
 * characters.
 */
function textStart(cell: PdfCell): number {
  const range = cell.text.match(DATE_RANGE);
  if (!range || range.index !== 0 || !/^\s+\p{Lu}/u.test(cell.text.slice(range[0].length))) return cell.x;
  return cellApart(cell, cell.text.length - cell.text.slice(range[0].length).trimStart().length)[1].x;
}

/** Where a line joined with the lines it wrapped onto ends: the baseline of the last of them. */
const WRAPPED_UNTIL = new WeakMap<PdfLine, number>();
const lastLineY = (line: PdfLine) => WRAPPED_UNTIL.get(line) ?? line.y;

/** The line with `text` added to its last cell: what wrapped onto the next line. */
function withLastCellGoingOn(line: PdfLine, text: string, until?: number): PdfLine {
  const last = line.cells.at(-1)!;
  const cells = [...line.cells.slice(0, -1), { ...last, text: `${last.text} ${text}` }];
  const joined = { ...line, text: `${line.text} ${text}`, cells };
  WRAPPED_UNTIL.set(joined, until ?? lastLineY(line));
  return joined;
}

/** A plain one- or two-word label set bigger than the entry under it ("Vocational"). */
function isSubheading(label: PdfLine, next: PdfLine): boolean {
  const text = plain(label.text);
  return (
    !isHeadLine(label) &&
    !namesOneThing(headFields([next])) &&
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
  // A school may be long with its faculty and town ("Gauja University of Applied Sciences, Faculty of Wood Technology, …").
  return (
    (wordCount(text) <= 10 || (SCHOOL.test(text) && wordCount(text) <= 14)) &&
    (line.italic ||
      line.bold ||
      DEGREE.test(text) ||
      SCHOOL.test(text) ||
      titleScore(text) > 0 ||
      // An employer with its legal form ("Titano Meccanica S.p.A. · Serravalle (RSM)", "Vágs Laksaaling P/f, Vágur,
      // Suðuroy").
      companyWordCount(text.split(FIELD_SEPARATOR)[0]!.split(/,\s+/)[0]!) > 0)
  );
}

/**
 * A one-line head that names one thing takes the plain line under it as its other part: "Senior UX Researcher" /
 * "Lumenfold", "03/2020 – Present Data Analyst" / "Stari Grad Retail Group, Novi Sad", "Co-founder, Design" /
 * "Moneywell". Not a date, a duration, a place or a sentence, and not set bigger than the head.
 */
function completesHead(line: PdfLine, entry: Entry): boolean {
  const head = entry.head[0]!;
  const text = plain(line.text);
  const fields = headFields([head]);
  return (
    entry.head.length === 1 &&
    (namesOneThing(fields) ||
      (fields.length === 1 && isQualifiedTitle(fields[0]!.text) && isShortName(withoutPlaceSuffix(nameOf(text))))) &&
    !isBullet(line) &&
    !isDateText(text) &&
    !isDurationText(text) &&
    // Short linking words do not count: "Associação de Apoio à Terceira Idade da Areia Preta".
    wordCount(withoutPlaceSuffix(withoutTown(nameOf(text))).replace(/(?<!\S)\p{Ll}{1,3}(?!\S)/gu, '')) <= 8 &&
    !SENTENCE_END.test(text) &&
    line.fontSize <= head.fontSize + 1
  );
}

/**
 * A title and the area it covers: "Co-founder, Design", "Engineering Manager, Payments". It reads like "Title,
 * Employer" too, so it counts as a title only when a name follows on the next line.
 */
function isQualifiedTitle(text: string): boolean {
  const parts = text.split(/,\s+/);
  const area = parts[1] ?? '';
  return (
    parts.length === 2 &&
    titleWordCount(parts[0]!) > 0 &&
    wordCount(area) <= 3 &&
    titleWordCount(area) + companyWordCount(area) === 0 &&
    !isPlaceText(area)
  );
}

/** The line's first field when the others are places: "Cottonfield Exports Pvt. Ltd. · Tiruppur". */
function nameOf(text: string): string {
  const [first, ...rest] = text.split(FIELD_SEPARATOR);
  const placeOrTown = (part: string) =>
    isPlaceText(part) || /^\p{Lu}[\p{L}-]+(?: \p{Lu}[\p{L}-]+)?$/u.test(part.trim());
  return rest.every(placeOrTown) ? first! : text;
}

/**
 * A short capitalised name alone on its line ("Moneywell", "Studio Ferrycarrig", "Anguilla Information & Technology
 * Unit (GoA)": an ampersand and an abbreviation in parentheses add no words), not a place.
 */
function isShortName(text: string): boolean {
  return (
    wordCount(text.replace(/\([^)]*\)|&/g, '')) <= 5 &&
    /^\p{Lu}/u.test(text) &&
    !/[,;:!?]/.test(text) &&
    !SENTENCE_END.test(text) &&
    !isPlaceText(text)
  );
}

/** One field, not two in one: "Job title, Employer, City" and "Degree, Institution" name two. */
function namesOneThing(fields: HeadField[]): boolean {
  const named = fields.filter((field) => !field.place);
  const only = named.length === 1 ? named[0]!.text : null;
  return only !== null && splitCombined(only).length === 1 && !(SCHOOL.test(only) && DEGREE.test(only));
}

/** The texts of head lines with dates, durations and places set aside. */
function headFields(head: PdfLine[], dates: string[] = []): HeadField[] {
  const fields: HeadField[] = [];
  head.forEach((line, lineIndex) => {
    line.cells.forEach((cell, cellIndex) => {
      for (const raw of cell.text.split(FIELD_SEPARATOR)) {
        let text = plain(raw).replace(BULLET, '');
        const range = text.match(DATE_RANGE) ?? text.match(OPEN_SINCE);
        if (range) {
          dates.push(range[0]);
          text = text.replace(range[0], '').trim();
        }
        text = text.replace(DURATION, '').trim();
        if (!text) continue;
        if (isDateText(text)) {
          dates.push(text);
          continue;
        }
        // A place on the right of the head, or on its own line after the first; a town alone beside a school or an
        // employer with its legal form ("Mandeville Heights High School ¦ Mandeville", "Envíos Pipil, S.A. de C.V. ¦
        // San Salvador").
        const first = plain(line.cells[0]!.text);
        const besideOrganisation =
          cellIndex > 0 &&
          (SCHOOL.test(first) || COMPANY_SUFFIX.test(first)) &&
          TOWN_ALONE.test(text) &&
          !SCHOOL.test(text) &&
          !DEGREE.test(text) &&
          titleWordCount(text) === 0;
        const place =
          (isPlaceText(text) && (cellIndex > 0 || lineIndex > 0) && fields.length > 0) || besideOrganisation;
        // A legal form keeps its full stop ("Titano Meccanica S.p.A.", "Kedai Pintar Sdn. Bhd.").
        const trailing = COMPANY_SUFFIX.test(text) ? /[,;:]+$/ : /[.,;:]+$/;
        fields.push({ text: text.replace(trailing, ''), bold: cell.bold, italic: cell.italic, place });
      }
    });
  });
  return fields;
}

/** The texts of an entry's head, and its dates. */
function headParts(entry: Entry): { fields: HeadField[]; dates: string[] } {
  const dates: string[] = [];
  const fields = headFields(entry.head, dates);
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
    if (isDurationText(text)) continue;
    if (isBullet(line) || items.length === 0) items.push(text.replace(BULLET, ''));
    else items[items.length - 1] += /-$/.test(items.at(-1)!) ? text : ` ${text}`;
  }
  return items.filter(Boolean).slice(0, MAX_ACHIEVEMENTS);
}

/** "Google, Mountain View, CA" → "Google", but "Alfama Analytics, Lda., Lisboa" keeps its legal form. */
function withoutPlaceSuffix(text: string): string {
  const place = text.match(LOCATION_SUFFIX);
  if (!place) return text.trim();
  return COMPANY_SUFFIX.test(place[0].split(',')[1]!.trim()) ? withoutTown(text) : text.slice(0, place.index).trim();
}

/** "Schwabentech Antriebe GmbH, Stuttgart" → "Schwabentech Antriebe GmbH"; a legal form is kept ("…, Lda."). */
function withoutTown(text: string): string {
  const town = text.match(TRAILING_TOWN);
  if (
    !town ||
    COMPANY_SUFFIX.test(text) ||
    UNIT.test(town[1]!) ||
    titleWordCount(town[1]!) + companyWordCount(town[1]!) > 0
  )
    return text;
  // A town and its country go together: "Kočani Geotherm Agro DOOEL, Kočani, North Macedonia".
  const rest = text.slice(0, town.index).trim();
  // A list that goes on from an "of" is no town: "Ministry of Agriculture, Fisheries and Rural Development".
  if (/\sof\s+[\p{Lu}][\p{L}'’-]*$/u.test(rest) && /\s(?:and|und|et|e|y|i)\s/.test(town[1]!)) return text;
  return COMPANY_SUFFIX.test(rest) ? rest : withoutTown(rest);
}

// ---- Experience -----------------------------------------------------------------------------------------

function titleWordCount(text: string): number {
  return normalizeKey(text)
    .split(' ')
    .filter((word) => word && isTitleWord(word)).length;
}

function companyWordCount(text: string): number {
  const words = normalizeKey(text).split(' ');
  // The legal form ends the name, before any town: "Neckarwerk Maschinenbau AG, Heilbronn".
  const legalForm = COMPANY_SUFFIX.test(text.trim()) || COMPANY_SUFFIX.test(text.replace(TRAILING_TOWN, '').trim());
  return words.filter((word) => COMPANY_WORDS.has(word)).length + (legalForm ? 1 : 0);
}

function titleScore(text: string): number {
  return titleWordCount(text) - 2 * companyWordCount(text) - (SCHOOL.test(text) ? 2 : 0);
}

/** Splits one field that holds both company and title: "Nexus AI, Co-Founder & CTO", "Engineer at Google". */
function splitCombined(text: string): string[] {
  // "at" joins a title to its employer only before any comma: "…, University of the Sahel at Bamako" is one name.
  const at = text.match(/^([^,]+?)\s+(?:at|@)\s+(.+)$/i);
  if (at) return [at[1]!, at[2]!];
  for (const separator of [/\s+[–—-]\s+/, /,\s+/]) {
    const parts = text.split(separator).filter(Boolean);
    // Titles alone are one title with two roles ("Restauratrice, direttrice tecnica di cantiere").
    if (parts.length >= 2 && parts.some((part) => titleScore(part) > 0) && !parts.every((part) => titleScore(part) > 0))
      return parts;
  }
  return [text];
}

/** `whole`: the head's one text before it was split ("Engineering Manager, Payments"), when it had one. */
type RoleHead = { texts: string[]; whole: string | null; titleIndex: number | null; entry: Entry; dates: string[] };

/** An entry's head texts, and which is the job title when the vocabulary tells. */
function roleHead(entry: Entry): RoleHead | null {
  const { fields, dates } = headParts(entry);
  // A long field is still a head when its comma-separated parts are short: "Investigadora auxiliar e coordenadora do
  // programa do arroz, Instituto Nacional de Investigação Agrária, Bissau".
  const named = fields.filter(
    (field) => !field.place && field.text.split(/,\s+/).every((part) => wordCount(part) <= 12),
  );
  let texts = named.map((field) => field.text);
  const whole = texts.length === 1 ? withoutPlaceSuffix(texts[0]!) : null;
  // A title over "Rhôneval Systèmes, Lyon": read as a place, it is the employer and its town.
  const employerAndTown = fields.find((field) => field.place && !/,\s*[A-Z]{2}$/.test(field.text));
  // A title over a company's line is whole, commas and all: "KYC Analyst, Private Banking" over "Banque Alzette &
  // Cie S.C.A., Luxembourg" or "Anguilla Information & Technology Unit (GoA) · The Valley" (an organisation's name, no
  // place's).
  const employer = employerAndTown ? withoutTown(employerAndTown.text) : '';
  const titleOverCompany =
    whole !== null &&
    titleScore(whole) > 0 &&
    (companyWordCount(employer) > 0 || (wordCount(employer) >= 3 && !isPlaceText(employer)));
  if (texts.length === 1 && !titleOverCompany) texts = splitCombined(texts[0]!);
  texts = texts.map(withoutPlaceSuffix).filter(Boolean);
  if (texts.length === 1 && titleScore(texts[0]!) > 0 && employerAndTown) texts.push(employer);
  if (texts.length === 0) return null;
  const scores = texts.map(titleScore);
  const best = Math.max(...scores);
  const titleIndex = best > 0 ? scores.indexOf(best) : null;
  return { texts, whole, titleIndex, entry, dates };
}

function parseExperience(sections: Section[], skills: string[], rightMargin: number): ResumeExperience[] {
  return sections.flatMap((section) => {
    const heads = splitEntries(section.lines, rightMargin)
      .map(roleHead)
      .filter((head): head is RoleHead => head !== null);
    const usualTitleIndex = usualIndex(heads.filter((head) => head.texts.length > 1).map((head) => head.titleIndex));
    const experience: ResumeExperience[] = [];
    // The employer above: LinkedIn lists several roles under one company line.
    let employer: string | null = null;
    // That company line, while its roles follow: their heads are whole titles ("Engineering Manager, Payments").
    let groupEmployer: string | null = null;
    for (const head of heads) {
      const { texts, entry } = head;
      // A sentence alone is a stray line of the description above, not an entry.
      if (texts.length === 1 && SENTENCE_END.test(texts[0]!)) continue;
      const achievements = bodyItems(entry);
      let titleIndex = head.titleIndex;
      // Vocabulary does not tell: the title sits where it sits in the section's other entries.
      if (titleIndex === null && texts.length > 1 && usualTitleIndex !== null && usualTitleIndex < texts.length) {
        titleIndex = usualTitleIndex;
      }
      let title = texts.length > 1 && titleIndex !== null ? texts[titleIndex]! : null;
      let company = texts.find((text, index) => index !== titleIndex && !isPlaceText(text)) ?? texts[0]!;
      // An appointment names its unit before the university ("Assistant Professor, Faculty of Agriculture, Hokuriku
      // Kaigan University"): the university employs, the unit belongs to the title.
      // The town after a school says nothing here: "…, Central European Academy of Sciences, Bratislava".
      const last = texts.at(-1)!;
      const townLast =
        texts.length > 2 &&
        TOWN_ALONE.test(last) &&
        !SCHOOL.test(last) &&
        companyWordCount(last) === 0 &&
        SCHOOL.test(texts.at(-2)!);
      const named = townLast ? texts.slice(0, -1) : texts;
      const units = named.slice(1, -1);
      if (
        titleIndex === 0 &&
        units.length > 0 &&
        units.every((text) => UNIT.test(text)) &&
        SCHOOL.test(named.at(-1)!)
      ) {
        // A research institute of an academy employs ("Institute of Wood Chemistry, Central European Academy of
        // Sciences"); a faculty or a department is part of the title.
        [title, company] = units.every((text) => RESEARCH_UNIT.test(text))
          ? [named[0]!, named.slice(1).join(', ')]
          : [named.slice(0, -1).join(', '), named.at(-1)!];
      } else if (
        titleIndex === 0 &&
        texts.length > 2 &&
        SCHOOL.test(texts[1]!) &&
        texts.slice(2).every((text) => UNIT.test(text))
      ) {
        // Named after the university, the unit is part of the employer: "Lakeshore University of Malawi, Department of
        // Aquaculture and Fisheries".
        company = texts.slice(1).join(', ');
      }
      // A line over its dates under a company's line is one more role there, whatever its title's words.
      if (
        groupEmployer &&
        head.whole &&
        (titleWordCount(head.whole) > 0 || head.dates.length > 0) &&
        companyWordCount(head.whole) === 0
      ) {
        [company, title] = [groupEmployer, head.whole];
      } else if (texts.length === 1 && head.titleIndex !== null && employer) {
        [company, title] = [employer, texts[0]!];
      } else if (texts.length === 1 && achievements.length === 0 && head.dates.length === 0) {
        // A company line with nothing but a total duration under it heads the roles that follow.
        employer = groupEmployer = withoutTown(company);
        continue;
      } else groupEmployer = null;
      company = withoutTown(company);
      employer = company;
      const { from, to } = dateRange(head.dates);
      const entryText = normalizeKey([...texts, ...achievements].join(' '));
      experience.push({
        company,
        title: title && title !== company ? title : null,
        from,
        to,
        achievements,
        skills: skills.filter((skill) => new RegExp(`(^| )${escapeRegExp(normalizeKey(skill))}( |$)`).test(entryText)),
      });
    }
    return experience;
  });
}

/** The most common of the indexes found (ties: the first seen), or null when none was. */
function usualIndex(indexes: (number | null)[]): number | null {
  const counts = new Map<number, number>();
  for (const index of indexes) if (index !== null) counts.set(index, (counts.get(index) ?? 0) + 1);
  let best: number | null = null;
  for (const [index, count] of counts) if (best === null || count > counts.get(best)!) best = index;
  return best;
}

// ---- Education ------------------------------------------------------------------------------------------

/** "Bachelor of Science in CS - 3.8 GPA" → "Bachelor of Science in CS". */
function withoutGrade(text: string): string {
  return text
    .replace(/(?<=\S)\s*[;,|–—-]?\s*(?:cum(?:ulative)?\.?\s*)?(?:c?gpa|grade)\b.*$/i, '')
    .replace(/\s*[;,|–—-]\s*\d(?:\.\d+)?\s*(?:\/\s*\d(?:\.\d+)?)?\s*$/, '')
    .replace(/[.,;:]+$/, '')
    .trim();
}

/**
 * "PhD, Computational Biology, Charles River Institute of Science" → the school, and the degree with its field
 * ("PhD, Computational Biology"): the parts before the school (or, when it comes first, after it). Null when no
 * part names a school without also naming a degree ("PhD Princeton University, Computer Science").
 */
function splitDegreeAndSchool(text: string): { school: string; degree: string } | null {
  const parts = text.split(/,\s+|\s+[–—-]\s+/);
  const index = parts.findIndex((part) => SCHOOL.test(part) && !DEGREE.test(part));
  if (index < 0 || parts.length < 2) return null;
  const degree = index > 0 ? parts.slice(0, index) : parts.slice(1).filter((part) => !isPlaceText(part));
  return { school: withoutTown(parts[index]!), degree: degree.join(', ') };
}

/**
 * In a sidebar, a degree that wrapped at the column's edge goes on onto the line before its school ("Bachelor of
 * Fine Arts, Communication" / "Design" / "Rattanakosin University of the Arts"); a line followed by a date is the
 * school itself ("Certificate in 3D Animation" / "Online" / "2018").
 */
function joinSidebarDegrees(lines: PdfLine[], rightMargin: number, allLines: PdfLine[]): PdfLine[] {
  const edge = wrapEdge(lines, rightMargin, allLines);
  if (edge === rightMargin) return lines;
  return joinWrappedLines(lines, edge, (_, line) => {
    const next = lines[lines.indexOf(line) + 1]?.text ?? '';
    return !isDateText(line.text) && SCHOOL.test(next) && !DEGREE.test(next);
  });
}

function parseEducation(lines: PdfLine[], rightMargin: number): ResumeEducation[] {
  return splitEntries(lines, rightMargin).flatMap((entry) => {
    const { fields, dates } = headParts(entry);
    let school: string | null = null;
    let degree: string | null = null;
    let areaFromSchool: string | null = null;
    const leftovers: { text: string; bold: boolean }[] = [];
    // A field naming only a school makes one that names a degree too the degree: "Diplôme d'université Valorisation
    // des macro-algues" over "École d'ingénieurs en biotechnologies marines de Brest".
    const schoolAlone = fields.some((field) => !field.place && SCHOOL.test(field.text) && !DEGREE.test(field.text));
    const isSchool = (text: string) => SCHOOL.test(text) && !(schoolAlone && DEGREE.test(text));
    for (const field of fields) {
      // School and degree in one field, while the school is still unknown.
      const both: boolean = !school && isSchool(field.text) && DEGREE.test(field.text);
      const split: { school: string; degree: string } | null = both ? splitDegreeAndSchool(field.text) : null;
      if (split) {
        school = split.school;
        degree ??= withoutGrade(split.degree);
        continue;
      }
      if (field.place) continue;
      for (const part of both ? field.text.split(/,\s+|\s+[–—-]\s+/) : [field.text]) {
        const leadingDegree = part.match(/^((?:[A-Z]\.?){2,4}|Ph\.? ?D\.?|MBA|M\.?Eng|B\.?Eng)\s+(.+)$/);
        if (isSchool(part) && !school && STUDY_AREA.test(part) && part.includes(',')) {
          // "Boğaziçi University, Computer Engineering": the school, then the field of study.
          const [name, ...area] = part.split(/,\s*/);
          school = name!;
          areaFromSchool = area.join(', ');
        } else if (isSchool(part) && !school) {
          // "PhD Princeton University": a degree abbreviation printed before the school.
          if (leadingDegree && SCHOOL.test(leadingDegree[2]!) && DEGREE.test(leadingDegree[1]!)) {
            school = withoutTown(leadingDegree[2]!.replace(LOCATION_SUFFIX, ''));
            degree ??= leadingDegree[1]!;
          } else {
            // "…, Faculty of Wood Technology, Valmiera" ends in a town, not a town and its state.
            const suffix = part.match(LOCATION_SUFFIX)?.[0].replace(/^,\s*/, '') ?? '';
            school = withoutTown(UNIT.test(suffix) ? part : part.replace(LOCATION_SUFFIX, ''));
          }
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
    // No degree word ("Classes préparatoires MP", "Profesional en Diseño Gráfico"): what else the head names.
    const named = leftovers.find((item) => wordCount(item.text) <= 12);
    if (!degree && named) degree = withoutGrade(named.text);
    // The field of study: after " in ", else after the first comma ("Bachelor of Arts, Business Administration").
    const area = degree?.match(/\s+in\s+([^,;]+)/i) ?? degree?.match(/,\s*([^,;]+)$/);
    const major = area ? area[1]!.trim() : areaFromSchool;
    return [{ school, degree: degree || null, major, grad: dateRange(dates).grad }];
  });
}

// ---- Skills ---------------------------------------------------------------------------------------------

const PROFICIENCY =
  /^(?:(?:and|or)\s+)?(?:(?:highly\s+)?(?:proficient|fluent|familiar|experienced|skilled|advanced|intermediate|basic|native|conversational|working knowledge)\s+(?:in|with|of)?\s*)?/i;

/** A list line whose last item goes on in lowercase on the next line: "… / Maritime class" / "approval / Hiring …". */
function joinContinuedLists(lines: PdfLine[]): PdfLine[] {
  const joined: PdfLine[] = [];
  for (const line of lines) {
    const previous = joined.at(-1);
    const continues =
      previous !== undefined &&
      previous.cells.length > 0 &&
      line.cells.length === 1 &&
      /[,;•|·]| \/ | [–—] /.test(previous.text) &&
      !/[,;•|·/:]\s*$/.test(previous.text) &&
      /^\p{Ll}/u.test(plain(line.text)) &&
      Math.abs(line.x - previous.x) < 2;
    if (continues) joined[joined.length - 1] = withLastCellGoingOn(previous, line.text);
    else joined.push(line);
  }
  return joined;
}

/**
 * A skill wraps onto the next line only from a list ("…; Techno-economic analysis; COMSOL" / "Multiphysics") or in
 * lowercase: one skill per line in a narrow sidebar ("Gestion de projets agricoles" / "Ventes aux producteurs")
 * reaches the page's margin without wrapping. A comma inside parentheses qualifies one skill ("NAV-Berechnung (UCITS,
 * AIF, RAIF)"); it lists none.
 */
const skillMayGoOn = (previous: PdfLine, line: PdfLine) =>
  /[,;•|·]/.test(previous.text.replace(/\([^)]*\)/g, '')) || /^\p{Ll}/u.test(plain(line.text));

/**
 * Where a section's lines wrap: a column wraps at its own edge, its widest line in any section on that page (contact
 * details, languages), when it is a sidebar narrower than half the page or has a sidebar on its right; a single
 * column at the page's margin.
 */
function wrapEdge(lines: PdfLine[], rightMargin: number, allLines: PdfLine[]): number {
  const first = lines[0];
  if (!first) return rightMargin;
  const page = allLines.filter((line) => line.page === first.page);
  const columnRight = Math.max(
    ...page.filter((line) => Math.abs(line.x - first.x) < 2).map((line) => line.x + line.width),
  );
  const sidebarOnTheRight = page.some((line) => line.x > columnRight && line.cells.length === 1 && !isDatedLine(line));
  return columnRight - first.x <= rightMargin / 2 || sidebarOnTheRight ? columnRight : rightMargin;
}

const LINKING_WORD_AT_END = /\s(?:and|of|for|with|und|von|für|mit|et|de|pour|y|e|con|para|com|di|per)$/iu;

/**
 * In a sidebar, one skill per line reaches the column's edge without wrapping; a line in lowercase or in parentheses
 * goes on with the skill above ("Planos de emergência" / "aeroportuária", "Sistemas de gestão da segurança" /
 * "(SMS)"), and so does the line after one that stops on a linking word ("Private-Equity-Fonds und" /
 * "Kapitalabrufe").
 */
function joinSidebarWraps(lines: PdfLine[], rightMargin: number, allLines: PdfLine[]): PdfLine[] {
  const edge = wrapEdge(lines, rightMargin, allLines);
  if (edge === rightMargin) return lines;
  return joinWrappedLines(
    lines,
    edge,
    (previous, line) => /^[\p{Ll}(]/u.test(plain(line.text)) || LINKING_WORD_AT_END.test(plain(previous.text)),
  );
}

function parseSkills(sections: Section[], rightMargin: number, allLines: PdfLine[]): string[] {
  const skills: string[] = [];
  const seen = new Set<string>();
  for (const section of sections) {
    // Lines under a label inherit it: "Sprachen" and the line its list wraps onto hold no skills.
    let labelHoldsSkills = true;
    // A list that ran into the margin goes on with its last skill: "…; Techno-economic analysis; COMSOL" / "Multiphysics".
    const lines = joinWrappedLines(joinSidebarWraps(section.lines, rightMargin, allLines), rightMargin, skillMayGoOn);
    for (const line of joinContinuedLists(lines)) {
      const text = plain(line.text);
      // A dates column read after the last section ("02/2015 – 04/2021") holds no skills, nor does the signature.
      if (isDateText(text) || PLACE_AND_DATE.test(text)) continue;
      // Category labels on their own ("PROGRAMMING", "Over 5000 lines:").
      if (/:$/.test(text) || (line.bold && line.cells.length === 1 && !/[,•|]/.test(text))) {
        labelHoldsSkills = !NON_SKILL_LABEL.test(text.replace(/:$/, ''));
        continue;
      }
      const { label, lists } = labelledLists(line);
      if (label !== null) labelHoldsSkills = holdsSkills(label, lists);
      if (!labelHoldsSkills) continue;
      for (const list of lists) {
        const items = splitList(list);
        // A bullet of its own names one skill, however many words it takes ("• Microsoft Dynamics 365 Business
        // Central", "Professional skills • GMP / ICH Q10 quality systems"); items of a list run on one line are
        // shorter, and a long one is a sentence.
        const bulleted = (lists.length === 1 && isBullet(line)) || BULLET.test(list.trim());
        const maxWords = items.length === 1 && bulleted ? 6 : 4;
        for (const raw of items) {
          const skill = raw
            .replace(BULLET, '')
            .replace(PROFICIENCY, '')
            .replace(/[.;:]+$/, '')
            .trim();
          const key = normalizeKey(skill);
          // Words in parentheses qualify the skill ("Lean Six Sigma (Black Belt)"), and short linking words do not
          // count ("Normas e práticas recomendadas da ICAO").
          if (
            !key ||
            seen.has(key) ||
            wordCount(
              skill.replace(
                /\([^)]*\)|(?<!\S)(?:[/&+]|\p{Ll}{1,2}|das?|des?|dos?|del|and|the|und|für|et|for|with|nach|von|mit|zur|zum|pour|avec|con|para|com|per)(?!\S)/gu,
                '',
              ),
            ) > maxWords
          )
            continue;
          seen.add(key);
          skills.push(skill);
        }
      }
    }
  }
  return skills.slice(0, MAX_SKILLS);
}

/**
 * A skills line's label, if it has one, and its lists: a label cell beside a list ("EDV" | "CATIA V5, SAP PLM"),
 * a label with a colon ("Languages: Java, Python"), or a Europass label run into its list ("Digital skills • Python").
 */
function labelledLists(line: PdfLine): { label: string | null; lists: string[] } {
  const cells = line.cells.map((cell) => plain(cell.text).replace(BULLET, ''));
  const first = cells[0] ?? '';
  const labelCell =
    cells.length >= 2 &&
    wordCount(first) <= 3 &&
    !/[,;•|·:]/.test(first) &&
    (cells.slice(1).some((cell) => /[,;•|·]/.test(cell)) ||
      LANGUAGE_LABEL.test(first) ||
      NON_SKILL_LABEL.test(first) ||
      / skills$/i.test(first));
  if (labelCell) return { label: first, lists: cells.slice(1) };
  const runIn = first.match(RUN_IN_LABEL);
  if (runIn) return { label: runIn[1]!, lists: [first.slice(runIn[0].length), ...cells.slice(1)] };
  let label: string | null = null;
  // A colon inside a name is no label's: "1C:Enterprise".
  const lists = cells.map((cell) =>
    cell.replace(/^([^:]{1,40}):(?:\s+|$)/, (_, name: string) => {
      label ??= name;
      return '';
    }),
  );
  return { label, lists };
}

/** Languages with levels ("Sprachen: Deutsch (Muttersprache)", not "Languages: Java") and Europass prose hold no skills. */
function holdsSkills(label: string, lists: string[]): boolean {
  if (NON_SKILL_LABEL.test(label)) return false;
  const firstItem = splitList(lists.join(', '))[0] ?? '';
  // A language with its level, on the lines under "Other language(s)": "German: B2 (listening, reading)", "Somali : C1".
  if (/^[abc][12]\b/i.test(firstItem)) return false;
  // Or languages listed by name: "Sprachen" | "Deutsch und Dänisch (Muttersprachen), Sønderjysk".
  const firstWord = firstItem.match(/^\p{L}+/u)?.[0] ?? '';
  return !(LANGUAGE_LABEL.test(label) && (isRatedLanguage(firstItem) || isSpokenLanguage(firstWord)));
}

/** The place and date a CV is signed with: "Apenrade, im Dezember 2024", "Lyon, le 3 mars 2025", "Bern, 12.12.2024". */
const PLACE_AND_DATE = new RegExp(
  `^\\p{Lu}[\\p{L}.'’ -]*,\\s*(?:(?:im|am|den|le|el|em|il|op)\\s+)?(?:(?:\\d{1,2}\\.?\\s+)?(?:${MONTH})\\s+\\d{4}|\\d{1,2}\\.\\d{1,2}\\.\\d{2,4})$`,
  'iu',
);

/** "Windows and Mac OS": two names, every word capitalised, not one skill ("HACCP and FSMA compliance"). */
function namesTwo(before: string, after: string): boolean {
  const capitalised = (part: string) =>
    part
      .trim()
      .split(/\s+/)
      .every((word) => /^[\p{Lu}\d]/u.test(word));
  return capitalised(before.trim().replace(PROFICIENCY, '')) && capitalised(after);
}

/** "Drying and milling": a capitalised item whose "and" goes on in lowercase is one skill. */
function continuesPhrase(before: string, after: string): boolean {
  return /^\p{Lu}/u.test(before.trim()) && /^\p{Ll}/u.test(after.trim());
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
  // "and" ends an enumeration with commas ("Python, SQL and R"), so only after the last comma; elsewhere it is inside
  // a skill ("IEC 61851 and ISO 15118", "Hiring and leading engineers", "HACCP and FSMA compliance, Export
  // logistics"). Slashes between spaces separate a list ("Power electronics / Embedded Rust / Hiring"), but one pair
  // is one skill ("SEO / SEA"); so do spaced dashes.
  const enumerates = text.includes(',');
  const lastComma = text.lastIndexOf(',');
  const slashList = text.split(' / ').length > 2;
  // So do spaced dashes, two or more: "Logistique du froid – Douane et certificats sanitaires – EBP Compta".
  const dashList = text.split(/ [–—] /).length > 2;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (char === '(') depth++;
    if (char === ')') depth = Math.max(0, depth - 1);
    if (depth === 0 && /[,;•|·]/.test(char)) flush();
    else if (depth === 0 && slashList && text.startsWith(' / ', index)) {
      flush();
      index += 2;
    } else if (depth === 0 && dashList && / [–—] /y.test(text.slice(index, index + 3))) {
      flush();
      index += 2;
    } else if (
      depth === 0 &&
      enumerates &&
      text.startsWith(' and ', index) &&
      (index > lastComma
        ? !continuesPhrase(current, text.slice(index + 5))
        : namesTwo(current, text.slice(index + 5).split(/[,;•|·]/)[0]!))
    ) {
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
