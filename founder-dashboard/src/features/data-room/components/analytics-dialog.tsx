import styled from '@emotion/styled';
import type { DataRoomItem } from '@pear/contract';
import { ANALYTICS_ERROR, describeCallError, getDataRoomAnalytics, useApiQuery } from '@pear/shared/api';
import { ErrorLine, Spinner } from '@pear/shared/ui';
import { Dialog } from '@pear/shared/widgets';
import { BarChart } from '@pear/shared/dashboard';

import { formatDuration, formatTimeAgo } from '../lib/data-room-view';
import { StyledTable, StyledTableScroll } from './document-table';

export type AnalyticsDialogProps = { item: DataRoomItem | null; onClose: () => void };

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  p {
    margin: 0;
  }
`;

/** Whole seconds on the chart ("42 s"): short enough for its axis. */
const formatSeconds = (seconds: number) => `${Math.round(seconds)} s`;
const describePage = (datum: { label: string }, seconds: string) => `Page ${datum.label}: ${seconds}`;

function Analytics({ item }: { item: DataRoomItem }) {
  const query = useApiQuery(['data-room-analytics', item.id], () => getDataRoomAnalytics(item.id));
  if (query.status === 'error') return <ErrorLine>{describeCallError(query.error, ANALYTICS_ERROR)}</ErrorLine>;
  const analytics = query.data;
  if (!analytics) return <Spinner label="Loading the reading time" />;

  return (
    <StyledBody>
      <p>
        <strong>Total reading time: </strong>
        {formatDuration(analytics.totalSeconds)}
      </p>
      {analytics.viewers.length === 0 ? (
        <p>Nobody has opened this document yet.</p>
      ) : (
        <StyledTableScroll tabIndex={0} role="region" aria-label="Viewers">
          <StyledTable aria-label="Viewers">
            <thead>
              <tr>
                <th scope="col">E-mail</th>
                <th scope="col">Visits</th>
                <th scope="col">Time</th>
                <th scope="col">Last viewed</th>
              </tr>
            </thead>
            <tbody>
              {analytics.viewers.map((viewer) => (
                <tr key={viewer.email}>
                  <th scope="row">{viewer.email}</th>
                  <td>{viewer.visits}</td>
                  <td>{formatDuration(viewer.seconds)}</td>
                  <td>{formatTimeAgo(viewer.lastViewedAt)}</td>
                </tr>
              ))}
            </tbody>
          </StyledTable>
        </StyledTableScroll>
      )}
      <BarChart
        title="Time per page"
        data={analytics.pages.map(({ page, seconds }) => ({ label: String(page), value: seconds }))}
        formatValue={formatSeconds}
        describeBar={describePage}
        emptyMessage={
          analytics.pageCount === null ? 'Time per page is recorded for PDF documents.' : 'No page has been read yet.'
        }
      />
    </StyledBody>
  );
}

/** "Reading time for <name>": who opened the document, for how long, and the seconds spent on each page. */
export function AnalyticsDialog({ item, onClose }: AnalyticsDialogProps) {
  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={item ? `Reading time: ${item.name}` : ''}
    >
      {item ? <Analytics item={item} /> : null}
    </Dialog>
  );
}
