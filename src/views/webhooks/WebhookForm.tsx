import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  selectBusyWith,
  selectConfirmingRemoval,
  selectDraft,
  selectIntegration,
  selectSaveFailure,
} from '../../machines/webhooks/webhook-settings/selectors.ts';
import { Alert } from '../components/Alert.tsx';
import { useErrorText } from '../components/AppErrorText.tsx';
import { Button } from '../components/Button.tsx';
import { TextField } from '../components/TextField.tsx';
import { refusalOf } from '../form-refusal.ts';
import { WebhookContext } from './webhook-context.ts';
import { webhookFormSchema } from './webhook-form-schema.ts';

const rowCss = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 } as const;

/** The URL (kept as typed when refused), save, and removing the webhook after a confirmation. */
export function WebhookForm() {
  const { t } = useTranslation();
  const actor = WebhookContext.useActorRef();
  const draft = WebhookContext.useSelector(selectDraft);
  const integration = WebhookContext.useSelector(selectIntegration);
  const failure = WebhookContext.useSelector(selectSaveFailure);
  const busyWith = WebhookContext.useSelector(selectBusyWith);
  const confirming = WebhookContext.useSelector(selectConfirmingRemoval);
  const errorText = useErrorText();
  const busy = busyWith !== null || confirming;
  // The form's refusal goes to the machine, which says it under the field as it says the server's, and clears
  // it when the URL is typed again or another action starts; the focus stays where it was.
  const { register, handleSubmit, setValue } = useForm({
    resolver: zodResolver(webhookFormSchema),
    defaultValues: { url: draft },
    shouldFocusError: false,
  });
  // After a save, a new secret or a removal the field shows the URL as stored.
  useEffect(() => {
    const subscription = actor.on('url.stored', ({ url }) => setValue('url', url));
    return () => subscription.unsubscribe();
  }, [actor, setValue]);
  const confirmButton = useRef<HTMLButtonElement>(null);
  // The remove button gives way to the question: the focus goes to its answer, not to the page's start.
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);
  // A refusal of the URL (the form's own, or the server's 400) is the field's message; anything else an alert.
  const refusesUrl = failure && (failure.key.startsWith('integrations:') || failure.status === '400');
  const fieldError = failure && refusesUrl ? errorText(failure) : undefined;

  const submit = handleSubmit(
    ({ url }) => actor.send({ type: 'webhook.save', url }),
    (errors) => actor.send({ type: 'url.refused', reason: refusalOf(errors.url) }),
  );

  return (
    <form noValidate onSubmit={submit} css={{ display: 'grid', gap: 10 }}>
      <TextField
        label={t('integrations:webhook.urlLabel')}
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder="https://"
        error={fieldError}
        readOnly={busy}
        {...register('url', { onChange: () => actor.send({ type: 'url.edit' }) })}
      />
      <p css={{ margin: 0, fontSize: 13 }}>{t('integrations:webhook.urlHint')}</p>
      {failure && !fieldError && (
        <Alert role="alert">{t('integrations:webhook.saveFailed', { message: errorText(failure) })}</Alert>
      )}
      <div css={rowCss}>
        <Button type="submit" disabled={busy}>
          {busyWith === 'saving' ? t('integrations:webhook.saving') : t('integrations:webhook.save')}
        </Button>
        {integration?.webHook && !confirming && (
          <Button variant="secondary" disabled={busy} onClick={() => actor.send({ type: 'webhook.remove' })}>
            {busyWith === 'removing' ? t('integrations:webhook.removing') : t('integrations:webhook.remove')}
          </Button>
        )}
      </div>
      {confirming && (
        <fieldset css={{ display: 'grid', gap: 8, border: 'none', margin: 0, padding: 0, minWidth: 0 }}>
          <legend css={{ padding: 0, marginBottom: 8 }}>{t('integrations:webhook.confirmRemove')}</legend>
          <div css={rowCss}>
            <Button ref={confirmButton} onClick={() => actor.send({ type: 'removal.confirm' })}>
              {t('integrations:webhook.confirmRemoveYes')}
            </Button>
            <Button variant="secondary" onClick={() => actor.send({ type: 'removal.cancel' })}>
              {t('integrations:webhook.cancel')}
            </Button>
          </div>
        </fieldset>
      )}
    </form>
  );
}
