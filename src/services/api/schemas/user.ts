import { z } from 'zod';
import { isEmailMeeting, isImportMeeting } from '../../../domain/meeting-preferences.ts';

/** The user as `GET /api/users/me` returns it (spec section 3, User). */
export const userSchema = z.object({
  id: z.string(),
  emailAddress: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  isAdmin: z.boolean(),
  companyId: z.string(),
  importMeeting: z.number().int().default(0),
  emailMeeting: z.number().int().default(0),
  templateId: z.string().nullable(),
  isDefaultTemplate: z.boolean(),
  resetPassword: z.boolean(),
  isGMeetConnected: z.boolean(),
  isOutlookConnected: z.boolean(),
  isOutlookLegacy: z.boolean(),
  cognitoId: z.string().nullable(),
  authType: z.enum(['cognito', 'basic']),
});
export type User = z.infer<typeof userSchema>;

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
