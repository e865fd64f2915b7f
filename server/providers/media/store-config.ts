import { z } from 'zod';

/**
 * Where media bytes live (MEDIA_STORE): `local`, files under DATA_DIR/media (the embedded default), or `s3`,
 * a bucket of any S3-compatible service (AWS S3, MinIO, Ceph, Cloudflare R2) that the browser uploads to and
 * plays from with presigned URLs.
 */
const envSchema = z.object({
  MEDIA_STORE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** The service's address (MinIO, Ceph, R2, a test server); unset: AWS S3 of S3_REGION. */
  S3_ENDPOINT: z.url().optional(),
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (MinIO and most local servers). */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  /** Both or neither; unset: the AWS SDK's own chain (environment, profile, instance role). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Size of each part the browser sends (S3 wants at least 5 MiB for every part but the last). */
  S3_PART_SIZE_BYTES: z.coerce
    .number()
    .int()
    .min(5 * 1024 ** 2)
    .max(5 * 1024 ** 3)
    .default(8 * 1024 ** 2),
});

export type S3StoreConfig = {
  kind: 's3';
  bucket: string;
  region: string;
  endpoint: string | undefined;
  forcePathStyle: boolean;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  partSizeBytes: number;
  /** The origin a browser reaches the bucket at: the page's CSP lets it PUT parts there and play from it. */
  origin: string;
};

export type MediaStoreConfig = { kind: 'local' } | S3StoreConfig;

export function readMediaStoreConfig(env: NodeJS.ProcessEnv): MediaStoreConfig {
  const parsed = envSchema.parse(env);
  if (parsed.MEDIA_STORE === 'local') return { kind: 'local' };
  if (!parsed.S3_BUCKET) throw new Error('MEDIA_STORE=s3 needs S3_BUCKET');
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = parsed;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither');
  }
  const forcePathStyle = parsed.S3_FORCE_PATH_STYLE === 'true';
  return {
    kind: 's3',
    bucket: parsed.S3_BUCKET,
    region: parsed.S3_REGION,
    endpoint: parsed.S3_ENDPOINT?.replace(/\/$/, ''),
    forcePathStyle,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    partSizeBytes: parsed.S3_PART_SIZE_BYTES,
    origin: bucketOrigin(parsed.S3_BUCKET, parsed.S3_REGION, parsed.S3_ENDPOINT, forcePathStyle),
  };
}

/** Path-style URLs go to the endpoint itself; virtual-hosted ones to `<bucket>.<endpoint host>`. */
function bucketOrigin(bucket: string, region: string, endpoint: string | undefined, pathStyle: boolean) {
  const base = new URL(endpoint ?? `https://s3.${region}.amazonaws.com`);
  return pathStyle ? base.origin : `${base.protocol}//${bucket}.${base.host}`;
}
