import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';

// The dialog (form, progress, react-hook-form) loads when it first opens, not with the list.
const UploadDialog = lazy(() =>
  import('./UploadDialog.tsx').then((module) => ({ default: module.UploadDialog })),
);

/**
 * The meetings page header's entry to uploading: a button that opens the upload dialog. The upload actor
 * belongs to the page (UploadContext), so closing the dialog never drops a running upload.
 */
export function UploadButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {t('upload:open')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <UploadDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
