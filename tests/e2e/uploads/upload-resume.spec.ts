import type { Request, Route } from '../support/test.ts';
import { demoPassword } from '../support/accounts.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { ownAccount } from '../support/repetition-accounts.ts';
import { signInThroughForm } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';
import { wavOf } from '../support/wav.ts';

/*
 * A seller of its own (not the shared demo seller): the interrupted upload stays on its /meetings between the
 * two pages, where another spec's seller walking or tabbing through the list could act on it.
 */
const uploader = () =>
  ownAccount({ email: 'rafael.oliveira@demo.com.br', password: demoPassword }, test.info());

const mebibyte = 1024 ** 2;
/** The app sends a file to this server in 4 MiB chunks: of 10 MiB, the first chunk stored is 40 %. */
const size = 10 * mebibyte;

/*
 * Issue 29, item 4: a tab closed at 40 % of an upload. The progress is driven by the route API, not by time:
 * the first chunk reaches the server, the second's connection drops, and the page closes. A new page lists the
 * interrupted upload from the server, refuses another file, resumes with the same one from the server's
 * bytes (never from 0) and the meeting is processed.
 */
test('an upload whose tab closed at 40% is listed in a new page and resumed with the same file', async ({
  context,
}, testInfo) => {
  const name = `reuniao-retomada-${testInfo.workerIndex}-${testInfo.repeatEachIndex}.wav`;
  const file = { name, mimeType: 'audio/wav', buffer: wavOf(size, testInfo.repeatEachIndex) };
  const first = await context.newPage();
  // Chunks are told by their Content-Range, not counted: under load the e2e server's 3 s URLs expire between
  // chunks, and a chunk refused with 403 is sent again with a fresh URL. Only the first chunk gets through.
  const rangeFrom = (request: Request) =>
    Number(request.headers()['content-range']?.match(/^bytes (\d+)-/)?.[1] ?? -1);
  let secondChunkHeld: () => void = () => {};
  const held = new Promise<void>((resolve) => (secondChunkHeld = resolve));
  await first.route('**/api/files/uploads/**', async (route: Route) => {
    if (rangeFrom(route.request()) === 0) return route.continue();
    // The connection drops before any of this chunk's bytes leave (a route left unanswered when the page closes
    // may still be sent, in part): the server holds the first chunk alone.
    secondChunkHeld();
    return route.abort('connectionreset');
  });
  // The first chunk stored: the server holds 4 MiB of 10, 40 %.
  const firstChunkStored = first.waitForResponse(
    (response) => rangeFrom(response.request()) === 0 && response.status() === 200,
  );
  await first.goto('/login');
  await signInThroughForm(first, uploader());
  await expect(first).toHaveURL(/\/meetings$/);
  await first.getByRole('button', { name: 'Enviar gravação' }).click();
  const dialog = first.getByRole('dialog', { name: 'Enviar gravação ou transcrição' });
  await dialog.getByLabel('Arquivo').setInputFiles(file);
  await dialog.getByLabel('Título da reunião').fill(`Envio retomado ${testInfo.repeatEachIndex}`);
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await firstChunkStored;
  await held;
  await first.close();

  // A new page: the server lists what it holds of the upload.
  const second = await context.newPage();
  const resumedRanges: string[] = [];
  second.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().includes('/api/files/uploads/'))
      resumedRanges.push(request.headers()['content-range'] ?? '');
  });
  await second.goto('/meetings');
  const interrupted = second.getByRole('region', { name: 'Envios interrompidos' });
  await expect(interrupted.getByText(`Envio interrompido: ${name}, 40%`)).toBeVisible();
  await expectNoSeriousViolations(second, 'interrupted uploads on /meetings', undefined, interrupted);

  // Another file is refused with the reason.
  let chooser = second.waitForEvent('filechooser');
  await interrupted.getByRole('button', { name: `Continuar o envio de ${name}` }).click();
  await (await chooser).setFiles({ ...file, name: 'outra-gravacao.wav' });
  const resumeDialog = second.getByRole('dialog', { name: 'Enviar gravação ou transcrição' });
  await expect(resumeDialog.getByRole('alert')).toContainText(
    `O nome é diferente: o envio era de ${name} e foi escolhido outra-gravacao.wav.`,
  );
  await expectNoSeriousViolations(second, 'another file refused', undefined, resumeDialog);
  await resumeDialog.getByRole('button', { name: 'Fechar' }).click();

  // The same file resumes from the server's 4 MiB and the meeting is processed.
  chooser = second.waitForEvent('filechooser');
  await interrupted.getByRole('button', { name: `Continuar o envio de ${name}` }).click();
  await (await chooser).setFiles(file);
  await expect(resumeDialog.getByText('Reunião criada')).toBeVisible({ timeout: 60_000 });
  await expect(resumeDialog.getByTestId('transcription-status')).toContainText(
    'aguarda um provedor de fala para texto',
  );
  expect(resumedRanges[0]).toBe(`bytes ${4 * mebibyte}-${8 * mebibyte - 1}/${size}`);
  await resumeDialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(interrupted.getByText(`Envio interrompido: ${name}`)).toHaveCount(0);
});
