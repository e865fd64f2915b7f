import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { CalendarSyncResult, SyncedEvent } from '../../api-contract/calendar.ts';
import { pathTo } from '../../domain/route-paths.ts';

const at = (value: string) => ({
  value: new Date(value),
  formatParams: { value: { dateStyle: 'short', timeStyle: 'short' } },
});

/** What one sync did: the meetings it created, updated and cancelled (each a link), and what it left out. */
export function SyncResultView({
  result,
  headingLevel,
}: {
  result: CalendarSyncResult;
  /** Its groups' headings: under the page's h1 (the sync page) or a card's h2 (the settings page). */
  headingLevel: 2 | 3;
}) {
  const { t } = useTranslation();
  const groups = (['created', 'updated', 'cancelled'] as const).filter((group) => result[group].length > 0);
  const nothing = groups.length === 0 && result.skipped.length === 0 && result.unchanged === 0;
  return (
    <div css={{ display: 'grid', gap: 10, minWidth: 0, overflowWrap: 'anywhere' }}>
      <p css={{ margin: 0, fontWeight: 600 }}>{t('calendar:result.title', at(result.syncedAt))}</p>
      <p css={(theme) => ({ margin: 0, fontSize: 14, color: theme.colors.textMuted })}>
        {t('calendar:result.window', { days: result.days })}
      </p>
      {nothing && <p css={{ margin: 0 }}>{t('calendar:result.empty')}</p>}
      {groups.map((group) => (
        <EventGroup
          headingLevel={headingLevel}
          key={group}
          title={t(`calendar:result.${group}`, { count: result[group].length })}
          events={result[group]}
        />
      ))}
      {result.unchanged > 0 && (
        <p css={{ margin: 0 }}>{t('calendar:result.unchanged', { count: result.unchanged })}</p>
      )}
      {result.skipped.length > 0 && (
        <Group
          headingLevel={headingLevel}
          title={t('calendar:result.skipped', { count: result.skipped.length })}
        >
          {result.skipped.map((skipped, index) => (
            // Skipped events have no meeting: their title, time and reason are all there is to key on.
            <li key={`${skipped.title}-${skipped.startTime}-${index}`}>
              {skipped.title} · {t('calendar:result.startsAt', at(skipped.startTime))} ·{' '}
              {t(`calendar:result.reasons.${skipped.reason}`)}
            </li>
          ))}
        </Group>
      )}
    </div>
  );
}

function EventGroup({
  title,
  events,
  headingLevel,
}: {
  title: string;
  events: SyncedEvent[];
  headingLevel: 2 | 3;
}) {
  const { t } = useTranslation();
  return (
    <Group title={title} headingLevel={headingLevel}>
      {events.map((event) => (
        <li key={event.meetingId}>
          <Link href={pathTo('/meetings/:id', { id: event.meetingId })}>{event.title}</Link> ·{' '}
          {t('calendar:result.startsAt', at(event.startTime))}
        </li>
      ))}
    </Group>
  );
}

function Group({
  title,
  children,
  headingLevel,
}: {
  title: string;
  children: ReactNode;
  headingLevel: 2 | 3;
}) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={headingId} css={{ display: 'grid', gap: 4, minWidth: 0 }}>
      <Heading id={headingId} css={{ margin: 0, fontSize: 14 }}>
        {title}
      </Heading>
      <ul css={{ margin: 0, paddingInlineStart: 20, display: 'grid', gap: 4 }}>{children}</ul>
    </section>
  );
}
