import { expect, test, type APIRequestContext } from '../support/test.ts';
import type { Meeting, MeetingList } from '../../../src/api-contract/meeting.ts';
import type { UploadCreated, UploadProgressStatus } from '../../../src/api-contract/upload.ts';
import { storageStateOf } from '../support/auth-state.ts';
import { seekToLine } from '../support/seek-line.ts';
import { bearerOf, type Auth } from '../support/bot-meeting.ts';

test.use({ storageState: storageStateOf('seller') });

/** The newest seeded meeting with that status: meetings other suites add today are left out. */
async function firstMeeting(request: APIRequestContext, auth: Auth, status: string): Promise<Meeting> {
  const response = await request.get(`/api/meetings?status=${status}&limit=100`, { headers: auth });
  expect(response.ok()).toBe(true);
  const list = (await response.json()) as MeetingList;
  const aDayAgo = Date.now() - 24 * 3600 * 1000;
  const meeting = list.meetings.find((candidate) => Date.parse(candidate.startTime) < aDayAgo);
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
  const auth = await bearerOf(page);
  const meeting = await firstMeeting(request, auth, 'done');
  await page.goto(`/meetings/${meeting.id}`);

  await expect(page.getByRole('heading', { level: 1, name: meeting.title })).toBeVisible();
  await expect(page.getByText('Concluído').first()).toBeVisible();
  const lines = page.getByRole('list', { name: 'Falas da transcrição' }).getByRole('listitem');
  await expect(lines.first()).toBeVisible();
  expect(await lines.count()).toBeGreaterThan(3);

  const answers = page.getByRole('region', { name: 'Respostas do modelo' });
  await expect(answers.getByRole('list', { name: /^Trechos de origem/ }).first()).toBeVisible();
  await expect(
    answers.getByRole('button', { name: /^\d+:\d\d “.*” \(ouvir o trecho\)$/ }).first(),
  ).toBeVisible();

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
  const auth = await bearerOf(page);
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
  const auth = await bearerOf(page);
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
  // A settled bot's steps are history, folded under the phase and the reason.
  const timeline = page.getByRole('list', { name: 'Linha do tempo do bot' });
  await expect(timeline).toBeHidden();
  await page.getByText(/^Detalhes do bot \(\d+ etapas?\)$/).click();
  await expect(timeline.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByText('Esta reunião não tem gravação.')).toBeVisible();
});

test('an uploaded recording without a speech-to-text provider plays and says the transcript waits for one', async ({
  page,
  request,
}) => {
  const auth = await bearerOf(page);
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

test("a live bot's meeting fills in when the bot is done; clicking a line seeks its recording", async ({
  page,
  request,
}) => {
  const auth = await bearerOf(page);
  const title = `Reunião gravada ${Date.now()}`;
  const created = await request.post('/api/meetings', {
    headers: auth,
    data: { meetingUrl: 'https://meet.google.com/see-kthe-rec', title, startTime: new Date().toISOString() },
  });
  expect(created.status()).toBe(201);
  const meeting = (await created.json()) as Meeting;

  // Opened while the bot is still in the call: no recording or transcript yet.
  await page.goto(`/meetings/${meeting.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  let navigated = false;
  page.on('framenavigated', () => (navigated = true));

  // The bot reaches done (BOT_TIME_SCALE 0.05: about 4.5 s) and the page loads what it brought, no reload.
  await expect(page.getByText('Concluído').first()).toBeVisible({ timeout: 30_000 });
  const lines = page.getByRole('list', { name: 'Falas da transcrição' }).getByRole('listitem');
  await expect(lines.nth(3)).toBeVisible();
  const audio = page.getByLabel('Áudio da reunião');
  await expect
    .poll(() => audio.evaluate((element: HTMLAudioElement) => element.readyState))
    .toBeGreaterThan(0);
  expect(navigated).toBe(false);

  /** Clicks the line's time and waits for the player to stand within that second. */
  async function seekTo(index: number): Promise<void> {
    const line = lines.nth(index);
    await seekToLine(line, audio);
    await expect(line).toHaveAttribute('aria-current', 'true');
  }

  await seekTo(3);
  await seekTo(1);
  await expect(lines.nth(3)).not.toHaveAttribute('aria-current', 'true');
});
