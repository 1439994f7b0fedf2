import styled from '@emotion/styled';
import { type Toast, useAppStore } from '@pear/shared/store';
import { useEffect } from 'react';

/** Toasts hide by themselves after this long. */
export const TOAST_DURATION_MS = 5000;

export type ToasterProps = {
  duration?: number;
};

type ToastItemProps = {
  toast: Toast;
  duration: number;
  onDismiss: (id: string) => void;
};

const StyledViewport = styled.div`
  position: fixed;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndices.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.toast};
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  pointer-events: none;
`;

const StyledToast = styled.div<{ $variant: Toast['variant'] }>`
  position: relative;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[10]} ${theme.space[3]} ${theme.space[4]}`};
  border: ${({ theme }) => theme.borderWidths.thin} solid
    ${({ theme, $variant }) => ($variant === 'destructive' ? theme.colors.destructive : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $variant }) => ($variant === 'destructive' ? theme.colors.destructive : theme.colors.surface)};
  color: ${({ theme, $variant }) => ($variant === 'destructive' ? theme.colors.onDestructive : theme.colors.text)};
  box-shadow: ${({ theme }) => theme.shadows.md};
  pointer-events: auto;
`;

const StyledTitle = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledDescription = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  opacity: 0.9;
`;

const StyledClose = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space[2]};
  right: ${({ theme }) => theme.space[2]};
  width: ${({ theme }) => theme.sizes.control.sm};
  height: ${({ theme }) => theme.sizes.control.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  cursor: pointer;
`;

const ToastItem = ({ toast, duration, onDismiss }: ToastItemProps) => {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), duration);
    return () => clearTimeout(timer);
  }, [toast.id, duration, onDismiss]);

  return (
    <StyledToast $variant={toast.variant} role="status" aria-atomic="true" data-variant={toast.variant}>
      <StyledTitle>{toast.title}</StyledTitle>
      {toast.description ? <StyledDescription>{toast.description}</StyledDescription> : null}
      <StyledClose type="button" aria-label="Dismiss notification" onClick={() => onDismiss(toast.id)}>
        <span aria-hidden="true">×</span>
      </StyledClose>
    </StyledToast>
  );
};

/** Renders the store's toasts (newest first) in a polite live region; each hides after `duration`. */
export const Toaster = ({ duration = TOAST_DURATION_MS }: ToasterProps) => {
  const toasts = useAppStore((state) => state.toasts);
  const dismissToast = useAppStore((state) => state.dismissToast);
  return (
    <section aria-label="Notifications" aria-live="polite">
      <StyledViewport>
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} duration={duration} onDismiss={dismissToast} />
        ))}
      </StyledViewport>
    </section>
  );
};
