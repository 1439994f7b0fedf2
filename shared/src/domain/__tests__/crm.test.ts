import { CRM_STAGES, crmStageColor, crmStageIndex, crmStageProgress, isCrmStage } from '@pear/shared/domain';

describe('CRM stages', () => {
  it('has the nine stages in order', () => {
    expect(CRM_STAGES).toEqual([
      'Introduced',
      'Lead',
      'Contacted',
      'Interested',
      'Data Shared',
      'Meetings',
      'Due Diligence',
      'Committed',
      'Closed',
    ]);
  });

  it('indexes stages and returns -1 for unknown ones', () => {
    expect(crmStageIndex('Introduced')).toBe(0);
    expect(crmStageIndex('Meetings')).toBe(5);
    expect(crmStageIndex('Closed')).toBe(8);
    expect(crmStageIndex('Ghosted')).toBe(-1);
    expect(crmStageIndex('meetings')).toBe(-1);
  });

  it('recognises stages', () => {
    expect(isCrmStage('Due Diligence')).toBe(true);
    expect(isCrmStage('due diligence')).toBe(false);
    expect(isCrmStage(3)).toBe(false);
  });

  it('fills the progress bar in proportion to the index', () => {
    expect(crmStageProgress('Introduced')).toBe(0);
    expect(crmStageProgress('Contacted')).toBe(25);
    expect(crmStageProgress('Interested')).toBe(37.5);
    expect(crmStageProgress('Meetings')).toBe(62.5);
    expect(crmStageProgress('Closed')).toBe(100);
    expect(crmStageProgress('Ghosted')).toBe(0);
    const values = CRM_STAGES.map(crmStageProgress);
    expect(values).toEqual([...values].sort((a, b) => a - b));
  });

  it.each([
    ['Introduced', 'blue'],
    ['Lead', 'blue'],
    ['Contacted', 'blue'],
    ['Interested', 'blue'],
    ['Data Shared', 'yellow'],
    ['Meetings', 'yellow'],
    ['Due Diligence', 'yellow'],
    ['Committed', 'green'],
    ['Closed', 'green'],
    ['Unknown stage', 'blue'],
  ])('colours %s %s', (stage, colour) => {
    expect(crmStageColor(stage)).toBe(colour);
  });
});
