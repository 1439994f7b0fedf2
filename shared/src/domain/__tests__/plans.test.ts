import { DEFAULT_PLAN_ID, formatPlanLine, formatPlanPrice, getPlan, isPlanId, PLANS } from '@pear/shared/domain';

describe('plans', () => {
  it('offers Basic $29, Pro $99 and Team $199 per month', () => {
    expect(PLANS.map(({ id, name, price, period }) => ({ id, name, price, period }))).toEqual([
      { id: 'basic', name: 'Basic', price: 29, period: 'month' },
      { id: 'pro', name: 'Pro', price: 99, period: 'month' },
      { id: 'team', name: 'Team', price: 199, period: 'month' },
    ]);
  });

  it('marks only Pro as popular and makes it the default', () => {
    expect(PLANS.filter((plan) => plan.popular).map((plan) => plan.id)).toEqual(['pro']);
    expect(DEFAULT_PLAN_ID).toBe('pro');
  });

  it('lists the features of each plan', () => {
    expect(getPlan('basic').features).toHaveLength(5);
    expect(getPlan('basic').features).toContain('2 investor matches/day');
    expect(getPlan('pro').features).toHaveLength(8);
    expect(getPlan('pro').features).toContain('PearScore and VibeScore');
    expect(getPlan('team').features).toHaveLength(8);
    expect(getPlan('team').features).toContain('Unlimited investor matches');
    for (const plan of PLANS) expect(plan.description).not.toBe('');
  });

  it('formats the selected-plan line', () => {
    expect(formatPlanLine(getPlan('pro'))).toBe('Selected: Pro - $99/month');
    expect(formatPlanLine(getPlan('basic'))).toBe('Selected: Basic - $29/month');
    expect(formatPlanPrice(getPlan('team'))).toBe('$199/month');
  });

  it('recognises plan ids', () => {
    expect(isPlanId('team')).toBe(true);
    expect(isPlanId('enterprise')).toBe(false);
    expect(isPlanId(undefined)).toBe(false);
  });
});
