import styled from '@emotion/styled';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { selectPhase } from '../../../../machines/uploads/upload/selectors.ts';
import { Button } from '../../../components/Button.tsx';
import { ModalDialog } from '../../../components/ModalDialog.tsx';
import { UploadContext } from './upload-context.ts';
import { UploadForm } from './UploadForm.tsx';
import { UploadProgress } from './UploadProgress.tsx';
import { ResumeRefused } from './ResumeRefused.tsx';

const Header = styled.header({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: 12,
});

export function UploadDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const phase = UploadContext.useSelector(selectPhase);

  return (
    <ModalDialog labelledBy={titleId} onCancel={onClose} width={560}>
      <Header>
        <h2 id={titleId} css={{ margin: 0, fontSize: 20 }}>
          {t('upload:dialogTitle')}
        </h2>
        <Button variant="ghost" onClick={onClose}>
          {t('upload:close')}
        </Button>
      </Header>
      {phase === 'idle' ? (
        <UploadForm />
      ) : phase === 'refused' ? (
        <ResumeRefused />
      ) : (
        <UploadProgress onNavigate={onClose} />
      )}
    </ModalDialog>
  );
}
