import { DashboardCard } from '@pear/shared/dashboard';
import { EmptyTable } from '../../../components/empty-table';

const COLUMNS = ['Name', 'Type', 'Description', 'Deadline', 'Apply'] as const;

/**
 * Recommended Applications: accelerators, grants and competitions to apply to, each with its deadline and Auto
 * Apply. There are no recommendations yet, so the list is empty.
 */
export function ApplicationsTab() {
  return (
    <DashboardCard
      title="Recommended Applications"
      description="Accelerators, grants and competitions that fit your startup, with their deadlines."
    >
      <EmptyTable caption="Recommended applications" columns={COLUMNS} empty="No recommended applications yet" />
    </DashboardCard>
  );
}
