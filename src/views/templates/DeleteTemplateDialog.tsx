import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Template } from '../../api-contract/template.ts';
import { Button } from '../components/Button.tsx';
import { ModalDialog } from '../components/ModalDialog.tsx';
import type { EditorRef } from './use-editor.ts';

/** Deleting cannot be undone, so it asks first and says where the template is in use. */
export function DeleteTemplateDialog({
  editor,
  template,
  deleting,
}: {
  editor: EditorRef;
  template: Template;
  deleting: boolean;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const descriptionId = useId();
  const keep = useRef<HTMLButtonElement>(null);
  // The safe choice has the focus: Enter right away keeps the template.
  useEffect(() => keep.current?.focus(), []);
  const { meetings, defaultFor } = template.usage;
  const usage =
    meetings === 0 && defaultFor === 0
      ? [t('templates:deleteDialog.unused')]
      : [
          meetings > 0 && t('templates:deleteDialog.meetings', { count: meetings }),
          defaultFor > 0 && t('templates:deleteDialog.defaultFor', { count: defaultFor }),
        ].filter((text): text is string => Boolean(text));
  return (
    <ModalDialog
      labelledBy={titleId}
      describedBy={descriptionId}
      onCancel={() => editor.send({ type: 'delete.cancel' })}
    >
      <h2 id={titleId} css={{ margin: 0, fontSize: 20, overflowWrap: 'anywhere' }}>
        {t('templates:deleteDialog.title', { name: template.name })}
      </h2>
      <div id={descriptionId} css={{ display: 'grid', gap: 8 }}>
        <p css={{ margin: 0 }}>{usage.join(' ')}</p>
        <p css={{ margin: 0 }}>{t('templates:deleteDialog.consequence')}</p>
      </div>
      <div css={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
        <Button
          ref={keep}
          variant="ghost"
          disabled={deleting}
          onClick={() => editor.send({ type: 'delete.cancel' })}
        >
          {t('templates:deleteDialog.cancel')}
        </Button>
        <Button disabled={deleting} onClick={() => editor.send({ type: 'delete.confirm' })}>
          {deleting ? t('templates:deleteDialog.deleting') : t('templates:deleteDialog.confirm')}
        </Button>
      </div>
    </ModalDialog>
  );
}
