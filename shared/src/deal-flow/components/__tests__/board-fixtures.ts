/** Several deals at once for the board's tests, built on the detail panel's deal fixture. Tests only. */
import { endpoints, type Deal, type DealCounterpart } from '@pear/contract';
import { contractResponse } from '@pear/shared/testing';

import { dealFixture } from './detail-fixtures';

let nextId = 1;

/** A deal with its own id and the given counterpart fields (a free-form contact without amount or follow-up). */
export const boardDeal = (counterpart: Partial<DealCounterpart>, overrides: Partial<Deal> = {}): Deal => {
  const base = dealFixture({ amountUsd: null, nextFollowUp: null });
  return {
    ...base,
    id: `00000000-0000-4000-8000-${String(nextId++).padStart(12, '0')}`,
    counterpart: { ...base.counterpart, kind: 'contact', investorId: null, email: null, ...counterpart },
    ...overrides,
  };
};

export const dealsResponse = (deals: Deal[]) => contractResponse(endpoints.listDeals, 200, { deals });

export const followUpsResponse = (count: number, today: string) =>
  contractResponse(endpoints.getFollowUpsDue, 200, { count, today });

export const updatedResponse = (deal: Deal) => contractResponse(endpoints.updateDeal, 200, { deal, timeline: [] });

export const createdResponse = (deal: Deal) => contractResponse(endpoints.createDeal, 201, { deal, timeline: [] });
