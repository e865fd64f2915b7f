import { z } from 'zod';
import { isEmailMeeting, isImportMeeting } from '../domain/meeting-preferences.ts';

// Its own module, not user.ts: the user schema is on every first load, this one only on /config/general.
/** `PATCH /api/users/settings/general` (spec section 7): templateId null leaves the user without a default. */
export const generalSettingsSchema = z.object({
  importMeeting: z
    .number({ error: 'Informe quais reuniões importar da agenda (importMeeting).' })
    .refine(isImportMeeting, 'Opção de importação de reuniões inválida.'),
  emailMeeting: z
    .number({ error: 'Informe quem recebe o e-mail da reunião (emailMeeting).' })
    .refine(isEmailMeeting, 'Opção de e-mail da reunião inválida.'),
  templateId: z.string({ error: 'Informe o modelo padrão ou null (templateId).' }).nullable(),
});
export type GeneralSettings = z.infer<typeof generalSettingsSchema>;
