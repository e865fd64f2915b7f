/*
 * Bot config (spec sections 3, 5 and 7): how the company's meeting bot presents itself in calls, its name and
 * picture, and whether it e-mails the participants a privacy notice when it joins. Every user of the company
 * reads it; only an administrator changes it.
 */
import { z } from 'zod';

/** The name the bot uses while the company has not chosen one. */
export const defaultBotName = 'Assistente Pauta';
export const botNameMaxLength = 60;

/** The picture: small enough for a call's participant tile, large enough to stay sharp. */
export const botImageRules = {
  maxBytes: 1024 * 1024,
  minSide: 128,
  maxSide: 1024,
  contentTypes: ['image/png', 'image/jpeg', 'image/webp'],
} as const;

export const botConfigMessages = {
  nameEmpty: 'Informe o nome do bot.',
  nameTooLong: `O nome do bot pode ter no máximo ${botNameMaxLength} caracteres.`,
  adminOnly: 'Somente um administrador pode alterar as configurações do bot.',
  adminOnlyRead: 'Somente um administrador pode ver as configurações do bot.',
  imageMissing: 'Envie a imagem do bot no campo "image".',
  imageType: 'A imagem do bot precisa ser PNG, JPEG ou WebP.',
  imageTooLarge: `A imagem do bot pode ter no máximo ${botImageRules.maxBytes / 1024 / 1024} MB.`,
  imageDimensions: `A imagem do bot precisa ter entre ${botImageRules.minSide} e ${botImageRules.maxSide} pixels de largura e de altura.`,
  imageNotFound: 'Imagem do bot não encontrada.',
};

/**
 * imageStatus: whether the bot shows the company's picture in calls. `active` shows it; `inactive` keeps the
 * picture stored but the bot joins with the provider's default avatar (to pause it without losing it). With no
 * picture stored the bot always uses the default avatar, whatever the status.
 */
export const botImageStatuses = ['active', 'inactive'] as const;
export const botImageStatusSchema = z.enum(
  botImageStatuses,
  'O status da imagem precisa ser active ou inactive.',
);
export type BotImageStatus = z.infer<typeof botImageStatusSchema>;

/** `GET /api/companies/bot-config` and the answer of every write. */
export const botConfigSchema = z.object({
  /** The company's chosen name, or the default one. */
  name: z.string(),
  /**
   * The picture: a signed, expiring link to it, or null when there is none. Named `image` as spec section 3
   * names the field ("Bot config: name, image, imageStatus, privacyEmailEnabled"), so a backend built to the
   * spec is read as it answers.
   */
  image: z.string().nullable(),
  imageStatus: botImageStatusSchema,
  privacyEmailEnabled: z.boolean(),
});
export type BotConfig = z.infer<typeof botConfigSchema>;

/** Body of `PUT /api/companies/bot-config/name`: trimmed, 1 to 60 characters. */
export const botNameSchema = z.object({
  name: z
    .string(botConfigMessages.nameEmpty)
    .trim()
    .min(1, botConfigMessages.nameEmpty)
    .max(botNameMaxLength, botConfigMessages.nameTooLong),
});
export type BotNameBody = z.infer<typeof botNameSchema>;

/** Body of `PUT /api/companies/bot-config/privacy-email`. */
export const botPrivacyEmailSchema = z.object({
  privacyEmailEnabled: z.boolean('Informe se o e-mail de privacidade está ligado (true ou false).'),
});
export type BotPrivacyEmailBody = z.infer<typeof botPrivacyEmailSchema>;

/** Body of `PUT /api/companies/bot-config/image-status`. */
export const botImageStatusBodySchema = z.object({ imageStatus: botImageStatusSchema });
export type BotImageStatusBody = z.infer<typeof botImageStatusBodySchema>;
