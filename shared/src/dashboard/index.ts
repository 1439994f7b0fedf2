// The parts only the two dashboards and @pear/shared/deal-flow use (issue 16). The shell provides @pear/shared/ui
// eagerly and shared modules are not tree-shaken, so these stay off the landing page here. May import ui; ui never
// imports this.
export { Avatar, getInitials } from './components/avatar';
export type { AvatarProps, AvatarSize } from './components/avatar';
export { BarChart } from './components/bar-chart';
export type { BarChartDatum, BarChartProps } from './components/bar-chart';
export { ConfirmDialog } from './components/confirm-dialog';
export type { ConfirmDialogProps, ConfirmRequest } from './components/confirm-dialog';
export { ConnectAccounts } from './components/connect-accounts';
export type { ConnectAccountsProps } from './components/connect-accounts';
export { DashboardCard } from './components/dashboard-card';
export type { DashboardCardProps } from './components/dashboard-card';
export { EditableField, InlineEditForm, InlineEditRow } from './components/editable-field';
export type { EditableFieldProps, InlineEditFormProps, InlineEditRowProps } from './components/editable-field';
export { EmptyState } from './components/empty-state';
export type { EmptyStateProps } from './components/empty-state';
export { StyledFieldList, StyledLink, StyledMuted } from './components/field-list';
export { MediaItemSummary } from './components/media-item-summary';
export type { MediaItemSummaryProps } from './components/media-item-summary';
export { StyledBorderedRow, StyledInlineRow, StyledMutedNote, StyledPlainList } from './components/list-parts';
export { SelectField } from './components/select-field';
export type { SelectFieldProps } from './components/select-field';
export { TextAreaField } from './components/text-area-field';
export type { TextAreaFieldProps } from './components/text-area-field';
export { VibeScoreCard } from './components/vibe-score-card';
export { VideoPitchPlayer } from './components/video-pitch-player';
export type { VideoPitchPlayerProps } from './components/video-pitch-player';
export type { VibeScoreBreakdownItem, VibeScoreCardProps } from './components/vibe-score-card';
export { IntroRequestList, introStatusLabel } from './components/intro-request-list';
// Built from get-info for the founder dashboard's profile; a pure rule, kept here so it stays off the landing page.
export { buildFounderProfile, yearsOfExperience } from './lib/founder-profile';
export type { BuildFounderProfileOptions } from './lib/founder-profile';
export type { IntroRequestListProps } from './components/intro-request-list';
export { RequestIntroDialog } from './components/request-intro-dialog';
export type { RequestIntroDialogProps } from './components/request-intro-dialog';
export { DashboardHeader, DashboardHeaderPending, StyledDashboardMeta } from './components/dashboard-header';
export type { DashboardHeaderPendingProps, DashboardHeaderProps } from './components/dashboard-header';
export {
  StyledMatchCard,
  StyledMatchCardName,
  StyledMatchCardTop,
  StyledMatchScore,
} from './components/match-card-parts';
export { StepLayout, StyledStepLead } from './components/step-layout';
export type { StepLayoutProps } from './components/step-layout';
export { DashboardTabs, StyledDashboardPage, StyledDashboardPanel } from './components/dashboard-layout';
export type { DashboardTabsProps } from './components/dashboard-layout';
export { StyledForm, StyledFormActions } from './components/form-parts';
export { StyledDataTable } from './components/table-parts';
