import { act, screen, within } from '@testing-library/react';
import { COUNTER_STEPS, COUNTER_TICK_MS } from '@pear/shared/domain';
import { mockIntersectionObserver, mockReducedMotion, renderWithUi } from '../../../test-utils/render';
import { TestimonialsSection } from '../components/testimonials-section';

/** The animated numbers (aria-hidden; screen readers read the final value instead). */
const shownValues = () =>
  within(screen.getByRole('list', { name: 'Pear in numbers' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('[data-final]')?.textContent);

const FINAL = ['500+', '200+', '14K+', '200%'];

describe('TestimonialsSection counters', () => {
  let observer: ReturnType<typeof mockIntersectionObserver>;

  beforeEach(() => {
    jest.useFakeTimers();
    observer = mockIntersectionObserver();
  });

  afterEach(() => {
    jest.useRealTimers();
    observer.restore();
  });

  it('waits at 0 until the counters scroll into view', () => {
    renderWithUi(<TestimonialsSection />);
    expect(observer.observedCount()).toBe(4);
    act(() => jest.advanceTimersByTime(COUNTER_STEPS * COUNTER_TICK_MS * 2));
    expect(shownValues()).toEqual(['0+', '0+', '0K+', '0%']);
  });

  it('counts up in 40 steps of 50 ms once intersecting, ending exactly on the claims', () => {
    renderWithUi(<TestimonialsSection />);
    act(() => observer.intersect());

    act(() => jest.advanceTimersByTime(COUNTER_TICK_MS));
    expect(shownValues()).toEqual(['13+', '5+', '0K+', '5%']); // step 1 of 40: round(500/40), round(200/40), round(14/40)

    act(() => jest.advanceTimersByTime(COUNTER_TICK_MS * 19));
    expect(shownValues()).toEqual(['250+', '100+', '7K+', '100%']); // step 20 of 40: half way

    act(() => jest.advanceTimersByTime(COUNTER_TICK_MS * 19));
    expect(shownValues()).not.toEqual(FINAL); // step 39: not there yet

    act(() => jest.advanceTimersByTime(COUNTER_TICK_MS));
    expect(shownValues()).toEqual(FINAL); // step 40 = 2 s

    act(() => jest.advanceTimersByTime(COUNTER_TICK_MS * 10));
    expect(shownValues()).toEqual(FINAL);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('gives screen readers the final values and their labels', () => {
    renderWithUi(<TestimonialsSection />);
    const stats = screen.getByRole('list', { name: 'Pear in numbers' });
    for (const text of ['500+', '14K+', '200%', 'pre-registered founders', 'investors', 'time saved']) {
      expect(within(stats).getAllByText(text).length).toBeGreaterThan(0);
    }
  });

  it('shows the final values at once under prefers-reduced-motion', () => {
    const restore = mockReducedMotion(true);
    try {
      renderWithUi(<TestimonialsSection />);
      expect(shownValues()).toEqual(FINAL);
    } finally {
      restore();
    }
  });

  it('attributes testimonials by role, not by invented names', () => {
    renderWithUi(<TestimonialsSection />);
    expect(screen.getByText(/Seed-stage fintech founder/)).toBeInTheDocument();
  });
});
