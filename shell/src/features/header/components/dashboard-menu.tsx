import styled from '@emotion/styled';
import { Button } from '@pear/shared/ui';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from '@pear/shared/router';

import { useDashboardHome } from '../hooks/use-dashboard-home';

const MORE_LINKS = [
  { to: '/resources', label: 'Resources' },
  { to: '/payment', label: 'Payment' },
];

const StyledWrapper = styled.div({ position: 'relative' });

const StyledMenu = styled.ul(({ theme }) => ({
  position: 'absolute',
  right: 0,
  top: `calc(100% + ${theme.space[2]})`,
  minWidth: '12rem',
  margin: 0,
  padding: theme.space[1],
  listStyle: 'none',
  background: theme.colors.surface,
  border: `${theme.borderWidths.thin} solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  boxShadow: theme.shadows.md,
  zIndex: theme.zIndices.overlay,
}));

const StyledMenuLink = styled(Link)(({ theme }) => ({
  display: 'block',
  padding: `${theme.space[2]} ${theme.space[3]}`,
  borderRadius: theme.radii.sm,
  color: theme.colors.text,
  textDecoration: 'none',
  '&:hover, &:focus-visible': { background: theme.colors.surfaceMuted, outline: 'none' },
}));

/**
 * Signed-in "Dashboard" menu button (WAI-ARIA menu pattern: arrows, Home/End, Esc, outside click): the user's own
 * dashboard (Founders, or Investors for an investor), Resources and Payment.
 */
export function DashboardMenu() {
  const links = [useDashboardHome(), ...MORE_LINKS];
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLAnchorElement | null>>([]);

  useEffect(() => {
    if (!open) return undefined;
    itemRefs.current[0]?.focus();
    const handlePointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', handlePointerDown);
    return () => document.removeEventListener('pointerdown', handlePointerDown);
  }, [open]);

  const focusItem = (index: number) => {
    const count = links.length;
    itemRefs.current[(index + count) % count]?.focus();
  };

  const handleMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const current = itemRefs.current.findIndex((item) => item === document.activeElement);
    const keys: Record<string, () => void> = {
      ArrowDown: () => focusItem(current + 1),
      ArrowUp: () => focusItem(current - 1),
      Home: () => focusItem(0),
      End: () => focusItem(links.length - 1),
      Escape: () => {
        setOpen(false);
        buttonRef.current?.focus();
      },
      Tab: () => setOpen(false),
    };
    const action = keys[event.key];
    if (!action) return;
    if (event.key !== 'Tab') event.preventDefault();
    action();
  };

  return (
    <StyledWrapper ref={wrapperRef}>
      <Button
        ref={buttonRef}
        variant="ghost"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        Dashboard <span aria-hidden="true">▾</span>
      </Button>
      {open && (
        <StyledMenu id={menuId} role="menu" aria-label="Dashboard" onKeyDown={handleMenuKeyDown}>
          {links.map(({ to, label }, index) => (
            <li key={to} role="none">
              <StyledMenuLink
                role="menuitem"
                to={to}
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                onClick={() => setOpen(false)}
              >
                {label}
              </StyledMenuLink>
            </li>
          ))}
        </StyledMenu>
      )}
    </StyledWrapper>
  );
}
