import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, vi } from 'vitest';
import { createUrlSigner } from '../../../server/providers/media/signing.ts';
import { onlyOwnerMayChange } from '../../../src/domain/meeting-access.ts';
import { apiErrorSchema } from '../../../src/api-contract/error.ts';
import { meetingSchema } from '../../../src/api-contract/meeting.ts';
import { transcriptSegmentSchema } from '../../../src/api-contract/transcription.ts';
import {
  uploadCreatedSchema,
  uploadProgressStatusSchema,
  uploadStatusUpdatedSchema,
  uploadUrlRefreshedSchema,
  type CreateUploadRequest,
} from '../../../src/api-contract/upload.ts';
import { accounts } from '../support/seed-facts.ts';
import {
  describeUploadsOnEveryDatabase,
  generatedVtt,
  patternedBytes,
  type UploadServer,
} from '../media/support/upload-server.ts';

const seller = accounts.seller.email;
const twentyMegabytes = 20 * 1024 * 1024;

const audioForm = (sizeBytes: number): CreateUploadRequest => ({
  fileName: 'reuniao-cliente.mp3',
  contentType: 'audio/mpeg',
  sizeBytes,
  title: 'Reunião enviada',
});

async function problem(response: Response, status: number) {
  expect(response.status).toBe(status);
  return apiErrorSchema.parse(await response.json());
}

function flow(server: () => UploadServer) {
  return {
    async create(form: CreateUploadRequest, email = seller) {
      const response = await server().call('POST', '/api/upload/meetings', email, form);
      expect(response.status).toBe(201);
      const body: unknown = await response.json();
      // Spec section 5: the creation answer must carry meetingId and uploadUrl.
      expect(body).toMatchObject({ meetingId: expect.any(String), uploadUrl: expect.any(String) });
      return uploadCreatedSchema.parse(body);
    },
    put: (url: string, body: Buffer<ArrayBuffer> | string, headers: Record<string, string> = {}) =>
      fetch(url, {
        method: 'PUT',
        headers: { 'content-type': 'application/octet-stream', ...headers },
        body,
      }),
    async setStatus(meetingId: string, status: string, email = seller) {
      return server().call('POST', `/api/upload/${meetingId}/update-status`, email, { status });
    },
    async process(meetingId: string, email = seller) {
      const response = await server().call('POST', `/api/upload/${meetingId}/process`, email);
      expect(response.status).toBe(202);
      const text = await response.text();
      expect(text.length).toBeGreaterThan(0); // spec section 5: process answers something
      return JSON.parse(text) as unknown;
    },
    async status(meetingId: string, email = seller) {
      const response = await server().call('GET', `/api/upload/${meetingId}/status`, email);
      expect(response.status).toBe(200);
      return uploadProgressStatusSchema.parse(await response.json());
    },
  };
}

describeUploadsOnEveryDatabase('upload pipeline', {}, (server) => {
  const { create, put, setStatus, process, status } = flow(server);

  test('a .vtt transcript becomes the meeting transcription and the meeting reaches done', async () => {
    const vtt = generatedVtt(40);
    const created = await create({
      fileName: 'reuniao.vtt',
      contentType: 'text/vtt',
      sizeBytes: Buffer.byteLength(vtt),
      title: 'Transcrição importada',
      meetingType: 'INTERNAL',
    });
    expect(created.uploadStatus).toBe('pending');
    expect(new URL(created.uploadUrl).origin).toBe(server().baseUrl);
    expect((await status(created.meetingId)).transcriptionStatus).toBe('not_started');

    expect((await put(created.uploadUrl, vtt, { 'content-type': 'text/vtt' })).status).toBe(200);
    const updated = await setStatus(created.meetingId, 'uploaded');
    expect(updated.status).toBe(200);
    expect(uploadStatusUpdatedSchema.parse(await updated.json()).uploadStatus).toBe('uploaded');
    // Processing started with the last byte; the page's call says where it stands (a short transcript may be
    // done already).
    expect(await process(created.meetingId)).toEqual({
      meetingId: created.meetingId,
      uploadStatus: expect.stringMatching(/^(processing|done)$/),
    });

    const settled = await server().settled(created.meetingId, seller);
    expect(settled).toMatchObject({
      uploadStatus: 'done',
      meetingStatus: 'done',
      transcriptionStatus: 'done',
    });

    const meeting = meetingSchema.parse(
      await (await server().call('GET', `/api/meetings/${created.meetingId}`, seller)).json(),
    );
    expect(meeting).toMatchObject({
      platform: 'upload',
      status: 'done',
      meetingType: 'INTERNAL',
      durationSeconds: 119,
    });
    expect(meeting.participants.map((participant) => participant.name)).toEqual([
      'Ana Ribeiro',
      'Carlos Mendes',
    ]);
    const [row] = await server().running.db.query<{
      segments: Array<Record<string, unknown>>;
      status: string;
    }>('SELECT segments, status FROM transcriptions WHERE meeting_id = $1', [created.meetingId]);
    expect(row?.status).toBe('done');
    expect(row?.segments).toHaveLength(40);
    // Stored in the shape the transcription endpoints serve.
    expect(row?.segments.every((segment) => transcriptSegmentSchema.safeParse(segment).success)).toBe(true);
    expect(row?.segments[1]).toEqual({
      id: 'seg-2',
      speaker: 'Carlos Mendes',
      startSeconds: 3,
      endSeconds: 5,
      text: 'Fala número 1 sobre a proposta.',
    });
    // Done like a meeting the bot recorded: analysed once (enrichment, coaching), which runs its follow-ups.
    await vi.waitFor(async () => {
      const analysed = await server().running.db.query(
        `SELECT 1 FROM meeting_enrichments e JOIN meeting_coaching c USING (meeting_id) WHERE meeting_id = $1`,
        [created.meetingId],
      );
      expect(analysed).toHaveLength(1);
    });
  });

  test('a tab left between the last byte and the process call still gets its upload processed', async () => {
    const vtt = generatedVtt(4);
    const created = await create({
      fileName: 'aba-fechada.vtt',
      contentType: 'text/vtt',
      sizeBytes: Buffer.byteLength(vtt),
      title: 'Aba fechada depois do envio',
    });
    expect((await put(created.uploadUrl, vtt, { 'content-type': 'text/vtt' })).status).toBe(200);
    expect((await setStatus(created.meetingId, 'uploaded')).status).toBe(200);
    // No process call: the page was closed or navigated away.
    expect(await server().settled(created.meetingId, seller)).toMatchObject({
      uploadStatus: 'done',
      meetingStatus: 'done',
      transcriptionStatus: 'done',
    });
  });

  test('a meeting sent as a file is created by the same rule as one added by link: owner, team, template', async () => {
    const uploaded = await create(audioForm(10));
    const byLink = await server().call('POST', '/api/meetings', seller, {
      meetingUrl: 'https://meet.google.com/abc-defg-hij',
      title: 'Reunião por link',
      startTime: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const linked = meetingSchema.parse(await byLink.json());
    const meeting = meetingSchema.parse(
      await (await server().call('GET', `/api/meetings/${uploaded.meetingId}`, seller)).json(),
    );
    expect(meeting.templateId).not.toBeNull();
    expect(meeting).toMatchObject({
      owner: linked.owner,
      teamId: linked.teamId,
      templateId: linked.templateId,
      platform: 'upload',
      format: 'AUDIO',
      status: 'status_change',
    });
  });

  test('a 20 MB audio file is stored whole and waits for a speech-to-text provider, with no transcript', async () => {
    const audio = patternedBytes(twentyMegabytes);
    const created = await create(audioForm(audio.length));
    expect((await setStatus(created.meetingId, 'uploading')).status).toBe(200);
    const putResponse = await put(created.uploadUrl, audio, { 'content-type': 'audio/mpeg' });
    expect(putResponse.status).toBe(200);
    expect(await putResponse.json()).toMatchObject({ uploadStatus: 'uploaded', bytesReceived: audio.length });
    expect(await status(created.meetingId)).toMatchObject({ uploadStatus: 'uploaded', progress: 100 });
    expect((await setStatus(created.meetingId, 'uploaded')).status).toBe(200);
    await process(created.meetingId);

    const settled = await server().settled(created.meetingId, seller);
    expect(settled).toMatchObject({
      uploadStatus: 'done',
      meetingStatus: 'recording_succeeded',
      transcriptionStatus: 'waiting_provider',
      message: 'Transcrição aguardando um provedor de voz para texto configurado (STT_BASE_URL).',
    });
    const stored = await readFile(path.join(server().running.config.dataDir, 'media', created.meetingId));
    expect(stored.equals(audio)).toBe(true);
    const transcripts = await server().running.db.query(
      'SELECT 1 FROM transcriptions WHERE meeting_id = $1',
      [created.meetingId],
    );
    expect(transcripts).toEqual([]);
    const voip = await server().call('GET', `/api/meetings/voipurl/${created.meetingId}`, seller);
    expect(voip.status).toBe(200);
  });

  test('an expired URL is refused with 403; a refreshed one resumes where the upload stopped', async () => {
    const audio = patternedBytes(3 * 1024 * 1024);
    const half = audio.length / 2;
    const created = await create(audioForm(audio.length));
    const first = await put(created.uploadUrl, audio.subarray(0, half), {
      'content-range': `bytes 0-${half - 1}/${audio.length}`,
    });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ uploadStatus: 'uploading', bytesReceived: half });

    const { dataDir, secretsKey } = server().running.config;
    // The key the server signs with: on PostgreSQL without SECRETS_KEY it is the database's, not the data dir's.
    const signer = createUrlSigner(dataDir, secretsKey);
    const expired = await signer.sign(
      { purpose: 'upload', meetingId: created.meetingId },
      60,
      Date.now() - 3_600_000,
    );
    const expiredUrl = `${server().baseUrl}/api/files/uploads/${created.meetingId}?expires=${expired.expires}&signature=${expired.signature}`;
    const refused = await problem(
      await put(expiredUrl, audio.subarray(half), {
        'content-range': `bytes ${half}-${audio.length - 1}/${audio.length}`,
      }),
      403,
    );
    expect(refused.message).toBe('O link de envio expirou. Solicite um novo link.');

    const refreshed = await server().call('GET', `/api/upload/${created.meetingId}/refresh-url`, seller);
    expect(refreshed.status).toBe(200);
    const refreshedBody: unknown = await refreshed.json();
    expect(refreshedBody).toMatchObject({ uploadUrl: expect.any(String) }); // spec section 5
    const { uploadUrl } = uploadUrlRefreshedSchema.parse(refreshedBody);
    const { bytesReceived } = await status(created.meetingId);
    expect(bytesReceived).toBe(half);
    const rest = await put(uploadUrl, audio.subarray(bytesReceived), {
      'content-range': `bytes ${bytesReceived}-${audio.length - 1}/${audio.length}`,
    });
    expect(rest.status).toBe(200);
    expect(await rest.json()).toMatchObject({ uploadStatus: 'uploaded', bytesReceived: audio.length });
    const stored = await readFile(path.join(server().running.config.dataDir, 'media', created.meetingId));
    expect(stored.equals(audio)).toBe(true);
  });

  test('a resume may not skip bytes (416), and a PUT without Content-Range restarts cleanly', async () => {
    const audio = patternedBytes(100_000);
    const created = await create(audioForm(audio.length));
    await put(created.uploadUrl, audio.subarray(0, 1000), { 'content-range': `bytes 0-999/${audio.length}` });
    const skipping = await put(created.uploadUrl, audio.subarray(5000), {
      'content-range': `bytes 5000-${audio.length - 1}/${audio.length}`,
    });
    expect((await problem(skipping, 416)).message).toBe('O envio deve continuar a partir do byte 1000.');
    expect((await put(created.uploadUrl, audio)).status).toBe(200);
    expect(await status(created.meetingId)).toMatchObject({
      uploadStatus: 'uploaded',
      bytesReceived: audio.length,
    });
  });

  test('a bad signature is refused with 403 and nothing is written', async () => {
    const created = await create(audioForm(10));
    const url = new URL(created.uploadUrl);
    url.searchParams.set('signature', `${url.searchParams.get('signature')?.slice(0, -2)}xx`);
    expect((await problem(await put(url.toString(), Buffer.alloc(10)), 403)).message).toBe(
      'Link de envio inválido.',
    );
    const otherId = new URL(
      created.uploadUrl.replace(created.meetingId, '00000000-0000-4000-8000-000000000000'),
    );
    expect((await put(otherId.toString(), Buffer.alloc(10))).status).toBe(403);
    expect((await status(created.meetingId)).bytesReceived).toBe(0);
  });

  test('a body larger than the declared file is refused with 413', async () => {
    const created = await create(audioForm(1000));
    const response = await put(created.uploadUrl, Buffer.alloc(2000));
    expect((await problem(response, 413)).message).toBe(
      'O conteúdo excede o tamanho informado do arquivo (1000 bytes).',
    );
  });

  test('cancel drops the bytes and stops the pipeline; retry starts again and completes', async () => {
    const audio = patternedBytes(50_000);
    const created = await create(audioForm(audio.length));
    await put(created.uploadUrl, audio);
    const cancelled = await setStatus(created.meetingId, 'cancelled');
    expect(await cancelled.json()).toEqual({ uploadStatus: 'cancelled' });
    expect(await status(created.meetingId)).toMatchObject({
      uploadStatus: 'cancelled',
      meetingStatus: 'api_request_stop',
      bytesReceived: 0,
    });
    expect((await problem(await put(created.uploadUrl, audio), 409)).message).toContain('cancelado');
    expect(
      (await problem(await server().call('POST', `/api/upload/${created.meetingId}/process`, seller), 409))
        .status,
    ).toBe(409);

    expect((await setStatus(created.meetingId, 'pending')).status).toBe(200);
    const { uploadUrl } = uploadUrlRefreshedSchema.parse(
      await (await server().call('GET', `/api/upload/${created.meetingId}/refresh-url`, seller)).json(),
    );
    expect((await put(uploadUrl, audio)).status).toBe(200);
    await process(created.meetingId);
    expect((await server().settled(created.meetingId, seller)).uploadStatus).toBe('done');
  });

  test('uploaded cannot be claimed before the bytes arrived, nor processing started', async () => {
    const created = await create(audioForm(5000));
    const early = await problem(await setStatus(created.meetingId, 'uploaded'), 409);
    expect(early.message).toBe('O arquivo ainda não foi recebido por completo (0 de 5000 bytes).');
    expect(
      (await problem(await server().call('POST', `/api/upload/${created.meetingId}/process`, seller), 409))
        .message,
    ).toBe('O arquivo ainda não foi recebido por completo (0 de 5000 bytes).');
    expect((await setStatus(created.meetingId, 'done')).status).toBe(400);
    expect((await setStatus(created.meetingId, 'failed')).status).toBe(200);
    expect((await status(created.meetingId)).meetingStatus).toBe('failed');
  });

  test('a transcript file without cues fails processing with a Portuguese reason', async () => {
    const text = 'WEBVTT\n\nNOTE apenas um comentário\n';
    const created = await create({
      fileName: 'vazio.srt',
      contentType: 'application/x-subrip',
      sizeBytes: Buffer.byteLength(text),
      title: 'Vazia',
    });
    await put(created.uploadUrl, text);
    await process(created.meetingId);
    expect(await server().settled(created.meetingId, seller)).toMatchObject({
      uploadStatus: 'failed',
      transcriptionStatus: 'failed',
      message: 'O arquivo de transcrição não contém falas reconhecíveis (formato .vtt ou .srt).',
    });
  });

  test('the upload form is validated with Portuguese messages', async () => {
    const refuse = async (form: Record<string, unknown>, message: string) => {
      const response = await server().call('POST', '/api/upload/meetings', seller, form);
      expect((await problem(response, 400)).message).toBe(message);
    };
    const unsupported =
      'Formato de arquivo não suportado. Envie áudio (mp3, m4a, wav, ogg), vídeo (mp4, mov, webm) ou transcrição (.vtt, .srt).';
    await refuse(
      { ...audioForm(10), fileName: 'planilha.xlsx', contentType: 'application/vnd.ms-excel' },
      unsupported,
    );
    await refuse({ ...audioForm(10), fileName: 'audio.mp3', contentType: 'application/pdf' }, unsupported);
    await refuse({ ...audioForm(10), title: '  ' }, 'Informe o título da reunião.');
    await refuse({ ...audioForm(0) }, 'O arquivo está vazio.');
    await refuse({ ...audioForm(5 * 1024 ** 3) }, 'O arquivo excede o limite de 4 GB por envio.');
    for (const [fileName, contentType] of [
      ['a.m4a', 'audio/x-m4a'],
      ['a.wav', 'audio/wav'],
      ['a.ogg', 'audio/ogg'],
      ['a.webm', 'video/webm'],
      ['a.mp4', 'video/mp4'],
      ['a.mov', 'video/quicktime'],
      ['a.srt', 'application/x-subrip'],
    ] as const) {
      await create({ ...audioForm(10), fileName, contentType });
    }
  });

  test("another company's upload is 404; a team leader may watch a member's upload but not change it", async () => {
    const created = await create(audioForm(10));
    for (const [method, action] of [
      ['GET', 'status'],
      ['GET', 'refresh-url'],
      ['POST', 'process'],
    ] as const) {
      const response = await server().call(
        method,
        `/api/upload/${created.meetingId}/${action}`,
        accounts.otherCompany.email,
      );
      expect((await problem(response, 404)).message).toBe('Reunião não encontrada.');
    }
    expect(
      (await server().call('GET', `/api/upload/${created.meetingId}/status`, accounts.leader.email)).status,
    ).toBe(200);
    const refused = await problem(
      await setStatus(created.meetingId, 'cancelled', accounts.leader.email),
      403,
    );
    expect(refused.message).toBe(onlyOwnerMayChange);
    expect((await setStatus(created.meetingId, 'cancelled', accounts.admin.email)).status).toBe(200);
    await problem(await server().call('GET', '/api/upload/not-a-uuid/status', seller), 404);
    expect((await fetch(`${server().baseUrl}/api/upload/${created.meetingId}/status`)).status).toBe(401);
  });
});
