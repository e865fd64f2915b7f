/* Draws Mermaid sources as SVG offline: Mermaid's own bundle, run in Debian's Chromium. */
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../../tests/e2e/support/browser.ts';
import { projectDir } from './sources.ts';

export async function renderSvgs(sources: Map<string, string>): Promise<Map<string, string>> {
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><html><body></body></html>');
    await page.addScriptTag({ path: path.join(projectDir, 'node_modules/mermaid/dist/mermaid.min.js') });
    const svgs = new Map<string, string>();
    for (const [name, source] of sources) {
      const svg = await page
        .evaluate(
          async ({ id, text }) => {
            const mermaid = (window as unknown as { mermaid: MermaidApi }).mermaid;
            // Mermaid names some elements with Math.random: a fixed sequence per drawing keeps the files stable.
            let seed = 1;
            Math.random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
            // SVG text labels, not HTML in foreignObject: the file must be valid standalone XML.
            mermaid.initialize({
              startOnLoad: false,
              theme: 'neutral',
              securityLevel: 'strict',
              htmlLabels: false,
            });
            return (await mermaid.render(id, text)).svg;
          },
          { id: `diagram-${name.replace(/\.mmd$/, '')}`, text: source },
        )
        .catch((error: unknown) => {
          throw new Error(`Mermaid could not draw ${name}: ${String(error)}`);
        });
      svgs.set(name, svg);
    }
    return svgs;
  } finally {
    await browser.close();
  }
}

type MermaidApi = {
  initialize(config: Record<string, unknown>): void;
  render(id: string, text: string): Promise<{ svg: string }>;
};
