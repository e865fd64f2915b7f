import { request } from 'node:http';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { uploadCreatedSchema } from '../../../src/api-contract/upload.ts';
import { accounts } from '../support/seed-facts.ts';
import { startUploadServer } from './support/upload-server.ts';

const size = 200 * 1024 * 1024;
const chunk = Buffer.alloc(1024 * 1024, 0x5a);

let server: Awaited<ReturnType<typeof startUploadServer>> | undefined;
beforeAll(async () => {
  server = await startUploadServer('pglite');
});
afterAll(async () => {
  await server?.close();
});

/** PUTs `size` bytes written chunk by chunk with backpressure, so the client never holds the body either. */
function streamPut(url: string, onChunk: () => void): Promise<number> {
  return new Promise((resolve, reject) => {
    const put = request(url, { method: 'PUT', headers: { 'content-length': String(size) } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    put.on('error', reject);
    let sent = 0;
    const writeMore = () => {
      while (sent < size) {
        sent += chunk.length;
        onChunk();
        if (!put.write(chunk)) {
          put.once('drain', writeMore);
          return;
        }
      }
      put.end();
    };
    writeMore();
  });
}

test('a 200 MB upload streams to disk: the server never holds the body (RSS grows far less than its size)', async () => {
  if (!server) throw new Error('server did not start');
  const created = uploadCreatedSchema.parse(
    await (
      await server.call('POST', '/api/upload/meetings', accounts.seller.email, {
        fileName: 'longa.webm',
        contentType: 'video/webm',
        sizeBytes: size,
        title: 'Reunião longa',
      })
    ).json(),
  );
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const status = await streamPut(created.uploadUrl, () => {
    peak = Math.max(peak, process.memoryUsage().rss);
  });
  expect(status).toBe(200);
  const growth = peak - before;
  console.log(
    `200 MB upload: RSS before ${(before / 2 ** 20).toFixed(0)} MB, peak growth ${(growth / 2 ** 20).toFixed(1)} MB`,
  );
  // A handler that concatenated the body would grow by at least 200 MB.
  expect(growth).toBeLessThan(size / 4);
  const settled = await server.call('GET', `/api/upload/${created.meetingId}/status`, accounts.seller.email);
  expect(await settled.json()).toMatchObject({ uploadStatus: 'uploaded', bytesReceived: size });
});
