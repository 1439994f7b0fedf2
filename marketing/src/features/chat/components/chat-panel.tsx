import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { Button, VisuallyHidden } from '@pear/shared/ui';
import { useEffect, useId, useRef, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import { MAX_MESSAGE_LENGTH, type ChatEntry } from '../hooks/use-chat';

export const CHAT_PLACEHOLDER = 'Ask about plans, matching, sign-up…';
export const TYPING_LABEL = 'Pear is typing…';

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

export type ChatPanelProps = {
  id: string;
  messages: readonly ChatEntry[];
  pending: boolean;
  draft: string;
  onDraftChange: (draft: string) => void;
  onSend: (text: string) => Promise<unknown>;
  /** Closes the panel and gives the focus back to the launcher. */
  onClose: () => void;
};

/** The assistant's non-modal panel: the conversation, and a form to write the next message. */
export const ChatPanel = ({ id, messages, pending, draft, onDraftChange, onSend, onClose }: ChatPanelProps) => {
  const titleId = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLDivElement>(null);

  const blank = draft.trim() === '';

  // Keep the newest message in view.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages, pending]);

  // Focus the input on open and again once a reply has arrived (it is disabled while waiting).
  useEffect(() => {
    if (!pending) inputRef.current?.focus();
  }, [pending]);

  const handleSend = async () => {
    if (blank || pending) return;
    const text = draft;
    onDraftChange('');
    await onSend(text);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void handleSend();
  };

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => onDraftChange(event.target.value);

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
      onClose();
    }
  };

  return (
    <StyledPanel id={id} role="dialog" aria-modal="false" aria-labelledby={titleId} onKeyDown={handlePanelKeyDown}>
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
  );
};
