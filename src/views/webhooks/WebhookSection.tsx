import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  selectIntegration,
  selectLoadFailure,
  selectWebhookView,
} from '../../machines/webhooks/webhook-settings/selectors.ts';
import { useErrorText } from '../components/AppErrorText.tsx';
import { Card } from '../components/Card.tsx';
import { ErrorState } from '../components/ErrorState.tsx';
import { Spinner } from '../components/Spinner.tsx';
import { DeliveryList } from './DeliveryList.tsx';
import { SecretPanel } from './SecretPanel.tsx';
import { TestPanel } from './TestPanel.tsx';
import { WebhookContext } from './webhook-context.ts';
import { WebhookForm } from './WebhookForm.tsx';

/** The webhook: its URL, the secret, the test ping and the recent deliveries (inside WebhookContext). */
export function WebhookSection() {
  const { t } = useTranslation();
  const headingId = useId();
  const actor = WebhookContext.useActorRef();
  const view = WebhookContext.useSelector(selectWebhookView);
  const loadFailure = WebhookContext.useSelector(selectLoadFailure);
  const integration = WebhookContext.useSelector(selectIntegration);
  const errorText = useErrorText();

  return (
    <section aria-labelledby={headingId} css={{ display: 'grid', gap: 12, minWidth: 0 }}>
      <h2 id={headingId} css={{ margin: 0, fontSize: 18 }}>
        {t('integrations:webhook.title')}
      </h2>
      <p css={{ margin: 0 }}>{t('integrations:webhook.intro')}</p>
      {view === 'loading' && (
        <output css={{ display: 'flex', alignItems: 'center', gap: 10 }}>
          <Spinner aria-hidden size={16} />
          {t('integrations:webhook.loading')}
        </output>
      )}
      {view === 'failed' && (
        <ErrorState
          title={t('integrations:webhook.loadFailed')}
          description={loadFailure ? errorText(loadFailure) : ''}
          retryLabel={t('common:retry')}
          onRetry={() => actor.send({ type: 'webhook.retry' })}
        />
      )}
      {view === 'ready' && (
        <Card css={{ display: 'grid', gap: 16, minWidth: 0, overflowWrap: 'anywhere' }}>
          <WebhookForm />
          <SecretPanel />
          {integration?.webHook && <TestPanel />}
          <DeliveryList />
        </Card>
      )}
    </section>
  );
}
