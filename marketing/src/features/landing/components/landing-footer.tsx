import styled from '@emotion/styled';
import { Link } from '@pear/shared/router';
import { SOCIAL_LINKS } from '../data/social-links';

const StyledFooter = styled.footer`
  padding: ${({ theme }) => `${theme.space[10]} ${theme.space[4]}`};
  border-top: ${({ theme }) => `${theme.borderWidths.thin} solid ${theme.colors.border}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledInner = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 72rem;
  margin: 0 auto;
  ${({ theme }) => theme.mq.md} {
    flex-direction: row;
    justify-content: space-between;
    align-items: center;
  }
`;

const StyledList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    color: ${({ theme }) => theme.colors.text};
    text-underline-offset: ${({ theme }) => theme.space[1]};
  }
`;

/** The landing footer: site links, contact and Pear's social profiles (each in a new tab). */
export const LandingFooter = () => (
  <StyledFooter>
    <StyledInner>
      <p>© Pear. Fundraising, matched.</p>
      <nav aria-label="Footer">
        <StyledList>
          <li>
            <Link to="/resources">Startup Resources</Link>
          </li>
          <li>
            <Link to="/signup">Sign up</Link>
          </li>
        </StyledList>
      </nav>
      <nav aria-label="Social links">
        <StyledList>
          {SOCIAL_LINKS.map(({ name, href }) => (
            <li key={name}>
              <a href={href} target="_blank" rel="noopener noreferrer">
                {name}
              </a>
            </li>
          ))}
        </StyledList>
      </nav>
    </StyledInner>
  </StyledFooter>
);
