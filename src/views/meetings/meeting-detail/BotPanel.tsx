import styled from '@emotion/styled';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import {
  selectBotPhase,
  selectExitReason,
  selectIsFollowing,
  selectUnavailableFailure,
  selectTimeline,
} from '../../../machines/bot/bot-status/selectors.ts';
import { selectBotStatusRef, selectMeeting } from '../../../machines/meetings/meeting-detail/selectors.ts';
import { Button } from '../../components/Button.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { MeetingDetailContext } from './meeting-detail-context.ts';
import { Muted, Section } from './Section.tsx';
import { useErrorText } from '../../components/AppErrorText.tsx';

const Timeline = styled.ol(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 10,
  '& li': {
    display: 'grid',
    gridTemplateColumns: '76px minmax(0, 1fr)',
    gap: 12,
    paddingLeft: 12,
    borderLeft: `3px solid ${theme.colors.primaryMild}`,
  },
  '& time': { color: theme.colors.textMuted, fontVariantNumeric: 'tabular-nums' },
}));

const noLogs: never[] = [];

const Details = styled.details(({ theme }) => ({
  summary: {
    cursor: 'pointer',
    color: theme.colors.primary,
    fontWeight: 600,
    marginBottom: 10,
    '&:focus-visible': { outline: `3px solid ${theme.colors.primaryMild}`, outlineOffset: 2 },
  },
}));

/**
 * What the bot is doing now, why it left, and each step it took (GET /api/meetings/{id}/logs). Once the bot
 * has settled (`folded`) its steps are history: they wait behind "Detalhes do bot".
 */
export function BotPanel({ folded = false }: { folded?: boolean }) {
  const { t } = useTranslation();
  const botRef = MeetingDetailContext.useSelector(selectBotStatusRef);
  const isUpload = MeetingDetailContext.useSelector(
    (snapshot) => selectMeeting(snapshot)?.platform === 'upload',
  );
  const phase = useSelector(botRef, (snapshot) => (snapshot ? selectBotPhase(snapshot) : null));
  const code = useSelector(botRef, (snapshot) => snapshot?.context.status ?? null);
  const following = useSelector(botRef, (snapshot) => (snapshot ? selectIsFollowing(snapshot) : false));
  const unavailable = useSelector(botRef, (snapshot) =>
    snapshot ? selectUnavailableFailure(snapshot) : null,
  );
  const errorText = useErrorText();
  const exitReason = useSelector(botRef, (snapshot) => (snapshot ? selectExitReason(snapshot) : null));
  const logs = useSelector(botRef, (snapshot) => (snapshot ? selectTimeline(snapshot) : noLogs));
  // An uploaded recording had no bot: nothing to tell.
  if (isUpload && logs.length === 0) return null;

  return (
    <Section title={t('meetingDetail:bot.title')}>
      {/* Always there, so each new phase the bot reports is announced (a live region must exist first). */}
      <output css={{ display: 'block', fontWeight: 600 }}>
        {phase &&
          (phase === 'unknown'
            ? t('meetingDetail:bot.unknownStatus', { code })
            : t(`meetingDetail:bot.phases.${phase}`))}
      </output>
      {exitReason && (
        <p css={{ margin: 0 }}>
          {t('meetingDetail:bot.exitReason', {
            reason: t(exitReason.key, { code: exitReason.code }),
          })}
        </p>
      )}
      {following && (
        <Muted as="output" css={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <Spinner aria-hidden size={14} />
          {t('meetingDetail:bot.following')}
        </Muted>
      )}
      {unavailable && (
        <div role="alert" css={{ display: 'flex', alignItems: 'center', gap: 12 }}>
          <span>
            {t('meetingDetail:bot.unavailable')} {errorText(unavailable)}
          </span>
          <Button variant="secondary" onClick={() => botRef?.send({ type: 'bot.retry' })}>
            {t('common:retry')}
          </Button>
        </div>
      )}
      {logs.length === 0 ? (
        <Muted>{t('meetingDetail:bot.noLogs')}</Muted>
      ) : folded ? (
        <Details>
          <summary>{t('meetingDetail:bot.details', { count: logs.length })}</summary>
          <BotTimeline logs={logs} />
        </Details>
      ) : (
        <BotTimeline logs={logs} />
      )}
    </Section>
  );
}

/** Each step the bot (and the follow-ups) logged, in order. */
function BotTimeline({ logs }: { logs: ReturnType<typeof selectTimeline> }) {
  const { t } = useTranslation();
  return (
    <Timeline aria-label={t('meetingDetail:bot.timelineLabel')}>
      {logs.map((log, index) => (
        <li key={`${log.at}-${index}`}>
          <time dateTime={log.at}>
            {t('meetingDetail:header.startsAt', {
              value: new Date(log.at),
              formatParams: { value: { timeStyle: 'medium' } },
            })}
          </time>
          <span>
            {log.message}{' '}
            {/* A follow-up's line (webhook, CRM, e-mail) names itself; the status is the bot's step. */}
            {log.source === 'bot' && <Muted as="span">({t(`statuses:${log.status}`)})</Muted>}
          </span>
        </li>
      ))}
    </Timeline>
  );
}
