import { renderPages } from '../prerender';
import { ROUTE_TABLE } from '../route-table';

// The HTML itself is the e2e suite's concern (prerender.spec.ts); here only which pages are rendered.
jest.mock('@pear/shared/prerender', () => ({
  ...jest.requireActual('@pear/shared/prerender'),
  renderToHtml: async () => '<main></main>',
}));

describe('renderPages', () => {
  it('renders every fixed path of the route table, and never a parametrised one such as /room/:token', async () => {
    const pages = await renderPages();
    const fixed = ROUTE_TABLE.flatMap(({ paths }) => paths).filter((path) => !path.includes(':'));
    expect(pages.map((page) => page.path)).toEqual(fixed);
    expect(pages.map((page) => page.path)).not.toContain('/room/:token');
    expect(pages.find((page) => page.path === '/founders')?.remote).toBe('founder_dashboard');
  });
});
