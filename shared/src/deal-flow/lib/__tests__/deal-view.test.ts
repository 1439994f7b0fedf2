import { boardDeal } from '../../components/__tests__/board-fixtures';
import { isFollowUpDue, localToday, sortDeals } from '../deal-view';

describe('deal view helpers', () => {
  it('localToday is the browser’s calendar day, not the UTC one', () => {
    // Late evening west of Greenwich is already tomorrow in UTC: the day read must be the local one.
    expect(localToday(new Date(2026, 10, 25, 23, 30))).toBe('2026-11-25');
    expect(localToday(new Date(2026, 0, 5, 0, 15))).toBe('2026-01-05');
  });

  it('a follow-up is due today or earlier, only while the deal is open', () => {
    const today = '2026-11-25';
    expect(isFollowUpDue(boardDeal({}, { nextFollowUp: '2026-11-25' }), today)).toBe(true);
    expect(isFollowUpDue(boardDeal({}, { nextFollowUp: '2026-11-24' }), today)).toBe(true);
    expect(isFollowUpDue(boardDeal({}, { nextFollowUp: '2026-11-26' }), today)).toBe(false);
    expect(isFollowUpDue(boardDeal({}, { nextFollowUp: null }), today)).toBe(false);
    expect(isFollowUpDue(boardDeal({}, { nextFollowUp: '2026-11-01', outcome: 'passed' }), today)).toBe(false);
  });

  it('sorts both ways with deals lacking the value last', () => {
    const early = boardDeal({ name: 'Early' }, { nextFollowUp: '2026-01-01' });
    const late = boardDeal({ name: 'Late' }, { nextFollowUp: '2026-12-01' });
    const none = boardDeal({ name: 'None' }, { nextFollowUp: null });
    const names = (direction: 'ascending' | 'descending') =>
      sortDeals([none, late, early], { key: 'nextFollowUp', direction }).map((deal) => deal.counterpart.name);
    expect(names('ascending')).toEqual(['Early', 'Late', 'None']);
    expect(names('descending')).toEqual(['Late', 'Early', 'None']);
  });
});
