import { expect, test, type Page } from '../support/test.ts';
import {
  defaultThemePreference,
  layoutTypes,
  themeStorageKey,
  type LayoutType,
} from '../../../src/theme/preference.ts';
import { storageStateOf } from '../support/auth-state.ts';
import { expectNoSeriousViolations, expectNoSidewaysScroll } from '../support/axe.ts';

/*
 * The appearance panel, opened from the header by keyboard: each choice applies at once and persists under
 * 'theme'; axe passes with the panel open (light and dark); and every one of the six layouts renders in rtl:
 * no sideways scroll, the navigation on the right, the header and the content visible. The seller's shared
 * session is copied into this spec's own browser context, so the preference changed here is this context's
 * alone; it is put back to the defaults at the end all the same.
 */
test.use({ storageState: storageStateOf('seller'), viewport: { width: 1280, height: 800 } });

const panel = (page: Page) => page.getByRole('dialog', { name: 'Aparência' });
const stored = (page: Page) =>
  page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? 'null'), themeStorageKey);

async function openPanelByKeyboard(page: Page) {
  const opener = page.getByRole('button', { name: 'Aparência' });
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(panel(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Fechar o painel de aparência' })).toBeFocused();
}

const layoutLabels: Record<LayoutType, string> = {
  framelessSide: 'Menu lateral sem borda (padrão)',
  collapsibleSide: 'Menu lateral recolhível',
  stackedSide: 'Menu lateral em duas colunas',
  topBarClassic: 'Menu na barra superior',
  contentOverlay: 'Menu sobre o conteúdo',
  blank: 'Sem menu (só a página)',
};

/** The page's own title and the main area are on screen, within the window. */
async function expectContentVisible(page: Page, layout: LayoutType) {
  const title = page.getByRole('heading', { level: 1, name: 'Configurações gerais' });
  await expect(title, layout).toBeInViewport();
  await expect(page.getByRole('group', { name: 'Reuniões importadas da agenda' }), layout).toBeVisible();
}

/** Where the main navigation sits in rtl: on the right half of the window (opened from the menu if need be). */
async function expectNavOnTheRight(page: Page, layout: LayoutType) {
  const width = page.viewportSize()!.width;
  if (layout === 'contentOverlay') await page.getByRole('button', { name: 'Abrir menu' }).click();
  const nav = page.getByRole('navigation', { name: 'Navegação principal' }).first();
  await expect(nav, layout).toBeVisible();
  const box = (await nav.boundingBox())!;
  // topBarClassic's links sit in the header, after the brand: in rtl they start right of the middle.
  expect(box.x + box.width, `${layout}: the navigation ends at the right`).toBeGreaterThan(width / 2);
  if (layout !== 'topBarClassic')
    expect(box.x, `${layout}: the navigation is on the right`).toBeGreaterThan(width / 2);
  if (layout === 'contentOverlay') await page.keyboard.press('Escape');
}

test('the panel opens by keyboard, applies each choice at once and keeps it under "theme"; axe passes with it open', async ({
  page,
}) => {
  await page.goto('/config/general');
  await expect(page.getByRole('heading', { level: 1, name: 'Configurações gerais' })).toBeVisible();
  await openPanelByKeyboard(page);
  expect((await stored(page))?.panelExpand).toBe(true);
  await expectNoSeriousViolations(page, 'appearance panel (light)');

  await panel(page).getByRole('radio', { name: 'Escuro', exact: true }).check();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expectNoSeriousViolations(page, 'appearance panel (dark)');

  await panel(page).getByRole('radio', { name: 'Verde' }).check();
  await panel(page).getByRole('radio', { name: 'Grande' }).check();
  await panel(page).getByRole('checkbox', { name: 'Menu lateral recolhido (só ícones)' }).check();
  await panel(page).getByRole('radio', { name: layoutLabels.collapsibleSide }).check();
  // The collapsible layout took the collapse at once: the navigation shows icons only.
  await expect(page.getByRole('link', { name: 'Reuniões' }).first()).toHaveAttribute('title', 'Reuniões');
  const primary = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--primary'),
  );
  expect(primary.trim()).not.toBe('');

  // Kept: a reload shows the same choices, the panel still open (panelExpand).
  await page.reload();
  await expect(panel(page)).toBeVisible();
  await expect(panel(page).getByRole('radio', { name: 'Verde' })).toBeChecked();
  expect(await stored(page)).toMatchObject({
    themeSchema: 'green',
    mode: 'dark',
    controlSize: 'lg',
    panelExpand: true,
    layout: { type: 'collapsibleSide', sideNavCollapse: true },
  });

  // Back to the defaults; Escape closes the panel and gives the focus back to its button.
  await panel(page).getByRole('button', { name: 'Restaurar o padrão' }).click();
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Aparência' })).toBeFocused();
  expect(await stored(page)).toMatchObject({ mode: 'light', themeSchema: 'pauta', panelExpand: false });
});

test('every layout renders in rtl: no sideways scroll, the navigation on the right, header and content visible', async ({
  page,
}) => {
  // Portuguese is not written right to left, so the panel does not offer it: the preference comes stored, as
  // it would for a language that is, and the panel then offers the way back.
  await page.goto('/config/general');
  await page.evaluate(({ key, preference }) => window.localStorage.setItem(key, JSON.stringify(preference)), {
    key: themeStorageKey,
    preference: { ...defaultThemePreference, direction: 'rtl' },
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Configurações gerais' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await openPanelByKeyboard(page);
  await expect(panel(page).getByRole('radio', { name: 'Da direita para a esquerda' })).toBeChecked();
  // In rtl the panel sits at the inline end: the left.
  expect((await panel(page).boundingBox())!.x).toBeLessThan(10);

  for (const layout of layoutTypes) {
    if (!(await panel(page).isVisible())) await page.getByRole('button', { name: 'Aparência' }).click();
    await panel(page).getByRole('radio', { name: layoutLabels[layout] }).check();
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();

    await expectContentVisible(page, layout);
    await expectNoSidewaysScroll(page, `${layout} in rtl`);
    if (layout === 'blank') {
      // No header and no menu: the appearance button stays reachable in the corner (the top left in rtl).
      await expect(page.getByRole('banner')).toHaveCount(0);
      const corner = (await page.getByRole('button', { name: 'Aparência' }).boundingBox())!;
      expect(corner.x).toBeLessThan(page.viewportSize()!.width / 2);
    } else {
      await expect(page.getByRole('banner'), layout).toBeVisible();
      await expect(page.getByRole('banner').getByRole('button', { name: 'Sair' }), layout).toBeVisible();
      await expectNavOnTheRight(page, layout);
    }
    await page.setViewportSize({ width: 360, height: 740 });
    await expectContentVisible(page, layout);
    await expectNoSidewaysScroll(page, `${layout} in rtl at 360 px`);
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  // Put the preference back.
  await page.getByRole('button', { name: 'Aparência' }).click();
  await panel(page).getByRole('button', { name: 'Restaurar o padrão' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});
