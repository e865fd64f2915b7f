import { z } from 'zod';
import { emailMeetingValues, importMeetingValues } from '../../../domain/meeting-preferences.ts';
import type { GeneralSettings } from '../../../api-contract/general-settings.ts';

const asStrings = (values: Record<string, number>) =>
  Object.values(values).map(String) as [string, ...string[]];

export const importMeetingChoices = asStrings(importMeetingValues);
export const emailMeetingChoices = asStrings(emailMeetingValues);

/** The form as radios and a select hold it: strings; '' is "no default template". */
export const generalSettingsFormSchema = z.object({
  importMeeting: z.enum(importMeetingChoices),
  emailMeeting: z.enum(emailMeetingChoices),
  templateId: z.string(),
});
export type GeneralSettingsValues = z.infer<typeof generalSettingsFormSchema>;

export const toFormValues = (settings: GeneralSettings): GeneralSettingsValues => ({
  importMeeting: String(settings.importMeeting),
  emailMeeting: String(settings.emailMeeting),
  templateId: settings.templateId ?? '',
});

export const fromFormValues = (values: GeneralSettingsValues): GeneralSettings => ({
  importMeeting: Number(values.importMeeting),
  emailMeeting: Number(values.emailMeeting),
  templateId: values.templateId === '' ? null : values.templateId,
});
