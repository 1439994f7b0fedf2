import styled from '@emotion/styled';
import type { MediaItem } from '@pear/contract';
import { externalUrl } from '@pear/shared/domain';
import { Badge } from '@pear/shared/ui';

import { StyledLink } from './field-list';
import { StyledInlineRow } from './list-parts';

const StyledSummary = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  img {
    flex-shrink: 0;
    width: ${({ theme }) => theme.sizes.avatar.md};
    height: ${({ theme }) => theme.sizes.avatar.md};
    border-radius: ${({ theme }) => theme.radii.md};
    object-fit: cover;
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const StyledText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const StyledPlatform = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export type MediaItemSummaryProps = { item: MediaItem };

/**
 * One Media & Content item as founders and investors see it: its thumbnail (decorative, loaded lazily), the title as
 * a link that opens in a new tab without giving the page a handle on Pear or telling it where the click came from,
 * its type and platform.
 */
export const MediaItemSummary = ({ item }: MediaItemSummaryProps) => {
  const href = externalUrl(item.url);
  const thumbnail = item.thumbnailUrl?.startsWith('https://') ? item.thumbnailUrl : null;
  return (
    <StyledSummary>
      {thumbnail ? <img src={thumbnail} alt="" loading="lazy" decoding="async" referrerPolicy="no-referrer" /> : null}
      <StyledText>
        {href ? (
          <StyledLink href={href} target="_blank" rel="noopener noreferrer">
            {item.title}
          </StyledLink>
        ) : (
          <span>{item.title}</span>
        )}
        <StyledInlineRow>
          <Badge variant="secondary">{item.type}</Badge>
          <StyledPlatform>{item.platform}</StyledPlatform>
        </StyledInlineRow>
      </StyledText>
    </StyledSummary>
  );
};
