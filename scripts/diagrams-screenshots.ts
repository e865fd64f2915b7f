/**
 * `npx tsx scripts/diagrams-screenshots.ts [machine...]`: how the diagrams look on a normal screen.
 * Opens each docs/machines/<machine>.svg in Chromium at 1280×800, fitted to the window's width as a
 * browser shows an image, saves docs/machines/<machine>.png, and prints the on-screen size of the
 * smallest text (tests/unit/devtools/diagram/readability.test.ts counts the arrow crossings).
 */
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../tests/e2e/support/browser.ts';
import { diagramsDir } from './diagrams/sources.ts';

const machines = process.argv.slice(2).length ? process.argv.slice(2) : ['upload', 'login'];
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  for (const name of machines) {
    const svg = await readFile(path.join(diagramsDir, `${name}.svg`), 'utf8');
    await page.setContent(
      `<!doctype html><html><body style="margin:0">${svg.replace('<svg ', '<svg style="width:100%;height:auto;display:block" ')}</body></html>`,
    );
    const scale = await page.evaluate(() => {
      const drawing = document.querySelector('svg');
      return drawing ? drawing.getBoundingClientRect().width / drawing.viewBox.baseVal.width : 1;
    });
    await page.screenshot({ path: path.join(diagramsDir, `${name}.png`), fullPage: true });
    console.log(
      `${name}: drawn at ${Math.round(scale * 100)}%, smallest text ${(12 * scale).toFixed(1)} px on screen`,
    );
  }
} finally {
  await browser.close();
}
