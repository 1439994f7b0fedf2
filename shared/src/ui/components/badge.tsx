import type { Theme } from '@emotion/react';
import styled from '@emotion/styled';
import type { ComponentPropsWithoutRef } from 'react';

export type BadgeVariant = 'default' | 'secondary' | 'outline' | 'destructive' | 'green' | 'yellow' | 'blue';

export type BadgeProps = ComponentPropsWithoutRef<'span'> & {
  variant?: BadgeVariant;
};

const badgeColors = (theme: Theme, variant: BadgeVariant) => {
  const { colors } = theme;
  const table: Record<BadgeVariant, { background: string; color: string; border: string }> = {
    default: { background: colors.brand, color: colors.onBrand, border: colors.brand },
    secondary: { background: colors.surfaceMuted, color: colors.text, border: colors.surfaceMuted },
    outline: { background: 'transparent', color: colors.text, border: colors.border },
    destructive: { background: colors.destructive, color: colors.onDestructive, border: colors.destructive },
    green: { background: colors.successSubtle, color: colors.success, border: colors.successSubtle },
    yellow: { background: colors.warningSubtle, color: colors.warning, border: colors.warningSubtle },
    blue: { background: colors.infoSubtle, color: colors.info, border: colors.infoSubtle },
  };
  return table[variant];
};

const StyledBadge = styled.span<{ $variant: BadgeVariant }>`
  display: inline-flex;
  align-items: center;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border: ${({ theme }) => theme.borderWidths.thin} solid
    ${({ theme, $variant }) => badgeColors(theme, $variant).border};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme, $variant }) => badgeColors(theme, $variant).background};
  color: ${({ theme, $variant }) => badgeColors(theme, $variant).color};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  white-space: nowrap;
`;

/** A small label; green/yellow/blue match `crmStageColor`. */
export const Badge = ({ variant = 'default', ...props }: BadgeProps) => (
  <StyledBadge $variant={variant} data-variant={variant} {...props} />
);
