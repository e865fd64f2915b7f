import { z } from 'zod';
import {
  dailyReportLimits,
  timeOfDayPattern,
  type CreateDailyReportConfig,
  type DailyReportConfig,
} from '../../api-contract/daily-report.ts';

/** Commas, semicolons, spaces or lines between addresses: however people paste a list. */
export const splitRecipients = (text: string): string[] =>
  text
    .split(/[\s,;]+/)
    .map((address) => address.trim())
    .filter((address) => address.length > 0);

const isEmail = (address: string) => z.email().safeParse(address).success;

/**
 * The report form as its inputs hold it; the checks are the server's own, so the person sees the same
 * rule before sending. Messages are i18n keys of 'reports'.
 */
export const reportFormSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, { error: 'reports:validation.nameRequired' })
      .max(dailyReportLimits.nameMaxLength, { error: 'reports:validation.nameTooLong' }),
    recipients: z.string().superRefine((text, ctx) => {
      const list = splitRecipients(text);
      if (list.length === 0)
        ctx.addIssue({ code: 'custom', message: 'reports:validation.recipientsRequired' });
      else if (!list.every(isEmail))
        ctx.addIssue({ code: 'custom', message: 'reports:validation.recipientInvalid' });
      else if (new Set(list.map((address) => address.toLowerCase())).size > dailyReportLimits.maxRecipients)
        ctx.addIssue({ code: 'custom', message: 'reports:validation.recipientsTooMany' });
    }),
    teamIds: z.array(z.string()),
    sellerIds: z.array(z.string()),
    timeOfDay: z.string().regex(timeOfDayPattern, { error: 'reports:validation.timeInvalid' }),
    emailEnabled: z.boolean(),
  })
  .refine((values) => values.teamIds.length + values.sellerIds.length > 0, {
    error: 'reports:validation.coverageRequired',
    path: ['teamIds'],
  });

export type ReportFormValues = z.input<typeof reportFormSchema>;

export const emptyReportForm: ReportFormValues = {
  name: '',
  recipients: '',
  teamIds: [],
  sellerIds: [],
  timeOfDay: '18:00',
  emailEnabled: true,
};

export const toFormValues = (report: DailyReportConfig): ReportFormValues => ({
  name: report.name,
  recipients: report.recipients.join(', '),
  teamIds: report.teamIds,
  sellerIds: report.sellerIds,
  timeOfDay: report.timeOfDay,
  emailEnabled: report.emailEnabled,
});

export const toRequest = (values: ReportFormValues): CreateDailyReportConfig => ({
  name: values.name.trim(),
  recipients: splitRecipients(values.recipients),
  teamIds: values.teamIds,
  sellerIds: values.sellerIds,
  timeOfDay: values.timeOfDay,
  emailEnabled: values.emailEnabled,
});
