import styled from '@emotion/styled';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { selectPhase } from '../../../../machines/upload/selectors.ts';
import { Button } from '../../../components/Button.tsx';
import { UploadContext } from './upload-context.ts';
import { UploadForm } from './UploadForm.tsx';
import { UploadProgress } from './UploadProgress.tsx';

const Backdrop = styled.div({
  position: 'fixed',
  inset: 0,
  zIndex: 50,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 16,
  background: 'rgb(0 0 0 / 45%)',
});

const Panel = styled.dialog(({ theme }) => ({
  position: 'static',
  width: '100%',
  maxWidth: 560,
  maxHeight: '90vh',
  overflowY: 'auto',
  padding: 24,
  background: theme.colors.surface,
  color: theme.colors.text,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.lg,
  boxShadow: theme.shadow.card,
}));

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

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <Backdrop>
      <Panel open aria-modal="true" aria-labelledby={titleId}>
        <Header>
          <h2 id={titleId} css={{ margin: 0, fontSize: 20 }}>
            {t('upload:dialogTitle')}
          </h2>
          <Button variant="ghost" onClick={onClose}>
            {t('upload:close')}
          </Button>
        </Header>
        {phase === 'idle' ? <UploadForm /> : <UploadProgress onNavigate={onClose} />}
      </Panel>
    </Backdrop>
  );
}
