import { useTranslation } from 'react-i18next';
import {
  selectCanRememberThisDevice,
  selectDeviceFailure,
  selectIsBusy,
  selectListedDevices,
} from '../../../machines/auth/account-security/selectors.ts';
import { Alert } from '../../components/Alert.tsx';
import { useErrorText } from '../../components/AppErrorText.tsx';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { AccountSecurityContext } from './account-security-context.ts';
import { formatDate } from './format-date.ts';

/** The remembered devices (and this browser's), each forgettable; this browser's can be remembered. */
export function DevicesSection() {
  const { t, i18n } = useTranslation();
  const actor = AccountSecurityContext.useActorRef();
  const devices = AccountSecurityContext.useSelector(selectListedDevices);
  const canRemember = AccountSecurityContext.useSelector(selectCanRememberThisDevice);
  const busy = AccountSecurityContext.useSelector(selectIsBusy);
  const failure = AccountSecurityContext.useSelector(selectDeviceFailure);
  const errorText = useErrorText();

  return (
    <Card as="section" css={{ display: 'grid', gap: 12 }} aria-labelledby="devices-title">
      <h2 id="devices-title" css={{ margin: 0, fontSize: 17 }}>
        {t('accountSecurity:devices.title')}
      </h2>
      <p css={{ margin: 0, fontSize: 14 }}>{t('accountSecurity:devices.help')}</p>
      {devices.length === 0 ? (
        <p css={{ margin: 0 }}>{t('accountSecurity:devices.empty')}</p>
      ) : (
        <ul
          aria-label={t('accountSecurity:devices.listLabel')}
          css={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 8 }}
        >
          {devices.map((device) => {
            const name = device.name ?? t('accountSecurity:devices.unnamed');
            return (
              <li key={device.id} css={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>
                <span css={{ flex: '1 1 200px', minWidth: 0, overflowWrap: 'anywhere' }}>
                  <strong>{name}</strong>
                  {device.current && <> · {t('accountSecurity:devices.thisDevice')}</>}
                  {!device.remembered && <> · {t('accountSecurity:devices.notRemembered')}</>}
                  {device.lastUsedAt && (
                    <>
                      <br />
                      <span css={{ fontSize: 13 }}>
                        {t('accountSecurity:devices.lastUsed', {
                          date: formatDate(device.lastUsedAt, i18n.language),
                        })}
                      </span>
                    </>
                  )}
                </span>
                {device.remembered && (
                  <Button
                    variant="secondary"
                    disabled={busy}
                    aria-label={t('accountSecurity:devices.forgetLabel', { name })}
                    onClick={() => actor.send({ type: 'device.forget', id: device.id })}
                  >
                    {t('accountSecurity:devices.forget')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {canRemember && (
        <div>
          <Button disabled={busy} onClick={() => actor.send({ type: 'device.remember' })}>
            {t('accountSecurity:devices.remember')}
          </Button>
        </div>
      )}
      {failure && <Alert role="alert">{errorText(failure)}</Alert>}
    </Card>
  );
}
