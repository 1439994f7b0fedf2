import styled from '@emotion/styled';

import { DashboardCard } from '../../../components/dashboard-card';
import { EmptyTable } from '../../../components/empty-table';

/** Spec §2 Data Room: three categories of documents. */
export const DATA_ROOM_CATEGORIES = ['Business Documents', 'Legal Documents', 'Team'] as const;

const COLUMNS = ['Name', 'Type', 'Size', 'Status', 'Access', 'Viewers'] as const;

const StyledCategory = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

/**
 * The Data Room: documents by category, each with type, size, status (uploaded or pending), restricted access and
 * viewers. Pear does not store data-room documents yet, so every category is empty.
 */
export function DataRoomTab() {
  return (
    <DashboardCard
      title="Data Room"
      description="The documents you share with investors. Restricted documents need an access request; each shows who viewed it."
    >
      {DATA_ROOM_CATEGORIES.map((category) => (
        <StyledCategory key={category} aria-label={category}>
          <h3>{category}</h3>
          <EmptyTable caption={`${category} documents`} columns={COLUMNS} empty="No documents yet" />
        </StyledCategory>
      ))}
    </DashboardCard>
  );
}
