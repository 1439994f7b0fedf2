import type { InvestorDashboard } from '@pear/contract';
import { describeCallError, getInvestorDashboard, INVESTOR_DASHBOARD_ERROR, useApiQuery } from '@pear/shared/api';

export type DashboardLoad =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'loaded'; dashboard: InvestorDashboard };

/**
 * The investor's dashboard (header, Profile, Portfolio, Settings) read once; a tab that saved something hands the
 * server's answer to `update` (or calls `refresh` when the answer is only part of it), so every tab shows the same.
 */
export function useInvestorDashboard() {
  const query = useApiQuery('investor-dashboard', getInvestorDashboard);
  const load: DashboardLoad =
    query.data !== undefined
      ? { status: 'loaded', dashboard: query.data }
      : query.status === 'error'
        ? { status: 'error', message: describeCallError(query.error, INVESTOR_DASHBOARD_ERROR) }
        : { status: 'loading' };
  const update = (change: (current: InvestorDashboard) => InvestorDashboard) =>
    query.setData((current) => (current === undefined ? current : change(current)));
  return { load, update, refresh: query.refetch };
}
