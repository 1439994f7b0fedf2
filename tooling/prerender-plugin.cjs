// Runs a package's prerender entry (built for Node by the companion config in webpack-config.cjs) once it is
// emitted, and writes the pages into the package's own browser output folder:
//   remote: prerender/<route>.html (fragment) + prerender/<route>.head.html (its critical CSS) +
//           prerender.json { remote, buildId, pages: { path: { fragment, head, title… } } }
//   shell:  prerender/<route>.html (documents: index.html with the page around a remote slot) +
//           prerender.json { pages: { path: { document, remote, slot } } }
// Emotion writes a <style> before each element it styles; they are gathered into <head> here, one tag per page
// (marked data-s: the browser's emotion caches then register the rules without moving 100+ tags around).
// The files deploy with the rest of the build, so a remote's prerendered HTML always matches its own chunks.
const { mkdir, readFile, writeFile } = require('node:fs/promises');
const { createRequire } = require('node:module');
const path = require('node:path');

const PRERENDER_DIR = 'prerender';
const ROOT_ELEMENT = '<div id="root"></div>';

/** '/' → 'index.html', '/landing-1' → 'landing-1.html', '/signup/vibescore' → 'signup/vibescore.html'. */
function pageFile(routePath) {
  const name = routePath.replace(/^\/+|\/+$/g, '') || 'index';
  if (!/^[a-z0-9/_-]+$/i.test(name)) throw new Error(`Cannot prerender route "${routePath}": unsupported characters`);
  return `${PRERENDER_DIR}/${name}.html`;
}

async function writeFileIn(outputPath, relative, content) {
  const file = path.join(outputPath, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

const EMOTION_STYLE = /<style data-emotion="([^"]+)"[^>]*>([^<]*)<\/style>/g;

/**
 * Moves emotion's inline <style> tags out of `html`: the cache's rules become one tag (`data-emotion="<key> id…"`,
 * which the browser cache reads as already inserted); global styles keep their own tag, as <Global> looks them up.
 */
function hoistEmotionStyles(html) {
  const ids = new Map(); // cache key → ids
  let css = '';
  const globals = [];
  const body = html.replace(EMOTION_STYLE, (_match, attribute, rules) => {
    const [key, ...names] = attribute.split(' ');
    if (key.endsWith('-global')) {
      globals.push(`<style data-emotion="${attribute}" data-s="">${rules}</style>`);
    } else {
      if (!ids.has(key)) ids.set(key, []);
      ids.get(key).push(...names);
      css += rules;
    }
    return '';
  });
  const cached = [...ids].map(
    ([key, names]) => `<style data-emotion="${key} ${names.join(' ')}" data-s="">${css}</style>`,
  );
  if (ids.size > 1) throw new Error(`Prerendered HTML uses several emotion caches (${[...ids.keys()].join(', ')})`);
  return { body, head: [...globals, ...cached].join('') };
}

/** The shell's page: its index.html with the prerendered app inside #root (marked for hydration), styles in head. */
function shellDocument(indexHtml, page) {
  if (!indexHtml.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT} to prerender into`);
  const { body, head } = hoistEmotionStyles(page.html);
  return indexHtml
    .replace('</head>', () => `${head}</head>`)
    .replace(ROOT_ELEMENT, () => `<div id="root" data-prerendered="${page.remote}">${body}</div>`);
}

async function writePages({ outputPath, isHost, name, buildId, pages, slotMarker }) {
  const manifest = isHost ? { pages: {} } : { remote: name, buildId, pages: {} };
  const indexHtml = isHost ? await readFile(path.join(outputPath, 'index.html'), 'utf8') : null;
  for (const page of pages) {
    const file = pageFile(page.path);
    if (isHost) {
      if (!page.remote) throw new Error(`Shell page ${page.path} names no remote`);
      await writeFileIn(outputPath, file, shellDocument(indexHtml, page));
      manifest.pages[page.path] = { document: file, remote: page.remote, slot: slotMarker(page.remote) };
    } else {
      const { body, head } = hoistEmotionStyles(page.html);
      const headFile = file.replace(/\.html$/, '.head.html');
      await writeFileIn(outputPath, file, body);
      await writeFileIn(outputPath, headFile, head);
      const { title, description, canonicalPath } = page;
      manifest.pages[page.path] = { fragment: file, head: headFile, title, description, canonicalPath };
    }
  }
  await writeFileIn(outputPath, 'prerender.json', `${JSON.stringify(manifest, null, 2)}\n`);
  return Object.keys(manifest.pages).length;
}

class PrerenderPlugin {
  /** @param {{ outputPath: string, isHost: boolean, name: string, buildId: string }} options */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PearPrerender', async (compilation) => {
      if (compilation.errors.length > 0) return;
      const bundle = path.join(compilation.outputOptions.path, 'prerender.cjs');
      // Loaded through a require of its own, never as a child of this module: webpack takes this file's children in
      // require.cache as build dependencies of the filesystem caches, and the bundle changes with every build (its
      // build id), so each cache that captured it was thrown away on a later build (every second warm build in a row
      // rebuilt both prerender builds and billing from scratch).
      const load = createRequire(bundle);
      delete load.cache[bundle];
      const entry = load(bundle);
      delete load.cache[bundle];
      const pages = await entry.renderPages();
      const count = await writePages({ ...this.options, pages, slotMarker: entry.remoteSlotMarker });
      compilation.logger?.info?.(`prerendered ${count} pages into ${this.options.outputPath}`);
    });
  }
}

module.exports = { PrerenderPlugin, hoistEmotionStyles, pageFile, shellDocument };
