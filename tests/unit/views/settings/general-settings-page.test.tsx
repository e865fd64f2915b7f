import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { GeneralSettingsData } from '../../../../src/machines/settings/general-settings/actors.ts';
import { generalSettingsMachine } from '../../../../src/machines/settings/general-settings/general-settings.machine.ts';
import type { GeneralSettings } from '../../../../src/api-contract/general-settings.ts';
import { HttpError } from '../../../../src/services/http-error.ts';
import { GeneralSettingsContext } from '../../../../src/views/settings/general-settings/general-settings-context.ts';
import { GeneralSettingsScreen } from '../../../../src/views/settings/general-settings/GeneralSettingsScreen.tsx';
import { loadedSettings } from '../../../model/settings/general-settings.fixtures.ts';
import { renderView } from '../support/render-app.tsx';

function renderPage(
  save: (settings: GeneralSettings) => Promise<GeneralSettings> = async (settings) => settings,
  load: () => Promise<GeneralSettingsData> = async () => loadedSettings,
) {
  const logic = generalSettingsMachine.provide({
    actors: {
      loadSettings: fromPromise(() => load()),
      saveSettings: fromPromise(({ input }) => save(input)),
    },
  });
  renderView(
    <GeneralSettingsContext.Provider logic={logic}>
      <GeneralSettingsScreen />
    </GeneralSettingsContext.Provider>,
  );
}

describe('/config/general', () => {
  it('explains each option in Portuguese and starts from the stored settings', async () => {
    renderPage();
    const imports = await screen.findByRole('group', { name: 'Reuniões importadas da agenda' });
    expect(imports.textContent).toContain(
      'Só eventos com link do Google Meet, Zoom ou Teams podem ter o bot.',
    );
    expect(screen.getByRole('radio', { name: /Não importar/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: /Não enviar/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: /colegas da reunião/ }).closest('label')?.textContent).toContain(
      'Clientes nunca recebem este e-mail.',
    );
    const template = screen.getByRole('combobox', { name: 'Modelo padrão das novas reuniões' });
    expect((template as HTMLSelectElement).value).toBe('');
    expect(screen.getByRole('option', { name: 'BANT (pronto da empresa)' })).toBeTruthy();
  });

  it('saves the chosen values as numbers and the template id, and says so', async () => {
    const save = vi.fn<(settings: GeneralSettings) => Promise<GeneralSettings>>(async (settings) => settings);
    renderPage(save);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /Só eventos com convidados de fora/ }));
    await user.click(screen.getByRole('radio', { name: /^Enviar para mim\s*Você recebe/ }));
    await user.selectOptions(screen.getByRole('combobox'), 'template-1');
    await user.click(screen.getByRole('button', { name: 'Salvar configurações' }));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith({ importMeeting: 3, emailMeeting: 1, templateId: 'template-1' }),
    );
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Configurações salvas.');
  });

  it('a refused save says why in Portuguese and keeps what was chosen', async () => {
    const refusal = new HttpError(404, 'Not Found', {
      body: { status: 404, title: 'Not Found', message: 'Modelo não encontrado.' },
    });
    renderPage(() => Promise.reject(refusal));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /Só os eventos que eu organizo/ }));
    await user.click(screen.getByRole('button', { name: 'Salvar configurações' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Modelo não encontrado.');
    expect(screen.getByRole('radio', { name: /Só os eventos que eu organizo/ })).toHaveProperty(
      'checked',
      true,
    );
  });

  it('a failed load offers to try again', async () => {
    const load = vi.fn<() => Promise<GeneralSettingsData>>();
    load.mockRejectedValueOnce(new HttpError(500, 'Internal Server Error')).mockResolvedValue(loadedSettings);
    renderPage(undefined, load);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('group', { name: 'E-mail ao fim da reunião' })).toBeTruthy();
  });
});
