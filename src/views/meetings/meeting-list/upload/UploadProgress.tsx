import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import {
  selectCanCancel,
  selectCanRetry,
  selectFailure,
  selectFileName,
  selectIsCheckingFile,
  selectIsRefreshingUrl,
  selectMeetingId,
  selectPhase,
  selectServerMessage,
  selectSteps,
  selectTranscriptionStatus,
  selectTransfer,
} from '../../../../machines/uploads/upload/selectors.ts';
import { Button } from '../../../components/Button.tsx';
import { formatBytes, formatSeconds } from './format.ts';
import { UploadContext } from './upload-context.ts';
import { useErrorText } from '../../../components/AppErrorText.tsx';
import { pathTo } from '../../../../domain/route-paths.ts';

const Section = styled.div({ display: 'flex', flexDirection: 'column', gap: 14, marginTop: 16 });

const Track = styled.progress(({ theme }) => ({
  width: '100%',
  height: 12,
  appearance: 'none',
  border: 'none',
  borderRadius: theme.radius.pill,
  overflow: 'hidden',
  background: theme.colors.primarySubtle,
  '&::-webkit-progress-bar': { background: theme.colors.primarySubtle },
  '&::-webkit-progress-value': { background: theme.colors.primary, transition: 'width 150ms linear' },
  '&::-moz-progress-bar': { background: theme.colors.primary },
}));

const Figures = styled.p(({ theme }) => ({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: '4px 16px',
  fontSize: 14,
  color: theme.colors.textMuted,
}));

const Steps = styled.ol({ margin: 0, paddingLeft: 20, display: 'flex', flexDirection: 'column', gap: 4 });

const stepMark = { pending: '○', active: '◐', done: '●', failed: '✕' } as const;

const Notice = styled.div<{ tone: 'danger' | 'success' | 'info' }>(({ theme, tone }) => ({
  padding: '12px 14px',
  borderRadius: theme.radius.md,
  background: {
    danger: theme.colors.dangerSubtle,
    success: theme.colors.successSubtle,
    info: theme.colors.infoSubtle,
  }[tone],
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
}));

const Actions = styled.div({ display: 'flex', gap: 8, flexWrap: 'wrap' });

/** The running pipeline: transfer figures, the steps, and what the person can do next. */
export function UploadProgress({ onNavigate }: { onNavigate: () => void }) {
  const { t, i18n } = useTranslation();
  const upload = UploadContext.useActorRef();
  const phase = UploadContext.useSelector(selectPhase);
  const transfer = UploadContext.useSelector(selectTransfer, sameTransfer);
  const steps = UploadContext.useSelector(selectSteps, sameSteps);
  const refreshing = UploadContext.useSelector(selectIsRefreshingUrl);
  const checkingFile = UploadContext.useSelector(selectIsCheckingFile);
  const failure = UploadContext.useSelector(selectFailure);
  const errorText = useErrorText();
  const fileName = UploadContext.useSelector(selectFileName);
  const meetingId = UploadContext.useSelector(selectMeetingId);
  const transcription = UploadContext.useSelector(selectTranscriptionStatus);
  const serverMessage = UploadContext.useSelector(selectServerMessage);
  const canCancel = UploadContext.useSelector(selectCanCancel);
  const canRetry = UploadContext.useSelector(selectCanRetry);
  const bytes = (value: number) => formatBytes(value, i18n.language);

  return (
    <Section>
      {transfer && (
        <>
          <Track aria-label={t('upload:progressLabel')} max={100} value={transfer.percent} />
          <Figures>
            <strong data-testid="upload-percent">{t('upload:percent', { percent: transfer.percent })}</strong>
            <span>{t('upload:bytes', { loaded: bytes(transfer.loaded), total: bytes(transfer.total) })}</span>
            {transfer.bytesPerSecond !== null && (
              <span>{t('upload:speed', { value: bytes(transfer.bytesPerSecond) })}</span>
            )}
            <span>
              {transfer.secondsLeft === null
                ? t('upload:timeLeftUnknown')
                : t('upload:timeLeft', { value: formatSeconds(transfer.secondsLeft) })}
            </span>
          </Figures>
        </>
      )}
      {refreshing && <output>{t('upload:refreshingUrl')}</output>}
      {checkingFile && <output>{t('upload:resume.checking')}</output>}

      {/* Each step's change of state is announced; the percentage is the progress bar's to tell. */}
      <Steps aria-label={t('upload:steps.label')} aria-live="polite">
        {steps.map(({ step, state }) => (
          <li key={step} data-state={state}>
            <span aria-hidden>{stepMark[state]} </span>
            {t(`upload:steps.${step}`)} <small>({t(`upload:stepState.${state}`)})</small>
          </li>
        ))}
      </Steps>

      {phase === 'failed' && failure && (
        <Notice tone="danger" role="alert">
          <strong>{t('upload:failedTitle')}</strong>
          <span>{errorText(failure)}</span>
          {/* The server's own sentence is already the message; any other detail is for support. */}
          {failure.detail && failure.detail !== errorText(failure) && (
            <small>{t('upload:technicalDetail', { message: failure.detail })}</small>
          )}
          {fileName && <small>{t('upload:fileKept', { name: fileName })}</small>}
        </Notice>
      )}
      {phase === 'cancelled' && (
        <Notice as="output" tone="info">
          <span>{t('upload:cancelled')}</span>
          {failure && <small>{t('upload:cancelFailed', { message: errorText(failure) })}</small>}
        </Notice>
      )}
      {phase === 'done' && (
        <Notice as="output" tone="success">
          <strong>{t('upload:done.title')}</strong>
          {transcription && (
            <span data-testid="transcription-status">{t(`upload:transcription.${transcription}`)}</span>
          )}
          {serverMessage && <small>{serverMessage}</small>}
          {meetingId && (
            <Link href={pathTo('/meetings/:id', { id: meetingId })} onClick={onNavigate}>
              {t('upload:done.open')}
            </Link>
          )}
        </Notice>
      )}

      <Actions>
        {canCancel && (
          <Button variant="secondary" onClick={() => upload.send({ type: 'upload.cancel' })}>
            {t('upload:cancel')}
          </Button>
        )}
        {canRetry && (
          <Button onClick={() => upload.send({ type: 'upload.retry' })}>{t('upload:retry')}</Button>
        )}
        {(phase === 'done' || phase === 'failed' || phase === 'cancelled') && (
          <Button variant="ghost" onClick={() => upload.send({ type: 'upload.reset' })}>
            {t('upload:another')}
          </Button>
        )}
      </Actions>
    </Section>
  );
}

type Transfer = ReturnType<typeof selectTransfer>;
const sameTransfer = (a: Transfer, b: Transfer) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.percent === b.percent &&
    a.loaded === b.loaded &&
    a.secondsLeft === b.secondsLeft);

type Steps = ReturnType<typeof selectSteps>;
const sameSteps = (a: Steps, b: Steps) => a.every((step, index) => step.state === b[index]?.state);
