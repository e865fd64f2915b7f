import { fromPromise } from 'xstate';
import type { TemplateSummary } from '../../../api-contract/template.ts';
import type { GeneralSettings } from '../../../api-contract/general-settings.ts';
import { listTemplates } from '../../../services/templates/templates.ts';
import { getMe, saveGeneralSettings } from '../../../services/users/users.ts';

/** What the page shows: the user's settings as stored, and the templates they may choose as default. */
export type GeneralSettingsData = { settings: GeneralSettings; templates: TemplateSummary[] };

export const generalSettingsActors = {
  loadSettings: fromPromise<GeneralSettingsData>(async ({ signal }) => {
    const [user, templates] = await Promise.all([getMe({ signal }), listTemplates({ signal })]);
    const { importMeeting, emailMeeting, templateId } = user;
    return { settings: { importMeeting, emailMeeting, templateId }, templates };
  }),

  /** The answer is the stored user; the service announces it, so the session reloads the user. */
  saveSettings: fromPromise<GeneralSettings, GeneralSettings>(async ({ input, signal }) => {
    const { importMeeting, emailMeeting, templateId } = await saveGeneralSettings(input, { signal });
    return { importMeeting, emailMeeting, templateId };
  }),
};
