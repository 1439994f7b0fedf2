import { DashboardCard, EmptyState } from '@pear/shared/dashboard';

/** The side panel "Media & Content": podcasts, articles, videos and tweets about the founder. None are listed yet. */
export function MediaPanel() {
  return (
    <aside aria-label="Media & Content">
      <DashboardCard
        title="Media & Content"
        description="Podcasts, articles, videos and tweets about you and your company."
      >
        <EmptyState title="No media yet">Press and posts about you and your startup will be listed here.</EmptyState>
      </DashboardCard>
    </aside>
  );
}
