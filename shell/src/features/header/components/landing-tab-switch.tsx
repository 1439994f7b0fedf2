import styled from '@emotion/styled';
import { useAppStore } from '@pear/shared/store';

const TABS = [
  { id: 'home', label: 'Home' },
  { id: 'resources', label: 'Resources' },
] as const;

const StyledSwitch = styled.div(({ theme }) => ({
  display: 'inline-flex',
  padding: theme.space[1],
  gap: theme.space[1],
  background: theme.colors.surfaceMuted,
  borderRadius: theme.radii.full,
}));

const StyledOption = styled.button<{ active: boolean }>(({ theme, active }) => ({
  border: 0,
  cursor: 'pointer',
  padding: `${theme.space[1]} ${theme.space[4]}`,
  borderRadius: theme.radii.full,
  font: 'inherit',
  fontSize: theme.fontSizes.sm,
  fontWeight: theme.fontWeights.medium,
  color: active ? theme.colors.text : theme.colors.textMuted,
  background: active ? theme.colors.surface : 'transparent',
  boxShadow: active ? theme.shadows.sm : 'none',
}));

/** The Home / Resources switch shown in the header on / (spec §2); the landing page reads the choice. */
export function LandingTabSwitch() {
  const landingTab = useAppStore((state) => state.landingTab);
  const setLandingTab = useAppStore((state) => state.setLandingTab);
  return (
    <StyledSwitch role="group" aria-label="Landing page section">
      {TABS.map(({ id, label }) => (
        <StyledOption
          key={id}
          type="button"
          active={landingTab === id}
          aria-pressed={landingTab === id}
          onClick={() => setLandingTab(id)}
        >
          {label}
        </StyledOption>
      ))}
    </StyledSwitch>
  );
}
