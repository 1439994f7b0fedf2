export { theme } from './theme/theme';
export type { PearTheme } from './theme/theme';
export { GlobalStyles } from './theme/global-styles';
export { PEAR_EMOTION_KEY, pearEmotionCache } from './provider/emotion-cache';
export { PearUiProvider } from './provider/pear-ui-provider';
export type { PearUiProviderProps } from './provider/pear-ui-provider';

export { Accordion, AccordionItem } from './components/accordion';
export type { AccordionItemProps, AccordionProps } from './components/accordion';
export { Badge } from './components/badge';
export type { BadgeProps, BadgeVariant } from './components/badge';
export { Button, buttonStyles } from './components/button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './components/button';
export { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './components/card';
export { Spinner } from './components/spinner';
export type { SpinnerProps, SpinnerSize } from './components/spinner';
export { TextField } from './components/text-field';
export type { TextFieldProps } from './components/text-field';
// TextField's parts, for the labelled fields it does not cover (selects, text areas).
export {
  controlStyles,
  joinIds,
  StyledError,
  StyledField,
  StyledHint,
  StyledInput,
  StyledLabel,
  StyledSelect,
} from './components/field-parts';
export { TOAST_DURATION_MS, Toaster } from './components/toaster';
export type { ToasterProps } from './components/toaster';
export { VisuallyHidden } from './components/visually-hidden';

export { dismissToast, toast, useToast } from './hooks/use-toast';
export { PageTitle } from './components/page-title';
export type { PageTitleProps } from './components/page-title';
export { useDocumentTitle } from './hooks/use-document-title';
export { ErrorLine } from './components/error-line';
export type { ErrorLineProps } from './components/error-line';
