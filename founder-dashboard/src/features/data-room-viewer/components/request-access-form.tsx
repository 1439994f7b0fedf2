import styled from '@emotion/styled';
import { DATA_ROOM_LIMITS, type ViewerItem, type ViewerSession } from '@pear/contract';
import { describeCallError, requestDocumentAccess, VIEWER_ACCESS_REQUEST_ERROR } from '@pear/shared/api';
import { Button, ErrorLine } from '@pear/shared/ui';
import { TextAreaField } from '@pear/shared/dashboard';
import { type FormEvent, useState } from 'react';

import { useFocusOnMount } from '../hooks/use-focus-on-mount';

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
`;

const StyledButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export type RequestAccessFormProps = {
  session: ViewerSession;
  item: ViewerItem;
  founderName: string;
  onRequested: () => void;
  onCancel: () => void;
  onRoomError: (error: unknown) => boolean;
};

/** Asks the founder to open a restricted document, with an optional message; the founder approves or denies. */
export const RequestAccessForm = ({
  session,
  item,
  founderName,
  onRequested,
  onCancel,
  onRoomError,
}: RequestAccessFormProps) => {
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const messageRef = useFocusOnMount<HTMLTextAreaElement>();

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSending(true);
    setError(null);
    try {
      await requestDocumentAccess(session.token, item.id, message.trim() || undefined);
      onRequested();
    } catch (caught) {
      if (onRoomError(caught)) return;
      // 409: already asked; the server's message says so.
      setError(describeCallError(caught, VIEWER_ACCESS_REQUEST_ERROR));
      setSending(false);
    }
  };

  return (
    <StyledForm aria-label={`Request access to ${item.name}`} onSubmit={handleSubmit}>
      <TextAreaField
        ref={messageRef}
        label={`Message to ${founderName} (optional)`}
        maxLength={DATA_ROOM_LIMITS.requestMessage}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
      />
      {error ? <ErrorLine>{error}</ErrorLine> : null}
      <StyledButtons>
        <Button type="submit" size="sm" disabled={sending}>
          Send request
        </Button>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </StyledButtons>
    </StyledForm>
  );
};
