import { z } from 'zod';
import { webhookUrlProblem } from '../../domain/webhook-url.ts';

/*
 * The webhook URL as the form checks it: trimmed, not empty, and one the server accepts (src/domain/webhook-url.ts,
 * the rules of the server's webhookBodySchema). Messages are i18n keys (integrations:webhook.problems): the
 * machine says them (url.refused) under the field, where it says the server's refusal.
 */
export const webhookFormSchema = z.object({
  url: z
    .string()
    .trim()
    .superRefine((url, context) => {
      const problem = url === '' ? 'empty' : webhookUrlProblem(url);
      if (problem) context.addIssue({ code: 'custom', message: `integrations:webhook.problems.${problem}` });
    }),
});
