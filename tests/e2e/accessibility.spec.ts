import { expect, test, type Page } from './support/test.ts';
import { routes } from '../../src/app/routes.ts';
import type { ShareSettings } from '../../src/api-contract/share.ts';
import { defaultThemePreference, themeSchemaNames, themeStorageKey } from '../../src/theme/preference.ts';
import type { ThemePreference, ThemeSchemaName } from '../../src/theme/preference.ts';
import { colorSchemas } from '../../src/theme/color-schemas.ts';
import { storageStateOf, type SignedInAccount } from './support/auth-state.ts';
import { colourRules, expectNoSeriousViolations, expectNoSidewaysScroll } from './support/axe.ts';
import { addBotMeeting, bearerOf, openWhenTranscribed } from './support/bot-meeting.ts';
import { accountFor } from './support/route-account.ts';

/*
 * Every screen, in every colour schema, light and dark, has no serious or critical axe violation (WCAG
 * 2.0/2.1 A and AA) and no sideways scroll on a 360 px phone. The routes come from the app's own route table,
 * so a new one cannot be missed; each is opened by the account the route lets in. The default schema is
 * checked with every rule, the other five with the rules that depend on colour (all a schema changes). The
 * dialogs of the list, the meeting page and the templates page are checked in every schema too.
 */

// Every test here opens its own screens (and makes its own data): they spread over both workers.
test.describe.configure({ mode: 'parallel' });

// The browser a test gets: the type `test.ts` does not re-export, read off a page.
type Browser = NonNullable<ReturnType<ReturnType<Page['context']>['browser']>>;

const modes = ['light', 'dark'] as const;
type Theme = { themeSchema: ThemeSchemaName; mode: (typeof modes)[number] };
const defaultSchema = defaultThemePreference.themeSchema;
/** The default schema first, then the others, each in light and dark. */
const everyTheme: Theme[] = [
  defaultSchema,
  ...themeSchemaNames.filter((name) => name !== defaultSchema),
].flatMap((themeSchema) => modes.map((mode) => ({ themeSchema, mode })));
/** Every rule in the default schema; in the others only the colour rules, which are all a schema changes. */
const rulesFor = ({ themeSchema }: Theme) => (themeSchema === defaultSchema ? undefined : colourRules);
const nameOf = ({ themeSchema, mode }: Theme) => `${themeSchema}, ${mode}`;
const phone = { width: 360, height: 740 };
const desktop = { width: 1280, height: 800 };

/** The theme preference as the app stores it (src/theme/theme-store.ts), written before the app starts. */
async function storeTheme(page: Page, theme: Theme) {
  const preference: ThemePreference = { ...defaultThemePreference, ...theme };
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
  if (path === '/templates') await expect(page.getByRole('list', { name: 'Todos os modelos' })).toBeVisible();
  // The sections, loaded from the identity provider, not the loading line.
  if (path === '/config/security')
    await expect(page.getByRole('heading', { name: 'Chaves de acesso' })).toBeVisible();
  if (path.startsWith('/search?')) {
    await expect(
      page.getByRole('region', { name: 'Trechos encontrados' }).locator('mark').first(),
    ).toBeVisible();
  }
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

/**
 * Switches the open screen to `theme` the way a choice made in another tab of the app reaches it (the storage
 * event, src/theme/theme-store.ts), and waits until the page root carries the theme's colours (the check itself
 * waits for the colour transitions that follow).
 */
async function switchTheme(page: Page, otherTab: Page, theme: Theme) {
  const preference: ThemePreference = { ...defaultThemePreference, ...theme };
  await otherTab.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    themeStorageKey,
    JSON.stringify(preference),
  ] as const);
  // Looked at on every frame of the page, so the check starts on the frame the theme arrives in (a poll from the
  // runner, at growing intervals, waited a quarter of a second past it on most switches).
  await page.waitForFunction(
    ([primary, mode]) =>
      getComputedStyle(document.documentElement).getPropertyValue('--primary') === primary &&
      document.documentElement.classList.contains(mode),
    [colorSchemas[theme.themeSchema][theme.mode].primary, theme.mode] as const,
    { polling: 'raf' },
  );
}

/**
 * Runs `check` on the page in every theme, each switched in place as a person does from another tab.
 */
async function inEveryTheme(page: Page, check: (theme: Theme) => Promise<void>) {
  // A second tab of the app's origin (any address of it will do), where the theme is chosen.
  const otherTab = await page.context().newPage();
  try {
    await otherTab.goto('/api/users/me');
    // The checked screen back in front, as the window a person looks at: a tab in the background gets no frames,
    // so its colour transitions would wait for the next one.
    await page.bringToFront();
    for (const theme of everyTheme) {
      // The first is usually already on (stored before the page opened): then nothing changes.
      await switchTheme(page, otherTab, theme);
      await check(theme);
    }
  } finally {
    await otherTab.close();
  }
}

/**
 * Opens `path` once and checks it with axe in every theme, with `dialogs` (what the screen opens over itself)
 * checked in each theme too; then checks it at phone width, in the default schema, dark.
 */
async function checkScreen(
  page: Page,
  path: string,
  screen = path,
  dialogs?: (page: Page, theme: Theme) => Promise<void>,
) {
  await storeTheme(page, everyTheme[0]!);
  await page.goto(path);
  await waitForScreen(page, path);
  await inEveryTheme(page, async (theme) => {
    await expectNoSeriousViolations(page, `${screen} (${nameOf(theme)})`, rulesFor(theme));
    await dialogs?.(page, theme);
  });
  await storeTheme(page, { themeSchema: defaultSchema, mode: 'dark' });
  await page.setViewportSize(phone);
  await page.reload();
  await waitForScreen(page, path);
  await expectNoSidewaysScroll(page, `${screen} at ${phone.width}px`);
  await expectNoSeriousViolations(page, `${screen} (${defaultSchema}, dark, ${phone.width}px)`);
  await page.setViewportSize(desktop);
}

// Pages with their own tests below (they need data made first, or open dialogs).
const ownTests = new Set(['/s/:id', '/meetings/:id', '/meetings', '/templates', '/config/users']);
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
  test(`${route.path} (${account ?? 'anonymous'}): no serious axe violation in any colour schema, light or dark, no sideways scroll on a phone`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
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
    test.setTimeout(300_000);
    const auth = await bearerOf(page);
    const title = `Reunião acessível ${Date.now()}`;
    const meeting = await addBotMeeting(request, auth, {
      title,
      meetingUrl: 'https://meet.google.com/acs-ible-now',
    });
    const path = `/meetings/${meeting.id}`;
    await openWhenTranscribed(page, meeting);

    await checkScreen(page, path, 'meeting page', async (page, theme) => {
      await page.getByText('Mais ações').click();
      await expectNoSeriousViolations(page, `actions menu (${nameOf(theme)})`, rulesFor(theme));
      await page.getByRole('button', { name: 'Excluir reunião' }).click();
      await expect(page.getByRole('dialog', { name: 'Excluir esta reunião?' })).toBeVisible();
      await expectNoSeriousViolations(page, `delete confirmation (${nameOf(theme)})`, rulesFor(theme));
      await page.keyboard.press('Escape');
    });

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
      await storeTheme(guest, everyTheme[0]!);
      await guest.goto(`/s/${shareId}`);
      await expect(guest.getByRole('button', { name: 'Abrir reunião' })).toBeVisible();
      await inEveryTheme(guest, (theme) =>
        expectNoSeriousViolations(guest, `shared page password form (${nameOf(theme)})`, rulesFor(theme)),
      );
      await guest.getByLabel('Senha', { exact: true }).fill(password);
      await guest.getByRole('button', { name: 'Abrir reunião' }).click();
      await expect(guest.getByRole('heading', { level: 1, name: title })).toBeVisible();
      // It opens on the summary; the transcript tab is checked too.
      await expect(guest.getByRole('tabpanel', { name: 'Resumo' })).toBeVisible();
      await inEveryTheme(guest, (theme) =>
        expectNoSeriousViolations(guest, `shared meeting (${nameOf(theme)})`, rulesFor(theme)),
      );
      await guest.getByRole('tab', { name: 'Transcrição' }).click();
      await expect(
        guest.getByRole('list', { name: 'Falas da transcrição' }).getByRole('listitem').first(),
      ).toBeVisible();
      await expectNoSeriousViolations(guest, 'shared meeting, transcript tab', rulesFor(everyTheme[0]!));
      await guest.setViewportSize(phone);
      await expectNoSidewaysScroll(guest, `shared meeting at ${phone.width}px`);
    } finally {
      await guest.context().close();
    }
  });

  test('the meeting list and its dialogs (add meeting, upload, ask the AI) in every colour schema', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await checkScreen(page, '/meetings', '/meetings', async (page, theme) => {
      await page.getByRole('button', { name: 'Adicionar reunião' }).click();
      await expect(page.getByRole('dialog', { name: 'Adicionar reunião' })).toBeVisible();
      await expectNoSeriousViolations(page, `add meeting dialog (${nameOf(theme)})`, rulesFor(theme));
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Enviar gravação' }).click();
      await expect(page.getByRole('dialog', { name: 'Enviar gravação ou transcrição' })).toBeVisible();
      await expectNoSeriousViolations(page, `upload dialog (${nameOf(theme)})`, rulesFor(theme));
      await page.keyboard.press('Escape');

      const picks = page.getByRole('list', { name: 'Suas reuniões' }).getByRole('checkbox');
      await picks.nth(0).check();
      await picks.nth(1).check();
      await page.getByRole('button', { name: 'Perguntar à IA' }).click();
      await expect(page.getByRole('dialog', { name: /^Pergunte à IA sobre 2 reuniões/ })).toBeVisible();
      await expectNoSeriousViolations(page, `ask the AI dialog (${nameOf(theme)})`, rulesFor(theme));
      await page.keyboard.press('Escape');
    });
  });

  test('the search inside conversations with its hits and marked words, in every colour schema', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await checkScreen(page, '/search?q=proposta', '/search with hits');
  });

  test('the templates page with a template open and its delete confirmation, in every colour schema', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    // A template of its own, to open in every theme and finally delete (nothing left behind).
    const name = `Modelo acessível ${Date.now()}`;
    await page.goto('/templates');
    await page.getByRole('button', { name: 'Novo modelo' }).click();
    await page.getByLabel('Nome do modelo').fill(name);
    await page.getByRole('button', { name: 'Criar modelo' }).click();
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();

    const templates = page.getByRole('list', { name: 'Todos os modelos' });
    const dialog = page.getByRole('dialog', { name: `Excluir o modelo “${name}”?` });
    await checkScreen(page, '/templates', '/templates', async (page, theme) => {
      await templates.getByRole('button', { name, exact: true }).click();
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
      await expectNoSeriousViolations(
        page,
        `/templates with a template open (${nameOf(theme)})`,
        rulesFor(theme),
      );
      await page.getByRole('button', { name: 'Excluir', exact: true }).click();
      await expect(dialog).toBeVisible();
      await expectNoSeriousViolations(
        page,
        `template delete confirmation (${nameOf(theme)})`,
        rulesFor(theme),
      );
      await page.keyboard.press('Escape');
    });
    await templates.getByRole('button', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    await page.setViewportSize(phone);
    await expectNoSidewaysScroll(page, `/templates with a template open at ${phone.width}px`);
    await page.setViewportSize(desktop);

    await page.getByRole('button', { name: 'Excluir', exact: true }).click();
    await dialog.getByRole('button', { name: 'Excluir modelo' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(templates.getByRole('button', { name, exact: true })).toHaveCount(0);
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

    // Every detail of every row in view is whole: nothing in it is wider or taller than the room it has. The
    // deal's summary and next step are cut on purpose (one or two lines), their whole text in their tooltip.
    await expect(rows.first()).toBeVisible();
    const cut = await rows.evaluateAll((items) =>
      items.flatMap((row) => {
        const card = row.firstElementChild!;
        const notWhole = [...row.querySelectorAll('p, p > *, a')].filter(
          (element) =>
            (element.scrollWidth > element.clientWidth + 1 ||
              (element.tagName === 'A' && element.scrollHeight > element.clientHeight + 1)) &&
            element.getAttribute('title') !== element.textContent,
        );
        const tooTall = card.scrollHeight > card.clientHeight + 1 ? [card] : [];
        return [...notWhole, ...tooTall].map((element) => element.textContent);
      }),
    );
    expect(cut).toEqual([]);
    await expectNoSidewaysScroll(page, '/meetings with the filters open at 360px');
  });
});

test.describe('signed in as an administrator', () => {
  test.use({ storageState: storageStateOf('admin'), viewport: desktop });

  test('"Usuários e equipes" and its dialogs (invite, deactivate, new team, delete a team) in every colour schema', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await checkScreen(page, '/config/users', '/config/users', async (page, theme) => {
      await page.getByRole('button', { name: 'Convidar pessoas' }).click();
      const invite = page.getByRole('dialog', { name: 'Convidar pessoas' });
      // With a refusal on show: an address that is no address.
      await invite.getByLabel('Pessoas a convidar').fill('Maria Souza maria@');
      await expect(invite.getByRole('alert')).toBeVisible();
      await expectNoSeriousViolations(page, `invite dialog (${nameOf(theme)})`, rulesFor(theme));
      await page.keyboard.press('Escape');

      const seller = page.getByRole('table', { name: 'Pessoas' }).getByRole('row', { name: /Lucas Almeida/ });
      await seller.getByText('Ações').click();
      await seller.getByRole('button', { name: 'Desativar' }).click();
      await expect(page.getByRole('dialog', { name: 'Desativar Lucas Almeida?' })).toBeVisible();
      await expectNoSeriousViolations(page, `deactivate dialog (${nameOf(theme)})`, rulesFor(theme));
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Nova equipe' }).click();
      await expect(page.getByRole('dialog', { name: 'Nova equipe' })).toBeVisible();
      await expectNoSeriousViolations(page, `new team dialog (${nameOf(theme)})`, rulesFor(theme));
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Excluir a equipe Comercial' }).click();
      await expect(page.getByRole('dialog', { name: 'Excluir a equipe Comercial?' })).toBeVisible();
      await expectNoSeriousViolations(page, `delete team dialog (${nameOf(theme)})`, rulesFor(theme));
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
    });
  });
});
