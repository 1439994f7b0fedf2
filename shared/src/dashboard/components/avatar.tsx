import styled from '@emotion/styled';
import { useState } from 'react';

export type AvatarSize = 'sm' | 'md' | 'lg';

export type AvatarProps = {
  name: string;
  src?: string | null;
  size?: AvatarSize;
};

/** Up to two initials: first letters of the first and last words ("Ada Lovelace" → "AL"); "?" for no name. */
export const getInitials = (name: string): string => {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
};

const StyledAvatar = styled.span<{ $size: AvatarSize }>`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: ${({ theme, $size }) => theme.sizes.avatar[$size]};
  height: ${({ theme, $size }) => theme.sizes.avatar[$size]};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.brandSubtle};
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme, $size }) => ($size === 'lg' ? theme.fontSizes.xl : theme.fontSizes.sm)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  user-select: none;
`;

const StyledImage = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

/** The person's picture, or their initials when there is none (or it fails to load). */
export const Avatar = ({ name, src, size = 'md' }: AvatarProps) => {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const label = name.trim() || 'User';

  if (src && src !== failedSrc) {
    return (
      <StyledAvatar $size={size}>
        <StyledImage src={src} alt={label} onError={() => setFailedSrc(src)} />
      </StyledAvatar>
    );
  }
  return (
    <StyledAvatar $size={size} role="img" aria-label={label}>
      <span aria-hidden="true">{getInitials(name)}</span>
    </StyledAvatar>
  );
};
