import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { selectDraft, selectIsSuggesting, selectSuggestions } from '../../machines/templates/selectors.ts';
import { Button } from '../components/Button.tsx';
import { TextField } from '../components/TextField.tsx';
import { Muted } from '../meetings/meeting-detail/Section.tsx';
import { templateQuestionFormSchema } from './template-form-schemas.ts';
import { useEditorSelector, type EditorRef } from './use-editor.ts';

/**
 * A new question; while it is typed, suggestions (better wordings, follow-ups) may be picked into it. What is
 * typed is the editor's draft (suggestions follow every keystroke), so the form checks that one value rather
 * than a copy of its own.
 */
export function NewQuestionForm({ editor, busy }: { editor: EditorRef; busy: boolean }) {
  const { t } = useTranslation();
  const draft = useEditorSelector(editor, selectDraft);
  const suggestions = useEditorSelector(editor, selectSuggestions);
  const suggesting = useEditorSelector(editor, selectIsSuggesting);
  const inputId = useId();
  const hintId = useId();
  const { handleSubmit, formState } = useForm({
    values: { text: draft },
    resolver: zodResolver(templateQuestionFormSchema),
  });

  return (
    <form
      css={{ display: 'grid', gap: 8 }}
      onSubmit={handleSubmit(({ text }) =>
        editor.send({ type: 'template.edit', edit: { kind: 'addQuestion', text } }),
      )}
      noValidate
    >
      <TextField
        id={inputId}
        label={t('templates:questions.newLabel')}
        value={draft}
        maxLength={500}
        autoComplete="off"
        aria-describedby={hintId}
        onChange={(event) => editor.send({ type: 'question.type', text: event.target.value })}
      />
      <Muted id={hintId} css={{ fontSize: 13 }}>
        {t('templates:questions.newHint')}
      </Muted>
      <output aria-live="polite" css={{ fontSize: 13 }}>
        {suggesting
          ? t('templates:questions.suggestionsLoading')
          : suggestions.length > 0
            ? t('templates:questions.suggestionsCount', { count: suggestions.length })
            : ''}
      </output>
      {suggestions.length > 0 && (
        <div css={{ display: 'grid', gap: 6 }}>
          <ul
            aria-label={t('templates:questions.suggestionsTitle')}
            css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 6 }}
          >
            {suggestions.map((text) => (
              <li key={text}>
                <Button
                  variant="secondary"
                  aria-label={t('templates:questions.useSuggestion', { text })}
                  css={{ textAlign: 'left', height: 'auto', padding: '8px 12px', whiteSpace: 'normal' }}
                  onClick={() => {
                    editor.send({ type: 'suggestion.pick', text });
                    document.getElementById(inputId)?.focus();
                  }}
                >
                  {text}
                </Button>
              </li>
            ))}
          </ul>
          <Button
            variant="ghost"
            css={{ justifySelf: 'start' }}
            onClick={() => editor.send({ type: 'suggestions.dismiss' })}
          >
            {t('templates:questions.dismissSuggestions')}
          </Button>
        </div>
      )}
      <Button type="submit" disabled={busy || !formState.isValid} css={{ justifySelf: 'start' }}>
        {t('templates:questions.add')}
      </Button>
    </form>
  );
}
