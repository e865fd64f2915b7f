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
  context: { settings: null, templates: [], failure: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadSettings',
        src: 'loadSettings',
        onDone: { target: 'editing', actions: { type: 'takeLoaded', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: { type: 'fail', params: errorOf } },
      },
    },
    loadFailed: {
      tags: ['error'],
      on: { 'settings.retry': { target: 'loading', actions: 'clearFailure' } },
    },
    editing: {
      on: { 'settings.save': { target: 'saving' } },
    },
    saving: {
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
      tags: ['success'],
      on: {
        'settings.edit': { target: 'editing' },
        'settings.save': { target: 'saving' },
      },
    },
    failed: {
      tags: ['error'],
      on: {
        'settings.edit': { target: 'editing', actions: 'clearFailure' },
        'settings.save': { target: 'saving', actions: 'clearFailure' },
      },
    },
  },
});
