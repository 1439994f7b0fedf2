/** Deal-flow CRM stages, in order (spec §4). */
export const CRM_STAGES = [
  'Introduced',
  'Lead',
  'Contacted',
  'Interested',
  'Data Shared',
  'Meetings',
  'Due Diligence',
  'Committed',
  'Closed',
] as const;

export type CrmStage = (typeof CRM_STAGES)[number];

export const isCrmStage = (value: unknown): value is CrmStage =>
  typeof value === 'string' && (CRM_STAGES as readonly string[]).includes(value);
