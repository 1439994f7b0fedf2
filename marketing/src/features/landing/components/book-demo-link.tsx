import { type ButtonVariant, buttonStyles } from '@pear/shared/ui';
import type { ReactNode } from 'react';
import { useBookDemoUrl } from '../hooks/use-book-demo-url';

export type BookDemoLinkProps = {
  variant?: ButtonVariant;
  size?: 'md' | 'lg';
  fullWidth?: boolean;
  children?: ReactNode;
};

/** "Book a Demo": the configurable external scheduling page, in a new tab (spec §2). */
export const BookDemoLink = ({
  variant = 'outline',
  size = 'lg',
  fullWidth = false,
  children = 'Book a Demo',
}: BookDemoLinkProps) => {
  const bookDemoUrl = useBookDemoUrl();
  return (
    <a href={bookDemoUrl} target="_blank" rel="noopener noreferrer" css={buttonStyles({ variant, size, fullWidth })}>
      {children}
    </a>
  );
};
