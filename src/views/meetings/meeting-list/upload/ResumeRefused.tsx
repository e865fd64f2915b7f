import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { selectFailure, selectMismatch } from '../../../../machines/uploads/upload/selectors.ts';
import { useErrorText } from '../../../components/AppErrorText.tsx';
import { Button } from '../../../components/Button.tsx';
import { formatBytes } from './format.ts';
import { UploadContext } from './upload-context.ts';

const Notice = styled.div(({ theme }) => ({
  marginTop: 16,
  padding: '12px 14px',
  borderRadius: theme.radius.md,
  background: theme.colors.dangerSubtle,
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
}));

type Mismatch = ReturnType<typeof selectMismatch>;
const sameMismatch = (a: Mismatch, b: Mismatch) =>
  a === b ||
  (a?.mismatch === b?.mismatch && a?.expected === b?.expected && a?.chosen.name === b?.chosen.name);

/** The file chosen to resume an interrupted upload is not its file: what differs, and how to go on. */
export function ResumeRefused() {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const upload = UploadContext.useActorRef();
  const mismatch = UploadContext.useSelector(selectMismatch, sameMismatch);
  const failure = UploadContext.useSelector(selectFailure);
  const bytes = (value: number) => formatBytes(value, i18n.language);
  const facts =
    mismatch &&
    {
      name: { expected: mismatch.expected.fileName, chosen: mismatch.chosen.name },
      size: { expected: bytes(mismatch.expected.sizeBytes), chosen: bytes(mismatch.chosen.size) },
      content: {},
    }[mismatch.mismatch];
  return (
    <>
      <Notice role="alert">
        <strong>{t('upload:resume.refusedTitle')}</strong>
        {mismatch && <span>{t(`upload:resume.mismatch.${mismatch.mismatch}`, facts ?? {})}</span>}
        {!mismatch && failure && (
          <span>{t('upload:resume.unreadable', { message: errorText(failure) })}</span>
        )}
        <small>{t('upload:resume.chooseAgain')}</small>
      </Notice>
      <div css={{ marginTop: 12 }}>
        <Button variant="ghost" onClick={() => upload.send({ type: 'upload.reset' })}>
          {t('upload:another')}
        </Button>
      </div>
    </>
  );
}
