import styled from '@emotion/styled';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { selectBusyWith, selectIntegration } from '../../machines/webhooks/webhook-settings/selectors.ts';
import type { WebhookDelivery } from '../../api-contract/webhook.ts';
import { Badge, type BadgeTone } from '../components/Badge.tsx';
import { Button } from '../components/Button.tsx';
import { WebhookContext } from './webhook-context.ts';

const Muted = styled.p(({ theme }) => ({ margin: 0, fontSize: 13, color: theme.colors.textMuted }));

const tones: Record<WebhookDelivery['status'], BadgeTone> = {
  pending: 'warning',
  delivered: 'success',
  failed: 'danger',
};

/** The latest deliveries, newest first: what, for which meeting, how it went and what comes next. */
export function DeliveryList() {
  const { t } = useTranslation();
  const headingId = useId();
  const actor = WebhookContext.useActorRef();
  const integration = WebhookContext.useSelector(selectIntegration);
  const busyWith = WebhookContext.useSelector(selectBusyWith);
  const deliveries = integration?.deliveries ?? [];

  return (
    <div css={{ display: 'grid', gap: 10, minWidth: 0 }}>
      <div
        css={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 8,
        }}
      >
        <h3 id={headingId} css={{ margin: 0, fontSize: 16 }}>
          {t('integrations:webhook.deliveriesTitle')}
        </h3>
        <Button
          variant="ghost"
          disabled={busyWith !== null}
          onClick={() => actor.send({ type: 'deliveries.refresh' })}
        >
          {busyWith === 'refreshing'
            ? t('integrations:webhook.refreshing')
            : t('integrations:webhook.refresh')}
        </Button>
      </div>
      {deliveries.length === 0 ? (
        <Muted>{t('integrations:webhook.deliveriesNone')}</Muted>
      ) : (
        <ul
          aria-labelledby={headingId}
          css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}
        >
          {deliveries.map((delivery) => (
            <DeliveryItem key={delivery.id} delivery={delivery} />
          ))}
        </ul>
      )}
    </div>
  );
}

function DeliveryItem({ delivery }: { delivery: WebhookDelivery }) {
  const { t } = useTranslation();
  const at = (value: string) => ({
    value: new Date(value),
    formatParams: { value: { dateStyle: 'short', timeStyle: 'short' } },
  });
  const details = [
    t('integrations:webhook.attempts', { count: delivery.attempts }),
    delivery.lastHttpStatus === null
      ? null
      : t('integrations:webhook.httpStatus', { status: delivery.lastHttpStatus }),
    t('integrations:webhook.createdAt', at(delivery.createdAt)),
    delivery.deliveredAt && t('integrations:webhook.deliveredAt', at(delivery.deliveredAt)),
    delivery.nextAttemptAt && t('integrations:webhook.nextAttempt', at(delivery.nextAttemptAt)),
  ].filter((detail): detail is string => Boolean(detail));

  return (
    <li
      data-delivery={delivery.id}
      css={(theme) => ({
        display: 'grid',
        gap: 4,
        padding: 12,
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radius.md,
        minWidth: 0,
      })}
    >
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
        <strong>{t(`integrations:webhook.events.${delivery.event}`)}</strong>
        {delivery.meetingTitle && <span>{delivery.meetingTitle}</span>}
        <Badge tone={tones[delivery.status]}>{t(`integrations:webhook.statuses.${delivery.status}`)}</Badge>
      </div>
      <Muted>{details.join(' · ')}</Muted>
      {delivery.status !== 'delivered' && delivery.lastError && (
        <p css={{ margin: 0, fontSize: 13 }}>{delivery.lastError}</p>
      )}
    </li>
  );
}
