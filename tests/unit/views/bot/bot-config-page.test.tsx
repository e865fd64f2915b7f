import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { BotConfigWrite } from '../../../../src/machines/bot/bot-config/actors.ts';
import { botConfigMachine } from '../../../../src/machines/bot/bot-config/bot-config.machine.ts';
import type { BotConfig } from '../../../../src/api-contract/bot-config.ts';
import { BotConfigContext } from '../../../../src/views/bot/bot-config/bot-config-context.ts';
import { BotConfigScreen } from '../../../../src/views/bot/bot-config/BotConfigScreen.tsx';
import {
  gifFile,
  imageDimensionsRefusal,
  pngFile,
  renamedBotConfig,
  storedBotConfig,
} from '../../../model/bot/bot-config.fixtures.ts';
import { renderView } from '../support/render-app.tsx';

type Save = (write: BotConfigWrite) => Promise<BotConfig>;

function renderBotConfig(save: (write: BotConfigWrite) => Promise<BotConfig> = async () => storedBotConfig) {
  const logic = botConfigMachine.provide({
    actors: {
      loadBotConfig: fromPromise(async () => storedBotConfig),
      saveBotConfig: fromPromise(({ input }) => save(input)),
    },
  });
  renderView(
    <BotConfigContext.Provider logic={logic}>
      <BotConfigScreen />
    </BotConfigContext.Provider>,
  );
}

describe('/config/bot', () => {
  it('shows the stored name, picture and switches, each explained in Portuguese', async () => {
    renderBotConfig();
    expect(await screen.findByRole('textbox', { name: 'Nome' })).toHaveProperty('value', 'Assistente Pauta');
    expect(screen.getByRole('img', { name: 'Imagem atual do bot' }).getAttribute('src')).toBe(
      storedBotConfig.image,
    );
    expect(screen.getByRole('checkbox', { name: /Mostrar a imagem nas reuniões/ })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.getByRole('checkbox', { name: /Enviar aviso de gravação por e-mail/ })).toHaveProperty(
      'checked',
      false,
    );
    expect(screen.getByText(/PNG, JPEG ou WebP de até 1 MB/)).toBeTruthy();
  });

  it('does not send an unchanged name and says so; sends a new one trimmed', async () => {
    const save = vi.fn<Save>(async () => renamedBotConfig);
    renderBotConfig(save);
    const user = userEvent.setup();
    const field = await screen.findByRole('textbox', { name: 'Nome' });
    await user.clear(field);
    await user.type(field, ' Assistente Pauta ');
    await user.click(screen.getByRole('button', { name: 'Salvar nome' }));
    expect(await screen.findByText('Este já é o nome do bot; nada foi enviado.')).toBeTruthy();
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Salvar nome' }));
    expect(await screen.findByText('Informe o nome do bot.')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
    await user.type(field, '  Ana da Pauta ');
    await user.click(screen.getByRole('button', { name: 'Salvar nome' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith({ kind: 'name', name: 'Ana da Pauta' }));
    await waitFor(() => expect(field).toHaveProperty('value', 'Ana da Pauta'));
  });

  it("refuses an empty name under the field in place of the last write's failure; it stays while typing", async () => {
    const save = vi
      .fn<Save>()
      .mockRejectedValueOnce(imageDimensionsRefusal)
      .mockResolvedValue(storedBotConfig);
    renderBotConfig(save);
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText('Escolher imagem'), pngFile());
    await user.click(await screen.findByRole('button', { name: 'Enviar imagem' }));
    expect((await screen.findByRole('alert')).textContent).toContain('128 e 1024 pixels');
    const field = screen.getByRole('textbox', { name: 'Nome' });
    await user.clear(field);
    await user.type(field, '   ');
    const button = screen.getByRole('button', { name: 'Salvar nome' });
    await user.click(button);
    expect(await screen.findByText('Informe o nome do bot.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(field).toHaveProperty('value', '   ');
    await user.type(field, 'Ana');
    expect(screen.getByText('Informe o nome do bot.')).toBeTruthy();
    // Another write starts: what was said about the name goes.
    await user.click(screen.getByRole('checkbox', { name: /Enviar aviso de gravação por e-mail/ }));
    await waitFor(() => expect(screen.queryByText('Informe o nome do bot.')).toBeNull());
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('previews a chosen picture before sending it; a refusal keeps the current one and says why', async () => {
    renderBotConfig(() => Promise.reject(imageDimensionsRefusal));
    const user = userEvent.setup();
    const input = await screen.findByLabelText('Escolher imagem');
    await user.upload(input, pngFile());
    const preview = await screen.findByRole('img', { name: 'Pré-visualização da nova imagem' });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await user.click(screen.getByRole('button', { name: 'Enviar imagem' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'A imagem do bot precisa ter entre 128 e 1024 pixels de largura e de altura.',
    );
    expect(screen.getByRole('img', { name: 'Imagem atual do bot' })).toBeTruthy();
  });

  it('refuses a picture of another type before sending it', async () => {
    const save = vi.fn<Save>(async () => storedBotConfig);
    renderBotConfig(save);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(await screen.findByLabelText('Escolher imagem'), gifFile());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'A imagem do bot precisa ser PNG, JPEG ou WebP.',
    );
    expect(screen.queryByRole('img', { name: 'Pré-visualização da nova imagem' })).toBeNull();
    expect(save).not.toHaveBeenCalled();
  });

  it('removes the picture and switches the privacy e-mail', async () => {
    const save = vi.fn<Save>(async (write: BotConfigWrite) =>
      write.kind === 'removeImage'
        ? { ...storedBotConfig, image: null }
        : { ...storedBotConfig, image: null, privacyEmailEnabled: true },
    );
    renderBotConfig(save);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remover imagem' }));
    expect(await screen.findByText('Nenhuma imagem: o bot usa o avatar padrão.')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: /Enviar aviso de gravação por e-mail/ }));
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: /Enviar aviso de gravação por e-mail/ })).toHaveProperty(
        'checked',
        true,
      ),
    );
    expect(save.mock.calls.map(([write]) => write.kind)).toEqual(['removeImage', 'privacyEmail']);
  });
});
