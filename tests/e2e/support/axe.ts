import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from './test.ts';

/** WCAG 2.0 and 2.1, levels A and AA: the rules issue 14 holds every screen to. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** One line per failing element: the rule, where, and axe's own account of why (contrast figures included). */
function describe(violations: Violation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .map(
          (node) =>
            `    ${node.target.join(' ')}\n      ${node.failureSummary?.replaceAll('\n', '\n      ')}`,
        )
        .join('\n');
      return `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.nodes.length} nodes)\n${nodes}`;
    })
    .join('\n');
}

/**
 * The WCAG A/AA rules whose outcome depends on colours. A colour schema changes nothing but the colour
 * variables (src/theme/apply-theme.ts), so a screen already checked with every rule in one schema needs
 * only these in the others.
 */
export const colourRules = ['color-contrast', 'link-in-text-block'];

/**
 * Runs axe on the page as it is now (every WCAG A/AA rule, or only `rules`) and records (softly, so one test
 * reports every screen it visits) each serious or critical violation under `screen`.
 */
export async function expectNoSeriousViolations(
  page: Page,
  screen: string,
  rules?: readonly string[],
): Promise<void> {
  // axe.run in the page itself: the default (runPartial per frame, then finishRun in a blank tab opened for it)
  // opens a tab per check, which the accessibility suite's hundreds of checks paid for; the one thing it adds,
  // cross-origin frames, the app has none of.
  const builder = new AxeBuilder({ page }).setLegacyMode(true);
  const { violations } = await (rules ? builder.withRules([...rules]) : builder.withTags(wcagTags)).analyze();
  const serious = violations.filter(({ impact }) => impact === 'serious' || impact === 'critical');
  expect.soft(describe(serious), `axe on ${screen}`).toBe('');
}

/** Records a sideways scroll: the document wider than the window at this viewport. */
export async function expectNoSidewaysScroll(page: Page, screen: string): Promise<void> {
  const overflow = await page.evaluate(() => {
    const { scrollWidth, clientWidth } = document.documentElement;
    if (scrollWidth <= clientWidth) return '';
    // The outermost elements reaching past the window's edge: where to look.
    const wide = [...document.body.querySelectorAll('*')].filter(
      (element) =>
        element.getBoundingClientRect().right > clientWidth + 0.5 &&
        !(element.parentElement && element.parentElement.getBoundingClientRect().right > clientWidth + 0.5),
    );
    const names = wide.slice(0, 5).map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
    return `${scrollWidth}px > ${clientWidth}px: ${names.join(', ')}`;
  });
  expect.soft(overflow, `sideways scroll on ${screen}`).toBe('');
}
