import { screen, within } from '@testing-library/react';
import { BarChart } from '@pear/shared/dashboard';
import { renderWithUi } from '@pear/shared/testing';

const seconds = (value: number) => `${value} s`;
const pageBar = (datum: { label: string }, value: string) => `Page ${datum.label}: ${value}`;

const heightOf = (name: string) => Number(screen.getByRole('img', { name }).getAttribute('height'));

describe('BarChart', () => {
  it('names each bar with its label and value, in order', () => {
    renderWithUi(
      <BarChart
        title="Reading time per page"
        data={[
          { label: '1', value: 10 },
          { label: '2', value: 0 },
          { label: '3', value: 42 },
        ]}
        formatValue={seconds}
        describeBar={pageBar}
      />,
    );
    const chart = screen.getByRole('group', { name: 'Reading time per page' });
    expect(
      within(chart)
        .getAllByRole('img')
        .map((bar) => bar.getAttribute('aria-label')),
    ).toEqual(['Page 1: 10 s', 'Page 2: 0 s', 'Page 3: 42 s']);
    expect(screen.getByRole('figure', { name: 'Reading time per page' })).toHaveTextContent('42 s');
  });

  it('draws bars in proportion to their values, the largest at full height', () => {
    renderWithUi(
      <BarChart
        title="Seconds"
        data={[
          { label: 'a', value: 30 },
          { label: 'b', value: 60 },
          { label: 'c', value: 15 },
          { label: 'd', value: -5 },
        ]}
      />,
    );
    const full = heightOf('b: 60');
    expect(full).toBeGreaterThan(0);
    expect(heightOf('a: 30')).toBeCloseTo(full / 2);
    expect(heightOf('c: 15')).toBeCloseTo(full / 4);
    expect(heightOf('d: -5')).toBe(0);
    // Every bar stands on the same baseline.
    const bottoms = screen
      .getAllByRole('img')
      .map((bar) => Number(bar.getAttribute('y')) + Number(bar.getAttribute('height')));
    expect(new Set(bottoms).size).toBe(1);
  });

  it('draws all-zero data as empty bars, not as NaN', () => {
    renderWithUi(<BarChart title="Seconds" data={[{ label: '1', value: 0 }]} />);
    expect(heightOf('1: 0')).toBe(0);
  });

  it('says so when there is no data, without a chart', () => {
    renderWithUi(<BarChart title="Reading time per page" data={[]} emptyMessage="Nobody has read this yet." />);
    expect(screen.getByRole('figure', { name: 'Reading time per page' })).toHaveTextContent(
      'Nobody has read this yet.',
    );
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
