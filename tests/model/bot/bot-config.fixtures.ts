import type { BotConfig } from '../../../src/api-contract/bot-config.ts';
import { HttpError } from '../../../src/services/http-error.ts';

/** The company's bot config as the API answers it, and its refusals, for the bot settings tests. */
export const storedBotConfig: BotConfig = {
  name: 'Assistente Pauta',
  image: 'http://localhost/api/files/bot-images/c1/i1?expires=1&signature=s',
  imageStatus: 'active',
  privacyEmailEnabled: false,
};

export const renamedBotConfig: BotConfig = { ...storedBotConfig, name: 'Ana da Pauta' };

export const pngFile = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'bot.png', { type: 'image/png' });
export const gifFile = () => new File([new Uint8Array([0x47, 0x49, 0x46])], 'bot.gif', { type: 'image/gif' });
export const hugePngFile = () =>
  new File([new Uint8Array(1024 * 1024 + 1)], 'grande.png', { type: 'image/png' });

export const imageDimensionsRefusal = new HttpError(400, 'Bad Request', {
  body: {
    status: 400,
    title: 'Bad Request',
    message: 'A imagem do bot precisa ter entre 128 e 1024 pixels de largura e de altura.',
  },
});
export const settingsNetworkError = new HttpError('FETCH_ERROR', 'Failed to fetch');
