import { css, type Theme } from '@emotion/react';
import styled from '@emotion/styled';
import type { ComponentPropsWithRef } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

export type ButtonProps = ComponentPropsWithRef<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
};

type ButtonStyleOptions = { variant?: ButtonVariant; size?: ButtonSize; fullWidth?: boolean };

const variantStyles = (theme: Theme, variant: ButtonVariant) => {
  const { colors } = theme;
  switch (variant) {
    case 'primary':
      return css`
        background: ${colors.brand};
        color: ${colors.onBrand};
        &:hover:not(:disabled) {
          background: ${colors.brandHover};
        }
      `;
    case 'secondary':
      return css`
        background: ${colors.surfaceMuted};
        color: ${colors.text};
        &:hover:not(:disabled) {
          background: ${colors.surfaceHover};
        }
      `;
    case 'outline':
      return css`
        background: ${colors.surface};
        color: ${colors.text};
        border-color: ${colors.border};
        &:hover:not(:disabled) {
          background: ${colors.surfaceMuted};
        }
      `;
    case 'ghost':
      return css`
        background: transparent;
        color: ${colors.text};
        &:hover:not(:disabled) {
          background: ${colors.surfaceMuted};
        }
      `;
    case 'destructive':
      return css`
        background: ${colors.destructive};
        color: ${colors.onDestructive};
        &:hover:not(:disabled) {
          background: ${colors.destructiveHover};
        }
      `;
    case 'link':
      return css`
        background: transparent;
        color: ${colors.brand};
        height: auto;
        padding: 0;
        text-decoration: underline;
        text-underline-offset: ${theme.space[1]};
      `;
  }
};

const sizeStyles = (theme: Theme, size: ButtonSize) => {
  if (size === 'icon') {
    return css`
      width: ${theme.sizes.control.md};
      height: ${theme.sizes.control.md};
      padding: 0;
    `;
  }
  const padding = { sm: theme.space[3], md: theme.space[4], lg: theme.space[6] }[size];
  const fontSize = { sm: theme.fontSizes.sm, md: theme.fontSizes.sm, lg: theme.fontSizes.md }[size];
  return css`
    height: ${theme.sizes.control[size]};
    padding: 0 ${padding};
    font-size: ${fontSize};
  `;
};

/**
 * Button look as a class-free style, for elements that must not be <button> (e.g. a router <Link>):
 * `<Link css={buttonStyles({ variant: 'primary' })} …>`.
 */
export const buttonStyles =
  ({ variant = 'primary', size = 'md', fullWidth = false }: ButtonStyleOptions = {}) =>
  (theme: Theme) => css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: ${theme.space[2]};
    width: ${fullWidth ? '100%' : 'auto'};
    border: ${theme.borderWidths.thin} solid transparent;
    border-radius: ${theme.radii.md};
    font-family: inherit;
    font-weight: ${theme.fontWeights.medium};
    line-height: ${theme.lineHeights.tight};
    white-space: nowrap;
    text-decoration: none;
    cursor: pointer;
    transition:
      background-color ${theme.durations.fast},
      color ${theme.durations.fast};
    &:disabled {
      cursor: not-allowed;
      opacity: 0.5;
    }
    ${sizeStyles(theme, size)}
    ${variantStyles(theme, variant)}
  `;

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean }>(
  ({ theme, $variant, $size, $fullWidth }) =>
    buttonStyles({ variant: $variant, size: $size, fullWidth: $fullWidth })(theme),
);

/** A native button (type="button" unless told otherwise); `ref` reaches the <button>. */
export const Button = ({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  type = 'button',
  ...props
}: ButtonProps) => <StyledButton $variant={variant} $size={size} $fullWidth={fullWidth} type={type} {...props} />;
