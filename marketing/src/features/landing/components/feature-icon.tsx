import styled from '@emotion/styled';
import type { IconName } from '../data/landing-content';

/** 24×24 stroke paths, drawn for Pear. */
const PATHS: Record<IconName, string> = {
  score: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  calendar: 'M3 6h18v15H3zM3 10h18M8 3v4M16 3v4',
  mail: 'M3 5h18v14H3zM3 6l9 7 9-7',
  form: 'M6 3h12v18H6zM9 8h6M9 12h6M9 16h3',
  chart: 'M3 3v18h18M7 15l4-4 3 3 5-6',
  folder: 'M3 6h6l2 2h10v11H3z',
  link: 'M10 14a4 4 0 0 0 6 0l3-3a4 4 0 0 0-6-6l-1 1M14 10a4 4 0 0 0-6 0l-3 3a4 4 0 0 0 6 6l1-1',
  portal: 'M3 4h18v12H3zM8 20h8M12 16v4M7 8h10M7 12h6',
  crowd:
    'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM16 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 20c0-3 3-5 6-5s6 2 6 5M14 15c3 0 8 1 8 5',
};

const StyledIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.control.md};
  height: ${({ theme }) => theme.sizes.control.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brandSubtle};
  color: ${({ theme }) => theme.colors.brand};
  svg {
    width: ${({ theme }) => theme.space[6]};
    height: ${({ theme }) => theme.space[6]};
  }
`;

/** A decorative icon tile (hidden from assistive technology; the card title carries the meaning). */
export const FeatureIcon = ({ name }: { name: IconName }) => (
  <StyledIcon aria-hidden="true">
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  </StyledIcon>
);
