/*
 * The company's bot config (spec section 7, Bot config). Every write answers the whole config as stored, so
 * the page shows what the server kept. Only the /config/bot page shows it; the bot's name reaches the meeting
 * page through the bot's own timeline, written by the server.
 */
import { http } from '../http.ts';
import {
  botConfigSchema,
  type BotConfig,
  type BotImageStatus,
  type BotImageStatusBody,
  type BotNameBody,
  type BotPrivacyEmailBody,
} from '../../api-contract/bot-config.ts';

type Options = { signal?: AbortSignal };

const path = 'companies/bot-config';

export function getBotConfig({ signal }: Options = {}): Promise<BotConfig> {
  return http.getJson(path, botConfigSchema, { signal });
}

/** The name as the page sends it (spec section 5: trimmed, not empty, new); the server checks it again. */
export function renameBot(name: string, { signal }: Options = {}): Promise<BotConfig> {
  const body: BotNameBody = { name };
  return http.sendJson('PUT', `${path}/name`, body, botConfigSchema, { signal });
}

export function setBotPrivacyEmail(
  privacyEmailEnabled: boolean,
  { signal }: Options = {},
): Promise<BotConfig> {
  const body: BotPrivacyEmailBody = { privacyEmailEnabled };
  return http.sendJson('PUT', `${path}/privacy-email`, body, botConfigSchema, { signal });
}

export function setBotImageStatus(imageStatus: BotImageStatus, { signal }: Options = {}): Promise<BotConfig> {
  const body: BotImageStatusBody = { imageStatus };
  return http.sendJson('PUT', `${path}/image-status`, body, botConfigSchema, { signal });
}

/** The picture as a multipart form (field `image`); refused in Portuguese when its content does not fit. */
export function uploadBotImage(file: File, { signal }: Options = {}): Promise<BotConfig> {
  const form = new FormData();
  form.append('image', file, file.name);
  return http.sendForm('POST', `${path}/image`, form, botConfigSchema, { signal });
}

export function removeBotImage({ signal }: Options = {}): Promise<BotConfig> {
  return http.sendJson('DELETE', `${path}/image`, undefined, botConfigSchema, { signal });
}
