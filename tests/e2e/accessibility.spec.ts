import { expect, test, type Page } from './support/test.ts';
import { routes, type AppRoute } from '../../src/app/routes.ts';
import type { ShareSettings } from '../../src/services/api/schemas/share.ts';
import { defaultThemePreference, themeSchemaNames, themeStorageKey } from '../../src/theme/preference.ts';
import type { ThemePreference } from '../../src/theme/preference.ts';
import { storageStateOf, type SignedInAccount } from './support/auth-state.ts';
import { expectNoSeriousViolations, expectNoSidewaysScroll } from './support/axe.ts';
import { addBotMeeting, bearerOf, openWhenTranscribed } from './support/bot-meeting.ts';

/*
 * Every screen, light and dark, has no serious or critical axe violation (WCAG 2.0/2.1 A and AA) and no
 * sideways scroll on a 360 px phone. The routes come from the app's own route table, so a new one cannot be
 * missed; each is opened by the account the route lets in. Every colour schema is checked on the screens
 * that carry the most colour: the list (with its dialogs) and the meeting page.
 */

// The browser a test gets: the type `test.ts` does not re-export, read off a page.
type Browser = NonNullable<ReturnType<ReturnType<Page['context']>['browser']>>;

const modes = ['light', 'dark'] as const;
type Mode = (typeof modes)[number];
const phone = { width: 360, height: 740 };
const desktop = { width: 1280, height: 800 };

/** The theme preference as the app stores it (src/theme/theme-store.ts), written before the app starts. */
async function storeTheme(page: Page, mode: Mode, themeSchema: ThemePreference['themeSchema']) {
  const preference: ThemePreference = { ...defaultThemePreference, mode, themeSchema };
  // Init scripts run in the order they were added: the newest one writes last, so it wins.
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    themeStorageKey,
    JSON.stringify(preference),
  ] as const);
}

/** A route's screen has settled: its title, and the list or editor it loads. */
async function waitForScreen(page: Page, path: string) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  if (path === '/meetings') {
    await expect(
      page.getByRole('list', { name: 'Suas reuniões' }).getByRole('listitem').first(),
    ).toBeVisible();
  }
  if (path === '/templates') await expect(page.getByRole('list', { name: 'Modelos' })).toBeVisible();
  if (path === '/enablement/dashboard') {
    // The cards, charts and tables, not the loading line.
    await expect(page.getByRole('list', { name: 'Resumo do período' })).toBeVisible();
  }
  if (path.startsWith('/meetings/') && !path.includes('calendar')) {
    await expect(
      page.getByRole('list', { name: 'Falas da transcrição' }).getByRole('listitem').first(),
    ).toBeVisible();
  }
}

/** Opens `path` in each mode (and the default schema) and checks it with axe, then checks it at phone width. */
async function checkScreen(page: Page, path: string, screen = path) {
  for (const mode of modes) {
    await storeTheme(page, mode, defaultThemePreference.themeSchema);
    await page.goto(path);
    await waitForScreen(page, path);
    await expectNoSeriousViolations(page, `${screen} (${mode})`);
  }
  await page.setViewportSize(phone);
  await page.reload();
  await waitForScreen(page, path);
  await expectNoSidewaysScroll(page, `${screen} at ${phone.width}px`);
  await expectNoSeriousViolations(page, `${screen} (dark, ${phone.width}px)`);
  await page.setViewportSize(desktop);
}

/** The account that may open a route: anonymous for public ones, a leader or admin where only they may. */
function accountFor(route: AppRoute): SignedInAccount | null {
  if (route.guard === 'public') return null;
  if (route.guard === 'teamLeader') return 'leader';
  return route.authority.includes('admin') ? 'admin' : 'seller';
}

// Pages with their own tests below (they need data made first).
const ownTests = new Set(['/s/:id', '/meetings/:id']);
const concretePath = (path: string) => path.replace(':id', 'relatorio-demo');

async function pageOf(browser: Browser, account: SignedInAccount | null) {
  const context = await browser.newContext({
    viewport: desktop,
    ...(account ? { storageState: storageStateOf(account) } : {}),
  });
  return context.newPage();
}

for (const route of routes.filter((candidate) => !ownTests.has(candidate.path))) {
  const account = accountFor(route);
  test(`${route.path} (${account ?? 'anonymous'}): no serious axe violation in light and dark, no sideways scroll on a phone`, async ({
    browser,
  }) => {
    const page = await pageOf(browser, account);
    try {
      await checkScreen(page, concretePath(route.path));
    } finally {
      await page.context().close();
    }
  });
}

test.describe('signed in as a seller', () => {
  test.use({ storageState: storageStateOf('seller'), viewport: desktop });

  test('the meeting page with a transcript, its delete confirmation and its shared guest page, in every colour schema', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const auth = await bearerOf(page);
    const title = `Reunião acessível ${Date.now()}`;
    const meeting = await addBotMeeting(request, auth, {
      title,
      meetingUrl: 'https://meet.google.com/acs-ible-now',
    });
    const path = `/meetings/${meeting.id}`;
    await openWhenTranscribed(page, meeting);

    for (const themeSchema of themeSchemaNames) {
      for (const mode of modes) {
        await storeTheme(page, mode, themeSchema);
        await page.goto(path);
        await waitForScreen(page, path);
        await expectNoSeriousViolations(page, `meeting page (${themeSchema}, ${mode})`);
      }
    }
    await page.getByRole('button', { name: 'Excluir reunião' }).click();
    await expect(page.getByRole('dialog', { name: 'Excluir esta reunião?' })).toBeVisible();
    await expectNoSeriousViolations(page, 'delete confirmation');
    await page.keyboard.press('Escape');
    await checkScreen(page, path, 'meeting page');

    // The guest's page of a shared link: its password form, then the meeting it opens.
    const password = 'senha-acessivel-1';
    const shared = await request.put(`/api/meetings/${meeting.id}/share`, {
      headers: auth,
      data: { password },
    });
    expect(shared.ok()).toBe(true);
    const { shareId } = (await shared.json()) as ShareSettings;
    const guest = await pageOf(browser, null);
    try {
      for (const mode of modes) {
        await storeTheme(guest, mode, defaultThemePreference.themeSchema);
        await guest.goto(`/s/${shareId}`);
        await expect(guest.getByRole('button', { name: 'Abrir reunião' })).toBeVisible();
        await expectNoSeriousViolations(guest, `shared page password form (${mode})`);
        await guest.getByLabel('Senha', { exact: true }).fill(password);
        await guest.getByRole('button', { name: 'Abrir reunião' }).click();
        await expect(guest.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(
          guest.getByRole('list', { name: 'Falas da transcrição' }).getByRole('listitem').first(),
        ).toBeVisible();
        await expectNoSeriousViolations(guest, `shared meeting (${mode})`);
      }
      await guest.setViewportSize(phone);
      await expectNoSidewaysScroll(guest, `shared meeting at ${phone.width}px`);
    } finally {
      await guest.context().close();
    }
  });

  test('the meeting list and its dialogs (add meeting, upload, ask the AI) in every colour schema', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    for (const themeSchema of themeSchemaNames) {
      for (const mode of modes) {
        await storeTheme(page, mode, themeSchema);
        await page.goto('/meetings');
        await waitForScreen(page, '/meetings');
        await expectNoSeriousViolations(page, `/meetings (${themeSchema}, ${mode})`);
      }
    }
    for (const mode of modes) {
      await storeTheme(page, mode, defaultThemePreference.themeSchema);
      await page.goto('/meetings');
      await waitForScreen(page, '/meetings');

      await page.getByRole('button', { name: 'Adicionar reunião' }).click();
      await expect(page.getByRole('dialog', { name: 'Adicionar reunião' })).toBeVisible();
      await expectNoSeriousViolations(page, `add meeting dialog (${mode})`);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Enviar gravação' }).click();
      await expect(page.getByRole('dialog', { name: 'Enviar gravação ou transcrição' })).toBeVisible();
      await expectNoSeriousViolations(page, `upload dialog (${mode})`);
      await page.keyboard.press('Escape');

      const picks = page.getByRole('list', { name: 'Suas reuniões' }).getByRole('checkbox');
      await picks.nth(0).check();
      await picks.nth(1).check();
      await page.getByRole('button', { name: 'Perguntar à IA' }).click();
      await expect(page.getByRole('dialog', { name: /^Pergunte à IA sobre 2 reuniões/ })).toBeVisible();
      await expectNoSeriousViolations(page, `ask the AI dialog (${mode})`);
      await page.keyboard.press('Escape');
    }
  });

  test('the templates page with a template open and its delete confirmation', async ({ page }) => {
    for (const mode of modes) {
      await storeTheme(page, mode, defaultThemePreference.themeSchema);
      await page.goto('/templates');
      await waitForScreen(page, '/templates');
      await page.getByRole('list', { name: 'Modelos' }).getByRole('button').first().click();
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expectNoSeriousViolations(page, `/templates with a template open (${mode})`);
    }
    await page.setViewportSize(phone);
    await expectNoSidewaysScroll(page, `/templates with a template open at ${phone.width}px`);
    await page.setViewportSize(desktop);

    // A template of its own, to delete: the confirmation, then deleted for real (nothing left behind).
    const name = `Modelo acessível ${Date.now()}`;
    await page.getByRole('button', { name: 'Novo modelo' }).click();
    await page.getByLabel('Nome do modelo').fill(name);
    await page.getByRole('button', { name: 'Criar modelo' }).click();
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    await page.getByRole('button', { name: 'Excluir', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Excluir o modelo “${name}”?` });
    await expect(dialog).toBeVisible();
    await expectNoSeriousViolations(page, 'template delete confirmation (dark)');
    await dialog.getByRole('button', { name: 'Excluir modelo' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(
      page.getByRole('list', { name: 'Modelos' }).getByRole('button', { name, exact: true }),
    ).toHaveCount(0);
  });
});

test.describe('on a phone', () => {
  test.use({ storageState: storageStateOf('seller'), viewport: phone });

  test('the list keeps its filters behind one "Filtros" button and wraps each row instead of cutting it', async ({
    page,
  }) => {
    await page.goto('/meetings');
    const rows = page.getByRole('list', { name: 'Suas reuniões' }).getByRole('listitem');
    await expect(rows.first()).toBeVisible();

    const toggle = page.getByRole('button', { name: /^Filtros/ });
    await expect(toggle).toHaveText('Filtros');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('searchbox', { name: 'Buscar' })).toBeHidden();
    // The first row is whole in the first screen, not below seven filters.
    const firstRow = (await rows.first().boundingBox())!;
    expect(firstRow.y + firstRow.height).toBeLessThanOrEqual(phone.height);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const search = page.getByRole('searchbox', { name: 'Buscar' });
    await expect(search).toBeVisible();
    await search.fill('zz-nada-aqui');
    await toggle.click();
    await expect(search).toBeHidden();
    // Filters at work while hidden: the button says so.
    await expect(toggle).toHaveText('Filtros (ativos)');
    await toggle.click();
    await search.fill('');
    await expect(toggle).toHaveText('Filtros');

    // Every detail of a row is whole: nothing in it is wider or taller than the room it has.
    await expect(rows.first()).toBeVisible();
    const cut = await rows.first().evaluate((row) => {
      const card = row.firstElementChild!;
      const tooWide = [...row.querySelectorAll('p, p > *, a')].filter(
        (element) => element.scrollWidth > element.clientWidth + 1,
      );
      const tooTall = card.scrollHeight > card.clientHeight + 1 ? [card] : [];
      return [...tooWide, ...tooTall].map((element) => element.textContent);
    });
    expect(cut).toEqual([]);
    await expectNoSidewaysScroll(page, '/meetings with the filters open at 360px');
  });
});
