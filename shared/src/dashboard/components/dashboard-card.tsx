import styled from '@emotion/styled';
import { Children, type ReactNode, useId } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@pear/shared/ui';

const StyledHeader = styled(CardHeader)`
  flex-direction: row;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledHeading = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledContent = styled(CardContent)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

/** Bottom padding of a card whose body is empty (e.g. before questions are loaded). */
const StyledSpacer = styled.div`
  padding-bottom: ${({ theme }) => theme.space[2]};
`;

export type DashboardCardProps = {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons at the right of the title. */
  actions?: ReactNode;
  /** The heading level inside its tab (h2 by default). */
  headingLevel?: 'h2' | 'h3';
  children?: ReactNode;
};

/** A titled section of a dashboard tab: a region named by its heading. */
export const DashboardCard = ({ title, description, actions, headingLevel = 'h2', children }: DashboardCardProps) => {
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId}>
      <StyledHeader>
        <StyledHeading>
          <CardTitle as={headingLevel} id={titleId}>
            {title}
          </CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </StyledHeading>
        {actions ? <StyledActions>{actions}</StyledActions> : null}
      </StyledHeader>
      {Children.toArray(children).length > 0 ? <StyledContent>{children}</StyledContent> : <StyledSpacer />}
    </Card>
  );
};
