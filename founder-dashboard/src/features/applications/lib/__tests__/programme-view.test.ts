import {
  daysUntil,
  deadlineLabel,
  dueLabel,
  formatDay,
  soonLabel,
  STATUS_LABELS,
  statusOfLabel,
} from '../programme-view';
import { programmeFixture } from '../../components/__tests__/applications-fixtures';

describe('programme view', () => {
  it('counts whole UTC days and words the flag', () => {
    expect(daysUntil('2026-12-01', '2026-11-25')).toBe(6);
    expect(dueLabel(0)).toBe('Due today');
    expect(dueLabel(1)).toBe('Due in 1 day');
    expect(dueLabel(14)).toBe('Due in 14 days');
    expect(soonLabel('2026-11-27', '2026-11-25')).toBe('Due in 2 days');
    expect(soonLabel(null, '2026-11-25')).toBe('Due within 14 days');
  });

  it('shows a known date, else how the deadlines work', () => {
    expect(formatDay('2026-12-01')).toBe('Dec 1, 2026');
    expect(formatDay('2026-11-20T23:30:00.000Z')).toBe('Nov 20, 2026');
    const programme = programmeFixture();
    expect(deadlineLabel(programme)).toBe('Each batch — see the official page');
    expect(deadlineLabel(programme, '2026-12-24')).toBe('Dec 24, 2026');
    expect(deadlineLabel({ ...programme, deadline: { kind: 'rolling', note: '', next: null } })).toBe('Rolling');
    expect(deadlineLabel({ ...programme, deadline: { kind: 'fixed', note: '', next: '2027-03-01' } })).toBe(
      'Mar 1, 2027',
    );
  });

  it('maps status labels both ways', () => {
    expect(STATUS_LABELS).toEqual(['Drafting', 'Submitted', 'Interview', 'Accepted', 'Rejected']);
    expect(statusOfLabel('Interview')).toBe('interview');
  });
});
