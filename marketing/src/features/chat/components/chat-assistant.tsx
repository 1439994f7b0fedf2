import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { Button, VisuallyHidden } from '@pear/shared/ui';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import { MAX_MESSAGE_LENGTH, useChat, type ChatEntry } from '../hooks/use-chat';

export const CHAT_PLACEHOLDER = 'Ask about plans, matching, sign-up…';
export const TYPING_LABEL = 'Pear is typing…';

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

const StyledPanel = styled.section`
  position: fixed;
  right: ${({ theme }) => theme.space[4]};
  bottom: ${({ theme }) => `calc(${theme.sizes.control.lg} + ${theme.space[6]})`};
  z-index: ${({ theme }) => theme.zIndices.overlay};
  display: flex;
  flex-direction: column;
  width: ${({ theme }) => `min(calc(${theme.sizes.toast} + ${theme.space[8]}), calc(100vw - 2 * ${theme.space[4]}))`};
  height: ${({ theme }) =>
    `min(${theme.sizes.dialog}, calc(100dvh - ${theme.sizes.control.lg} - ${theme.space[6]} - ${theme.space[4]}))`};
  overflow: hidden;
  border: ${({ theme }) => `${theme.borderWidths.thin} solid ${theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const StyledHeader = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.onBrand};
`;

const StyledTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledLog = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  overflow-y: auto;
  overscroll-behavior: contain;
`;

const StyledBubble = styled.p<{ $from: ChatEntry['role'] }>`
  max-width: 85%;
  margin: 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  align-self: ${({ $from }) => ($from === 'user' ? 'flex-end' : 'flex-start')};
  background: ${({ theme, $from }) => ($from === 'user' ? theme.colors.brand : theme.colors.surfaceMuted)};
  color: ${({ theme, $from }) => ($from === 'user' ? theme.colors.onBrand : theme.colors.text)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const bounce = keyframes`
  0%, 80%, 100% { opacity: 0.3; }
  40% { opacity: 1; }
`;

const StyledTyping = styled.p`
  display: inline-flex;
  gap: ${({ theme }) => theme.space[1]};
  align-self: flex-start;
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const StyledDot = styled.span<{ $index: number }>`
  width: ${({ theme }) => theme.space[2]};
  height: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.textMuted};
  animation: ${bounce} ${({ theme }) => theme.durations.spin} ease-in-out infinite;
  animation-delay: ${({ $index, theme }) => `calc(${theme.durations.fast} * ${$index})`};
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const StyledForm = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border-top: ${({ theme }) => `${theme.borderWidths.thin} solid ${theme.colors.border}`};
`;

const StyledTextarea = styled.textarea`
  flex: 1;
  min-width: 0;
  max-height: ${({ theme }) => theme.space[16]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: ${({ theme }) => `${theme.borderWidths.thin} solid ${theme.colors.borderStrong}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-family: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  resize: none;
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
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

/** Floating assistant (spec §2): launcher at the bottom right, non-modal panel with the conversation. */
export const ChatAssistant = () => {
  const { messages, pending, send } = useChat();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const panelId = useId();
  const titleId = useId();
  const launcherRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLDivElement>(null);

  const blank = draft.trim() === '';

  // Keep the newest message in view.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages, pending, open]);

  // Focus the input on open and again once a reply has arrived (it is disabled while waiting).
  useEffect(() => {
    if (open && !pending) inputRef.current?.focus();
  }, [open, pending]);

  const handleToggle = () => setOpen((current) => !current);

  const handleClose = () => {
    setOpen(false);
    launcherRef.current?.focus();
  };

  const handleSend = async () => {
    if (blank || pending) return;
    const text = draft;
    setDraft('');
    await send(text);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void handleSend();
  };

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => setDraft(event.target.value);

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter keeps the newline; an IME composition's Enter is left alone.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void handleSend();
    }
  };

  const handlePanelKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      handleClose();
    }
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
      {open ? (
        <StyledPanel
          id={panelId}
          role="dialog"
          aria-modal="false"
          aria-labelledby={titleId}
          onKeyDown={handlePanelKeyDown}
        >
          <StyledHeader>
            <StyledTitle id={titleId}>Pear assistant</StyledTitle>
          </StyledHeader>
          <StyledLog ref={logRef} role="log" aria-live="polite" aria-label="Conversation" tabIndex={0}>
            {messages.map((entry) => (
              <StyledBubble key={entry.id} $from={entry.role}>
                <VisuallyHidden>{entry.role === 'user' ? 'You: ' : 'Pear: '}</VisuallyHidden>
                {entry.content}
              </StyledBubble>
            ))}
            {pending ? (
              <StyledTyping>
                <StyledDot $index={0} aria-hidden="true" />
                <StyledDot $index={1} aria-hidden="true" />
                <StyledDot $index={2} aria-hidden="true" />
                <VisuallyHidden>{TYPING_LABEL}</VisuallyHidden>
              </StyledTyping>
            ) : null}
          </StyledLog>
          <StyledForm onSubmit={handleSubmit}>
            <StyledTextarea
              aria-label="Message"
              ref={inputRef}
              rows={1}
              value={draft}
              placeholder={CHAT_PLACEHOLDER}
              maxLength={MAX_MESSAGE_LENGTH}
              disabled={pending}
              onChange={handleChange}
              onKeyDown={handleKeyDown}
            />
            <Button type="submit" disabled={pending || blank}>
              Send
            </Button>
          </StyledForm>
        </StyledPanel>
      ) : null}
    </>
  );
};
