// @pear/shared/widgets: the parts of the UI kit that no landing page shows on its first paint: dialogs (with their
// focus trap and scroll lock), radio groups, tabs, progress bars and the score count-up. The shell provides
// @pear/shared/ui eagerly and shared modules are not tree-shaken, so they live here, off the landing page's first
// load. Builds on ui; ui never imports this.
export { Dialog } from './components/dialog';
export type { DialogProps } from './components/dialog';
export { ProgressBar } from './components/progress-bar';
export type { ProgressBarProps } from './components/progress-bar';
export { RadioGroup } from './components/radio-group';
export type { RadioGroupProps, RadioOption } from './components/radio-group';
export { Tab, TabList, TabPanel, Tabs } from './components/tabs';
export type { TabListProps, TabPanelProps, TabProps, TabsProps } from './components/tabs';
export { useBodyScrollLock } from './hooks/use-body-scroll-lock';
export { useCountUp } from './hooks/use-count-up';
export type { UseCountUpOptions } from './hooks/use-count-up';
export { getFocusable, useFocusTrap } from './hooks/use-focus-trap';
