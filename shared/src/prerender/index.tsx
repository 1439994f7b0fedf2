/**
 * Build-time prerendering (Node only; never part of a browser bundle). Each package that prerenders has an entry
 * module exporting `renderPages()` (see `PrerenderModule`); tooling/webpack-config.cjs builds it for Node after the
 * browser build and writes the pages into that package's own dist/, next to its federation manifest:
 *   - a remote writes one HTML fragment per route (what its `./routes` renders there) and `prerender.json`;
 *   - the shell writes one document per route with a slot where the owning remote's fragment goes.
 * The shell's server (scripts/serve-static.mjs, or an edge include in production) joins the two per request.
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider, ThemeProvider } from '@emotion/react';
import { MemoryRouter } from '@pear/shared/router/memory';
import { PEAR_EMOTION_KEY, theme } from '@pear/shared/ui';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';

/** One prerendered route: a remote's fragment (with its page head) or the shell's document around a slot. */
export type PrerenderedPage = {
  path: string;
  html: string;
  /** Remote pages: the document head the composed page gets. */
  title?: string;
  description?: string;
  canonicalPath?: string;
  /** Shell pages: the remote whose fragment fills the slot. */
  remote?: string;
};

/** The contract of a prerender entry module. */
export type PrerenderModule = { renderPages: () => Promise<PrerenderedPage[]> };

/**
 * Text the shell renders where a remote's routes go; the server replaces it with the remote's fragment. Plain text
 * inside the remote route's <Suspense>, so the composed HTML is exactly what one render of the whole tree gives.
 */
export const remoteSlotMarker = (remote: string): string => `[[pear-remote-slot:${remote}]]`;

/**
 * A fresh emotion cache per page: emotion writes a rule's <style> tag only the first time its cache sees the rule,
 * so a shared cache would leave later pages without their critical CSS.
 */
export const createPrerenderCache = (): EmotionCache => createCache({ key: PEAR_EMOTION_KEY });

/**
 * Renders to static HTML, waiting for every lazy component and Suspense boundary (react-dom/static), with emotion's
 * styles inline before the elements that use them. Any render error fails the build instead of shipping a page the
 * browser would have to re-render.
 */
export const renderToHtml = async (node: ReactNode): Promise<string> => {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(node, {
    onError: (error) => void errors.push(error),
    // Every Suspense boundary inline, in place: no outlined boundaries revealed by inline scripts (the HTML is
    // inlined into another page and must paint as it is).
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  if (errors.length > 0) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
  const html = Buffer.concat(chunks).toString('utf8');
  if (html.includes('<script') || html.includes('<!--$?-->')) {
    throw new Error('Prerendered HTML has outlined Suspense boundaries (scripts to reveal them); it must be static');
  }
  return html;
};

export type RemotePageProps = { path: string; children: ReactNode };

/**
 * What a remote's `./routes` gets from the shell at run time, rebuilt for one page: the emotion cache, the theme and
 * a router at `path` (the shell's global styles are in the shell's own prerendered page).
 */
export const RemotePage = ({ path, children }: RemotePageProps) => (
  <CacheProvider value={createPrerenderCache()}>
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </ThemeProvider>
  </CacheProvider>
);
