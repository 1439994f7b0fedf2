import styled from '@emotion/styled';
import type { DataRoomLink } from '@pear/contract';
import { Badge, Button } from '@pear/shared/ui';

import { useCopyToClipboard } from '../../../lib/use-copy-to-clipboard';
import { formatDate, formatDay, formatTimeAgo, LINK_STATUS_LABELS } from '../lib/data-room-view';
import { StyledTable, StyledTableScroll } from './document-table';
import { DataRoomSection } from './section';

export type SharedLinksProps = {
  links: readonly DataRoomLink[];
  onRevoke: (link: DataRoomLink) => void;
};

const StyledEmpty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
`;

const STATUS_VARIANTS = { active: 'green', expired: 'secondary', revoked: 'secondary' } as const;

function LinkRow({ link, onRevoke }: { link: DataRoomLink; onRevoke: (link: DataRoomLink) => void }) {
  const { copied, copy } = useCopyToClipboard();
  return (
    <tr>
      <th scope="row">{link.email}</th>
      <td>{formatDate(link.createdAt)}</td>
      <td>{formatDay(link.expiresOn)}</td>
      <td>{link.allowDownload ? 'Allowed' : 'Off'}</td>
      <td>
        <Badge variant={STATUS_VARIANTS[link.status]}>{LINK_STATUS_LABELS[link.status]}</Badge>
      </td>
      <td>{link.lastViewedAt === null ? 'Not yet' : formatTimeAgo(link.lastViewedAt)}</td>
      <td>
        <StyledActions>
          <Button
            size="sm"
            variant="outline"
            aria-label={copied ? `Copied link for ${link.email}` : `Copy link for ${link.email}`}
            onClick={() => void copy(link.url)}
          >
            {copied ? 'Copied!' : 'Copy link'}
          </Button>
          {link.status === 'active' ? (
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Revoke link for ${link.email}`}
              onClick={() => onRevoke(link)}
            >
              Revoke
            </Button>
          ) : null}
        </StyledActions>
      </td>
    </tr>
  );
}

/** Every link the founder shared: who, since when, until when, download allowed, status and last view. */
export function SharedLinks({ links, onRevoke }: SharedLinksProps) {
  return (
    <DataRoomSection title="Shared links">
      {links.length === 0 ? (
        <StyledEmpty>Not shared yet. “Share” sends one viewer a link of their own.</StyledEmpty>
      ) : (
        <StyledTableScroll tabIndex={0} role="region" aria-label="Shared links table">
          <StyledTable aria-label="Shared links">
            <thead>
              <tr>
                {['E-mail', 'Created', 'Expires', 'Downloads', 'Status', 'Last viewed', 'Actions'].map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {links.map((link) => (
                <LinkRow key={link.id} link={link} onRevoke={onRevoke} />
              ))}
            </tbody>
          </StyledTable>
        </StyledTableScroll>
      )}
    </DataRoomSection>
  );
}
