import axe from 'axe-core';
import type { AxeResults, RunOptions } from 'axe-core';
import { expect, type Locator, type Page } from './test.ts';

/**
 * WCAG 2.0, 2.1 and 2.2, levels A and AA, with axe-core's current rules (4.14 checks 2.5.3, label in name, and
 * 2.5.8, target size): the rules issues 14 and 30 hold every screen to.
 */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** What a check reads of a violation: found in the page, so only these few fields come back over the protocol. */
type Violation = {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
};

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
 * Every violation axe finds in the page as it is now (every WCAG A/AA rule, or only `rules`; on the whole
 * document, or only inside `within`: a part a spec adds to a page the accessibility spec already checks),
 * one line per failing element; '' when there is none.
 */
export async function axeViolations(
  page: Page,
  rules?: readonly string[],
  within?: Locator,
  impacts: readonly string[] = ['minor', 'moderate', 'serious', 'critical'],
): Promise<string> {
  // axe reads the colours as they are painted: a colour transition still running (a theme just switched) would
  // be judged halfway, so the check waits until every running transition has ended (or been replaced).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // axe-core is put in the page once per document (a reload or a navigation starts one without it), not before
  // every check as @axe-core/playwright does (twice, half a megabyte each: most of the suite's browser time).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const options: RunOptions = {
    runOnly: rules ? { type: 'rule', values: [...rules] } : { type: 'tag', values: wcagTags },
    // Only violations are read: axe keeps one example node of the rules that pass or do not apply.
    resultTypes: ['violations'],
  };
  const scope = within ? await within.elementHandle() : null;
  const violations = await page.evaluate(
    async ([element, runOptions]) => {
      const results: AxeResults = await (window as unknown as { axe: typeof axe }).axe.run(
        element ?? document,
        runOptions,
      );
      return results.violations.map(({ id, impact, help, nodes }) => ({
        id,
        impact,
        help,
        nodes: nodes.map(({ target, failureSummary }) => ({ target: target.map(String), failureSummary })),
      }));
    },
    [scope, options] as const,
  );
  return describe(violations.filter(({ impact }) => impacts.includes(impact ?? 'minor')));
}

/**
 * Records (softly, so one test reports every screen it visits) each serious or critical violation axe finds
 * (see axeViolations) under `screen`.
 */
export async function expectNoSeriousViolations(
  page: Page,
  screen: string,
  rules?: readonly string[],
  within?: Locator,
): Promise<void> {
  const serious = await axeViolations(page, rules, within, ['serious', 'critical']);
  expect.soft(serious, `axe on ${screen}`).toBe('');
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
