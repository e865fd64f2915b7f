import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver's one account: any SDK client signs with these (AWS Signature V4), and s3rver checks them. */
export const s3TestCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export type S3TestServer = {
  /** `http://127.0.0.1:<port>`: the S3 endpoint (path-style addressing). */
  endpoint: string;
  bucket: string;
  /** The app's environment for this bucket: MEDIA_STORE=s3 with endpoint, bucket and keys. */
  env: Record<string, string>;
  close(): Promise<void>;
};

/**
 * Bucket CORS as a real bucket needs it for presigned browser uploads: the app's origins may PUT parts and
 * GET media (with Range), and the browser may read each part's ETag (multipart completion needs it).
 */
function corsXml(origins: readonly string[]): string {
  const allowed = origins.map((origin) => `<AllowedOrigin>${origin}</AllowedOrigin>`).join('');
  return `<CORSConfiguration><CORSRule>${allowed}
    <AllowedMethod>GET</AllowedMethod><AllowedMethod>PUT</AllowedMethod><AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader>
    <ExposeHeader>Content-Range</ExposeHeader><ExposeHeader>Accept-Ranges</ExposeHeader>
    <MaxAgeSeconds>600</MaxAgeSeconds></CORSRule></CORSConfiguration>`;
}

/**
 * A local S3-compatible server (s3rver, files in a temporary folder) on a free port with one bucket whose
 * CORS lets `origins` upload and play from the browser. Everything is deleted on close.
 */
export async function startS3Server(
  options: { bucket?: string; origins?: readonly string[] } = {},
): Promise<S3TestServer> {
  const bucket = options.bucket ?? 'pauta-media';
  const directory = await mkdtemp(path.join(tmpdir(), 'pauta-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [corsXml(options.origins ?? ['*'])] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      MEDIA_STORE: 's3',
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: s3TestCredentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3TestCredentials.secretAccessKey,
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
