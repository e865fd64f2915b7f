import styled from '@emotion/styled';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  percentReceived,
  selectCanDiscard,
  selectDiscarding,
  selectFailure,
  selectLoadFailed,
  selectUnfinishedUploads,
} from '../../../../machines/uploads/unfinished-uploads/selectors.ts';
import { selectCanResume, selectUploadingMeetingId } from '../../../../machines/uploads/upload/selectors.ts';
import type { UnfinishedUpload } from '../../../../services/uploads/uploads.ts';
import { useErrorText } from '../../../components/AppErrorText.tsx';
import { Button } from '../../../components/Button.tsx';
import { UnfinishedUploadsContext } from './unfinished-uploads-context.ts';
import { UploadContext } from './upload-context.ts';

const UploadDialog = lazy(() =>
  import('./UploadDialog.tsx').then((module) => ({ default: module.UploadDialog })),
);

const Panel = styled.section(({ theme }) => ({
  marginBottom: 16,
  padding: '12px 14px',
  borderRadius: theme.radius.md,
  background: theme.colors.infoSubtle,
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  '& h2': { margin: 0, fontSize: 16 },
}));

const Items = styled.ul({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
});

const Item = styled.li({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '4px 12px' });

const Actions = styled.div({ display: 'flex', gap: 8, marginLeft: 'auto' });

/**
 * Above the meeting list: the uploads a closed tab left unfinished, each with "Continuar" (which asks for the
 * file again and hands it to the page's upload, which checks it is the same file) and "Descartar". The one
 * this page is sending now is not listed.
 */
export function UnfinishedUploads() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const listed = UnfinishedUploadsContext.useSelector(selectUnfinishedUploads);
  const loadFailed = UnfinishedUploadsContext.useSelector(selectLoadFailed);
  const failure = UnfinishedUploadsContext.useSelector(selectFailure);
  const unfinished = UnfinishedUploadsContext.useActorRef();
  const sendingNow = UploadContext.useSelector(selectUploadingMeetingId);
  const [dialogOpen, setDialogOpen] = useState(false);
  const uploads = listed.filter((upload) => upload.meetingId !== sendingNow);

  if (loadFailed) {
    return (
      <Panel aria-label={t('upload:resume.listLabel')}>
        <span role="alert">{t('upload:resume.loadFailed')}</span>
        <div>
          <Button variant="secondary" onClick={() => unfinished.send({ type: 'unfinished.reload' })}>
            {t('upload:resume.reload')}
          </Button>
        </div>
      </Panel>
    );
  }
  return (
    <>
      {uploads.length > 0 && (
        <Panel aria-labelledby="unfinished-uploads-title">
          <h2 id="unfinished-uploads-title">{t('upload:resume.listLabel')}</h2>
          <Items>
            {uploads.map((upload) => (
              <UnfinishedItem key={upload.meetingId} upload={upload} onResume={() => setDialogOpen(true)} />
            ))}
          </Items>
          {failure && (
            <span role="alert">{t('upload:resume.discardFailed', { message: errorText(failure) })}</span>
          )}
        </Panel>
      )}
      {dialogOpen && (
        <Suspense fallback={null}>
          <UploadDialog onClose={() => setDialogOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

function UnfinishedItem({ upload, onResume }: { upload: UnfinishedUpload; onResume: () => void }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const uploadActor = UploadContext.useActorRef();
  const canResume = UploadContext.useSelector(selectCanResume);
  const unfinished = UnfinishedUploadsContext.useActorRef();
  const discarding = UnfinishedUploadsContext.useSelector(selectDiscarding);
  const canDiscard = UnfinishedUploadsContext.useSelector(selectCanDiscard);
  const name = upload.fileName;
  return (
    <Item>
      <span>
        <strong>{t('upload:resume.item', { name, percent: percentReceived(upload) })}</strong>{' '}
        <small>{t('upload:resume.meeting', { title: upload.title })}</small>
      </span>
      <Actions>
        {/* No File survives a closed tab: the person chooses it again, and the upload checks it is the same. */}
        <input
          ref={input}
          type="file"
          hidden
          tabIndex={-1}
          aria-hidden
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (!file) return;
            uploadActor.send({ type: 'upload.resume', file, unfinished: upload });
            onResume();
          }}
        />
        <Button
          variant="primary"
          disabled={!canResume}
          aria-label={t('upload:resume.continueLabel', { name })}
          onClick={() => input.current?.click()}
        >
          {t('upload:resume.continue')}
        </Button>
        <Button
          variant="secondary"
          disabled={!canDiscard || discarding === upload.meetingId}
          aria-label={t('upload:resume.discardLabel', { name })}
          onClick={() => unfinished.send({ type: 'unfinished.discard', meetingId: upload.meetingId })}
        >
          {t('upload:resume.discard')}
        </Button>
      </Actions>
    </Item>
  );
}
