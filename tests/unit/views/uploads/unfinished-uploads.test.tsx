import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromCallback, fromPromise, type EventObject } from 'xstate';
import type { ResumePoint, TransferInput } from '../../../../src/machines/uploads/upload-transfer/actors.ts';
import { uploadTransferMachine } from '../../../../src/machines/uploads/upload-transfer/upload-transfer.machine.ts';
import { uploadProcessingMachine } from '../../../../src/machines/uploads/upload-processing/upload-processing.machine.ts';
import { unfinishedUploadsMachine } from '../../../../src/machines/uploads/unfinished-uploads/unfinished-uploads.machine.ts';
import { uploadMachine } from '../../../../src/machines/uploads/upload/upload.machine.ts';
import { fileFingerprint } from '../../../../src/services/uploads/file-fingerprint.ts';
import type { UnfinishedUpload, UploadUrlRefreshed } from '../../../../src/services/uploads/uploads.ts';
import { UnfinishedUploads } from '../../../../src/views/meetings/meeting-list/upload/UnfinishedUploads.tsx';
import { UnfinishedUploadsContext } from '../../../../src/views/meetings/meeting-list/upload/unfinished-uploads-context.ts';
import { UploadContext } from '../../../../src/views/meetings/meeting-list/upload/upload-context.ts';
import { statusWaitingProvider } from '../../../model/uploads/upload-processing-fixtures.ts';
import { refreshed } from '../../../model/uploads/upload-transfer-fixtures.ts';
import { renderView } from '../support/render-app.tsx';

const recording = new File([Uint8Array.from({ length: 5000 }, (_, i) => i % 251)], 'reuniao.mp4', {
  type: 'video/mp4',
});

async function interruptedUpload(): Promise<UnfinishedUpload> {
  return {
    meetingId: 'meeting-interrupted',
    title: 'Reunião com a Acme',
    fileName: 'reuniao.mp4',
    contentType: 'video/mp4',
    sizeBytes: recording.size,
    bytesReceived: 2000,
    fingerprint: await fileFingerprint(recording),
  };
}

/** The page's upload with its requests replaced: the transfer resumes at the server's 2000 bytes. */
const resumedFrom: number[] = [];
const uploadLogic = uploadMachine.provide({
  actors: {
    transfer: uploadTransferMachine.provide({
      actors: {
        transferFile: fromCallback<EventObject, TransferInput>(({ sendBack, input }) => {
          resumedFrom.push(input.from);
          sendBack({ type: 'transfer.completed' });
        }),
        refreshUploadUrl: fromPromise<UploadUrlRefreshed, { meetingId: string }>(async () => refreshed),
        getBytesReceived: fromPromise<ResumePoint, { meetingId: string; toBucket: boolean }>(async () => ({
          bytesReceived: 2000,
          storedParts: [],
        })),
      },
    }),
    processing: uploadProcessingMachine.provide({
      delays: { statusPollInterval: 1 },
      actors: {
        markUploaded: fromPromise<unknown, { meetingId: string }>(async () => ({ uploadStatus: 'uploaded' })),
        processUpload: fromPromise<void, { meetingId: string }>(async () => {}),
        getUploadStatus: fromPromise(async () => statusWaitingProvider),
      },
    }),
  },
});

function renderList(lists: UnfinishedUpload[][], discarded: string[] = []) {
  const listLogic = unfinishedUploadsMachine.provide({
    actors: {
      listUnfinishedUploads: fromPromise(async () => lists.shift() ?? []),
      discardUpload: fromPromise<unknown, { meetingId: string }>(async ({ input }) => {
        discarded.push(input.meetingId);
        return { uploadStatus: 'cancelled' };
      }),
      watchMeetingChanges: fromCallback(() => {}),
    },
  });
  return renderView(
    <UploadContext.Provider logic={uploadLogic}>
      <UnfinishedUploadsContext.Provider logic={listLogic}>
        <UnfinishedUploads />
      </UnfinishedUploadsContext.Provider>
    </UploadContext.Provider>,
  );
}

/** "Continuar" opens the browser's file chooser on this hidden input; the test hands it the file. */
function fileInput(container: HTMLElement): HTMLInputElement {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input beside "Continuar"');
  return input;
}

describe('uploads a closed tab left unfinished', () => {
  it('are listed with the share the server holds; the same file chosen again resumes and finishes', async () => {
    const user = userEvent.setup();
    const { container } = renderList([[await interruptedUpload()]]);
    const list = await screen.findByRole('region', { name: 'Envios interrompidos' });
    expect(within(list).getByText('Envio interrompido: reuniao.mp4, 40%')).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Continuar o envio de reuniao.mp4' })).toBeTruthy();
    await user.upload(fileInput(container), recording);
    const dialog = await screen.findByRole('dialog', { name: 'Enviar gravação ou transcrição' });
    expect(await within(dialog).findByText('Reunião criada')).toBeTruthy();
    expect(resumedFrom.at(-1)).toBe(2000);
  });

  it('another file is refused, saying what differs', async () => {
    const user = userEvent.setup();
    const { container } = renderList([[await interruptedUpload()]]);
    await screen.findByText('Envio interrompido: reuniao.mp4, 40%');
    await user.upload(fileInput(container), new File(['outro'], 'outra-reuniao.mp4', { type: 'video/mp4' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enviar gravação ou transcrição' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Este não é o arquivo do envio interrompido');
    expect(alert.textContent).toContain(
      'O nome é diferente: o envio era de reuniao.mp4 e foi escolhido outra-reuniao.mp4.',
    );
  });

  it('a file with the same name and size but other content is refused for its content', async () => {
    const user = userEvent.setup();
    const { container } = renderList([[await interruptedUpload()]]);
    await screen.findByText('Envio interrompido: reuniao.mp4, 40%');
    const impostor = new File([new Uint8Array(recording.size)], 'reuniao.mp4', { type: 'video/mp4' });
    await user.upload(fileInput(container), impostor);
    const dialog = await screen.findByRole('dialog', { name: 'Enviar gravação ou transcrição' });
    expect((await within(dialog).findByRole('alert')).textContent).toContain('O conteúdo é diferente');
  });

  it('"Descartar" cancels it on the server and the list is read again', async () => {
    const user = userEvent.setup();
    const discarded: string[] = [];
    renderList([[await interruptedUpload()], []], discarded);
    await user.click(await screen.findByRole('button', { name: 'Descartar o envio de reuniao.mp4' }));
    expect(discarded).toEqual(['meeting-interrupted']);
    await expect.poll(() => screen.queryByText('Envio interrompido: reuniao.mp4, 40%')).toBeNull();
  });
});
