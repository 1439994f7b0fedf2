import styled from '@emotion/styled';
import { CRM_STAGES, crmStageColor } from '@pear/shared/domain';
import { Badge, VisuallyHidden } from '@pear/shared/ui';

import { DashboardCard } from '../../../components/dashboard-card';

const StyledBoard = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(8rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledColumn = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  h3 {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

/**
 * The Deal Flow CRM: one column per stage, in order (spec §4), badge coloured by stage. Each investor you reach out
 * to will move through them; there are no deals yet.
 */
export function DealFlowTab() {
  return (
    <DashboardCard
      title="Deal Flow CRM"
      description="Track each investor conversation from introduction to close: contact, firm, last contact and stage."
    >
      <StyledBoard aria-label="Deal stages">
        {CRM_STAGES.map((stage) => (
          <StyledColumn key={stage} aria-label={stage}>
            <h3>
              <Badge variant={crmStageColor(stage)}>{stage}</Badge>
              <span>
                0<VisuallyHidden> deals</VisuallyHidden>
              </span>
            </h3>
            <p>No deals yet</p>
          </StyledColumn>
        ))}
      </StyledBoard>
    </DashboardCard>
  );
}
