import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openAiCompatibleSpeechToText } from '../../../server/providers/stt/openai-compatible.ts';
import { uploadCreatedSchema } from '../../../src/api-contract/upload.ts';
import { accounts } from '../support/seed-facts.ts';
import { backends } from '../support/test-server.ts';
import { startFakeStt } from './support/fake-stt.ts';
import { patternedBytes, startUploadServer } from './support/upload-server.ts';

const verboseJson = {
  text: 'Olá, tudo bem? Tudo ótimo.',
  duration: 7.2,
  segments: [
    { id: 0, start: 0.4, end: 2.1, text: ' Olá, tudo bem?' },
    { id: 1, start: 2.5, end: 7.2, text: ' Tudo ótimo.', speaker: 'Cliente' },
    { id: 2, start: 7.2, end: 7.2, text: '   ' },
  ],
};

let directory = '';
beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'pauta-stt-'));
});
afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

test('the OpenAI-compatible adapter posts the file as multipart and maps verbose_json segments', async () => {
  const fake = await startFakeStt({ status: 200, body: verboseJson });
  try {
    const filePath = path.join(directory, 'audio.mp3');
    await writeFile(filePath, patternedBytes(4096));
    const stt = openAiCompatibleSpeechToText({
      baseUrl: fake.baseUrl,
      apiKey: 'sk-teste',
      model: 'whisper-1',
      language: 'pt',
    });
    const segments = await stt.transcribe({ filePath, fileName: 'reuniao.mp3', contentType: 'audio/mpeg' });
    expect(segments).toEqual([
      { id: 'seg-1', speaker: 'Participante', startSeconds: 0.4, endSeconds: 2.1, text: 'Olá, tudo bem?' },
      { id: 'seg-2', speaker: 'Cliente', startSeconds: 2.5, endSeconds: 7.2, text: 'Tudo ótimo.' },
    ]);
    const [request] = fake.received;
    expect(request?.path).toBe('/v1/audio/transcriptions');
    expect(request?.authorization).toBe('Bearer sk-teste');
    expect(request?.fields).toMatchObject({
      model: 'whisper-1',
      language: 'pt',
      response_format: 'verbose_json',
    });
    expect(request?.file).toMatchObject({ name: 'reuniao.mp3', type: 'audio/mpeg' });
    expect(request?.file.bytes.equals(patternedBytes(4096))).toBe(true);
  } finally {
    await fake.close();
  }
});

test("the company's vocabulary goes to the provider as the prompt, so it spells those words right", async () => {
  const fake = await startFakeStt({ status: 200, body: verboseJson });
  try {
    const filePath = path.join(directory, 'vocabulario.mp3');
    await writeFile(filePath, patternedBytes(64));
    const stt = openAiCompatibleSpeechToText({
      baseUrl: fake.baseUrl,
      apiKey: undefined,
      model: 'w',
      language: 'pt',
    });
    const recording = { filePath, fileName: 'v.mp3', contentType: 'audio/mpeg' };
    await stt.transcribe({ ...recording, vocabulary: ['HubSpot', 'Protheus'] });
    expect(fake.received[0]?.fields.prompt).toBe('HubSpot, Protheus.');
    await stt.transcribe({ ...recording, vocabulary: [] });
    expect(fake.received[1]?.fields).not.toHaveProperty('prompt');
  } finally {
    await fake.close();
  }
});

test('a provider error is an error, never an empty or invented transcript', async () => {
  const fake = await startFakeStt({ status: 500, body: { error: { message: 'modelo indisponível' } } });
  try {
    const filePath = path.join(directory, 'b.wav');
    await writeFile(filePath, patternedBytes(10));
    const stt = openAiCompatibleSpeechToText({
      baseUrl: fake.baseUrl,
      apiKey: undefined,
      model: 'x',
      language: 'pt',
    });
    await expect(stt.transcribe({ filePath, fileName: 'b.wav', contentType: 'audio/wav' })).rejects.toThrow(
      /500/,
    );
    expect(fake.received[0]?.authorization).toBeUndefined();
  } finally {
    await fake.close();
  }
});

describe.each(backends)(
  'an audio upload with STT_BASE_URL set is transcribed by the provider (%s)',
  (backend) => {
    test('status goes processing -> done and the transcript is the provider’s', async () => {
      const fake = await startFakeStt({ status: 200, body: verboseJson });
      const server = await startUploadServer(backend, {
        STT_BASE_URL: fake.baseUrl,
        STT_MODEL: 'modelo-local',
      });
      try {
        const seller = accounts.seller.email;
        const audio = patternedBytes(256 * 1024);
        const created = uploadCreatedSchema.parse(
          await (
            await server.call('POST', '/api/upload/meetings', seller, {
              fileName: 'call.m4a',
              contentType: 'audio/mp4',
              sizeBytes: audio.length,
              title: 'Chamada gravada',
            })
          ).json(),
        );
        expect((await fetch(created.uploadUrl, { method: 'PUT', body: audio })).status).toBe(200);
        expect((await server.call('POST', `/api/upload/${created.meetingId}/process`, seller)).status).toBe(
          202,
        );
        expect(await server.settled(created.meetingId, seller)).toMatchObject({
          uploadStatus: 'done',
          meetingStatus: 'done',
          transcriptionStatus: 'done',
        });
        expect(fake.received[0]?.fields.model).toBe('modelo-local');
        const [row] = await server.running.db.query<{ segments: unknown[] }>(
          'SELECT segments FROM transcriptions WHERE meeting_id = $1',
          [created.meetingId],
        );
        expect(row?.segments).toHaveLength(2);
      } finally {
        await server.close();
        await fake.close();
      }
    });
  },
);
