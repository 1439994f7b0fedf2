import styled from '@emotion/styled';
import { type MouseEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useBodyScrollLock } from '../hooks/use-body-scroll-lock';
import { useFocusTrap } from '../hooks/use-focus-trap';

export type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** When false, Esc and clicks on the overlay do not close it and there is no close button. */
  dismissible?: boolean;
  children?: ReactNode;
};

const StyledOverlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.overlay};
`;

const StyledContent = styled.div`
  position: relative;
  z-index: ${({ theme }) => theme.zIndices.dialog};
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.dialog};
  max-height: 100%;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  &:focus {
    outline: none;
  }
`;

const StyledTitle = styled.h2`
  margin: 0 ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[2]} 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const StyledDescription = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledClose = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space[3]};
  right: ${({ theme }) => theme.space[3]};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.control.sm};
  height: ${({ theme }) => theme.sizes.control.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

/**
 * A modal dialog in a portal: labelled by its title, focus moved inside and trapped, focus returned to the opener,
 * page scroll locked. Esc, the overlay and the close button close it only when `dismissible`.
 */
export const Dialog = ({ open, onOpenChange, title, description, dismissible = true, children }: DialogProps) => {
  const contentRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useFocusTrap(contentRef, open);
  useBodyScrollLock(open);

  useEffect(() => {
    if (!open || !dismissible) return undefined;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onOpenChange(false);
      }
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [open, dismissible, onOpenChange]);

  if (!open) return null;

  const handleOverlayClick = (event: MouseEvent<HTMLDivElement>) => {
    if (dismissible && event.target === event.currentTarget) onOpenChange(false);
  };

  return createPortal(
    <StyledOverlay onClick={handleOverlayClick}>
      <StyledContent
        ref={contentRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
      >
        <StyledTitle id={titleId}>{title}</StyledTitle>
        {description ? <StyledDescription id={descriptionId}>{description}</StyledDescription> : null}
        {children}
        {dismissible ? (
          <StyledClose type="button" aria-label="Close" onClick={() => onOpenChange(false)}>
            <span aria-hidden="true">×</span>
          </StyledClose>
        ) : null}
      </StyledContent>
    </StyledOverlay>,
    document.body,
  );
};
