/*
 * Daily report e-mail config (spec sections 1, 3 and 7): an administrator chooses who receives, once a day
 * at a time of São Paulo, the day's meetings of some teams and sellers of the company. Only administrators
 * read and change them.
 */
import { z } from 'zod';

export const dailyReportLimits = { nameMaxLength: 80, maxRecipients: 20 } as const;

export const dailyReportMessages = {
  adminOnly: 'Somente um administrador pode configurar os relatórios diários.',
  notFound: 'Relatório diário não encontrado.',
  nameEmpty: 'Informe o nome do relatório.',
  nameTooLong: `O nome do relatório pode ter no máximo ${dailyReportLimits.nameMaxLength} caracteres.`,
  recipientsEmpty: 'Informe ao menos um destinatário.',
  recipientInvalid: 'Informe e-mails de destinatário válidos.',
  recipientsTooMany: `Informe no máximo ${dailyReportLimits.maxRecipients} destinatários.`,
  coverageEmpty: 'Escolha ao menos uma equipe ou um vendedor.',
  teamUnknown: 'Uma das equipes escolhidas não existe na empresa.',
  sellerUnknown: 'Um dos vendedores escolhidos não existe na empresa.',
  timeInvalid: 'Informe o horário no formato HH:MM (00:00 a 23:59).',
  sendFailed: 'Não foi possível enviar o e-mail do relatório. Tente novamente em instantes.',
  tooManyTests: 'Muitos envios de teste em pouco tempo. Aguarde alguns minutos e tente novamente.',
};

/** 'HH:MM', 00:00 to 23:59, in America/Sao_Paulo. */
export const timeOfDayPattern = /^([01]\d|2[0-3]):[0-5]\d$/;

const nameSchema = z
  .string(dailyReportMessages.nameEmpty)
  .trim()
  .min(1, dailyReportMessages.nameEmpty)
  .max(dailyReportLimits.nameMaxLength, dailyReportMessages.nameTooLong);

const recipientsSchema = z
  .array(z.string().trim().toLowerCase().pipe(z.email(dailyReportMessages.recipientInvalid)), {
    error: dailyReportMessages.recipientsEmpty,
  })
  .min(1, dailyReportMessages.recipientsEmpty)
  .max(dailyReportLimits.maxRecipients, dailyReportMessages.recipientsTooMany)
  // The same address twice would get the report twice.
  .transform((list) => [...new Set(list)]);

const idsSchema = z.array(z.string().min(1)).max(200);

const timeOfDaySchema = z.string(dailyReportMessages.timeInvalid).regex(timeOfDayPattern, {
  error: dailyReportMessages.timeInvalid,
});

/** Daily report e-mail config: what the API answers. */
export const dailyReportConfigSchema = z.object({
  id: z.string(),
  name: z.string(),
  recipients: z.array(z.string()),
  teamIds: z.array(z.string()),
  sellerIds: z.array(z.string()),
  timeOfDay: z.string(),
  emailEnabled: z.boolean(),
  /** The São Paulo day (YYYY-MM-DD) of the last report sent by the schedule; null before the first. */
  lastSentOn: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type DailyReportConfig = z.infer<typeof dailyReportConfigSchema>;

/** `GET /api/daily-report-config`: the company's report configs, oldest first. */
export const dailyReportConfigListSchema = z.array(dailyReportConfigSchema);

const coverageRefinement = (value: { teamIds?: string[]; sellerIds?: string[] }) =>
  (value.teamIds?.length ?? 0) + (value.sellerIds?.length ?? 0) > 0;

/** Body of `POST /api/daily-report-config`. */
export const createDailyReportConfigSchema = z
  .object({
    name: nameSchema,
    recipients: recipientsSchema,
    teamIds: idsSchema.default([]),
    sellerIds: idsSchema.default([]),
    timeOfDay: timeOfDaySchema,
    emailEnabled: z.boolean().default(true),
  })
  .refine(coverageRefinement, { error: dailyReportMessages.coverageEmpty, path: ['teamIds'] });
export type CreateDailyReportConfig = z.input<typeof createDailyReportConfigSchema>;

/** Body of `PATCH /api/daily-report-config/{id}`: any of the fields; the result must still cover someone. */
export const updateDailyReportConfigSchema = z.object({
  name: nameSchema.optional(),
  recipients: recipientsSchema.optional(),
  teamIds: idsSchema.optional(),
  sellerIds: idsSchema.optional(),
  timeOfDay: timeOfDaySchema.optional(),
  emailEnabled: z.boolean().optional(),
});
export type UpdateDailyReportConfig = z.input<typeof updateDailyReportConfigSchema>;

/** `GET /api/daily-report-config/options`: the teams and people of the company a report may cover. */
export const dailyReportOptionsSchema = z.object({
  teams: z.array(z.object({ id: z.string(), name: z.string() })),
  sellers: z.array(z.object({ id: z.string(), name: z.string(), email: z.string() })),
});
export type DailyReportOptions = z.infer<typeof dailyReportOptionsSchema>;

/** `POST /api/daily-report-config/{id}/send-test`: what was sent, at once, whatever the schedule. */
export const dailyReportTestSentSchema = z.object({
  recipients: z.array(z.string()),
  subject: z.string(),
  /** The São Paulo day the report covers (today). */
  day: z.string(),
  meetingCount: z.number().int().nonnegative(),
});
export type DailyReportTestSent = z.infer<typeof dailyReportTestSentSchema>;
