import { z } from 'zod';
import { configSlice } from '../../config-slice.ts';

const fourGibibytes = 4 * 1024 ** 3;

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

export type MediaConfig = {
  upload: { maxBytes: number; urlTtlSeconds: number; minFreeBytes: number; transferLeaseSeconds: number };
  /** Where media bytes live: local disk, or an S3-compatible bucket. */
  mediaStore: MediaStoreConfig;
  mediaUrlTtlSeconds: number;
};

/** Where recordings and uploads live (storage.ts, s3-storage.ts) and the signed URLs to them (signed-urls.ts). */
export const mediaConfig = configSlice({
  title: 'Media storage and uploads',
  intro: [
    'Uploaded files and bot recordings live in one media store (`MEDIA_STORE`): `local`, files under',
    '`$DATA_DIR/media` (the embedded default), or `s3`, a bucket of any S3-compatible service (AWS S3, MinIO, Ceph,',
    'Cloudflare R2) that the browser uploads to and plays from with presigned URLs. For a bucket set',
    '`MEDIA_STORE=s3`, `S3_BUCKET` and, outside AWS, `S3_ENDPOINT`; how uploads then go is in',
    '[Operations: Media storage](operations.md#media-storage).',
  ].join('\n'),
  env: z.object({
    MEDIA_STORE: z
      .enum(['local', 's3'])
      .default('local')
      .describe('Where media bytes live: `local` (files under `$DATA_DIR/media`) or `s3` (a bucket).'),
    S3_BUCKET: z.string().min(3).optional().describe('The bucket; required with `MEDIA_STORE=s3`.'),
    S3_REGION: z.string().min(1).default('us-east-1').describe("The bucket's region (`auto` for R2)."),
    S3_ENDPOINT: z
      .url()
      .optional()
      .describe(
        "The service's address (MinIO, Ceph, R2, a test server): `http://minio:9000`, `https://<account>.r2.cloudflarestorage.com`, ...",
      ),
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false'])
      .default('false')
      .describe(
        '`https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` URLs (MinIO, Ceph and most self-hosted services).',
      ),
    S3_ACCESS_KEY_ID: z
      .string()
      .min(1)
      .optional()
      .describe(
        "The bucket's access key id, with `S3_SECRET_ACCESS_KEY` (both or neither); unset: the AWS SDK's own chain (environment, profile, instance role).",
      ),
    S3_SECRET_ACCESS_KEY: z
      .string()
      .min(1)
      .optional()
      .describe('The secret of `S3_ACCESS_KEY_ID`; both or neither.'),
    S3_PART_SIZE_BYTES: z.coerce
      .number()
      .int()
      .min(5 * 1024 ** 2)
      .max(5 * 1024 ** 3)
      .default(8 * 1024 ** 2)
      .describe(
        'Size of each part the browser sends, in bytes (8 MiB; S3 wants at least 5 MiB for every part but the last, and more when a file would need over 10,000 parts).',
      ),
    UPLOAD_MAX_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(fourGibibytes)
      .describe('Largest recording or transcript file an upload accepts, in bytes (4 GiB).'),
    UPLOAD_URL_TTL_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(900)
      .describe(
        'Lifetime of a signed upload URL, in seconds; the client refreshes it (`GET /api/upload/{id}/refresh-url`).',
      ),
    MEDIA_URL_TTL_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(3600)
      .describe('Lifetime of a signed media (video/voip) URL, in seconds.'),
    UPLOAD_MIN_FREE_BYTES: z.coerce
      .number()
      .int()
      .min(0)
      .default(1024 ** 3)
      .describe(
        "Free space the media folder's disk must keep after the bytes still to come of every upload in flight and the new upload's declared size, in bytes (1 GiB), else 507.",
      ),
    UPLOAD_TRANSFER_LEASE_SECONDS: z.coerce
      .number()
      .int()
      .min(3)
      .default(60)
      .describe(
        "How long a PUT's claim on an upload holds without renewal, in seconds; the PUT renews it every third of this while bytes arrive. Another PUT of the same upload meanwhile gets 409; a claim left by a stopped server lapses after this.",
      ),
  }),
  shownDefaults: {
    S3_BUCKET: 'none',
    S3_ENDPOINT: 'AWS S3 of `S3_REGION`',
    S3_ACCESS_KEY_ID: "the SDK's chain",
    S3_SECRET_ACCESS_KEY: "the SDK's chain",
  },
  read: (values): MediaConfig => ({
    upload: {
      maxBytes: values.UPLOAD_MAX_BYTES,
      urlTtlSeconds: values.UPLOAD_URL_TTL_SECONDS,
      minFreeBytes: values.UPLOAD_MIN_FREE_BYTES,
      transferLeaseSeconds: values.UPLOAD_TRANSFER_LEASE_SECONDS,
    },
    mediaStore: mediaStoreOf(values),
    mediaUrlTtlSeconds: values.MEDIA_URL_TTL_SECONDS,
  }),
});

function mediaStoreOf(values: z.output<typeof mediaConfig.env>): MediaStoreConfig {
  if (values.MEDIA_STORE === 'local') return { kind: 'local' };
  if (!values.S3_BUCKET) throw new Error('MEDIA_STORE=s3 needs S3_BUCKET');
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = values;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither');
  }
  const forcePathStyle = values.S3_FORCE_PATH_STYLE === 'true';
  return {
    kind: 's3',
    bucket: values.S3_BUCKET,
    region: values.S3_REGION,
    endpoint: values.S3_ENDPOINT?.replace(/\/$/, ''),
    forcePathStyle,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    partSizeBytes: values.S3_PART_SIZE_BYTES,
    origin: bucketOrigin(values.S3_BUCKET, values.S3_REGION, values.S3_ENDPOINT, forcePathStyle),
  };
}

/** Path-style URLs go to the endpoint itself; virtual-hosted ones to `<bucket>.<endpoint host>`. */
function bucketOrigin(bucket: string, region: string, endpoint: string | undefined, pathStyle: boolean) {
  const base = new URL(endpoint ?? `https://s3.${region}.amazonaws.com`);
  return pathStyle ? base.origin : `${base.protocol}//${bucket}.${base.host}`;
}
