import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Template } from '../../api-contract/template.ts';
import { Button } from '../components/Button.tsx';
import { TextField } from '../components/TextField.tsx';
import { Muted } from '../meetings/meeting-detail/Section.tsx';
import { selectPendingEdit } from '../../machines/templates/selectors.ts';
import { templateNameFormSchema } from './template-form-schemas.ts';
import { useEditorSelector, type EditorRef } from './use-editor.ts';

const checkboxRow = { display: 'flex', alignItems: 'flex-start', gap: 8 } as const;

/** Name, sharing (whoever may change it) and the caller's default (anyone who sees it). */
export function TemplateSettings({
  editor,
  template,
  busy,
}: {
  editor: EditorRef;
  template: Template;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const shareId = useId();
  // A box shows what was just asked while the server answers; a refusal puts back what it has.
  const pending = useEditorSelector(editor, selectPendingEdit);
  const isShared = pending?.kind === 'share' ? pending.isShared : template.isShared;
  const isDefault = pending?.kind === 'default' ? pending.isDefault : template.isDefault;
  return (
    <div css={{ display: 'grid', gap: 12 }}>
      {/* A new name from the server resets the field. */}
      {template.mayChange && (
        <RenameForm key={template.name} editor={editor} name={template.name} busy={busy} />
      )}
      {/* A ready-made template is seen by everyone in the company whatever its flag: nothing to share. */}
      {template.mayChange && template.owner !== null && (
        <div css={checkboxRow}>
          <input
            id={shareId}
            type="checkbox"
            checked={isShared}
            disabled={busy}
            aria-describedby={`${shareId}-hint`}
            onChange={(event) =>
              editor.send({ type: 'template.edit', edit: { kind: 'share', isShared: event.target.checked } })
            }
          />
          <div>
            <label htmlFor={shareId}>{t('templates:editor.share')}</label>
            <Muted id={`${shareId}-hint`} css={{ fontSize: 13 }}>
              {t('templates:editor.shareHint')}
            </Muted>
          </div>
        </div>
      )}
      <label css={checkboxRow}>
        <input
          type="checkbox"
          checked={isDefault}
          disabled={busy}
          onChange={(event) =>
            editor.send({ type: 'template.edit', edit: { kind: 'default', isDefault: event.target.checked } })
          }
        />
        <span>{t('templates:editor.default')}</span>
      </label>
    </div>
  );
}

/** The name, checked as the server checks it; sent only when it changed. */
function RenameForm({ editor, name, busy }: { editor: EditorRef; name: string; busy: boolean }) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(templateNameFormSchema),
    defaultValues: { name },
  });
  const missing = formState.errors.name?.message;
  return (
    <form
      noValidate
      css={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'flex-end' }}
      onSubmit={handleSubmit((values) => {
        if (values.name !== name)
          editor.send({ type: 'template.edit', edit: { kind: 'rename', name: values.name } });
      })}
    >
      <div css={{ flex: '1 1 240px' }}>
        <TextField
          label={t('templates:editor.nameLabel')}
          maxLength={120}
          required
          error={missing && t(missing)}
          {...register('name')}
        />
      </div>
      <Button type="submit" variant="secondary" disabled={busy}>
        {t('templates:editor.rename')}
      </Button>
    </form>
  );
}
