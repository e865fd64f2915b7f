import styled from '@emotion/styled';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  selectEditorFailure,
  selectEditorView,
  selectIsSaving,
  selectTemplate,
} from '../../machines/templates/selectors.ts';
import type { Template } from '../../api-contract/template.ts';
import { Alert } from '../components/Alert.tsx';
import { useErrorText } from '../components/AppErrorText.tsx';
import { Button } from '../components/Button.tsx';
import { Spinner } from '../components/Spinner.tsx';
import { Muted, Section } from '../meetings/meeting-detail/Section.tsx';
import { DeleteTemplateDialog } from './DeleteTemplateDialog.tsx';
import { NewQuestionForm } from './NewQuestionForm.tsx';
import { QuestionList } from './QuestionList.tsx';
import { TemplateBadges } from './TemplateBadges.tsx';
import { TemplateSettings } from './TemplateSettings.tsx';
import { TemplateListContext } from './templates-context.ts';
import { useEditorRef, useEditorSelector, type EditorRef } from './use-editor.ts';

/** Information, not an error: why the template is shown read-only. */
const Note = styled.p(({ theme }) => ({
  margin: 0,
  padding: '10px 14px',
  borderRadius: theme.radius.md,
  background: theme.colors.infoSubtle,
  color: theme.colors.text,
}));

export function EditorPane() {
  const { t } = useTranslation();
  const editor = useEditorRef();
  if (!editor) return <Muted>{t('templates:editor.placeholder')}</Muted>;
  return <Editor key={editor.id + editor.sessionId} editor={editor} />;
}

function Editor({ editor }: { editor: EditorRef }) {
  const { t } = useTranslation();
  const view = useEditorSelector(editor, selectEditorView);
  const template = useEditorSelector(editor, selectTemplate);
  const failure = useEditorSelector(editor, selectEditorFailure);
  const errorText = useErrorText();

  if (view === 'loading' || !template) {
    if (view === 'loadFailed') {
      return (
        <Section title={t('templates:editor.loadFailed')}>
          <div role="alert" css={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
            <span>{failure && errorText(failure)}</span>
            <Button variant="secondary" onClick={() => editor.send({ type: 'template.retry' })}>
              {t('common:retry')}
            </Button>
          </div>
        </Section>
      );
    }
    return (
      <output css={{ display: 'flex', alignItems: 'center', gap: 10 }}>
        <Spinner aria-hidden size={16} />
        {t('templates:editor.loading')}
      </output>
    );
  }
  return <LoadedEditor editor={editor} template={template} />;
}

function LoadedEditor({ editor, template }: { editor: EditorRef; template: Template }) {
  const { t } = useTranslation();
  const list = TemplateListContext.useActorRef();
  const view = useEditorSelector(editor, selectEditorView);
  const saving = useEditorSelector(editor, selectIsSaving);
  const failure = useEditorSelector(editor, selectEditorFailure);
  const errorText = useErrorText();
  const heading = useRef<HTMLHeadingElement>(null);
  const busy = saving || view === 'deleting' || view === 'duplicating';

  // A template just opened (selected, created or duplicated) takes the focus, so the keyboard follows it.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section aria-labelledby="template-editor-title" css={{ display: 'grid', gap: 16 }}>
      <div css={{ display: 'grid', gap: 6 }}>
        <Button
          variant="ghost"
          css={{ justifySelf: 'start', '@media (min-width: 861px)': { display: 'none' } }}
          onClick={() => list.send({ type: 'selection.clear' })}
        >
          {t('templates:editor.back')}
        </Button>
        <h2
          id="template-editor-title"
          ref={heading}
          tabIndex={-1}
          // The name may be one word wider than a phone: it wraps.
          css={{ margin: 0, fontSize: 22, overflowWrap: 'anywhere' }}
        >
          {template.name}
        </h2>
        {template.owner && !template.isMine && (
          <Muted>{t('templates:editor.owner', { name: template.owner.name })}</Muted>
        )}
        <TemplateBadges template={template} />
      </div>
      {!template.mayChange && (
        <Note role="note">
          {template.owner === null ? t('templates:editor.readOnlyReadyMade') : t('templates:editor.readOnly')}
        </Note>
      )}
      <TemplateSettings editor={editor} template={template} busy={busy} />
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => editor.send({ type: 'template.duplicate' })}
        >
          {t('templates:editor.duplicate')}
        </Button>
        {template.mayChange && (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => editor.send({ type: 'template.delete' })}
          >
            {t('templates:editor.delete')}
          </Button>
        )}
      </div>
      <output aria-live="polite" css={{ minHeight: 20, fontSize: 14 }}>
        {saving ? t('templates:editor.saving') : ''}
      </output>
      {failure && (
        <Alert role="alert">
          {t(view === 'ready' ? 'templates:editor.failed' : 'templates:editor.actionFailed', {
            message: errorText(failure),
          })}
        </Alert>
      )}
      <Section title={t('templates:questions.title')}>
        <QuestionList editor={editor} template={template} busy={busy} />
        {template.mayChange && <NewQuestionForm editor={editor} busy={busy} />}
      </Section>
      {(view === 'confirmingDelete' || view === 'deleting') && (
        <DeleteTemplateDialog editor={editor} template={template} deleting={view === 'deleting'} />
      )}
    </section>
  );
}
