// Investor profiles held compactly, for the matching index: a profile's deals are rows of typed-array columns and
// its strings are numbered once for the whole table, and a profile is rebuilt as an object only when asked for (the
// results of a query, an investor page). As objects a million profiles took 2 GB of heap (issue 16); here the deals
// cost 32 bytes each. The counts, dates and round sizes a profile shows are derived from its deals by the same
// summarizePortfolio as the import, so a rebuilt profile equals the one stored.
import {
  type CoInvestor,
  type InvestorKind,
  type InvestorProfile,
  type PortfolioDeal,
  summarizePortfolio,
} from './profiles.js';

const KINDS: InvestorKind[] = ['firm', 'person'];
/** Code 0 of every string column: no value. */
const NONE = 0;
/** Decoded profiles kept for the next ask: the matches of the day and the pages being read come back often. */
const RECENT_PROFILES = 2000;

/** A growable column of unsigned 32-bit integers (or doubles), trimmed to its length when the table is finished. */
class Column<Values extends Uint32Array | Float64Array> {
  length = 0;
  constructor(
    private values: Values,
    private readonly grow: (capacity: number) => Values,
  ) {}
  push(value: number): void {
    if (this.length === this.values.length) {
      const grown = this.grow(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length] = value;
    this.length += 1;
  }
  finish(): Values {
    return this.values.slice(0, this.length) as Values;
  }
}
const uint32Column = () => new Column(new Uint32Array(1024), (capacity) => new Uint32Array(capacity));
const float64Column = () => new Column(new Float64Array(1024), (capacity) => new Float64Array(capacity));

/** Strings numbered from 1 as they are first met (0 is null); each distinct string is held once. */
class StringCodes {
  private readonly codes = new Map<string, number>();
  readonly strings: (string | null)[] = [null];
  code(value: string | null): number {
    if (value === null) return NONE;
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.strings.length;
      this.codes.set(value, code);
      this.strings.push(value);
    }
    return code;
  }
}

export class ProfileTable {
  private readonly byId: Map<string, number>;
  private readonly recent = new Map<number, InvestorProfile>();

  /** Built by ProfileTableBuilder; every array is indexed by the investor's position, deals by deal number. */
  constructor(
    private readonly ids: string[],
    private readonly names: string[],
    private readonly kinds: Uint8Array,
    private readonly sources: Uint32Array,
    private readonly dealStart: Uint32Array,
    private readonly deals: Record<'company' | 'sector' | 'stage' | 'fundedAt' | 'region' | 'country', Uint32Array>,
    private readonly amounts: Float64Array,
    private readonly coInvestorStart: Uint32Array,
    private readonly coInvestors: Record<'id' | 'name' | 'count', Uint32Array>,
    private readonly strings: (string | null)[],
  ) {
    this.byId = new Map(ids.map((id, index) => [id, index]));
  }

  get size(): number {
    return this.ids.length;
  }

  /** Deals of every investor together. */
  get dealTotal(): number {
    return this.dealStart[this.size] ?? 0;
  }

  indexOf(id: string): number | undefined {
    return this.byId.get(id);
  }

  id(index: number): string {
    return this.ids[index] ?? '';
  }

  kind(index: number): InvestorKind {
    return KINDS[this.kinds[index] ?? 0] ?? 'firm';
  }

  dealCount(index: number): number {
    return (this.dealStart[index + 1] ?? 0) - (this.dealStart[index] ?? 0);
  }

  /** YYYY-MM-DD of the most recent deal; '' for none. */
  lastInvestmentAt(index: number): string {
    return this.dealCount(index) > 0 ? (this.string(this.deals.fundedAt[this.dealStart[index] ?? 0]) ?? '') : '';
  }

  private string(code: number | undefined): string | null {
    return this.strings[code ?? NONE] ?? null;
  }

  /** The investor's deals, most recent first, as stored. */
  portfolio(index: number): PortfolioDeal[] {
    const { company, sector, stage, fundedAt, region, country } = this.deals;
    const deals: PortfolioDeal[] = [];
    for (let deal = this.dealStart[index] ?? 0; deal < (this.dealStart[index + 1] ?? 0); deal += 1) {
      const amount = this.amounts[deal] ?? Number.NaN;
      deals.push({
        company: this.string(company[deal]) ?? '',
        sector: this.string(sector[deal]),
        stage: this.string(stage[deal]),
        fundedAt: this.string(fundedAt[deal]) ?? '',
        raisedAmountUsd: Number.isNaN(amount) ? null : amount,
        region: this.string(region[deal]),
        countryCode: this.string(country[deal]),
      });
    }
    return deals;
  }

  /** The whole profile, as the import stored it. */
  profile(index: number): InvestorProfile {
    const remembered = this.recent.get(index);
    if (remembered) return remembered;
    const portfolio = this.portfolio(index);
    const coInvestors: CoInvestor[] = [];
    for (let entry = this.coInvestorStart[index] ?? 0; entry < (this.coInvestorStart[index + 1] ?? 0); entry += 1) {
      coInvestors.push({
        id: this.string(this.coInvestors.id[entry]) ?? '',
        name: this.string(this.coInvestors.name[entry]) ?? '',
        count: this.coInvestors.count[entry] ?? 0,
      });
    }
    const profile: InvestorProfile = {
      id: this.id(index),
      name: this.names[index] ?? '',
      kind: this.kind(index),
      ...summarizePortfolio(portfolio),
      portfolio,
      coInvestors,
      sources: JSON.parse(this.string(this.sources[index]) ?? '[]') as string[],
    };
    if (this.recent.size >= RECENT_PROFILES) this.recent.delete(this.recent.keys().next().value as number);
    this.recent.set(index, profile);
    return profile;
  }
}

/** Takes profiles one at a time (from a database cursor, a file, a builder), so they never all exist as objects. */
export class ProfileTableBuilder {
  private readonly strings = new StringCodes();
  private readonly ids: string[] = [];
  private readonly names: string[] = [];
  private readonly kinds = uint32Column();
  private readonly sources = uint32Column();
  private readonly dealStart = uint32Column();
  private readonly deals = {
    company: uint32Column(),
    sector: uint32Column(),
    stage: uint32Column(),
    fundedAt: uint32Column(),
    region: uint32Column(),
    country: uint32Column(),
  };
  private readonly amounts = float64Column();
  private readonly coInvestorStart = uint32Column();
  private readonly coInvestors = { id: uint32Column(), name: uint32Column(), count: uint32Column() };

  add(profile: InvestorProfile): void {
    const { strings, deals } = this;
    this.ids.push(profile.id);
    this.names.push(profile.name);
    this.kinds.push(Math.max(0, KINDS.indexOf(profile.kind)));
    this.sources.push(strings.code(JSON.stringify(profile.sources)));
    this.dealStart.push(deals.company.length);
    for (const deal of profile.portfolio) {
      deals.company.push(strings.code(deal.company));
      deals.sector.push(strings.code(deal.sector));
      deals.stage.push(strings.code(deal.stage));
      deals.fundedAt.push(strings.code(deal.fundedAt));
      deals.region.push(strings.code(deal.region));
      deals.country.push(strings.code(deal.countryCode));
      this.amounts.push(deal.raisedAmountUsd ?? Number.NaN);
    }
    this.coInvestorStart.push(this.coInvestors.id.length);
    for (const coInvestor of profile.coInvestors) {
      this.coInvestors.id.push(strings.code(coInvestor.id));
      this.coInvestors.name.push(strings.code(coInvestor.name));
      this.coInvestors.count.push(coInvestor.count);
    }
  }

  finish(): ProfileTable {
    this.dealStart.push(this.deals.company.length);
    this.coInvestorStart.push(this.coInvestors.id.length);
    const finishAll = <Key extends string>(columns: Record<Key, Column<Uint32Array>>) =>
      Object.fromEntries(
        Object.entries<Column<Uint32Array>>(columns).map(([key, column]) => [key, column.finish()]),
      ) as Record<Key, Uint32Array>;
    return new ProfileTable(
      this.ids,
      this.names,
      Uint8Array.from(this.kinds.finish()),
      this.sources.finish(),
      this.dealStart.finish(),
      finishAll(this.deals),
      this.amounts.finish(),
      this.coInvestorStart.finish(),
      finishAll(this.coInvestors),
      this.strings.strings,
    );
  }
}

/** A table of profiles already in memory (tests, the benchmark's real corpus). */
export function profileTable(profiles: Iterable<InvestorProfile>): ProfileTable {
  const builder = new ProfileTableBuilder();
  for (const profile of profiles) builder.add(profile);
  return builder.finish();
}
