import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { selectCreateFailure, selectListView, selectNewName } from '../../machines/templates/selectors.ts';
import { Alert } from '../components/Alert.tsx';
import { useErrorText } from '../components/AppErrorText.tsx';
import { Button } from '../components/Button.tsx';
import { TextField } from '../components/TextField.tsx';
import { Section } from '../meetings/meeting-detail/Section.tsx';
import { TemplateListContext } from './templates-context.ts';
import { templateNameFormSchema } from './template-form-schemas.ts';

/** A new template's name; it opens in the editor once created. */
export function CreateTemplateForm() {
  const { t } = useTranslation();
  const actor = TemplateListContext.useActorRef();
  const submitting = TemplateListContext.useSelector((snapshot) => selectListView(snapshot) === 'submitting');
  const failure = TemplateListContext.useSelector(selectCreateFailure);
  const kept = TemplateListContext.useSelector(selectNewName);
  const errorText = useErrorText();
  const { register, handleSubmit, formState, setFocus } = useForm({
    resolver: zodResolver(templateNameFormSchema),
    defaultValues: { name: kept },
  });
  const missing = formState.errors.name?.message;
  // The form opened for this: typing can start at once.
  useEffect(() => setFocus('name'), [setFocus]);

  return (
    <Section title={t('templates:create.title')}>
      <form
        onSubmit={handleSubmit(({ name }) => actor.send({ type: 'create.submit', name }))}
        noValidate
        css={{ display: 'grid', gap: 12 }}
      >
        <TextField
          label={t('templates:create.nameLabel')}
          maxLength={120}
          error={missing && t(missing)}
          {...register('name')}
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
