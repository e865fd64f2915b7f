import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  selectCalendar,
  selectCardState,
  selectFailure,
  selectKind,
  selectLastResult,
} from '../../machines/calendar/calendar-settings/selectors.ts';
import { Alert } from '../components/Alert.tsx';
import { useErrorText } from '../components/AppErrorText.tsx';
import { Badge } from '../components/Badge.tsx';
import { Button } from '../components/Button.tsx';
import { FeatureUnavailable } from '../components/FeatureUnavailable.tsx';
import { LiveStatus } from '../components/LiveStatus.tsx';
import { Spinner } from '../components/Spinner.tsx';
import { CalendarSettingsContext } from './calendar-settings-context.ts';
import { SyncResultView } from './SyncResultView.tsx';

const muted = { margin: 0, fontSize: 14 } as const;
const at = (value: string) => ({
  value: new Date(value),
  formatParams: { value: { dateStyle: 'short', timeStyle: 'short' } },
});

/** One calendar: connected as which account, last sync, meetings from it; connect, sync now, disconnect. */
export function CalendarCard() {
  const { t } = useTranslation();
  const headingId = useId();
  const kind = CalendarSettingsContext.useSelector(selectKind);
  const state = CalendarSettingsContext.useSelector(selectCardState);
  const calendar = CalendarSettingsContext.useSelector(selectCalendar);
  const failure = CalendarSettingsContext.useSelector(selectFailure);
  const lastResult = CalendarSettingsContext.useSelector(selectLastResult);
  const actor = CalendarSettingsContext.useActorRef();
  const errorText = useErrorText();
  const name = t(`calendar:kinds.${kind}.name`);
  const connected = calendar?.connected === true && state !== 'disconnected' && state !== 'loading';
  const busyText =
    state === 'syncing' || state === 'reloading'
      ? t('calendar:syncing')
      : state === 'redirecting'
        ? t('calendar:redirecting')
        : state === 'disconnecting'
          ? t('calendar:disconnecting')
          : null;

  return (
    <article
      aria-labelledby={headingId}
      aria-busy={state === 'loading' || busyText !== null}
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
        <h2 id={headingId} css={{ margin: 0, fontSize: 18 }}>
          {name}
        </h2>
        {connected && !calendar.needsReconnect && (
          <Badge tone="success">{t('calendar:connectedBadge')}</Badge>
        )}
        {connected && calendar.needsReconnect && (
          <Badge tone="warning">{t('calendar:needsReconnectBadge')}</Badge>
        )}
      </div>
      <LiveStatus text={busyText} />
      {state === 'loading' && (
        <output css={{ display: 'flex', alignItems: 'center', gap: 10 }}>
          <Spinner aria-hidden size={16} />
          {t('calendar:loading')}
        </output>
      )}
      {state === 'unavailable' && <FeatureUnavailable />}
      {state === 'loadFailed' && (
        <div role="alert" css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 }}>
          <span>
            {t('calendar:loadFailed')} {failure && errorText(failure)}
          </span>
          <Button variant="secondary" onClick={() => actor.send({ type: 'retry' })}>
            {t('common:retry')}
          </Button>
        </div>
      )}
      {calendar && state !== 'loading' && state !== 'loadFailed' && state !== 'unavailable' && (
        <>
          {connected ? (
            <>
              <p css={{ margin: 0 }}>{t('calendar:connectedAs', { email: calendar.accountEmail })}</p>
              {calendar.needsReconnect && <p css={{ margin: 0 }}>{t('calendar:needsReconnect')}</p>}
              <LastSync />
            </>
          ) : (
            <p css={{ margin: 0 }}>{t('calendar:disconnected')}</p>
          )}
          <p css={muted}>{t('calendar:importedMeetings', { count: calendar.importedMeetings })}</p>
          <Controls name={name} connected={connected} needsReconnect={calendar.needsReconnect} />
        </>
      )}
      {busyText && (
        <p aria-hidden css={{ ...muted, display: 'flex', alignItems: 'center', gap: 8 }}>
          <Spinner size={14} /> {busyText}
        </p>
      )}
      {failure && state !== 'loadFailed' && state !== 'unavailable' && (
        <Alert role="alert">{t('calendar:failed', { message: errorText(failure) })}</Alert>
      )}
      {lastResult && connected && <SyncResultView result={lastResult} headingLevel={3} />}
    </article>
  );
}

function LastSync() {
  const { t } = useTranslation();
  const calendar = CalendarSettingsContext.useSelector(selectCalendar);
  const lastSync = calendar?.lastSync;
  if (!lastSync) return <p css={muted}>{t('calendar:neverSynced')}</p>;
  if (lastSync.outcome === 'failed') {
    return (
      <p css={muted}>{t('calendar:lastSyncFailed', { ...at(lastSync.at), error: lastSync.error ?? '' })}</p>
    );
  }
  return (
    <p css={muted}>
      {t('calendar:lastSyncOk', at(lastSync.at))}
      {lastSync.counts && <> {t('calendar:lastCounts', lastSync.counts)}</>}
    </p>
  );
}

function Controls({
  name,
  connected,
  needsReconnect,
}: {
  name: string;
  connected: boolean;
  needsReconnect: boolean;
}) {
  const { t } = useTranslation();
  const actor = CalendarSettingsContext.useActorRef();
  const state = CalendarSettingsContext.useSelector(selectCardState);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const confirming = state === 'confirmingDisconnect';
  // The disconnect button gives way to the question: the focus goes to its answer, not to the page's start.
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);
  if (state === 'confirmingDisconnect' || state === 'disconnecting') {
    return (
      <fieldset css={{ display: 'grid', gap: 8, margin: 0, padding: 0, border: 0, minWidth: 0 }}>
        <legend css={{ padding: 0, fontWeight: 600 }}>{t('calendar:confirmDisconnect', { name })}</legend>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          <Button
            ref={confirmButton}
            disabled={state === 'disconnecting'}
            onClick={() => actor.send({ type: 'disconnect.confirm' })}
          >
            {t('calendar:disconnectConfirm')}
          </Button>
          <Button
            variant="ghost"
            disabled={state === 'disconnecting'}
            onClick={() => actor.send({ type: 'disconnect.cancel' })}
          >
            {t('calendar:disconnectCancel')}
          </Button>
        </div>
      </fieldset>
    );
  }
  const idle = state === 'connected' || state === 'disconnected';
  if (!connected) {
    return (
      <div>
        <Button disabled={!idle} onClick={() => actor.send({ type: 'connect' })}>
          {t('calendar:connect')}
        </Button>
      </div>
    );
  }
  return (
    <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {needsReconnect ? (
        <Button disabled={!idle} onClick={() => actor.send({ type: 'connect' })}>
          {t('calendar:reconnect')}
        </Button>
      ) : (
        <Button disabled={!idle} onClick={() => actor.send({ type: 'sync' })}>
          {t('calendar:sync')}
        </Button>
      )}
      <Button variant="secondary" disabled={!idle} onClick={() => actor.send({ type: 'disconnect' })}>
        {t('calendar:disconnect')}
      </Button>
    </div>
  );
}
