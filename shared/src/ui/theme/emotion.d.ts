import '@emotion/react';
import type { PearTheme } from './theme';

declare module '@emotion/react' {
  // Declaration merging needs an interface here (a `type` cannot extend emotion's Theme).
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type
  export interface Theme extends PearTheme {}
}
