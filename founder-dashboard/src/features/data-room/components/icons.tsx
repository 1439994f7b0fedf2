import styled from '@emotion/styled';
import type { ReactNode } from 'react';

/* The row actions' icons: decorative (aria-hidden), the button around each carries the name. */

const StyledIcon = styled.svg`
  width: ${({ theme }) => theme.sizes.icon};
  height: ${({ theme }) => theme.sizes.icon};
  fill: none;
  stroke: currentColor;
  stroke-width: 2;
  stroke-linecap: round;
  stroke-linejoin: round;
`;

const Icon = ({ children }: { children: ReactNode }) => (
  <StyledIcon viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    {children}
  </StyledIcon>
);

export const DownloadIcon = () => (
  <Icon>
    <path d="M12 3v12m0 0-5-5m5 5 5-5M4 21h16" />
  </Icon>
);

export const UploadIcon = () => (
  <Icon>
    <path d="M12 21V9m0 0-5 5m5-5 5 5M4 3h16" />
  </Icon>
);

export const ChartIcon = () => (
  <Icon>
    <path d="M4 20V10m6 10V4m6 16v-7m4 7H2" />
  </Icon>
);

export const TrashIcon = () => (
  <Icon>
    <path d="M4 7h16M10 11v6m4-6v6M6 7l1 13h10l1-13M9 7V4h6v3" />
  </Icon>
);
