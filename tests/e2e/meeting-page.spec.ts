import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Meeting, MeetingList } from '../../src/services/api/schemas/meeting.ts';
import type { MediaUrl } from '../../src/services/api/schemas/media.ts';
import type { UploadCreated, UploadProgressStatus } from '../../src/services/api/schemas/upload.ts';
import { seller } from './support/accounts.ts';
import { signInThroughForm } from './support/sign-in.ts';

type Auth = { authorization: string };

/** Signs in as the seller and keeps the bearer header the app itself sends, for setting up data by API. */
async function signInAsSeller(page: Page): Promise<Auth> {
  await page.goto('/login');
  const listRequest = page.waitForRequest((request) => /\/api\/meetings\?/.test(request.url()));
  await signInThroughForm(page, seller);
  await expect(page).toHaveURL(/\/meetings$/);
  const authorization = (await listRequest).headers()['authorization'];
  if (!authorization) throw new Error('the meetings list was requested without a bearer token');
  return { authorization };
}

async function firstMeeting(request: APIRequestContext, auth: Auth, status: string): Promise<Meeting> {
  const response = await request.get(`/api/meetings?status=${status}&limit=5`, { headers: auth });
  expect(response.ok()).toBe(true);
  const list = (await response.json()) as MeetingList;
  const meeting = list.meetings[0];
  if (!meeting) throw new Error(`the seed has no ${status} meeting for the seller`);
  return meeting;
}

/** A mono 8 kHz 8-bit PCM WAV of silence lasting `seconds`, generated here: no fixture file to keep. */
function wavOf(seconds: number): Buffer {
  const dataSize = 8000 * seconds;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + dataSize, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(8000, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36);
  header.writeUInt32LE(dataSize, 40);
  return Buffer.concat([header, Buffer.alloc(dataSize, 128)]);
}

const transcriptVtt = `WEBVTT

00:00:00.000 --> 00:00:05.000
<v Ana Cliente>Bom dia, vamos falar sobre o orçamento do projeto.

00:00:10.000 --> 00:00:15.000
<v Bruno Vendedor>O próximo passo é enviar a proposta até sexta-feira.

00:00:20.000 --> 00:00:25.000
<v Ana Cliente>Precisamos decidir o prazo de implantação ainda este mês.
`;

/** The whole upload pipeline through the API: create, PUT the bytes, mark uploaded, process, wait for done. */
async function uploadThroughApi(
  request: APIRequestContext,
  auth: Auth,
  file: { fileName: string; contentType: string; body: Buffer; title: string },
): Promise<string> {
  const created = await request.post('/api/upload/meetings', {
    headers: auth,
    data: {
      fileName: file.fileName,
      contentType: file.contentType,
      sizeBytes: file.body.length,
      title: file.title,
    },
  });
  expect(created.status()).toBe(201);
  const { meetingId, uploadUrl } = (await created.json()) as UploadCreated;
  const put = await request.put(uploadUrl, {
    data: file.body,
    headers: { 'content-type': file.contentType },
  });
  expect(put.ok()).toBe(true);
  const uploaded = await request.post(`/api/upload/${meetingId}/update-status`, {
    headers: auth,
    data: { status: 'uploaded' },
  });
  expect(uploaded.ok()).toBe(true);
  expect((await request.post(`/api/upload/${meetingId}/process`, { headers: auth, data: {} })).ok()).toBe(
    true,
  );
  await expect
    .poll(async () => {
      const status = await request.get(`/api/upload/${meetingId}/status`, { headers: auth });
      return ((await status.json()) as UploadProgressStatus).uploadStatus;
    })
    .toBe('done');
  return meetingId;
}

test('a done meeting shows its transcript, answers with their passages and the summary; the title can be renamed', async ({
  page,
  request,
}) => {
  const auth = await signInAsSeller(page);
  const meeting = await firstMeeting(request, auth, 'done');
  await page.goto(`/meetings/${meeting.id}`);

  await expect(page.getByRole('heading', { level: 1, name: meeting.title })).toBeVisible();
  await expect(page.getByText('Concluído').first()).toBeVisible();
  const lines = page.getByRole('list', { name: 'Falas da transcrição' }).getByRole('listitem');
  await expect(lines.first()).toBeVisible();
  expect(await lines.count()).toBeGreaterThan(3);

  const answers = page.getByRole('region', { name: 'Respostas do template' });
  await expect(answers.getByRole('list', { name: /^Trechos de origem/ }).first()).toBeVisible();
  await expect(answers.getByRole('button', { name: /^Ouvir o trecho em \d+:\d\d/ }).first()).toBeVisible();

  const summary = page.getByRole('region', { name: 'Resumo' });
  await expect(summary.getByRole('heading', { name: 'Próximos passos' })).toBeVisible();
  await expect(
    summary.getByRole('list', { name: 'Tempo de fala' }).getByRole('listitem').first(),
  ).toContainText('%');

  // The bot's timeline explains in Portuguese why it left.
  await expect(page.getByText('Motivo da saída: O anfitrião encerrou a chamada.')).toBeVisible();

  await page.getByRole('button', { name: 'Editar título' }).click();
  const field = page.getByLabel('Título da reunião');
  await field.fill('Reunião renomeada pelo teste');
  await page.getByRole('button', { name: 'Salvar título' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reunião renomeada pelo teste' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Reunião renomeada pelo teste' })).toBeVisible();
});

test('searching the transcript counts the matching lines and walks them', async ({ page, request }) => {
  const auth = await signInAsSeller(page);
  const meeting = await firstMeeting(request, auth, 'done');
  await page.goto(`/meetings/${meeting.id}`);
  const lines = page.getByRole('list', { name: 'Falas da transcrição' }).getByRole('listitem');
  await expect(lines.first()).toBeVisible();
  // A word of the first line, so the search is bound to find at least that one.
  const firstText = (await lines.first().getByRole('button').last().textContent()) ?? '';
  const word =
    firstText
      .replace(/^\d+:\d\d/, '')
      .split(/\s+/)
      .find((candidate) => candidate.length >= 5) ?? '';
  expect(word).not.toBe('');

  await page.getByRole('searchbox', { name: 'Buscar na transcrição' }).fill(word.replace(/[.,!?;:]$/, ''));
  await expect(page.getByText(/\d+ trechos? encontrados? · 1 de \d+/)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar na transcrição' }).fill('xyzzy-palavra-que-não-existe');
  await expect(page.getByText('Nenhum trecho encontrado.')).toBeVisible();
});

// The seed's failure paths and the reason of spec section 4's catalogue each one shows.
const failureReasons = {
  waiting_room_timeout: 'O bot ficou tempo demais na sala de espera e ninguém o admitiu.',
  bot_removed: 'O bot foi removido da chamada.',
  failed: 'Ninguém entrou na reunião.',
} as const;

test('a failed meeting shows its exit reason in Portuguese and its bot timeline', async ({
  page,
  request,
}) => {
  const auth = await signInAsSeller(page);
  let found: { meeting: Meeting; reason: string } | undefined;
  for (const [status, reason] of Object.entries(failureReasons)) {
    const response = await request.get(`/api/meetings?status=${status}&limit=1`, { headers: auth });
    const meeting = ((await response.json()) as MeetingList).meetings[0];
    if (meeting) {
      found = { meeting, reason };
      break;
    }
  }
  if (!found) throw new Error('the seed has no failed meeting for the seller');
  await page.goto(`/meetings/${found.meeting.id}`);
  await expect(page.getByRole('heading', { level: 1, name: found.meeting.title })).toBeVisible();
  await expect(page.getByText(`Motivo da saída: ${found.reason}`)).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Linha do tempo do bot' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expect(page.getByText('Esta reunião não tem gravação.')).toBeVisible();
});

test('an uploaded recording without a speech-to-text provider plays and says the transcript waits for one', async ({
  page,
  request,
}) => {
  const auth = await signInAsSeller(page);
  const meetingId = await uploadThroughApi(request, auth, {
    fileName: 'gravacao.wav',
    contentType: 'audio/wav',
    body: wavOf(30),
    title: 'Gravação sem provedor',
  });
  await page.goto(`/meetings/${meetingId}`);
  await expect(page.getByText(/^Transcrição aguardando um provedor de voz para texto/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Falas da transcrição' })).toHaveCount(0);
  const audio = page.getByLabel('Áudio da reunião');
  await expect(audio).toBeVisible();
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.duration)).toBeCloseTo(30, 0);
});

test('clicking a transcript line seeks the player and highlights the line', async ({ page, request }) => {
  const auth = await signInAsSeller(page);
  const transcriptMeeting = await uploadThroughApi(request, auth, {
    fileName: 'reuniao.vtt',
    contentType: 'text/vtt',
    body: Buffer.from(transcriptVtt),
    title: 'Transcrição importada',
  });
  const recordingMeeting = await uploadThroughApi(request, auth, {
    fileName: 'reuniao.wav',
    contentType: 'audio/wav',
    body: wavOf(30),
    title: 'Gravação da mesma reunião',
  });
  // Without a speech-to-text provider no meeting has both a recording and a transcript (each upload makes
  // its own meeting), so the transcript meeting's audio URL answers with the real signed URL of the recording.
  const voip = await request.get(`/api/meetings/voipurl/${recordingMeeting}`, { headers: auth });
  expect(voip.ok()).toBe(true);
  const recording = (await voip.json()) as MediaUrl;
  await page.route(`**/api/meetings/voipurl/${transcriptMeeting}`, (route) =>
    route.fulfill({ json: recording }),
  );

  await page.goto(`/meetings/${transcriptMeeting}`);
  const audio = page.getByLabel('Áudio da reunião');
  await expect
    .poll(() => audio.evaluate((element: HTMLAudioElement) => element.readyState))
    .toBeGreaterThan(0);

  const lines = page.getByRole('list', { name: 'Falas da transcrição' }).getByRole('listitem');
  await expect(lines).toHaveCount(3);
  await lines.nth(2).getByRole('button', { name: /^0:20/ }).click();
  await expect
    .poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime))
    .toBeCloseTo(20, 0);
  await expect(lines.nth(2)).toHaveAttribute('aria-current', 'true');

  await lines.nth(1).getByRole('button', { name: /^0:10/ }).click();
  await expect
    .poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime))
    .toBeCloseTo(10, 0);
  await expect(lines.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(lines.nth(2)).not.toHaveAttribute('aria-current', 'true');
});
