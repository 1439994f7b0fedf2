import { CRM_STAGES } from '@pear/contract/domain';

/** Deal-flow CRM stages (spec §4): the stages are @pear/contract's; their colours and progress are the client's. */
export { CRM_STAGES, type CrmStage, isCrmStage } from '@pear/contract/domain';

export type CrmStageColor = 'green' | 'yellow' | 'blue';

/** Index of the stage in CRM_STAGES, or -1 when it is not a known stage. */
export const crmStageIndex = (stage: string): number => (CRM_STAGES as readonly string[]).indexOf(stage);

/** Percent (0–100) proportional to the stage index: Introduced 0, Closed 100; unknown stages 0. */
export const crmStageProgress = (stage: string): number => {
  const index = crmStageIndex(stage);
  return index <= 0 ? 0 : (index / (CRM_STAGES.length - 1)) * 100;
};

/** Badge colour: green from Committed (index 7) up, yellow from Data Shared (4) to 6, blue below 4. */
export const crmStageColor = (stage: string): CrmStageColor => {
  const index = crmStageIndex(stage);
  if (index >= 7) return 'green';
  if (index >= 4) return 'yellow';
  return 'blue';
};
