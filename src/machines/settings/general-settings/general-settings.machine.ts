/*
 * /config/general: importMeeting, emailMeeting and the default template of the signed-in user. The form's
 * fields live in the view (react-hook-form + zod); this machine owns what happens to them.
 * - loading: the user's settings and the templates they may choose; loadFailed says why and can retry.
 * - editing: the form, with the stored settings; saving sends it (PATCH /api/users/settings/general).
 * - saved: the server stored it (and the session reloads the user); changing a field goes back to editing.
 * - failed: the server refused or could not be reached; the form keeps what was typed and can be sent again.
 */
import { assertEvent, assign, setup } from 'xstate';
import type { TemplateSummary } from '../../../api-contract/template.ts';
import type { GeneralSettings } from '../../../api-contract/general-settings.ts';
import type { AppError } from '../../../services/errors.ts';
import { clearFailure, errorOf, failWith } from '../../shared/failure.ts';
import { generalSettingsActors, type GeneralSettingsData } from './actors.ts';

export type GeneralSettingsContext = {
  /** As the server last stored them; the form starts from these. */
  settings: GeneralSettings | null;
  templates: TemplateSummary[];
  failure: AppError | null;
};

export type GeneralSettingsEvent =
  | { type: 'settings.save'; settings: GeneralSettings }
  | { type: 'settings.edit' }
  | { type: 'settings.retry' };

export const generalSettingsMachine = setup({
  types: {
    context: {} as GeneralSettingsContext,
    events: {} as GeneralSettingsEvent,
  },
  actors: generalSettingsActors,
  actions: {
    takeLoaded: assign((_, data: GeneralSettingsData) => ({ ...data, failure: null })),
    takeSaved: assign((_, settings: GeneralSettings) => ({ settings, failure: null })),
    clearFailure: clearFailure(),
    fail: failWith('request'),
  },
}).createMachine({
  id: 'generalSettings',
  description: 'Configurações gerais: reuniões importadas, e-mails e modelo padrão',
  meta: {
    events: {
      'xstate.done.actor.loadSettings': 'Configurações e modelos recebidos',
      'xstate.error.actor.loadSettings': 'Falhou ao buscar as configurações',
      'settings.retry': 'Pessoa pediu para carregar de novo',
      'settings.save': 'Configurações enviadas para salvar',
      'settings.edit': 'Pessoa mudou um campo das configurações',
      'xstate.done.actor.saveSettings': 'Servidor salvou as configurações',
      'xstate.error.actor.saveSettings': 'Falhou ao salvar as configurações',
    },
  },
  context: { settings: null, templates: [], failure: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'Buscando as configurações e os modelos que a pessoa pode escolher',
      tags: ['busy'],
      invoke: {
        id: 'loadSettings',
        src: 'loadSettings',
        onDone: { target: 'editing', actions: { type: 'takeLoaded', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: { type: 'fail', params: errorOf } },
      },
    },
    loadFailed: {
      description: 'Falhou ao carregar: mostra o erro e oferece tentar de novo',
      tags: ['error'],
      on: { 'settings.retry': { target: 'loading', actions: 'clearFailure' } },
    },
    editing: {
      description: 'Pessoa editando as configurações',
      on: { 'settings.save': { target: 'saving' } },
    },
    saving: {
      description: 'Salvando as configurações no servidor',
      tags: ['busy'],
      invoke: {
        id: 'saveSettings',
        src: 'saveSettings',
        input: ({ event }) => {
          assertEvent(event, 'settings.save');
          return event.settings;
        },
        onDone: { target: 'saved', actions: { type: 'takeSaved', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'fail', params: errorOf } },
      },
    },
    saved: {
      description: 'Configurações salvas',
      tags: ['success'],
      on: {
        'settings.edit': { target: 'editing' },
        'settings.save': { target: 'saving' },
      },
    },
    failed: {
      description: 'Falhou ao salvar: mostra o motivo e mantém o que foi escolhido',
      tags: ['error'],
      on: {
        'settings.edit': { target: 'editing', actions: 'clearFailure' },
        'settings.save': { target: 'saving', actions: 'clearFailure' },
      },
    },
  },
});
