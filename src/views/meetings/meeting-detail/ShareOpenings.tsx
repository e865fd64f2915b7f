import { useTranslation } from 'react-i18next';
import type { ShareSettings } from '../../../api-contract/share.ts';
import { selectCanChoose, selectPanelState } from '../../../machines/sharing/meeting-share/selectors.ts';
import { brazilianDayOf } from '../../components/brazilian-date.ts';
import { Button } from '../../components/Button.tsx';
import { MeetingShareContext } from './meeting-share-context.ts';
import { Muted } from './Section.tsx';

/** How often guests opened the link and when last (the server counts them), and whether it expired. */
export function ShareOpenings({ settings }: { settings: ShareSettings }) {
  const { t } = useTranslation();
  const actor = MeetingShareContext.useActorRef();
  const canRefresh = MeetingShareContext.useSelector(selectCanChoose);
  const refreshing = MeetingShareContext.useSelector(
    (snapshot) => selectPanelState(snapshot) === 'refreshing',
  );
  return (
    <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 }}>
      <p css={{ margin: 0, flex: '1 1 280px' }} aria-live="polite">
        {settings.lastOpenedAt
          ? t('share:openings.opened', {
              count: settings.openCount,
              value: new Date(settings.lastOpenedAt),
              formatParams: { value: { dateStyle: 'short', timeStyle: 'short' } },
            })
          : t('share:openings.never')}
        {settings.expiresOn && (
          <>
            {' '}
            <Muted as="span" css={settings.expired ? { fontWeight: 600 } : undefined}>
              {t(settings.expired ? 'share:openings.expired' : 'share:openings.expires', {
                day: brazilianDayOf(settings.expiresOn),
              })}
            </Muted>
          </>
        )}
      </p>
      <Button variant="ghost" disabled={!canRefresh} onClick={() => actor.send({ type: 'share.refresh' })}>
        {refreshing ? t('share:openings.refreshing') : t('share:openings.refresh')}
      </Button>
    </div>
  );
}
