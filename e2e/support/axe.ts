import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The open tab's panel in a dashboard: where a tab's own violations are looked for. */
export const OPEN_TAB_PANEL = '[role="tabpanel"]:not([hidden])';

/**
 * Serious and critical axe violations (WCAG 2.1 A/AA rules) on the page, or only inside `include`, one
 * "rule: targets" line each, so a failing test names what to fix.
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
