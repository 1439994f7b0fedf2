import type { HtmlPagePolicy } from '../../lib/html-page.js';
import { escapeHtml } from '../../lib/text.js';
import type { OpenApiDocument } from '../../plugins/contract.js';

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:70rem;padding:0 1rem;color:#1a202c}
table{border-collapse:collapse;width:100%;margin-bottom:1.5rem}th,td{text-align:left;padding:.35rem .5rem;border-bottom:1px solid #e2e8f0;vertical-align:top}
code{font-size:13px}h2{text-transform:capitalize;margin-top:2rem}`;

/** The page's policy: its stylesheet and nothing else (no forms, no scripts; its one link is a navigation). */
export const API_REFERENCE_PAGE_POLICY: HtmlPagePolicy = { styles: [STYLE] };

/** /docs: every endpoint of the OpenAPI document, grouped by tag, with its statuses; the JSON is at /docs/json. */
export function apiReferencePage(document: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const tag = operation.tags?.[0] ?? 'other';
      const statuses = Object.keys(operation.responses ?? {}).join(' · ');
      const row = `<tr><td><code>${escapeHtml(method.toUpperCase())}</code></td><td><code>${escapeHtml(path)}</code></td><td>${escapeHtml(operation.summary ?? '')}</td><td>${escapeHtml(statuses)}</td></tr>`;
      byTag.set(tag, [...(byTag.get(tag) ?? []), row]);
    }
  }
  const sections = [...byTag]
    .map(
      ([tag, rows]) =>
        `<h2>${escapeHtml(tag)}</h2><table><thead><tr><th>Method</th><th>Path</th><th>What it does</th><th>Statuses</th></tr></thead><tbody>${rows.join('')}</tbody></table>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)} reference</title>
<style>${STYLE}</style></head>
<body><h1>${escapeHtml(document.info.title)}</h1><p>${escapeHtml(document.info.description ?? '')}
The machine-readable document, with every request and response schema: <a href="/docs/json">/docs/json</a>.</p>
${sections}</body></html>`;
}
