import type { GeneralSettingsData } from '../../../src/machines/settings/general-settings/actors.ts';
import type { TemplateSummary } from '../../../src/api-contract/template.ts';
import type { GeneralSettings } from '../../../src/api-contract/general-settings.ts';

/** Shared by the general settings transition and model tests. */
export const storedSettings: GeneralSettings = { importMeeting: 0, emailMeeting: 0, templateId: null };
export const chosenSettings: GeneralSettings = {
  importMeeting: 3,
  emailMeeting: 1,
  templateId: 'template-1',
};

const bant: TemplateSummary = {
  id: 'template-1',
  name: 'BANT',
  isShared: true,
  owner: null,
  questionCount: 4,
  isMine: false,
  mayChange: false,
  isDefault: false,
  usage: { meetings: 3, defaultFor: 0 },
  createdAt: '2026-01-05T12:00:00.000Z',
};

export const loadedSettings: GeneralSettingsData = { settings: storedSettings, templates: [bant] };
