import styled from '@emotion/styled';
import { Button } from '@pear/shared/ui';
import { lazy, Suspense, useId, useRef, useState } from 'react';

const StyledLauncher = styled(Button)`
  position: fixed;
  right: ${({ theme }) => theme.space[4]};
  bottom: ${({ theme }) => theme.space[4]};
  z-index: ${({ theme }) => theme.zIndices.overlay};
  width: ${({ theme }) => theme.sizes.control.lg};
  height: ${({ theme }) => theme.sizes.control.lg};
  padding: 0;
  border-radius: ${({ theme }) => theme.radii.full};
  box-shadow: ${({ theme }) => theme.shadows.md};
  &:focus-visible {
    outline: ${({ theme }) => `${theme.borderWidths.thick} solid ${theme.colors.focusRing}`};
    outline-offset: ${({ theme }) => theme.borderWidths.thick};
  }
`;

const StyledIcon = styled.svg`
  width: ${({ theme }) => theme.space[6]};
  height: ${({ theme }) => theme.space[6]};
`;

const ChatIcon = () => (
  <StyledIcon viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" strokeLinejoin="round" />
  </StyledIcon>
);

const CloseIcon = () => (
  <StyledIcon viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
  </StyledIcon>
);

// The conversation (its state, the panel) loads the first time the launcher opens it: most visitors never do.
const ChatSession = lazy(() => import('./chat-session').then((module) => ({ default: module.ChatSession })));

/** Floating assistant (spec §2): launcher at the bottom right, non-modal panel with the conversation. */
export const ChatAssistant = () => {
  const [open, setOpen] = useState(false);
  // From the first opening on, so the conversation survives closing the panel.
  const [opened, setOpened] = useState(false);
  // Kept here, not in the panel, so a half-written message survives closing it.
  const [draft, setDraft] = useState('');
  const panelId = useId();
  const launcherRef = useRef<HTMLButtonElement>(null);

  const handleToggle = () => {
    setOpen((current) => !current);
    setOpened(true);
  };

  const handleClose = () => {
    setOpen(false);
    launcherRef.current?.focus();
  };

  return (
    <>
      <StyledLauncher
        ref={launcherRef}
        aria-label={open ? 'Close chat assistant' : 'Open chat assistant'}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={handleToggle}
      >
        {open ? <CloseIcon /> : <ChatIcon />}
      </StyledLauncher>
      {opened ? (
        <Suspense fallback={null}>
          <ChatSession open={open} id={panelId} draft={draft} onDraftChange={setDraft} onClose={handleClose} />
        </Suspense>
      ) : null}
    </>
  );
};
