import styled from '@emotion/styled';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  selectAddFailure,
  selectAdding,
  selectDraft,
  selectLoadFailure,
  selectRemoveFailure,
  selectRemovingId,
  selectVocabularyView,
  selectWords,
} from '../../machines/vocabulary/selectors.ts';
import { vocabularyWordMaxLength } from '../../api-contract/vocabulary.ts';
import { Alert } from '../components/Alert.tsx';
import { useErrorText } from '../components/AppErrorText.tsx';
import { Button } from '../components/Button.tsx';
import { ErrorState } from '../components/ErrorState.tsx';
import { Spinner } from '../components/Spinner.tsx';
import { TextField } from '../components/TextField.tsx';
import { refusalOf } from '../form-refusal.ts';
import { Muted, Section } from '../meetings/meeting-detail/Section.tsx';
import { VocabularyContext } from './vocabulary-context.ts';
import { vocabularyWordFormSchema } from './vocabulary-form-schema.ts';

const Words = styled.ul({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
});

const Word = styled.li(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  maxWidth: '100%',
  padding: '2px 4px 2px 12px',
  borderRadius: 999,
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.primarySubtle,
  overflowWrap: 'anywhere',
}));

const RemoveButton = styled.button(({ theme }) => ({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  width: 32,
  height: 32,
  border: 0,
  borderRadius: 999,
  background: 'transparent',
  color: theme.colors.text,
  cursor: 'pointer',
  font: 'inherit',
  fontSize: 18,
  '&:hover': { background: theme.colors.surface },
  '&:focus-visible': { outline: `3px solid ${theme.colors.primaryMild}`, outlineOffset: 1 },
  '&:disabled': { cursor: 'default', opacity: 0.6 },
}));

export function VocabularyScreen() {
  const { t } = useTranslation();
  const actor = VocabularyContext.useActorRef();
  const view = VocabularyContext.useSelector(selectVocabularyView);
  const failure = VocabularyContext.useSelector(selectLoadFailure);
  const errorText = useErrorText();

  return (
    <Section title={t('vocabulary:title')}>
      <Muted>{t('vocabulary:intro')}</Muted>
      {view === 'loading' && (
        <output css={{ display: 'flex', alignItems: 'center', gap: 10 }}>
          <Spinner aria-hidden size={16} />
          {t('vocabulary:loading')}
        </output>
      )}
      {view === 'failed' && (
        <ErrorState
          title={t('vocabulary:loadFailed')}
          description={failure ? errorText(failure) : ''}
          retryLabel={t('common:retry')}
          onRetry={() => actor.send({ type: 'words.retry' })}
        />
      )}
      {view === 'ready' && (
        <>
          <AddWordForm />
          <WordList />
        </>
      )}
    </Section>
  );
}

function AddWordForm() {
  const { t } = useTranslation();
  const actor = VocabularyContext.useActorRef();
  const draft = VocabularyContext.useSelector(selectDraft);
  const adding = VocabularyContext.useSelector(selectAdding);
  const failure = VocabularyContext.useSelector(selectAddFailure);
  const errorText = useErrorText();
  // The form's refusal goes to the machine, which says it where it says its own and the server's (and clears
  // them together); the focus stays where it was.
  const { register, handleSubmit, setValue } = useForm({
    resolver: zodResolver(vocabularyWordFormSchema),
    defaultValues: { word: draft },
    shouldFocusError: false,
  });
  // An added word clears the field; a refusal keeps it.
  useEffect(() => {
    const subscription = actor.on('word.added', () => setValue('word', ''));
    return () => subscription.unsubscribe();
  }, [actor, setValue]);

  const submit = handleSubmit(
    ({ word }) => actor.send({ type: 'word.add', word }),
    (errors) => actor.send({ type: 'word.refused', reason: refusalOf(errors.word) }),
  );

  const message = failure
    ? failure.status === null
      ? errorText(failure)
      : t('vocabulary:addFailed', { message: errorText(failure) })
    : undefined;
  return (
    <form
      onSubmit={submit}
      noValidate
      css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 8 }}
    >
      <div css={{ flex: '1 1 220px', minWidth: 0 }}>
        <TextField
          label={t('vocabulary:label')}
          maxLength={vocabularyWordMaxLength}
          autoComplete="off"
          error={message}
          {...register('word')}
        />
      </div>
      <Button type="submit" disabled={adding} css={{ marginTop: 26 }}>
        {adding ? t('vocabulary:adding') : t('vocabulary:add')}
      </Button>
    </form>
  );
}

function WordList() {
  const { t } = useTranslation();
  const actor = VocabularyContext.useActorRef();
  const words = VocabularyContext.useSelector(selectWords);
  const removingId = VocabularyContext.useSelector(selectRemovingId);
  const failure = VocabularyContext.useSelector(selectRemoveFailure);
  const errorText = useErrorText();
  return (
    <>
      {words.length === 0 ? (
        <Muted>{t('vocabulary:none')}</Muted>
      ) : (
        <Words aria-label={t('vocabulary:listLabel')}>
          {words.map((entry) => (
            <Word key={entry.id}>
              <span>{entry.word}</span>
              <RemoveButton
                type="button"
                aria-label={t('vocabulary:remove', { word: entry.word })}
                disabled={removingId !== null}
                onClick={() => actor.send({ type: 'word.remove', id: entry.id })}
              >
                <span aria-hidden="true">×</span>
              </RemoveButton>
            </Word>
          ))}
        </Words>
      )}
      {failure && <Alert role="alert">{t('vocabulary:removeFailed', { message: errorText(failure) })}</Alert>}
    </>
  );
}
