import { DEFAULT_BOOK_DEMO_URL, getAppConfig, isAppConfigLoaded } from '@pear/shared/config';
import { type ButtonVariant, buttonStyles } from '@pear/shared/ui';
import type { ReactNode } from 'react';

export type BookDemoLinkProps = {
  variant?: ButtonVariant;
  size?: 'md' | 'lg';
  fullWidth?: boolean;
  children?: ReactNode;
};

const bookDemoUrl = () => (isAppConfigLoaded() ? getAppConfig().bookDemoUrl : DEFAULT_BOOK_DEMO_URL);

/** "Book a Demo": the configurable external scheduling page, in a new tab (spec §2). */
export const BookDemoLink = ({ variant = 'outline', size = 'lg', fullWidth = false, children = 'Book a Demo' }: BookDemoLinkProps) => (
  <a href={bookDemoUrl()} target="_blank" rel="noopener noreferrer" css={buttonStyles({ variant, size, fullWidth })}>
    {children}
  </a>
);
