/**
 * Prerender entry (Node, build time): every marketing route rendered to HTML exactly as `./routes` renders it inside
 * the shell, with its critical CSS inline and its document head. Written to dist/prerender/ and dist/prerender.json
 * by the build (tooling/prerender-plugin.cjs), so each deploy of marketing carries its own prerendered pages.
 */
import { type PrerenderedPage, RemotePage, renderToHtml } from '@pear/shared/prerender';

import { VIDEO_LANDING } from '../features/landing/data/video-landing';
import { ALTERNATE_LANDING_PAGE_TITLE } from '../features/landing/pages/alternate-landing-page';
import { LANDING_PAGE_TITLE } from '../features/landing/pages/landing-page';
import { TABBED_LANDING_PAGE_TITLE } from '../features/landing/pages/tabbed-landing-page';
import { RESOURCES_PAGE_DESCRIPTION, RESOURCES_PAGE_PATH, RESOURCES_PAGE_TITLE } from '../features/resources';
import MarketingRoutes from './routes';

type PageHead = Omit<PrerenderedPage, 'html'>;

/** The routes the shell gives marketing (shell/src/app/route-table.ts) and the head of each. */
export const MARKETING_PAGES: readonly PageHead[] = [
  { path: '/', title: LANDING_PAGE_TITLE },
  { path: '/landing', title: VIDEO_LANDING.documentTitle },
  { path: '/landing-1', title: ALTERNATE_LANDING_PAGE_TITLE },
  { path: '/landing-2', title: TABBED_LANDING_PAGE_TITLE },
  {
    path: RESOURCES_PAGE_PATH,
    title: RESOURCES_PAGE_TITLE,
    description: RESOURCES_PAGE_DESCRIPTION,
    canonicalPath: RESOURCES_PAGE_PATH,
  },
];

export async function renderPages(): Promise<PrerenderedPage[]> {
  const pages: PrerenderedPage[] = [];
  for (const page of MARKETING_PAGES) {
    const html = await renderToHtml(
      <RemotePage path={page.path}>
        <MarketingRoutes />
      </RemotePage>,
    );
    pages.push({ ...page, html });
  }
  return pages;
}
