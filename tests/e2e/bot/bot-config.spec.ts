import { pngOf } from '../../server/support/png.ts';
import { bearerOf } from '../support/bot-meeting.ts';
import { meetingJoinedAs, nameTheBot } from '../support/bot-name.ts';
import { storageStateOf } from '../support/auth-state.ts';
import { expect, test, type Page } from '../support/test.ts';

/*
 * /config/bot as the administrator: the name the bot uses in a new meeting's timeline, the picture (preview,
 * refusals that keep the current one, removal) and the switches; and the company vocabulary on
 * /config/general as a seller. The bot name is the demo company's: every test puts it back.
 */

const png = (side: number) => ({
  name: 'bot.png',
  mimeType: 'image/png',
  buffer: Buffer.from(pngOf(side, side)),
});

/** The way an administrator finds the page: Configurações, then the settings pages' own navigation. */
async function openBotConfig(page: Page) {
  await page.goto('/config/general');
  const settings = page.getByRole('navigation', { name: 'Configurações' });
  await expect(settings.getByRole('link', { name: 'Gerais' })).toHaveAttribute('aria-current', 'page');
  await settings.getByRole('link', { name: 'Bot', exact: true }).click();
  await expect(page).toHaveURL(/\/config\/bot$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Configurações do bot' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nome' })).toBeVisible();
}

test.describe('as the administrator', () => {
  test.use({ storageState: storageStateOf('admin') });

  test('renames the bot (an unchanged name is not sent) and a new bot meeting names it in its timeline', async ({
    page,
    request,
  }) => {
    const auth = await bearerOf(page);
    const name = `Bot E2E ${Date.now()}`;
    try {
      await openBotConfig(page);
      const field = page.getByRole('textbox', { name: 'Nome' });
      const saves: string[] = [];
      page.on('request', (sent) => {
        if (sent.url().endsWith('/api/companies/bot-config/name')) saves.push(sent.method());
      });
      // The current name, padded, is not sent.
      const current = await field.inputValue();
      await field.fill(`  ${current} `);
      await page.getByRole('button', { name: 'Salvar nome' }).click();
      await expect(page.getByText('Este já é o nome do bot; nada foi enviado.')).toBeVisible();
      await field.fill('   ');
      await page.getByRole('button', { name: 'Salvar nome' }).click();
      await expect(page.getByText('Informe o nome do bot.')).toBeVisible();
      expect(saves).toEqual([]);

      await field.fill(`  ${name} `);
      await page.getByRole('button', { name: 'Salvar nome' }).click();
      await expect(page.getByText(`Nas reuniões, o bot aparece como “${name}”.`)).toBeVisible();
      await expect(field).toHaveValue(name);
      expect(saves).toEqual(['PUT']);

      const meeting = await meetingJoinedAs(request, auth, name, `Reunião do bot renomeado ${Date.now()}`);
      await page.goto(`/meetings/${meeting.id}`);
      const timeline = page.getByRole('list', { name: 'Linha do tempo do bot' });
      await expect(timeline).toContainText(`${name} está entrando na reunião.`);
    } finally {
      await nameTheBot(request, auth);
    }
  });

  test('uploads a picture after its preview, is told in Portuguese why others are refused, and removes it', async ({
    page,
  }) => {
    await openBotConfig(page);
    const chooser = page.getByLabel('Escolher imagem');
    const current = page.getByRole('img', { name: 'Imagem atual do bot' });
    try {
      await chooser.setInputFiles(png(256));
      await expect(page.getByRole('img', { name: 'Pré-visualização da nova imagem' })).toBeVisible();
      await page.getByRole('button', { name: 'Enviar imagem' }).click();
      await expect(current).toBeVisible();
      await expect(page.getByRole('img', { name: 'Pré-visualização da nova imagem' })).toHaveCount(0);
      // Loaded through its signed link, as an image.
      await expect.poll(() => current.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(256);
      const storedSrc = await current.getAttribute('src');

      // Too small: refused by the server, in Portuguese; the current picture stays.
      await chooser.setInputFiles(png(64));
      await page.getByRole('button', { name: 'Enviar imagem' }).click();
      await expect(page.getByRole('alert')).toContainText(
        'A imagem do bot precisa ter entre 128 e 1024 pixels de largura e de altura.',
      );
      await expect(current).toHaveAttribute('src', storedSrc!);
      await page.getByRole('button', { name: 'Descartar' }).click();

      // Not an image at all, though named and typed as a PNG: refused by its content.
      await chooser.setInputFiles({
        name: 'falso.png',
        mimeType: 'image/png',
        buffer: Buffer.from('<svg></svg>'),
      });
      await page.getByRole('button', { name: 'Enviar imagem' }).click();
      await expect(page.getByRole('alert')).toContainText('A imagem do bot precisa ser PNG, JPEG ou WebP.');
      await page.getByRole('button', { name: 'Descartar' }).click();

      // Another type: refused before sending.
      await chooser.setInputFiles({ name: 'bot.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
      await expect(page.getByRole('alert')).toHaveText('A imagem do bot precisa ser PNG, JPEG ou WebP.');

      // The switches save as they change, and are put back.
      const showImage = page.getByRole('checkbox', { name: /Mostrar a imagem nas reuniões/ });
      await showImage.uncheck();
      await expect(showImage).not.toBeChecked();
      await expect(showImage).toBeEnabled();
      await page.reload();
      await expect(page.getByRole('checkbox', { name: /Mostrar a imagem nas reuniões/ })).not.toBeChecked();
      await page.getByRole('checkbox', { name: /Mostrar a imagem nas reuniões/ }).check();
      const privacy = page.getByRole('checkbox', { name: /Enviar aviso de gravação por e-mail/ });
      await privacy.check();
      await expect(privacy).toBeEnabled();
      await privacy.uncheck();
      await expect(privacy).toBeEnabled();
      await expect(privacy).not.toBeChecked();

      // Without a picture there is nothing to show: the switch reads off and cannot be turned on.
      await page.getByRole('button', { name: 'Remover imagem' }).click();
      await expect(showImage).not.toBeChecked();
      await expect(showImage).toBeDisabled();
    } finally {
      if (await page.getByRole('button', { name: 'Remover imagem' }).isVisible()) {
        await page.getByRole('button', { name: 'Remover imagem' }).click();
      }
    }
    await expect(page.getByText('Nenhuma imagem: o bot usa o avatar padrão.')).toBeVisible();
    await expect(current).toHaveCount(0);
  });
});

test.describe('as a seller', () => {
  test.use({ storageState: storageStateOf('seller') });

  test('adds a company word on /config/general, is refused a duplicate in another case, and removes it', async ({
    page,
  }) => {
    const word = `Pautinha${Date.now()}`;
    await page.goto('/config/general');
    // Only administrators are offered the bot's page.
    const settings = page.getByRole('navigation', { name: 'Configurações' });
    await expect(settings.getByRole('link', { name: 'Integrações' })).toBeVisible();
    await expect(settings.getByRole('link', { name: 'Bot', exact: true })).toHaveCount(0);
    const section = page.getByRole('region', { name: 'Vocabulário da empresa' });
    const field = section.getByRole('textbox', { name: 'Nova palavra' });
    await field.fill(word);
    await section.getByRole('button', { name: 'Adicionar' }).click();
    const list = section.getByRole('list', { name: 'Palavras do vocabulário' });
    await expect(list.getByText(word, { exact: true })).toBeVisible();
    await expect(field).toHaveValue('');

    await field.fill(word.toUpperCase());
    await section.getByRole('button', { name: 'Adicionar' }).click();
    await expect(section.getByText('Esta palavra já está no vocabulário da empresa.')).toBeVisible();
    await expect(field).toHaveValue(word.toUpperCase());

    await section.getByRole('button', { name: `Remover ${word}` }).click();
    await expect(list.getByText(word, { exact: true })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Vocabulário da empresa' })).toBeVisible();
    await expect(page.getByText(word, { exact: true })).toHaveCount(0);
  });
});
