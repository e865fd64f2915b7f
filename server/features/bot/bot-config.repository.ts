import type { Database } from '../../db/database.ts';
import type { BotImageStatus } from '../../../src/api-contract/bot-config.ts';

/** The stored settings of one company's bot; null fields are the defaults. */
export type BotConfigRecord = {
  name: string | null;
  imageId: string | null;
  imageStatus: BotImageStatus;
  privacyEmailEnabled: boolean;
};

export type StoredBotImage = { imageId: string; contentType: string; bytes: Uint8Array };

type ConfigRow = {
  name: string | null;
  image_id: string | null;
  image_status: BotImageStatus;
  privacy_email_enabled: boolean;
};

/** The columns a single setting is written to; never from the request. */
type SettingColumn = 'name' | 'image_status' | 'privacy_email_enabled';

const defaults: BotConfigRecord = {
  name: null,
  imageId: null,
  imageStatus: 'active',
  privacyEmailEnabled: false,
};

/**
 * `company_bot_config` and `meeting_privacy_notices`: every query is scoped by the company (or by the meeting,
 * for what the bot does in it). A company without a row has the defaults; each write creates the row.
 */
export function createBotConfigRepository(db: Database) {
  /** Writes one column of the company's row, creating the row with the defaults first. */
  async function upsert(companyId: string, column: SettingColumn, value: unknown): Promise<void> {
    await db.query(
      `INSERT INTO company_bot_config (company_id, ${column}) VALUES ($1, $2)
       ON CONFLICT (company_id) DO UPDATE SET ${column} = EXCLUDED.${column}, updated_at = now()`,
      [companyId, value],
    );
  }

  async function find(companyId: string): Promise<BotConfigRecord> {
    const [row] = await db.query<ConfigRow>(
      `SELECT name, image_id, image_status, privacy_email_enabled FROM company_bot_config WHERE company_id = $1`,
      [companyId],
    );
    if (!row) return defaults;
    return {
      name: row.name,
      imageId: row.image_id,
      imageStatus: row.image_status,
      privacyEmailEnabled: row.privacy_email_enabled,
    };
  }

  return {
    find,

    /** The settings of the company that holds the meeting (what its bot calls itself, whom it tells). */
    async findForMeeting(meetingId: string): Promise<BotConfigRecord | undefined> {
      const [row] = await db.query<{ company_id: string }>('SELECT company_id FROM meetings WHERE id = $1', [
        meetingId,
      ]);
      return row && find(row.company_id);
    },

    setName: (companyId: string, name: string) => upsert(companyId, 'name', name),
    setImageStatus: (companyId: string, status: BotImageStatus) => upsert(companyId, 'image_status', status),
    setPrivacyEmail: (companyId: string, enabled: boolean) =>
      upsert(companyId, 'privacy_email_enabled', enabled),

    async setImage(companyId: string, image: StoredBotImage): Promise<void> {
      await db.query(
        `INSERT INTO company_bot_config (company_id, image, image_content_type, image_id) VALUES ($1, $2, $3, $4)
         ON CONFLICT (company_id) DO UPDATE SET image = EXCLUDED.image,
           image_content_type = EXCLUDED.image_content_type, image_id = EXCLUDED.image_id, updated_at = now()`,
        [companyId, image.bytes, image.contentType, image.imageId],
      );
    },

    async removeImage(companyId: string): Promise<void> {
      await db.query(
        `UPDATE company_bot_config SET image = NULL, image_content_type = NULL, image_id = NULL, updated_at = now()
          WHERE company_id = $1`,
        [companyId],
      );
    },

    /** The company's picture if `imageId` is still the current one (a signed link names the one it was for). */
    async image(companyId: string, imageId: string): Promise<StoredBotImage | undefined> {
      const [row] = await db.query<{ image: Uint8Array; image_content_type: string }>(
        `SELECT image, image_content_type FROM company_bot_config
          WHERE company_id = $1 AND image_id = $2 AND image IS NOT NULL`,
        [companyId, imageId],
      );
      return row && { imageId, contentType: row.image_content_type, bytes: row.image };
    },

    /** The picture the meeting's bot shows in the call: the company's, when set and turned on. */
    async pictureForMeeting(
      meetingId: string,
    ): Promise<{ contentType: string; bytes: Uint8Array } | undefined> {
      const [row] = await db.query<{ image: Uint8Array; image_content_type: string }>(
        `SELECT c.image, c.image_content_type FROM meetings m
           JOIN company_bot_config c ON c.company_id = m.company_id
          WHERE m.id = $1 AND c.image IS NOT NULL AND c.image_status = 'active'`,
        [meetingId],
      );
      return row && { contentType: row.image_content_type, bytes: row.image };
    },

    /** Claims the meeting's privacy notice: true the first time only. */
    async claimPrivacyNotice(meetingId: string): Promise<boolean> {
      const rows = await db.query<{ meeting_id: string }>(
        `INSERT INTO meeting_privacy_notices (meeting_id) VALUES ($1)
         ON CONFLICT (meeting_id) DO NOTHING RETURNING meeting_id`,
        [meetingId],
      );
      return rows.length > 0;
    },
  };
}
