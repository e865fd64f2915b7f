import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { uploadMachine } from '../../../../machines/upload/upload.machine.ts';
import { Button } from '../../../components/Button.tsx';
import { UploadContext } from './upload-context.ts';

// The dialog (form, progress, react-hook-form) loads when it first opens, not with the list.
const UploadDialog = lazy(() =>
  import('./UploadDialog.tsx').then((module) => ({ default: module.UploadDialog })),
);

type UploadButtonProps = {
  /** Tests pass the machine with its actors replaced. */
  logic?: typeof uploadMachine;
};

/** The meetings page header's entry to uploading: a button that opens the upload dialog. */
export function UploadButton({ logic }: UploadButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <UploadContext.Provider logic={logic}>
      <Button variant="secondary" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {t('upload:open')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <UploadDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </UploadContext.Provider>
  );
}
