import styled from '@emotion/styled';
import { type ReactNode, Suspense, useId } from 'react';

type Tone = 'plain' | 'muted' | 'brand';

const StyledSection = styled.section<{ $tone: Tone }>`
  padding: ${({ theme }) => `${theme.space[12]} ${theme.space[4]}`};
  background: ${({ theme, $tone }) =>
    $tone === 'muted'
      ? theme.colors.surfaceMuted
      : $tone === 'brand'
        ? theme.colors.brandSubtle
        : theme.colors.background};
  ${({ theme }) => theme.mq.md} {
    padding: ${({ theme }) => `${theme.space[16]} ${theme.space[8]}`};
  }
`;

export const StyledContainer = styled.div`
  max-width: 72rem;
  margin: 0 auto;
`;

const StyledHeader = styled.header`
  max-width: 48rem;
  margin: 0 auto ${({ theme }) => theme.space[8]};
  text-align: center;
`;

export const StyledSectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  ${({ theme }) => theme.mq.md} {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
`;

export const StyledLead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

export type PageSectionProps = {
  title: string;
  lead?: string;
  tone?: Tone;
  children: ReactNode;
};

/**
 * A landmark section named by its h2, with a centred intro and a max-width container. Each section is a Suspense
 * boundary of its own: on a prerendered page React hydrates it separately, so hydrating a long landing page is
 * several short tasks instead of one long commit (and a click inside a section hydrates that section first).
 */
export const PageSection = ({ title, lead, tone = 'plain', children }: PageSectionProps) => {
  const headingId = useId();
  return (
    <Suspense>
      <StyledSection aria-labelledby={headingId} $tone={tone}>
        <StyledContainer>
          <StyledHeader>
            <StyledSectionTitle id={headingId}>{title}</StyledSectionTitle>
            {lead ? <StyledLead>{lead}</StyledLead> : null}
          </StyledHeader>
          {children}
        </StyledContainer>
      </StyledSection>
    </Suspense>
  );
};
