// From positioned text items to lines in reading order: items on one baseline form a row, a row splits
// into cells at wide gaps, and a page whose cells leave a clean vertical gutter is read column by column
// (recursively, so a header above two columns, or three cards side by side, read naturally).

export type PositionedItem = {
  page: number;
  text: string;
  /** Left edge and baseline, in top-down page coordinates. */
  x: number;
  y: number;
  width: number;
  fontSize: number;
  fontId: string;
  bold: boolean;
  italic: boolean;
};

export type PdfCell = { text: string; x: number; width: number; fontSize: number; bold: boolean; italic: boolean };

export type PdfLine = {
  page: number;
  text: string;
  x: number;
  /** Baseline, top-down. */
  y: number;
  width: number;
  /** Size of the font most of the line's characters use. */
  fontSize: number;
  bold: boolean;
  italic: boolean;
  fontId: string;
  /** Runs of text separated by wide gaps ("Google" … "Mountain View, CA"), left to right. */
  cells: PdfCell[];
};

type Segment = {
  row: number;
  items: PositionedItem[];
  x0: number;
  x1: number;
  y: number;
  fontSize: number;
};

/** Baselines closer than this fraction of the font size share a row (superscripts included). */
const ROW_TOLERANCE = 0.45;
/** A horizontal gap wider than this many font sizes starts a new cell. */
const CELL_GAP = 1.5;
/** A gap wider than this fraction of the font size is a word space. */
const WORD_GAP = 0.18;
const MAX_COLUMN_DEPTH = 3;
/** Narrowest clean gutter, in points, that separates columns. */
const MIN_GUTTER = 4;

export type LayoutOptions = {
  /**
   * Documents (resumes) that set a narrow column of labels beside their values — dates, headings, "Telephone" —
   * are read as tables: rows count as lining up across a gutter over the height both sides share only (a title
   * block above the table has nothing to line up with). Slides keep the stricter reading.
   */
  labelColumns?: boolean;
};

export function buildLines(items: PositionedItem[], pageWidth: number, options: LayoutOptions = {}): PdfLine[] {
  const segments = groupRows(items).flatMap((row, index) => splitRow(row, index));
  return orderBlocks(segments, pageWidth, 0, options).flatMap(blockLines);
}

function groupRows(items: PositionedItem[]): PositionedItem[][] {
  const sorted = [...items].sort((a, b) => a.y - b.y || a.x - b.x);
  const rows: { baseline: number; size: number; items: PositionedItem[] }[] = [];
  for (const item of sorted) {
    const row = rows.at(-1);
    if (row && Math.abs(item.y - row.baseline) <= ROW_TOLERANCE * Math.min(item.fontSize, row.size)) {
      row.items.push(item);
      // The row's baseline follows its biggest text, so a superscript does not drag it.
      if (item.fontSize > row.size) [row.baseline, row.size] = [item.y, item.fontSize];
    } else {
      rows.push({ baseline: item.y, size: item.fontSize, items: [item] });
    }
  }
  return rows.map((row) => row.items.sort((a, b) => a.x - b.x));
}

function splitRow(items: PositionedItem[], row: number): Segment[] {
  const segments: Segment[] = [];
  for (const item of items) {
    const current = segments.at(-1);
    const gap = current ? item.x - current.x1 : Infinity;
    if (current && gap <= CELL_GAP * Math.min(item.fontSize, current.fontSize)) {
      current.items.push(item);
      current.x1 = Math.max(current.x1, item.x + item.width);
      current.fontSize = Math.max(current.fontSize, item.fontSize);
    } else {
      segments.push({ row, items: [item], x0: item.x, x1: item.x + item.width, y: item.y, fontSize: item.fontSize });
    }
  }
  return segments;
}

/** Splits segments into blocks read one after the other: full-width rows, then left column, then right. */
function orderBlocks(segments: Segment[], pageWidth: number, depth: number, options: LayoutOptions): Segment[][] {
  const cut = depth < MAX_COLUMN_DEPTH ? findGutter(segments, pageWidth, options) : null;
  if (cut === null && depth === 0) {
    const [head, body] = splitHead(segments);
    if (head.length && findGutter(body, pageWidth, options) !== null)
      return [...orderBlocks(head, pageWidth, depth + 1, options), ...orderBlocks(body, pageWidth, depth, options)];
  }
  if (cut === null) return segments.length ? [segments] : [];
  const fullWidthRows = new Set(segments.filter((s) => crosses(s, cut)).map((s) => s.row));
  // Runs of consecutive rows, top to bottom, that are either all full-width or all split by the gutter.
  const runs: { fullWidth: boolean; segments: Segment[] }[] = [];
  for (const segment of [...segments].sort((a, b) => a.y - b.y)) {
    const fullWidth = fullWidthRows.has(segment.row);
    const run = runs.at(-1);
    if (run && run.fullWidth === fullWidth) run.segments.push(segment);
    else runs.push({ fullWidth, segments: [segment] });
  }
  return runs.flatMap((run) =>
    run.fullWidth
      ? [run.segments]
      : [
          ...orderBlocks(
            run.segments.filter((s) => s.x1 <= cut),
            pageWidth,
            depth + 1,
            options,
          ),
          ...orderBlocks(
            run.segments.filter((s) => s.x0 >= cut),
            pageWidth,
            depth + 1,
            options,
          ),
        ],
  );
}

/**
 * The page's head and the rest, split at the widest gap between rows in the top third: a name set big enough to
 * reach over the gutter ("MARIE-ÈVE THÉRIAULT-" over a main column and a sidebar) hides the columns below it. The
 * gap must be wider than twice the usual gap between rows.
 */
function splitHead(segments: Segment[]): [Segment[], Segment[]] {
  const baselines = [...new Set(segments.map((s) => s.y))].sort((a, b) => a - b);
  if (baselines.length < 6) return [[], segments];
  const gaps = baselines.slice(1).map((y, index) => ({ at: y, width: y - baselines[index]! }));
  const usual = [...gaps].sort((a, b) => a.width - b.width)[Math.floor(gaps.length / 2)]!.width;
  const limit = baselines[0]! + (baselines.at(-1)! - baselines[0]!) / 3;
  const widest = gaps.filter((gap) => gap.at <= limit).reduce((a, b) => (b.width > a.width ? b : a), gaps[0]!);
  if (widest.width <= usual * 2) return [[], segments];
  return [segments.filter((s) => s.y < widest.at), segments.filter((s) => s.y >= widest.at)];
}

function crosses(segment: Segment, cut: number): boolean {
  return segment.x0 < cut && segment.x1 > cut;
}

/**
 * The x of a vertical gutter few segments cross, with text on both sides over a shared vertical range and
 * rows that do not line up across it (rows that do line up are a table — "Company … Dates" — read row by row).
 */
function findGutter(segments: Segment[], pageWidth: number, options: LayoutOptions): number | null {
  if (segments.length < 6) return null;
  const minX = Math.min(...segments.map((s) => s.x0));
  const maxX = Math.max(...segments.map((s) => s.x1));
  const span = maxX - minX;
  if (span < pageWidth * 0.3) return null;
  const positions: number[] = [];
  const counts: number[] = [];
  for (let x = minX + span * 0.12; x <= maxX - span * 0.12; x += 1) {
    positions.push(x);
    counts.push(segments.reduce((n, s) => n + (crosses(s, x) ? 1 : 0), 0));
  }
  const fewest = Math.min(...counts);
  if (fewest > Math.max(2, segments.length * 0.1)) return null;
  // Runs of positions crossed by the fewest segments, widest first; the middle of the first with text on both
  // sides is the cut. A wider run may set only a stray line apart ("Page 1 of 1" right of a short main column).
  const runs: { start: number; end: number }[] = [];
  counts.forEach((count, index) => {
    const run = runs.at(-1);
    if (count !== fewest) return;
    if (run && run.end === index - 1) run.end = index;
    else runs.push({ start: index, end: index });
  });
  runs.sort((a, b) => b.end - b.start - (a.end - a.start));
  for (const run of runs) {
    if (run.end - run.start < MIN_GUTTER) return null;
    const cut = (positions[run.start]! + positions[run.end]!) / 2;
    const left = segments.filter((s) => s.x1 <= cut);
    const right = segments.filter((s) => s.x0 >= cut);
    if (left.length >= 3 && right.length >= 3) return separatesColumns(left, right, pageWidth, options) ? cut : null;
  }
  return null;
}

/** Text on both sides of the cut over a shared height, not lined up as a table's rows. */
function separatesColumns(left: Segment[], right: Segment[], pageWidth: number, options: LayoutOptions): boolean {
  if (verticalOverlap(left, right) < 0.5) return false;
  if (alignedFraction(left, right, options.labelColumns === true) > 0.7) return false;
  return !(options.labelColumns && isLabelColumn(left, right, pageWidth));
}

/**
 * A narrow left column of labels and dates ("Telefon", "04/2016 – heute") beside the values they label: half its
 * segments or more, two dated ones among them, sit on a baseline of the right side. Headings alone on their row
 * and the values' second lines (the company under a title) line up with nothing.
 */
function isLabelColumn(left: Segment[], right: Segment[], pageWidth: number): boolean {
  const narrow = Math.max(...left.map((s) => s.x1)) - Math.min(...left.map((s) => s.x0)) < pageWidth * 0.35;
  if (!narrow) return false;
  const top = Math.min(...right.map((s) => s.y));
  const labels = left.filter((s) => s.y >= top - 0.5);
  const aligned = labels.filter((s) => right.some((other) => Math.abs(other.y - s.y) < 0.5));
  const dated = aligned.filter((s) => /\b(19|20)\d\d\b/.test(s.items.map((item) => item.text).join(' ')));
  return labels.length > 0 && aligned.length * 2 >= labels.length && dated.length >= 2;
}

function verticalOverlap(a: Segment[], b: Segment[]): number {
  const range = (list: Segment[]) => [Math.min(...list.map((s) => s.y)), Math.max(...list.map((s) => s.y))] as const;
  const [aTop, aBottom] = range(a);
  const [bTop, bBottom] = range(b);
  const overlap = Math.min(aBottom, bBottom) - Math.max(aTop, bTop);
  const smaller = Math.min(aBottom - aTop, bBottom - bTop);
  return smaller <= 0 ? (overlap >= 0 ? 1 : 0) : overlap / smaller;
}

/**
 * Share of the smaller side's segments sitting exactly on a baseline of the other side; with `sharedHeightOnly`,
 * counting only the segments in the vertical range both sides cover.
 */
function alignedFraction(left: Segment[], right: Segment[], sharedHeightOnly: boolean): number {
  const top = Math.max(Math.min(...left.map((s) => s.y)), Math.min(...right.map((s) => s.y)));
  const bottom = Math.min(Math.max(...left.map((s) => s.y)), Math.max(...right.map((s) => s.y)));
  const within = (side: Segment[]) =>
    sharedHeightOnly ? side.filter((s) => s.y >= top - 0.5 && s.y <= bottom + 0.5) : side;
  const [sharedLeft, sharedRight] = [within(left), within(right)];
  const [few, many] = sharedLeft.length <= sharedRight.length ? [sharedLeft, sharedRight] : [sharedRight, sharedLeft];
  if (few.length === 0) return 0;
  const aligned = few.filter((s) => many.some((other) => Math.abs(other.y - s.y) < 0.5)).length;
  return aligned / few.length;
}

function blockLines(block: Segment[]): PdfLine[] {
  const rows = new Map<number, Segment[]>();
  for (const segment of block) rows.set(segment.row, [...(rows.get(segment.row) ?? []), segment]);
  return [...rows.values()]
    .map((segments) => toLine(segments.sort((a, b) => a.x0 - b.x0)))
    .sort((a, b) => a.y - b.y || a.x - b.x);
}

function toLine(segments: Segment[]): PdfLine {
  const cells = segments.map(toCell);
  const items = segments.flatMap((s) => s.items);
  const dominant = dominantItem(items);
  const lastSegment = segments.at(-1)!;
  const first = segments[0]!;
  const y = segments.reduce((best, s) => (s.fontSize > best.fontSize ? s : best), first).y;
  return {
    page: dominant.page,
    text: cells.map((cell) => cell.text).join(' '),
    x: first.x0,
    y,
    width: lastSegment.x1 - first.x0,
    fontSize: dominant.fontSize,
    bold: majority(items, (item) => item.bold),
    italic: majority(items, (item) => item.italic),
    fontId: dominant.fontId,
    cells,
  };
}

function toCell(segment: Segment): PdfCell {
  let text = '';
  let end = -Infinity;
  for (const item of segment.items) {
    const gap = item.x - end;
    const needsSpace = text !== '' && gap > WORD_GAP * item.fontSize && !/\s$/.test(text) && !/^\s/.test(item.text);
    text += (needsSpace ? ' ' : '') + item.text;
    end = Math.max(end, item.x + item.width);
  }
  const items = segment.items;
  return {
    text: normalizeSpaces(text),
    x: segment.x0,
    width: segment.x1 - segment.x0,
    fontSize: dominantItem(items).fontSize,
    bold: majority(items, (item) => item.bold),
    italic: majority(items, (item) => item.italic),
  };
}

/** Tabs, soft hyphens, Unicode hyphens and runs of spaces (Word exports put a tab between words) become single spaces. */
function normalizeSpaces(text: string): string {
  return (
    text
      .replace(/\u00ad/g, '')
      // Word prints a hyphen as a soft hyphen plus U+2010, which pdf.js gives as "-‐".
      .replace(/-?[\u2010\u2011]/g, '-')
      .replace(/[\s\u00a0\u2000-\u200b]+/g, ' ')
      .trim()
  );
}

function dominantItem(items: PositionedItem[]): PositionedItem {
  const charsBySize = new Map<number, number>();
  for (const item of items) charsBySize.set(item.fontSize, (charsBySize.get(item.fontSize) ?? 0) + item.text.length);
  const size = [...charsBySize.entries()].reduce((a, b) => (b[1] > a[1] ? b : a))[0];
  return items.find((item) => item.fontSize === size)!;
}

function majority(items: PositionedItem[], test: (item: PositionedItem) => boolean): boolean {
  let yes = 0;
  let total = 0;
  for (const item of items) {
    const letters = item.text.replace(/\s/g, '').length;
    total += letters;
    if (test(item)) yes += letters;
  }
  return total > 0 && yes * 2 > total;
}
