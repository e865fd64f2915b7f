import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { startServer, type RunningServer } from '../../../../server/http/start-server.ts';
import {
  uploadCreatedSchema,
  uploadProgressStatusSchema,
  type UploadProgressStatus,
} from '../../../../src/api-contract/upload.ts';
import { tokenCache } from '../../support/credentials.ts';
import { postgresDatabase, seededPglite } from '../../support/databases.ts';
import { backends, type Backend } from '../../support/test-server.ts';

export type UploadServer = {
  baseUrl: string;
  running: RunningServer;
  /** An /api call as the given account; `body` is sent as JSON. */
  call(method: string, pathname: string, email: string, body?: unknown): Promise<Response>;
  /** Polls the upload's status until it leaves processing. */
  settled(meetingId: string, email: string): Promise<UploadProgressStatus>;
};

/**
 * The real server (seeded, real identity service) with extra environment, e.g. a small upload limit or a
 * speech-to-text endpoint; on in-memory PGlite or a throwaway PostgreSQL 15 like the other api tests.
 */
export async function startUploadServer(
  backend: Backend,
  env: Record<string, string> = {},
): Promise<UploadServer & { close(): Promise<void> }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pauta-upload-test-'));
  const postgres = backend === 'postgres' ? await postgresDatabase({ seeded: true }) : undefined;
  const running = await startServer({
    env: { DATA_DIR: dataDir, ...env },
    port: 0,
    database: postgres ? postgres.location : await seededPglite(),
  }).catch(async (error: unknown) => {
    await postgres?.drop();
    throw error;
  });
  const baseUrl = running.config.publicUrl;
  const tokenOf = tokenCache(() => baseUrl);
  const call = async (method: string, pathname: string, email: string, body?: unknown) =>
    fetch(`${baseUrl}${pathname}`, {
      method,
      headers: {
        authorization: await tokenOf(email),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return {
    baseUrl,
    running,
    call,
    async settled(meetingId, email) {
      for (let attempt = 0; attempt < 200; attempt += 1) {
        const response = await call('GET', `/api/upload/${meetingId}/status`, email);
        expect(response.status).toBe(200);
        const status = uploadProgressStatusSchema.parse(await response.json());
        if (status.uploadStatus !== 'processing') return status;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`upload ${meetingId} still processing after 10 s`);
    },
    async close() {
      await running.close();
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The suite once per database backend, each on its own server started with `env`. */
export function describeUploadsOnEveryDatabase(
  title: string,
  env: Record<string, string>,
  suite: (server: () => UploadServer) => void,
): void {
  describe.each(backends)(`${title} (%s)`, (backend) => {
    let server: (UploadServer & { close(): Promise<void> }) | undefined;
    beforeAll(async () => {
      server = await startUploadServer(backend, env);
    });
    afterAll(async () => {
      await server?.close();
    });
    suite(() => {
      if (!server) throw new Error(`the ${backend} upload test server did not start`);
      return server;
    });
  });
}

/** A video meeting of `email`, uploaded and processed through the real pipeline; its id. */
export async function uploadedVideo(
  server: UploadServer,
  email: string,
  video: Buffer<ArrayBuffer>,
): Promise<string> {
  const created = uploadCreatedSchema.parse(
    await (
      await server.call('POST', '/api/upload/meetings', email, {
        fileName: 'demo.mp4',
        contentType: 'video/mp4',
        sizeBytes: video.length,
        title: 'Demonstração gravada',
      })
    ).json(),
  );
  expect((await fetch(created.uploadUrl, { method: 'PUT', body: video })).status).toBe(200);
  expect((await server.call('POST', `/api/upload/${created.meetingId}/process`, email)).status).toBe(202);
  expect((await server.settled(created.meetingId, email)).uploadStatus).toBe('done');
  return created.meetingId;
}

/** An MP3's ID3 tag: the first bytes the server checks before it processes an upload as media. */
const mediaSignature = Buffer.from('ID3');

/**
 * A deterministic body of `size` bytes whose every byte is checkable: byte i is (i * 7 + 3) mod 251, after
 * the 3 bytes of an MP3's ID3 tag at the start of the file (`from` is where this slice of the file starts).
 */
export function patternedBytes(size: number, from = 0): Buffer<ArrayBuffer> {
  const bytes = Buffer.alloc(size);
  for (let index = 0; index < size; index += 1) {
    const position = from + index;
    bytes[index] = mediaSignature[position] ?? (position * 7 + 3) % 251;
  }
  return bytes;
}

/** A WebVTT transcript with `cues` alternating voices, about 100 bytes a cue. */
export function generatedVtt(cues: number): string {
  const stamp = (seconds: number) => {
    const hours = String(Math.floor(seconds / 3600)).padStart(2, '0');
    const minutes = String(Math.floor((seconds % 3600) / 60)).padStart(2, '0');
    return `${hours}:${minutes}:${String(seconds % 60).padStart(2, '0')}.000`;
  };
  const lines = ['WEBVTT', ''];
  for (let cue = 0; cue < cues; cue += 1) {
    const speaker = cue % 2 === 0 ? 'Ana Ribeiro' : 'Carlos Mendes';
    lines.push(
      `${stamp(cue * 3)} --> ${stamp(cue * 3 + 2)}`,
      `<v ${speaker}>Fala número ${cue} sobre a proposta.`,
      '',
    );
  }
  return lines.join('\n');
}
