import { useTranslation } from 'react-i18next';
import {
  selectBusyWith,
  selectIntegration,
  selectSecret,
} from '../../machines/webhooks/webhook-settings/selectors.ts';
import { Button } from '../components/Button.tsx';
import { CopyField } from '../components/CopyField.tsx';
import { WebhookContext } from './webhook-context.ts';

/** The secret just created, shown this once with a copy button; afterwards only that one exists. */
export function SecretPanel() {
  const { t } = useTranslation();
  const actor = WebhookContext.useActorRef();
  const secret = WebhookContext.useSelector(selectSecret);
  const integration = WebhookContext.useSelector(selectIntegration);
  const busyWith = WebhookContext.useSelector(selectBusyWith);

  if (secret) {
    return (
      <section
        aria-label={t('integrations:webhook.secretTitle')}
        css={(theme) => ({
          display: 'grid',
          gap: 10,
          padding: 16,
          borderRadius: theme.radius.md,
          border: `1px solid ${theme.colors.warning}`,
          background: theme.colors.warningSubtle,
          color: theme.colors.text,
        })}
      >
        <h3 css={{ margin: 0, fontSize: 16 }}>{t('integrations:webhook.secretTitle')}</h3>
        <p css={{ margin: 0 }}>{t('integrations:webhook.secretOnce')}</p>
        <CopyField
          label={t('integrations:webhook.secretLabel')}
          value={secret}
          copyLabel={t('integrations:webhook.copySecret')}
        />
        <div>
          <Button variant="secondary" onClick={() => actor.send({ type: 'secret.dismiss' })}>
            {t('integrations:webhook.secretDone')}
          </Button>
        </div>
      </section>
    );
  }
  if (!integration?.hasSecret) return null;
  return (
    <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
      <p css={{ margin: 0, flex: '1 1 240px' }}>{t('integrations:webhook.hasSecret')}</p>
      <Button
        variant="secondary"
        disabled={busyWith !== null}
        onClick={() => actor.send({ type: 'webhook.regenerate' })}
      >
        {busyWith === 'regenerating'
          ? t('integrations:webhook.regenerating')
          : t('integrations:webhook.regenerate')}
      </Button>
    </div>
  );
}
