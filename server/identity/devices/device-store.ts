import { randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '../../db/database.ts';

/** A device a sign-in handed out; it can answer DEVICE_SRP_AUTH only once ConfirmDevice gave its verifier. */
export type PoolDevice = {
  deviceKey: string;
  sub: string;
  deviceGroupKey: string;
  name: string | null;
  srpSalt: string | null;
  srpVerifier: string | null;
  remembered: boolean;
  createdAt: Date;
  lastModifiedAt: Date;
  lastAuthenticatedAt: Date;
};

type DeviceRow = {
  device_key: string;
  sub: string;
  device_group_key: string;
  device_name: string | null;
  srp_salt: string | null;
  srp_verifier: string | null;
  remembered: boolean;
  created_at: Date | string;
  last_modified_at: Date | string;
  last_authenticated_at: Date | string;
};

const fromRow = (row: DeviceRow): PoolDevice => ({
  deviceKey: row.device_key,
  sub: row.sub,
  deviceGroupKey: row.device_group_key,
  name: row.device_name,
  srpSalt: row.srp_salt,
  srpVerifier: row.srp_verifier,
  remembered: row.remembered,
  createdAt: new Date(row.created_at),
  lastModifiedAt: new Date(row.last_modified_at),
  lastAuthenticatedAt: new Date(row.last_authenticated_at),
});

/** The pool's tracked devices, each one user's; `region` prefixes device keys as Cognito's do. */
export function createDeviceStore(db: Database, now: () => Date, region: string) {
  return {
    /** A new device for a sign-in that named none (NewDeviceMetadata). */
    async create(sub: string): Promise<PoolDevice> {
      const at = now();
      const [row] = await db.query<DeviceRow>(
        `INSERT INTO identity_devices (device_key, sub, device_group_key, created_at, last_modified_at,
           last_authenticated_at)
         VALUES ($1, $2, $3, $4, $4, $4) RETURNING *`,
        [`${region}_${randomUUID()}`, sub, `-${randomBytes(9).toString('base64url')}`, at],
      );
      if (!row) throw new Error('identity_devices insert returned no row');
      return fromRow(row);
    },

    /** The user's device by its key; another user's device does not exist for them. */
    async find(sub: string, deviceKey: string): Promise<PoolDevice | null> {
      const [row] = await db.query<DeviceRow>(
        'SELECT * FROM identity_devices WHERE device_key = $1 AND sub = $2',
        [deviceKey, sub],
      );
      return row ? fromRow(row) : null;
    },

    /** ConfirmDevice: the device's name and SRP verifier, remembered at once unless the pool waits for the user. */
    async confirm(
      device: PoolDevice,
      confirmation: { name: string | null; saltHex: string; verifierHex: string; remembered: boolean },
    ): Promise<void> {
      await db.query(
        `UPDATE identity_devices SET device_name = $2, srp_salt = $3, srp_verifier = $4, remembered = $5,
           last_modified_at = $6 WHERE device_key = $1`,
        [
          device.deviceKey,
          confirmation.name,
          confirmation.saltHex,
          confirmation.verifierHex,
          confirmation.remembered,
          now(),
        ],
      );
    },

    /** UpdateDeviceStatus. */
    async setRemembered(device: PoolDevice, remembered: boolean): Promise<void> {
      await db.query(
        'UPDATE identity_devices SET remembered = $2, last_modified_at = $3 WHERE device_key = $1',
        [device.deviceKey, remembered, now()],
      );
    },

    /** A sign-in from the device. */
    async signedInFrom(device: PoolDevice): Promise<void> {
      await db.query('UPDATE identity_devices SET last_authenticated_at = $2 WHERE device_key = $1', [
        device.deviceKey,
        now(),
      ]);
    },

    /** ListDevices: the user's devices, most recently used first, `limit` from `offset`. */
    async listOf(sub: string, page: { limit: number; offset: number }): Promise<PoolDevice[]> {
      const rows = await db.query<DeviceRow>(
        `SELECT * FROM identity_devices WHERE sub = $1
         ORDER BY last_authenticated_at DESC, device_key LIMIT $2 OFFSET $3`,
        [sub, page.limit, page.offset],
      );
      return rows.map(fromRow);
    },

    /** ForgetDevice: the device is gone; its next sign-in is a new device's. */
    async forget(device: PoolDevice): Promise<void> {
      await db.query('DELETE FROM identity_devices WHERE device_key = $1', [device.deviceKey]);
    },
  };
}

export type DeviceStore = ReturnType<typeof createDeviceStore>;
