import { useTranslation } from 'react-i18next';
import { selectMayChange } from '../../../machines/meetings/meeting-detail/selectors.ts';
import {
  selectFailure,
  selectIsOn,
  selectPanelState,
  selectRevealedPassword,
  selectSettings,
  selectShareLink,
} from '../../../machines/sharing/meeting-share/selectors.ts';
import { Alert } from '../../components/Alert.tsx';
import { useErrorText } from '../../components/AppErrorText.tsx';
import { Button } from '../../components/Button.tsx';
import { CopyField } from '../../components/CopyField.tsx';
import { FeatureUnavailable } from '../../components/FeatureUnavailable.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { MeetingDetailContext } from './meeting-detail-context.ts';
import { MeetingShareContext } from './meeting-share-context.ts';
import { Muted, Section } from './Section.tsx';
import { ShareChoicesForm } from './ShareChoicesForm.tsx';
import { ShareOpenings } from './ShareOpenings.tsx';
import { SharePasswordForm } from './SharePasswordForm.tsx';

/** Sharing the meeting by a public link with a password: only for its owner or an administrator. */
export function SharePanel() {
  const mayShare = MeetingDetailContext.useSelector(selectMayChange);
  return mayShare ? <ShareSection /> : null;
}

function ShareSection() {
  const { t } = useTranslation();
  const actor = MeetingShareContext.useActorRef();
  const state = MeetingShareContext.useSelector(selectPanelState);
  const failure = MeetingShareContext.useSelector(selectFailure);
  const link = MeetingShareContext.useSelector((snapshot) =>
    selectShareLink(snapshot, window.location.origin),
  );
  const password = MeetingShareContext.useSelector(selectRevealedPassword);
  const settings = MeetingShareContext.useSelector(selectSettings);
  const errorText = useErrorText();
  const isOn = MeetingShareContext.useSelector(selectIsOn);
  const close = (
    <Button variant="ghost" onClick={() => actor.send({ type: 'share.close' })}>
      {t('share:panel.close')}
    </Button>
  );

  return (
    <Section
      title={t('share:panel.title')}
      actions={
        state === 'off' || state === 'on' || state === 'loadFailed' || state === 'unavailable'
          ? close
          : undefined
      }
    >
      {state === 'closed' && (
        <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 }}>
          <Muted css={{ flex: '1 1 320px' }}>{t('share:panel.intro')}</Muted>
          <Button variant="secondary" onClick={() => actor.send({ type: 'share.open' })}>
            {t('share:panel.open')}
          </Button>
        </div>
      )}
      {state === 'loading' && (
        <output css={{ display: 'flex', alignItems: 'center', gap: 10 }}>
          <Spinner aria-hidden size={16} />
          {t('share:panel.loading')}
        </output>
      )}
      {state === 'loadFailed' && (
        <div role="alert" css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 }}>
          <span>
            {t('share:panel.loadFailed')} {failure && errorText(failure)}
          </span>
          <Button variant="secondary" onClick={() => actor.send({ type: 'share.retry' })}>
            {t('common:retry')}
          </Button>
        </div>
      )}
      {state === 'unavailable' && <FeatureUnavailable />}
      {(state === 'off' || state === 'enabling') && (
        <>
          <p css={{ margin: 0 }}>{t('share:panel.off')}</p>
          <SharePasswordForm mode="enable" />
        </>
      )}
      {isOn && (
        <>
          <p css={{ margin: 0 }}>{t('share:panel.on')}</p>
          {link && (
            <CopyField
              label={t('share:panel.linkLabel')}
              value={link}
              copyLabel={t('share:panel.copyLink')}
              primary
            />
          )}
          {password && (
            <div css={{ display: 'grid', gap: 6 }}>
              <CopyField
                label={t('share:panel.revealedLabel')}
                value={password}
                copyLabel={t('share:panel.copyPassword')}
              />
              <Muted>{t('share:panel.revealedHint')}</Muted>
            </div>
          )}
          {settings && <ShareOpenings settings={settings} />}
          {settings && (
            // Rebuilt from what the server saved; a refused save keeps what was ticked and typed.
            <ShareChoicesForm
              key={JSON.stringify([settings.content, settings.expiresOn])}
              settings={settings}
            />
          )}
          {/* A new password (set, shown) empties the field; a refused one keeps the typed text. */}
          <SharePasswordForm key={password ?? ''} mode="change" />
          <DisableControls />
        </>
      )}
      {failure && state !== 'loadFailed' && state !== 'unavailable' && (
        <Alert role="alert">{t('share:panel.failed', { message: errorText(failure) })}</Alert>
      )}
    </Section>
  );
}

function DisableControls() {
  const { t } = useTranslation();
  const actor = MeetingShareContext.useActorRef();
  const state = MeetingShareContext.useSelector(selectPanelState);
  if (state === 'confirmingDisable' || state === 'disabling') {
    return (
      <fieldset css={{ display: 'grid', gap: 8, margin: 0, padding: 0, border: 0, minWidth: 0 }}>
        <legend css={{ padding: 0, fontWeight: 600 }}>{t('share:panel.confirmDisable')}</legend>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          <Button disabled={state === 'disabling'} onClick={() => actor.send({ type: 'disable.confirm' })}>
            {state === 'disabling' ? t('share:panel.working') : t('share:panel.confirm')}
          </Button>
          <Button
            variant="ghost"
            disabled={state === 'disabling'}
            onClick={() => actor.send({ type: 'disable.cancel' })}
          >
            {t('share:panel.cancel')}
          </Button>
        </div>
      </fieldset>
    );
  }
  return (
    <div>
      <Button
        variant="secondary"
        disabled={state !== 'on'}
        onClick={() => actor.send({ type: 'share.disable' })}
      >
        {t('share:panel.disable')}
      </Button>
    </div>
  );
}
