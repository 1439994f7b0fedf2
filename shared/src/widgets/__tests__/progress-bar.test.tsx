import { screen } from '@testing-library/react';
import { ProgressBar } from '@pear/shared/widgets';
import { renderWithUi } from '@pear/shared/testing';

describe('ProgressBar', () => {
  it('exposes its value and range with an accessible label', () => {
    renderWithUi(<ProgressBar label="Deal stage" value={62.5} />);
    const bar = screen.getByRole('progressbar', { name: 'Deal stage' });
    expect(bar).toHaveAttribute('aria-valuenow', '62.5');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
  });

  it('fills in proportion to the value and clamps it', () => {
    const { rerender } = renderWithUi(<ProgressBar label="Upload" value={2} max={4} valueText="Step 2 of 4" />);
    const bar = screen.getByRole('progressbar', { name: 'Upload' });
    expect(bar).toHaveAttribute('aria-valuetext', 'Step 2 of 4');
    expect(bar.firstElementChild).toHaveStyle({ width: '50%' });
    rerender(<ProgressBar label="Upload" value={9} max={4} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '4');
  });

  it('can show its label visibly', () => {
    renderWithUi(<ProgressBar label="Sign-up progress" showLabel value={1} max={4} />);
    expect(screen.getByText('Sign-up progress')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Sign-up progress' })).toBeInTheDocument();
  });

  it('lists step labels and marks the current one', () => {
    renderWithUi(
      <ProgressBar
        label="Sign-up progress"
        value={2}
        max={4}
        steps={['LinkedIn', 'Pitchdeck/Thesis', 'Resume', 'VibeScore']}
        currentStep={1}
      />,
    );
    const steps = screen.getByRole('list', { name: 'Sign-up progress steps' });
    expect(steps.children).toHaveLength(4);
    expect(screen.getByText('Pitchdeck/Thesis')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('LinkedIn')).toHaveAttribute('data-state', 'complete');
    expect(screen.getByText('VibeScore')).toHaveAttribute('data-state', 'upcoming');
  });
});
