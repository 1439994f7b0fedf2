import styled from '@emotion/styled';
import { RESOURCE_CATEGORIES, RESOURCES } from '../data/resources';
import { usePageHead } from '../hooks/use-page-head';
import { ResourcesDirectory } from './resources-directory';

export const RESOURCES_PAGE_TITLE = 'Startup Resources — Pear';
export const RESOURCES_PAGE_DESCRIPTION = `${RESOURCES.length} hand-picked startup resources in ${RESOURCE_CATEGORIES.length} categories: company formation, legal, events, online courses, mentors, pitch deck critique, incubators and competitions.`;
export const RESOURCES_PAGE_PATH = '/resources';

const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
`;

const StyledHero = styled.header`
  width: 100%;
  max-width: 72rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[4]} ${theme.space[6]}`};
  ${({ theme }) => theme.mq.md} {
    padding-top: ${({ theme }) => theme.space[12]};
  }
`;

const StyledTitle = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  ${({ theme }) => theme.mq.md} {
    font-size: ${({ theme }) => theme.fontSizes['4xl']};
  }
`;

const StyledLead = styled.p`
  max-width: 48rem;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

/** /resources (inside the shell's <main>): its own title, meta description and canonical link, one h1, then the directory. */
export const ResourcesPage = () => {
  usePageHead({
    title: RESOURCES_PAGE_TITLE,
    description: RESOURCES_PAGE_DESCRIPTION,
    canonicalPath: RESOURCES_PAGE_PATH,
  });
  return (
    <StyledPage>
      <StyledHero>
        <StyledTitle>Startup Resources</StyledTitle>
        <StyledLead>
          Tools, programmes and people that help founders form a company, get the paperwork right, sharpen the pitch and
          meet investors.
        </StyledLead>
      </StyledHero>
      <ResourcesDirectory />
    </StyledPage>
  );
};
