/**
 * The meeting list's browser part of bench:list (issue 29, item 1): Chromium signed in as the administrator
 * (the whole company) scrolls /meetings to its end the ways a person does, one after the other: the mouse
 * wheel over the first screens, the scrollbar's thumb dragged to the bottom (or, where headless Chromium
 * draws overlay scrollbars that take no mouse, the same positions a drag passes, one per frame), then the End
 * key, until the last meeting is on screen. Prints the p95 frame time (the time between animation frames)
 * over the whole scroll, the JS heap (CDP Performance.getMetrics JSHeapUsedSize, its peak sampled every
 * 250 ms, and after a garbage collection at the end), the largest DOM node count and the list requests made.
 */
import { chromium, type Page } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../tests/e2e/support/browser.ts';
import { admin } from '../tests/e2e/support/accounts.ts';
import { signInThroughForm } from '../tests/e2e/support/sign-in.ts';

type FrameRecord = { frameTimes: number[]; workTimes: number[]; maxNodes: number };

declare global {
  interface Window {
    benchFrames?: { stop: () => FrameRecord };
  }
}

const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const wheelTicks = 30;
const dragSteps = 90;

export async function scrollInChromium(baseURL: string): Promise<void> {
  // Playwright hides headless Chromium's scrollbars: shown, the list's has a thumb the mouse can drag.
  const browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    args: chromiumArgs,
    ignoreDefaultArgs: ['--hide-scrollbars'],
  });
  try {
    const page = await browser.newPage({ baseURL, viewport: { width: 1280, height: 800 } });
    // tsx (esbuild keepNames) wraps the in-page function's inner functions in __name(); the page needs it too.
    await page.addInitScript('window.__name = (fn) => fn');
    await page.goto('/login');
    await signInThroughForm(page, admin);
    await page.waitForURL('**/meetings');
    const scroller = page.getByTestId('meeting-list-scroller');
    const rows = page.getByRole('list', { name: 'Suas reuniões' }).getByRole('listitem');
    await rows.first().waitFor();
    const total = Number(
      ((await scroller.evaluate((element) => element.previousElementSibling?.textContent)) ?? '')
        .match(/\d[\d.]*/)?.[0]
        ?.replaceAll('.', ''),
    );

    const pagesAsked: number[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/meetings') pagesAsked.push(Number(url.searchParams.get('page')));
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const heapNow = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      return metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0;
    };
    let peakHeap = await heapNow();
    const sampler = setInterval(() => {
      heapNow().then(
        (used) => (peakHeap = Math.max(peakHeap, used)),
        () => {},
      );
    }, 250);

    await page.evaluate(recordFrames);
    const started = Date.now();
    const box = await scroller.boundingBox();
    if (!box) throw new Error('the list is not on screen');
    // 1. The wheel, over the first screens (as someone reading the newest meetings).
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    for (let tick = 0; tick < wheelTicks; tick++) {
      await page.mouse.wheel(0, 120);
      await nextFrame(page);
    }
    // 2. The scrollbar dragged from there to the bottom.
    const how = await dragToBottom(page, box);
    // 3. The End key, on the focused list.
    await scroller.focus();
    await page.keyboard.press('End');
    const last = rows.filter({ has: page.getByRole('link') }).last();
    await page.waitForFunction(
      (count) => document.querySelector(`li[aria-posinset="${count}"]:not([aria-busy])`) !== null,
      total,
      { timeout: 120_000 },
    );
    const seconds = (Date.now() - started) / 1000;
    const lastTitle = await last.getByRole('link').first().textContent();
    const frames = await page.evaluate(() => window.benchFrames!.stop());
    clearInterval(sampler);
    await cdp.send('HeapProfiler.collectGarbage');
    const heapAfterGc = await heapNow();

    const sorted = [...frames.frameTimes].sort((a, b) => a - b);
    const p95 = percentile(sorted, 0.95);
    const work = [...frames.workTimes].sort((a, b) => a - b);
    const over = (ms: number) => frames.frameTimes.filter((time) => time > ms).length;
    console.log(
      `scrolled to the end of ${total} meetings in ${seconds.toFixed(1)} s: wheel ${wheelTicks} ticks,`,
    );
    console.log(`  ${how}, then End; last row shown: "${lastTitle}"`);
    console.log(
      `frame time: p95 ${p95.toFixed(1)} ms, median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(1)} ms, ` +
        `max ${sorted.at(-1)?.toFixed(1)} ms over ${sorted.length} frames (${over(16.7)} over 16.7 ms, ${over(20)} over 20 ms, ${over(33.4)} over 33.4 ms)`,
    );
    console.log(
      `frame work (main thread, per frame): p95 ${percentile(work, 0.95).toFixed(1)} ms, max ${work.at(-1)?.toFixed(1)} ms`,
    );
    console.log(`JS heap: peak ${mib(peakHeap)} MiB while scrolling, ${mib(heapAfterGc)} MiB after a GC`);
    console.log(`largest DOM node count: ${frames.maxNodes}`);
    console.log(
      `list requests while scrolling: ${pagesAsked.length} (pages ${[...new Set(pagesAsked)].sort((a, b) => a - b).join(', ')})`,
    );
  } finally {
    await browser.close();
  }
}

const percentile = (sorted: number[], rank: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * rank))] ?? 0;

const nextFrame = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));

/**
 * The thumb of the list's scrollbar dragged from where it stands to the bottom in `dragSteps` moves, one per
 * frame. Headless Chromium may draw overlay scrollbars (no width, no mouse): then the scroller is set to the
 * positions the drag would pass, one per frame, which is what the browser does while a thumb is dragged.
 */
async function dragToBottom(page: Page, box: { x: number; y: number; width: number; height: number }) {
  const scroller = page.getByTestId('meeting-list-scroller');
  const bar = await scroller.evaluate((element: HTMLElement) => ({
    width: element.offsetWidth - element.clientWidth,
    top: element.scrollTop,
    height: element.scrollHeight,
    view: element.clientHeight,
  }));
  if (bar.width > 0) {
    const x = box.x + box.width - bar.width / 2;
    // The thumb is at least a few pixels tall: grab it where it stands.
    const thumbTop = box.y + (bar.top / bar.height) * box.height + 2;
    await page.mouse.move(x, thumbTop);
    await page.mouse.down();
    for (let step = 1; step <= dragSteps; step++) {
      await page.mouse.move(x, thumbTop + ((box.y + box.height - thumbTop) * step) / dragSteps);
      await nextFrame(page);
    }
    await page.mouse.up();
    return `scrollbar thumb dragged to the bottom in ${dragSteps} moves`;
  }
  for (let step = 1; step <= dragSteps; step++) {
    await scroller.evaluate(
      (element, { to }) => {
        element.scrollTop = to;
      },
      { to: bar.top + ((bar.height - bar.view - bar.top) * step) / dragSteps },
    );
    await nextFrame(page);
  }
  return `overlay scrollbar: scrollTop set to a drag's ${dragSteps} positions, one per frame`;
}

/**
 * Runs in the page: records the time between animation frames, each frame's own work (from its animation
 * callbacks to the first task after its rendering: scripts, style, layout and paint on the main thread) and,
 * every tenth frame, the DOM's size.
 */
function recordFrames() {
  const frameTimes: number[] = [];
  const workTimes: number[] = [];
  const afterRendering = new MessageChannel();
  let frameStart = 0;
  afterRendering.port1.addEventListener('message', () => workTimes.push(performance.now() - frameStart));
  afterRendering.port1.start();
  let maxNodes = document.getElementsByTagName('*').length;
  let previous = performance.now();
  let running = true;
  const frame = (now: number) => {
    if (!running) return;
    frameTimes.push(now - previous);
    previous = now;
    frameStart = performance.now();
    afterRendering.port2.postMessage(null);
    if (frameTimes.length % 10 === 0) {
      maxNodes = Math.max(maxNodes, document.getElementsByTagName('*').length);
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  window.benchFrames = {
    stop: () => {
      running = false;
      maxNodes = Math.max(maxNodes, document.getElementsByTagName('*').length);
      return { frameTimes, workTimes, maxNodes };
    },
  };
}
