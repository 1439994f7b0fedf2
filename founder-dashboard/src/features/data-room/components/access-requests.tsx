import styled from '@emotion/styled';
import type { AccessRequest } from '@pear/contract';
import { Badge, Button, VisuallyHidden } from '@pear/shared/ui';
import { StyledBorderedRow, StyledMutedNote, StyledPlainList } from '@pear/shared/dashboard';
import { useId, useState } from 'react';

import { formatTimeAgo } from '../lib/data-room-view';
import { DataRoomSection } from './section';

export type AccessRequestsProps = {
  requests: readonly AccessRequest[];
  /** Resolves once the decision is saved (or failed): the buttons stay disabled until then. */
  onApprove: (request: AccessRequest) => Promise<void>;
  onDeny: (request: AccessRequest) => Promise<void>;
};

// Viewers' e-mails and document names can be long words.
const StyledRequest = styled(StyledBorderedRow)`
  p {
    overflow-wrap: anywhere;
  }
`;

const StyledMuted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledButtons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;

const STATUS_BADGES = {
  pending: { label: 'Pending', variant: 'yellow' },
  approved: { label: 'Approved', variant: 'green' },
  denied: { label: 'Denied', variant: 'secondary' },
} as const;

function RequestItem({
  request,
  onApprove,
  onDeny,
}: { request: AccessRequest } & Omit<AccessRequestsProps, 'requests'>) {
  const summaryId = useId();
  const [deciding, setDeciding] = useState(false);
  const status = STATUS_BADGES[request.status];
  const decide = async (decision: (request: AccessRequest) => Promise<void>) => {
    setDeciding(true);
    try {
      await decision(request);
    } finally {
      setDeciding(false);
    }
  };
  return (
    <StyledRequest aria-labelledby={summaryId}>
      <div>
        <p id={summaryId}>
          <strong>{request.email}</strong> asked for <strong>{request.itemName}</strong>
        </p>
        {request.message ? <p>“{request.message}”</p> : null}
        <StyledMuted>
          {request.status === 'pending' || request.decidedAt === null
            ? formatTimeAgo(request.createdAt)
            : `${status.label} ${formatTimeAgo(request.decidedAt)}`}
        </StyledMuted>
      </div>
      {request.status === 'pending' ? (
        <StyledButtons>
          <Button size="sm" aria-describedby={summaryId} disabled={deciding} onClick={() => void decide(onApprove)}>
            Approve
          </Button>
          <Button
            size="sm"
            variant="outline"
            aria-describedby={summaryId}
            disabled={deciding}
            onClick={() => void decide(onDeny)}
          >
            Deny
          </Button>
        </StyledButtons>
      ) : (
        <Badge variant={status.variant}>{status.label}</Badge>
      )}
    </StyledRequest>
  );
}

/** Viewers' requests to open restricted documents: pending ones first with Approve and Deny, then the decided ones. */
export function AccessRequests({ requests, onApprove, onDeny }: AccessRequestsProps) {
  const pending = requests.filter((request) => request.status === 'pending');
  const decided = requests.filter((request) => request.status !== 'pending');
  return (
    <DataRoomSection
      title="Access requests"
      badge={
        pending.length > 0 ? (
          <Badge variant="yellow">
            {pending.length}
            <VisuallyHidden> pending</VisuallyHidden>
          </Badge>
        ) : null
      }
    >
      {requests.length === 0 ? (
        <StyledMutedNote>No access requests yet. A viewer asks here to open a restricted document.</StyledMutedNote>
      ) : null}
      {pending.length > 0 ? (
        <StyledPlainList aria-label="Pending requests">
          {pending.map((request) => (
            <RequestItem key={request.id} request={request} onApprove={onApprove} onDeny={onDeny} />
          ))}
        </StyledPlainList>
      ) : null}
      {decided.length > 0 ? (
        <StyledPlainList aria-label="Decided requests">
          {decided.map((request) => (
            <RequestItem key={request.id} request={request} onApprove={onApprove} onDeny={onDeny} />
          ))}
        </StyledPlainList>
      ) : null}
    </DataRoomSection>
  );
}
