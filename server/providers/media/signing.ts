import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * What a signature grants: the PUT of one upload, the GET of one meeting's recording of one kind, a shared
 * link's recording while the link's password is the one it was signed for (`grant`), or one picture of a
 * company's bot (a replaced picture has another id, so its old links stop working).
 */
export type SignedTarget =
  | { purpose: 'upload'; meetingId: string }
  | { purpose: 'media'; meetingId: string; kind: string }
  | { purpose: 'sharedMedia'; shareId: string; kind: string; grant: string }
  | { purpose: 'botImage'; companyId: string; imageId: string };

export type SignedQuery = { expires: string; signature: string };

export type UrlSigner = {
  sign(target: SignedTarget, ttlSeconds: number, now?: number): Promise<SignedQuery & { expiresAt: Date }>;
  /** 'ok', or why the URL is refused: a bad signature and an expired one both answer 403, with different words. */
  verify(
    target: SignedTarget,
    query: Partial<SignedQuery>,
    now?: number,
  ): Promise<'ok' | 'invalid' | 'expired'>;
};

const keyFileName = 'url-signing.key';

/**
 * HMAC-SHA256 over purpose, id and expiry. The key comes from SECRETS_KEY when configured (`sharedSecret`,
 * the same on every server behind a load balancer, so a URL one server signs every other accepts), else from
 * a secret generated once under DATA_DIR/secrets; either way URLs handed out survive a restart and no two
 * installations accept each other's URLs.
 */
export function createUrlSigner(dataDir: string, sharedSecret?: Buffer): UrlSigner {
  let key: Promise<Buffer> | undefined;
  const secret = () =>
    (key ??= sharedSecret
      ? Promise.resolve(urlSigningKeyOf(sharedSecret))
      : loadOrCreateKey(path.join(dataDir, 'secrets')));

  const mac = async (target: SignedTarget, expires: string) =>
    createHmac('sha256', await secret())
      .update([...signedFields(target), expires].join('\n'))
      .digest();

  return {
    async sign(target, ttlSeconds, now = Date.now()) {
      const expiresSeconds = Math.floor(now / 1000) + ttlSeconds;
      const expires = String(expiresSeconds);
      return {
        expires,
        signature: (await mac(target, expires)).toString('base64url'),
        expiresAt: new Date(expiresSeconds * 1000),
      };
    },
    async verify(target, query, now = Date.now()) {
      if (!query.expires || !query.signature || !/^\d{1,12}$/.test(query.expires)) return 'invalid';
      const expected = await mac(target, query.expires);
      const given = Buffer.from(query.signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      return Number(query.expires) * 1000 <= now ? 'expired' : 'ok';
    },
  };
}

function signedFields(target: SignedTarget): string[] {
  switch (target.purpose) {
    case 'upload':
      return [target.purpose, target.meetingId, ''];
    case 'media':
      return [target.purpose, target.meetingId, target.kind];
    case 'sharedMedia':
      return [target.purpose, target.shareId, target.kind, target.grant];
    case 'botImage':
      return [target.purpose, target.companyId, target.imageId];
  }
}

/** A key of its own for URLs, derived from the shared secret: a signature never helps attack the secret box. */
const urlSigningKeyOf = (sharedSecret: Buffer) =>
  createHmac('sha256', sharedSecret).update('pauta-url-signing-key').digest();

async function loadOrCreateKey(directory: string): Promise<Buffer> {
  const file = path.join(directory, keyFileName);
  await mkdir(directory, { recursive: true, mode: 0o700 });
  // 'wx' fails when another start created the key first; we then read theirs, so one key wins.
  await writeFile(file, randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    },
  );
  return Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
}
