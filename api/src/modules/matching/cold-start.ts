// Cold start: a founder none of whose current investors is in the corpus, so the network says nothing and
// the round's profile (sector, stage, size, geography) and the investor's habits are all there is.
//
// The weights below were fitted, not tuned by hand: a linear model over the index's top 50 candidates of each
// cold event of the training replay (profiles from rounds before 2011-07-01, events 2011-07 → 2012-07), with a
// listwise softmax loss (label: the investor joined the round), then frozen here (issue 17, README "Measured").
// Besides re-weighing the profile terms, it learned four habits of the investor that the terms cannot express:
// people (business angels, by name) join fewer rounds than firms with the same record; investors that often
// come in at a company's first round join more new rounds; and those whose rounds have large syndicates, or
// whose companies mostly raised again after them (later-stage investors), join fewer.
// These habits carry no reason text: they only order investors whose reasons come from the terms.

/** Multiplies the production weight of each profile term in a cold-start query. */
export const COLD_START_TERM_SCALE = { sector: 1.14, stage: 0.99, size: 1.41, region: 0.99, country: 0.99 };
/** Replaces the weight of log(recency-weighted deal count) in a cold-start query. */
export const COLD_START_ACTIVITY = 0.9;

const PERSON = -0.66;
const FIRST_ROUND_SHARE = 0.98;
const LOG1P_MEAN_CO_INVESTORS = -0.37;
const RAISED_AGAIN_SHARE = -0.5;
// By number of deals: up to 1, 4, 12, 33; more than 33 adds nothing.
const DEAL_COUNT_STEPS: [maxDeals: number, weight: number][] = [
  [1, 0.01],
  [4, 0.22],
  [12, 0.23],
  [33, -0.07],
];

export type InvestorHabits = {
  isPerson: boolean;
  deals: number;
  /** Its deals that were the first round of their company in the corpus. */
  firstRoundDeals: number;
  /** Other investors in its rounds, summed over its deals. */
  coInvestors: number;
  /** Distinct companies, and those among them that raised again after it came in. */
  companies: number;
  raisedAgain: number;
};

/** The part of a cold-start score that depends on the investor alone. */
export function coldStartHabits(habits: InvestorHabits): number {
  const deals = Math.max(1, habits.deals);
  const step = DEAL_COUNT_STEPS.find(([maxDeals]) => deals <= maxDeals);
  return (
    (habits.isPerson ? PERSON : 0) +
    FIRST_ROUND_SHARE * (habits.firstRoundDeals / deals) +
    LOG1P_MEAN_CO_INVESTORS * Math.log1p(habits.coInvestors / deals) +
    RAISED_AGAIN_SHARE * (habits.raisedAgain / Math.max(1, habits.companies)) +
    (step?.[1] ?? 0)
  );
}
