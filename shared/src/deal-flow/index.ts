// The Deal Flow CRM (issue 12) as one module for both dashboards (issue 14): founders track investors, investors
// track founders. Pages render DealFlowTab with their side; the parts stay internal.
export { DealFlowTab } from './components/deal-flow-tab';
export type { DealFlowTabProps } from './components/deal-flow-tab';
export { DEAL_FLOW_SIDES } from './lib/deal-flow-side';
export type { DealFlowSide, DealFlowSideConfig } from './lib/deal-flow-side';
