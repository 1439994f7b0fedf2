import { createContext, useContext } from 'react';

/** Who uses the CRM: founders track investors, investors track founders (issue 14: one module, two sides). */
export type DealFlowSide = 'founder' | 'investor';

export type DealFlowSideConfig = {
  /** The card's description under "Deal Flow CRM". */
  description: string;
  /** The toolbar button and the dialog it opens. */
  addLabel: string;
  addDescription: string;
  /** Whether "Add" offers the investor corpus search (the corpus holds investors only). */
  corpusSearch: boolean;
  /** The submit button of the free-form contact form. */
  addContactLabel: string;
  /** The label of the counterpart's organisation (the contract's `firm`): an investor's firm, a founder's company. */
  firmLabel: string;
  /** The empty board's hint. */
  emptyHint: string;
};

export const DEAL_FLOW_SIDES: Record<DealFlowSide, DealFlowSideConfig> = {
  founder: {
    description: 'Track each investor conversation from introduction to close: contact, firm, last contact and stage.',
    addLabel: 'Add investor',
    addDescription: 'Find an investor in the corpus, or add a contact of your own. The deal starts at Lead.',
    corpusSearch: true,
    addContactLabel: 'Add contact',
    firmLabel: 'Firm',
    emptyHint:
      'Choose “Add investor” to find one in the investor corpus or to add a contact of your own, or use “Add to Deal Flow” on a card in AI Matching. Each deal starts at Lead.',
  },
  investor: {
    description:
      'Track each founder conversation from introduction to close: contact, company, last contact and stage.',
    addLabel: 'Add founder',
    addDescription: 'Add a founder you are following: name and any contact details. The deal starts at Lead.',
    corpusSearch: false,
    addContactLabel: 'Add founder',
    firmLabel: 'Company',
    emptyHint:
      'Choose “Add founder” to track a founder you are following. A founder whose intro is accepted appears here at Introduced.',
  },
};

// Outside a DealFlowTab (a panel rendered on its own in a test) the founder's labels apply, as before issue 14.
const DealFlowSideContext = createContext<DealFlowSideConfig>(DEAL_FLOW_SIDES.founder);

export const DealFlowSideProvider = DealFlowSideContext.Provider;

/** The labels of the side using the CRM, from inside any of its parts. */
export const useDealFlowSide = () => useContext(DealFlowSideContext);
