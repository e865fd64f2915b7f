import { randomUUID } from 'node:crypto';
import { defaultBotName, type BotConfig, type BotImageStatus } from '../../../src/api-contract/bot-config.ts';
import { DomainError } from '../../domain-errors/domain-error.ts';
import type { SignedUrls } from '../../providers/media/signed-urls.ts';
import type { Caller } from '../caller.ts';
import { isUuid } from '../ids.ts';
import type { Store } from '../store.ts';
import type { BotConfigRecord, StoredBotImage } from './bot-config.repository.ts';
import { checkBotImage } from './bot-image.ts';

/**
 * The company's bot config (spec sections 3 and 7). Every user of the company reads it (the app shows the
 * bot's name); only an administrator changes it (403 in Portuguese). A caller only ever reaches their own
 * company's config, so another company's is never seen.
 */
export function createBotConfigService(deps: { store: Store; urls: Pick<SignedUrls, 'botImage'> }) {
  const { store, urls } = deps;

  async function answer(companyId: string, record?: BotConfigRecord): Promise<BotConfig> {
    const config = record ?? (await store.botConfig.find(companyId));
    return {
      name: config.name ?? defaultBotName,
      image: config.imageId ? await urls.botImage(companyId, config.imageId) : null,
      imageStatus: config.imageStatus,
      privacyEmailEnabled: config.privacyEmailEnabled,
    };
  }

  /** Runs an administrator's write, then answers the whole config as stored. */
  async function write(caller: Caller, change: () => Promise<void>): Promise<BotConfig> {
    if (!caller.isAdmin) throw new DomainError('bot-config-admin-only');
    await change();
    return answer(caller.companyId);
  }

  return {
    // Spec section 6: the bot configuration is an administrator's page, /config/bot, and only theirs to read.
    read: async (caller: Caller): Promise<BotConfig> => {
      if (!caller.isAdmin) throw new DomainError('bot-config-admin-only-read');
      return answer(caller.companyId);
    },

    setName: (caller: Caller, name: string) =>
      write(caller, () => store.botConfig.setName(caller.companyId, name)),

    setPrivacyEmail: (caller: Caller, enabled: boolean) =>
      write(caller, () => store.botConfig.setPrivacyEmail(caller.companyId, enabled)),

    setImageStatus: (caller: Caller, status: BotImageStatus) =>
      write(caller, () => store.botConfig.setImageStatus(caller.companyId, status)),

    /** Checked by its content (type, size, dimensions) before it replaces the current picture. */
    setImage: (caller: Caller, bytes: Uint8Array | undefined) =>
      write(caller, async () => {
        if (!bytes) throw new DomainError('bot-image-missing');
        const contentType = checkBotImage(bytes);
        await store.botConfig.setImage(caller.companyId, { imageId: randomUUID(), contentType, bytes });
      }),

    removeImage: (caller: Caller) => write(caller, () => store.botConfig.removeImage(caller.companyId)),

    /** For the signed link an <img> follows: the picture it was signed for, if still the current one. */
    async signedImage(companyId: string, imageId: string): Promise<StoredBotImage> {
      const image = isUuid(companyId) && isUuid(imageId) && (await store.botConfig.image(companyId, imageId));
      if (!image) throw new DomainError('bot-image-not-found');
      return image;
    },

    /** The name the bot of the meeting's company uses in calls and in the meeting's timeline. */
    async botNameOfMeeting(meetingId: string): Promise<string> {
      return (await store.botConfig.findForMeeting(meetingId))?.name ?? defaultBotName;
    },
  };
}
