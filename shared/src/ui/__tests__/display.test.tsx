import { screen } from '@testing-library/react';
import { crmStageColor } from '@pear/shared/domain';
import {
  Badge,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  Spinner,
  theme,
  VisuallyHidden,
} from '@pear/shared/ui';
import { renderWithUi } from '@pear/shared/testing';

describe('Card', () => {
  it('composes a titled surface', () => {
    renderWithUi(
      <Card>
        <CardHeader>
          <CardTitle>Startup Information</CardTitle>
          <CardDescription>From your pitch deck</CardDescription>
        </CardHeader>
        <CardContent>No startup information available.</CardContent>
        <CardFooter>Footer</CardFooter>
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Startup Information' })).toBeInTheDocument();
    expect(screen.getByText('No startup information available.')).toBeInTheDocument();
  });

  it('lets the title change its heading level', () => {
    renderWithUi(<CardTitle as="h2">AI-Powered Investor Matches</CardTitle>);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('AI-Powered Investor Matches');
  });
});

describe('Badge', () => {
  it.each([
    ['Committed', theme.colors.success],
    ['Meetings', theme.colors.warning],
    ['Contacted', theme.colors.info],
  ])('shows the %s stage in its CRM colour', (stage, colour) => {
    renderWithUi(<Badge variant={crmStageColor(stage)}>{stage}</Badge>);
    const badge = screen.getByText(stage);
    expect(badge).toHaveAttribute('data-variant', crmStageColor(stage));
    expect(badge).toHaveStyle({ color: colour });
  });

  it('has a destructive variant', () => {
    renderWithUi(<Badge variant="destructive">Restricted</Badge>);
    expect(screen.getByText('Restricted')).toHaveStyle({ background: theme.colors.destructive });
  });
});

describe('Spinner and VisuallyHidden', () => {
  it('announces loading', () => {
    renderWithUi(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('takes a label', () => {
    renderWithUi(<Spinner label="Finding new matches..." size="md" />);
    expect(screen.getByRole('status')).toHaveTextContent('Finding new matches...');
  });

  it('keeps text available to assistive technology', () => {
    renderWithUi(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden>Close menu</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Close menu' })).toBeInTheDocument();
  });
});
