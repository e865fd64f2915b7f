import { useTranslation } from 'react-i18next';
import {
  selectBusyWith,
  selectTestFailure,
  selectTestResult,
} from '../../machines/webhooks/webhook-settings/selectors.ts';
import { Alert } from '../components/Alert.tsx';
import { useErrorText } from '../components/AppErrorText.tsx';
import { Button } from '../components/Button.tsx';
import { WebhookContext } from './webhook-context.ts';

/** "Enviar teste": the server pings the webhook at once; what the receiver answered shows here. */
export function TestPanel() {
  const { t } = useTranslation();
  const actor = WebhookContext.useActorRef();
  const busyWith = WebhookContext.useSelector(selectBusyWith);
  const result = WebhookContext.useSelector(selectTestResult);
  const failure = WebhookContext.useSelector(selectTestFailure);
  const errorText = useErrorText();

  return (
    <div css={{ display: 'grid', gap: 8 }}>
      <div>
        <Button
          variant="secondary"
          disabled={busyWith !== null}
          onClick={() => actor.send({ type: 'webhook.test' })}
        >
          {busyWith === 'testing' ? t('integrations:webhook.testing') : t('integrations:webhook.test')}
        </Button>
      </div>
      {/* Always there, so the outcome of each test is announced. */}
      <output
        css={(theme) => ({
          display: result ? 'block' : 'none',
          fontWeight: 600,
          color: result?.status === 'delivered' ? theme.colors.success : theme.colors.danger,
        })}
      >
        {result &&
          (result.status === 'delivered'
            ? t('integrations:webhook.testDelivered', { status: result.lastHttpStatus })
            : t('integrations:webhook.testNotDelivered', { reason: result.lastError ?? '' }))}
      </output>
      {failure && (
        <Alert role="alert">{t('integrations:webhook.testFailed', { message: errorText(failure) })}</Alert>
      )}
    </div>
  );
}
