import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromCallback, fromPromise, type EventObject } from 'xstate';
import type {
  ResumePoint,
  TransferEvent,
  TransferInput,
} from '../../../../src/machines/uploads/upload-transfer/actors.ts';
import { uploadTransferMachine } from '../../../../src/machines/uploads/upload-transfer/upload-transfer.machine.ts';
import { uploadProcessingMachine } from '../../../../src/machines/uploads/upload-processing/upload-processing.machine.ts';
import { uploadMachine } from '../../../../src/machines/uploads/upload/upload.machine.ts';
import { UploadResponseError, type UploadUrlRefreshed } from '../../../../src/services/uploads/uploads.ts';
import { UploadButton } from '../../../../src/views/meetings/meeting-list/upload/UploadButton.tsx';
import { UploadContext } from '../../../../src/views/meetings/meeting-list/upload/upload-context.ts';
import { created } from '../../../model/uploads/upload-fixtures.ts';
import { statusWaitingProvider } from '../../../model/uploads/upload-processing-fixtures.ts';
import { refreshed } from '../../../model/uploads/upload-transfer-fixtures.ts';
import { renderView } from '../support/render-app.tsx';

const wav = new File([new Uint8Array(4096)], 'proposta-acme.wav', { type: 'audio/wav' });

type TransferReport = (input: TransferInput, sendBack: (event: TransferEvent) => void) => void;

/** The whole file sent at once. */
const sendsEverything: TransferReport = (input, sendBack) => {
  sendBack({
    type: 'transfer.progress',
    progress: {
      loaded: input.file.size,
      total: input.file.size,
      sentBytes: input.file.size,
      elapsedMs: 1000,
    },
  });
  sendBack({ type: 'transfer.completed' });
};

function logicWith(
  createUpload: () => Promise<typeof created>,
  {
    send = sendsEverything,
    refreshUploadUrl = async () => refreshed,
  }: { send?: TransferReport; refreshUploadUrl?: () => Promise<UploadUrlRefreshed> } = {},
) {
  return uploadMachine.provide({
    actors: {
      createUpload: fromPromise(() => createUpload()),
      transfer: uploadTransferMachine.provide({
        actors: {
          transferFile: fromCallback<EventObject, TransferInput>(({ sendBack, input }) =>
            send(input, sendBack),
          ),
          refreshUploadUrl: fromPromise(() => refreshUploadUrl()),
          getBytesReceived: fromPromise<ResumePoint, { meetingId: string; toBucket: boolean }>(async () => ({
            bytesReceived: 2048,
            storedParts: [],
          })),
        },
      }),
      processing: uploadProcessingMachine.provide({
        delays: { statusPollInterval: 1 },
        actors: {
          markUploaded: fromPromise<unknown, { meetingId: string }>(async () => ({
            uploadStatus: 'uploaded',
          })),
          processUpload: fromPromise<void, { meetingId: string }>(async () => {}),
          getUploadStatus: fromPromise(async () => statusWaitingProvider),
        },
      }),
    },
  });
}

/** The meetings page holds the upload actor; the test gives it one whose requests are replaced. */
function renderButton(logic: ReturnType<typeof logicWith>) {
  return renderView(
    <UploadContext.Provider logic={logic}>
      <UploadButton />
    </UploadContext.Provider>,
  );
}

async function chooseAndSend() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Enviar gravação' }));
  // The dialog's code loads when it first opens.
  const dialog = await screen.findByRole('dialog', { name: 'Enviar gravação ou transcrição' });
  await user.upload(within(dialog).getByLabelText('Arquivo'), wav);
  expect((within(dialog).getByLabelText('Título da reunião') as HTMLInputElement).value).toBe(
    'proposta-acme',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
  return { user, dialog };
}

describe('upload dialog', () => {
  it('asks for a file before sending', async () => {
    const user = userEvent.setup();
    renderButton(logicWith(async () => created));
    await user.click(screen.getByRole('button', { name: 'Enviar gravação' }));
    await user.click(await screen.findByRole('button', { name: 'Enviar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Escolha um arquivo.');
  });

  it('shows 100%, every step done, the waiting-for-provider message and a link to the meeting', async () => {
    renderButton(logicWith(async () => created));
    const { dialog } = await chooseAndSend();
    expect(await within(dialog).findByText('Reunião criada')).toBeTruthy();
    expect(
      within(dialog).getByRole('progressbar', { name: 'Progresso do envio' }).getAttribute('value'),
    ).toBe('100');
    expect(within(dialog).getByText('100%')).toBeTruthy();
    const steps = within(within(dialog).getByRole('list', { name: 'Etapas do envio' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => step.dataset.state)).toEqual(['done', 'done', 'done', 'done', 'done']);
    expect(within(dialog).getByTestId('transcription-status').textContent).toMatch(
      /aguarda um provedor de fala para texto/,
    );
    expect(within(dialog).getByRole('link', { name: 'Abrir a reunião' }).getAttribute('href')).toBe(
      '/meetings/meeting-up-1',
    );
  });

  it('explains a spec section 5 failure in Portuguese, keeps the spec text and the file, and retries', async () => {
    let calls = 0;
    renderButton(
      logicWith(async () => {
        calls += 1;
        if (calls === 1) throw new UploadResponseError('invalidFormat');
        return created;
      }),
    );
    const { user, dialog } = await chooseAndSend();
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('O servidor respondeu em um formato inesperado');
    expect(alert.textContent).toContain('Invalid response format from server');
    expect(alert.textContent).toContain('proposta-acme.wav');
    await user.click(within(dialog).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(dialog).findByText('Reunião criada')).toBeTruthy();
    expect(calls).toBe(2);
  });

  it('an expired link: says a new one is on its way, keeps the bar where the server is, then goes on', async () => {
    let transfers = 0;
    let answerRefresh: (answer: UploadUrlRefreshed) => void = () => {};
    renderButton(
      logicWith(async () => created, {
        send: (input, sendBack) => {
          transfers += 1;
          if (transfers > 1) return sendsEverything(input, sendBack);
          sendBack({
            type: 'transfer.progress',
            progress: { loaded: 3072, total: 4096, sentBytes: 3072, elapsedMs: 1000 },
          });
          sendBack({ type: 'transfer.expired' });
        },
        refreshUploadUrl: () => new Promise((resolve) => (answerRefresh = resolve)),
      }),
    );
    const { dialog } = await chooseAndSend();
    expect(
      await within(dialog).findByText('O link de envio expirou; gerando um novo link e continuando…'),
    ).toBeTruthy();
    expect(within(dialog).getByText('75%')).toBeTruthy();
    answerRefresh(refreshed);
    expect(await within(dialog).findByText('Reunião criada')).toBeTruthy();
    expect(
      within(dialog).queryByText('O link de envio expirou; gerando um novo link e continuando…'),
    ).toBeNull();
    expect(transfers).toBe(2);
  });
});
