import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { selectCreateFailure, selectListView, selectNewName } from '../../machines/templates/selectors.ts';
import { Alert } from '../components/Alert.tsx';
import { useErrorText } from '../components/AppErrorText.tsx';
import { Button } from '../components/Button.tsx';
import { TextField } from '../components/TextField.tsx';
import { Section } from '../meetings/meeting-detail/Section.tsx';
import { TemplateListContext } from './templates-context.ts';

/** A new template's name; it opens in the editor once created. */
export function CreateTemplateForm() {
  const { t } = useTranslation();
  const actor = TemplateListContext.useActorRef();
  const submitting = TemplateListContext.useSelector((snapshot) => selectListView(snapshot) === 'submitting');
  const failure = TemplateListContext.useSelector(selectCreateFailure);
  const kept = TemplateListContext.useSelector(selectNewName);
  const errorText = useErrorText();
  const [name, setName] = useState(kept);
  const [missing, setMissing] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  // The form opened for this: typing can start at once.
  useEffect(() => field.current?.focus(), []);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (name.trim() === '') {
      setMissing(true);
      return;
    }
    actor.send({ type: 'create.submit', name: name.trim() });
  }

  return (
    <Section title={t('templates:create.title')}>
      <form onSubmit={submit} noValidate css={{ display: 'grid', gap: 12 }}>
        <TextField
          label={t('templates:create.nameLabel')}
          value={name}
          ref={field}
          maxLength={120}
          error={missing ? t('templates:create.nameRequired') : undefined}
          onChange={(event) => {
            setName(event.target.value);
            setMissing(false);
          }}
        />
        {failure && (
          <Alert role="alert">{t('templates:create.failed', { message: errorText(failure) })}</Alert>
        )}
        <div css={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
          <Button variant="ghost" onClick={() => actor.send({ type: 'create.cancel' })}>
            {t('templates:create.cancel')}
          </Button>
          <Button type="submit" disabled={submitting}>
            {submitting ? t('templates:create.submitting') : t('templates:create.submit')}
          </Button>
        </div>
      </form>
    </Section>
  );
}
