import { z } from 'zod';

/*
 * The bot's name as the form checks it (spec section 5: sent only when non-empty after trimming; the server's
 * botNameSchema in src/api-contract/bot-config.ts, and the field's maxLength holds the length). The message is
 * an i18n key: the machine says it (name.refused), and itself refuses the name the bot already has.
 */
export const botNameFormSchema = z.object({
  name: z.string().trim().min(1, { error: 'botConfig:name.empty' }),
});
