import { writeFile } from 'node:fs/promises';
import { format, resolveConfig } from 'prettier';
import { routes } from '../../src/app/routes.ts';
import type { MeetingList } from '../../src/api-contract/meeting.ts';
import type { ShareSettings } from '../../src/api-contract/share.ts';
import { storageStateOf } from '../../tests/e2e/support/auth-state.ts';
import { bearerOf } from '../../tests/e2e/support/bot-meeting.ts';
import { expect, test, type Page } from '../../tests/e2e/support/test.ts';
import { accountFor } from '../../tests/e2e/support/route-account.ts';

/*
 * `npm run screens`: a picture of every route of the route table, at 1440×900 and at 390×844 (the first screen
 * a person sees, as the browser draws it), into docs/screens/, with an index page, so a reviewer sees every
 * screen without running anything. The server is the end-to-end suite's, with the demo company: each route is
 * opened by the account it lets in; a meeting page shows a finished demo meeting, and the shared page that
 * meeting behind a password.
 */

const sizes = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;
const folder = new URL('../../docs/screens/', import.meta.url);

/** A route's file name: its path without the slashes and parameters ('/meetings/:id' is 'meetings-id'). */
const fileOf = (path: string) => path.replace(/^\//, '').replaceAll(':', '').replaceAll('/', '-') || 'root';

/** Waits for what each screen loads (its title; the list, dashboard or transcript it shows), then pictures it. */
async function picture(page: Page, path: string, url: string, shot: () => Promise<void> = async () => {}) {
  for (const [name, viewport] of Object.entries(sizes)) {
    await page.setViewportSize(viewport);
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await shot();
    // Whatever still moves (a spinner, a transition) is drawn at rest.
    await page.screenshot({
      path: new URL(`${fileOf(path)}-${name}.png`, folder).pathname,
      animations: 'disabled',
    });
  }
}

const settled: Record<string, (page: Page) => Promise<void>> = {
  '/meetings': (page) =>
    expect(page.getByRole('list', { name: 'Suas reuniões' }).getByRole('listitem').first()).toBeVisible(),
  '/templates': (page) => expect(page.getByRole('list', { name: 'Todos os modelos' })).toBeVisible(),
  '/enablement/dashboard': (page) =>
    expect(page.getByRole('list', { name: 'Resumo do período' })).toBeVisible(),
  '/search': (page) =>
    expect(page.getByRole('region', { name: 'Trechos encontrados' }).locator('mark').first()).toBeVisible(),
  '/meetings/:id': (page) =>
    expect(
      page.getByRole('list', { name: 'Falas da transcrição' }).getByRole('listitem').first(),
    ).toBeVisible(),
};

// Redirects (/enablement) have no screen of their own; the guest page is pictured with its meeting below.
const pictured = routes.filter((route) => 'page' in route && route.path !== '/s/:id');

for (const account of ['anonymous', 'seller', 'leader', 'admin'] as const) {
  const mine = pictured.filter((route) => (accountFor(route) ?? 'anonymous') === account);
  test(`the screens ${account === 'anonymous' ? 'anyone' : `the ${account}`} opens`, async ({ browser }) => {
    test.setTimeout(300_000);
    const context = await browser.newContext(
      account === 'anonymous' ? {} : { storageState: storageStateOf(account) },
    );
    const page = await context.newPage();
    try {
      const meetingId = mine.some((route) => route.path === '/meetings/:id')
        ? await finishedMeeting(page)
        : null;
      for (const route of mine) {
        // The search pictured with hits: a word the seller's demo calls say.
        const url =
          route.path === '/search'
            ? '/search?q=proposta'
            : route.path.replace(':id', route.path.startsWith('/meetings') ? meetingId! : 'relatorio-demo');
        await picture(page, route.path, url, () => settled[route.path]?.(page) ?? Promise.resolve());
      }
      if (account === 'seller' && meetingId) await pictureSharedPage(page, meetingId);
    } finally {
      await context.close();
    }
  });
}

/** A finished demo meeting of the seller's, with its transcript. */
async function finishedMeeting(page: Page): Promise<string> {
  const auth = await bearerOf(page);
  const answer = await page.request.get('/api/meetings?status=done&limit=1', { headers: auth });
  expect(answer.ok()).toBe(true);
  const { meetings } = (await answer.json()) as MeetingList;
  if (!meetings[0]) throw new Error('the demo seller has no finished meeting to picture');
  return meetings[0].id;
}

/** The guest's page of the meeting shared behind a password: the password form, then the meeting. */
async function pictureSharedPage(owner: Page, meetingId: string) {
  const password = 'senha-das-telas-1';
  const shared = await owner.request.put(`/api/meetings/${meetingId}/share`, {
    headers: await bearerOf(owner),
    data: { password },
  });
  expect(shared.ok()).toBe(true);
  const { shareId } = (await shared.json()) as ShareSettings;
  const guest = await owner.context().browser()!.newContext();
  try {
    const page = await guest.newPage();
    const open = page.getByRole('button', { name: 'Abrir reunião' });
    const opened = page.getByRole('tablist');
    await picture(page, '/s/:id', `/s/${shareId}`, async () => {
      // The password once per browser: the second size opens the meeting at once.
      await expect(open.or(opened)).toBeVisible();
      if (await open.isVisible()) {
        await page.getByLabel('Senha', { exact: true }).fill(password);
        await open.click();
      }
      // The guest page opens on the summary, in its tabs.
      await expect(page.getByRole('tablist')).toBeVisible();
    });
  } finally {
    await guest.close();
  }
}

test.afterAll(async () => {
  const names = pictured.map((route) => route.path).concat('/s/:id');
  const rows = names.map(
    (path) =>
      `| \`${path}\` | ![${path}, 1440×900](${fileOf(path)}-desktop.png) | ![${path}, 390×844](${fileOf(path)}-phone.png) |`,
  );
  const index = [
    '# Every screen',
    '',
    'Drawn by `npm run screens` (scripts/screens/screens.spec.ts) from the route table, against the demo company:',
    'each route as the account it lets in, at 1440×900 and 390×844. Run it again after changing a screen.',
    '',
    '| Route | 1440×900 | 390×844 |',
    '| --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
  // Written as prettier would write it, so `npm run lint` passes on a fresh picture.
  const file = new URL('README.md', folder);
  const options = await resolveConfig(file.pathname);
  await writeFile(file, await format(index, { ...options, parser: 'markdown' }), 'utf8');
});
