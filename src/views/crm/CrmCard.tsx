import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  selectCardState,
  selectFailure,
  selectMaskedKey,
  selectProvider,
} from '../../machines/crm/crm-integration/selectors.ts';
import { Alert } from '../components/Alert.tsx';
import { useErrorText } from '../components/AppErrorText.tsx';
import { Badge } from '../components/Badge.tsx';
import { Button } from '../components/Button.tsx';
import { Spinner } from '../components/Spinner.tsx';
import { CrmIntegrationContext } from './crm-integration-context.ts';
import { CrmKeyForm } from './CrmKeyForm.tsx';

/** One CRM: its connection (the key masked) or the form to connect it, and removing it. */
export function CrmCard() {
  const { t } = useTranslation();
  const headingId = useId();
  const provider = CrmIntegrationContext.useSelector(selectProvider);
  const state = CrmIntegrationContext.useSelector(selectCardState);
  const failure = CrmIntegrationContext.useSelector(selectFailure);
  const maskedKey = CrmIntegrationContext.useSelector(selectMaskedKey);
  const actor = CrmIntegrationContext.useActorRef();
  const errorText = useErrorText();
  const name = t(`crmIntegrations:providers.${provider}.name`);
  const isConnected = state === 'connected' || state === 'confirmingRemove' || state === 'removing';

  return (
    <article
      aria-labelledby={headingId}
      css={(theme) => ({
        display: 'grid',
        gap: 10,
        minWidth: 0,
        overflowWrap: 'anywhere',
        padding: 16,
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radius.md,
      })}
    >
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
        <h3 id={headingId} css={{ margin: 0, fontSize: 16 }}>
          {name}
        </h3>
        {isConnected && <Badge tone="success">{t('crmIntegrations:connectedBadge')}</Badge>}
      </div>
      {state === 'loading' && (
        <output css={{ display: 'flex', alignItems: 'center', gap: 10 }}>
          <Spinner aria-hidden size={16} />
          {t('crmIntegrations:loading')}
        </output>
      )}
      {state === 'loadFailed' && (
        <div role="alert" css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 }}>
          <span>
            {t('crmIntegrations:loadFailed')} {failure && errorText(failure)}
          </span>
          <Button variant="secondary" onClick={() => actor.send({ type: 'retry' })}>
            {t('common:retry')}
          </Button>
        </div>
      )}
      {(state === 'disconnected' || state === 'connecting') && (
        <>
          <p css={{ margin: 0 }}>{t('crmIntegrations:disconnected')}</p>
          <p css={(theme) => ({ margin: 0, fontSize: 14, color: theme.colors.textMuted })}>
            {t(`crmIntegrations:providers.${provider}.hint`)}
          </p>
          <CrmKeyForm />
        </>
      )}
      {isConnected && (
        <>
          <p css={{ margin: 0 }}>{t('crmIntegrations:connected', { maskedKey })}</p>
          <RemoveControls name={name} />
        </>
      )}
      {failure && state !== 'loadFailed' && (
        <Alert role="alert">{t('crmIntegrations:failed', { message: errorText(failure) })}</Alert>
      )}
    </article>
  );
}

function RemoveControls({ name }: { name: string }) {
  const { t } = useTranslation();
  const actor = CrmIntegrationContext.useActorRef();
  const state = CrmIntegrationContext.useSelector(selectCardState);
  if (state === 'confirmingRemove' || state === 'removing') {
    return (
      <fieldset css={{ display: 'grid', gap: 8, margin: 0, padding: 0, border: 0, minWidth: 0 }}>
        <legend css={{ padding: 0, fontWeight: 600 }}>{t('crmIntegrations:confirmRemove', { name })}</legend>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          <Button disabled={state === 'removing'} onClick={() => actor.send({ type: 'remove.confirm' })}>
            {state === 'removing' ? t('crmIntegrations:removing') : t('crmIntegrations:removeConfirm')}
          </Button>
          <Button
            variant="ghost"
            disabled={state === 'removing'}
            onClick={() => actor.send({ type: 'remove.cancel' })}
          >
            {t('crmIntegrations:removeCancel')}
          </Button>
        </div>
      </fieldset>
    );
  }
  return (
    <div>
      <Button variant="secondary" onClick={() => actor.send({ type: 'remove' })}>
        {t('crmIntegrations:remove')}
      </Button>
    </div>
  );
}
