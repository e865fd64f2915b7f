import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { loadedMeetings } from '../../../machines/meetings/meeting-list/pages.ts';
import { selectFilters, selectPages } from '../../../machines/meetings/meeting-list/selectors.ts';
import {
  selectCapped,
  selectIsFetchingFiltered,
  selectPickFailure,
  selectPicked,
} from '../../../machines/meetings/meeting-picker/selectors.ts';
import { chatContextMaxMeetings } from '../../../api-contract/chat.ts';
import { Alert } from '../../components/Alert.tsx';
import { useErrorText } from '../../components/AppErrorText.tsx';
import { MeetingListContext } from '../../contexts/meeting-list.ts';
import { MeetingPickerContext } from './meeting-picker-context.ts';

// Small text buttons that sit in the list's count line: the line already exists, so picking adds no row of its
// own to a list whose every element counts (npm run bench:list).
const Action = styled.button(({ theme }) => ({
  padding: '2px 8px',
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.pill,
  background: theme.colors.surface,
  color: theme.colors.text,
  font: 'inherit',
  cursor: 'pointer',
  '&:hover:not(:disabled)': { borderColor: theme.colors.primaryMild },
  '&:focus-visible': { outline: `3px solid ${theme.colors.primaryMild}`, outlineOffset: 2 },
  '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
}));

const Ask = styled(Action)(({ theme }) => ({
  borderColor: theme.colors.primary,
  background: theme.colors.primary,
  color: theme.colors.neutral,
  fontWeight: 600,
  '&:hover:not(:disabled)': { background: theme.colors.primaryDeep },
}));

/**
 * Picking meetings to ask the AI about together, inside the list's count line: how many are picked, all the
 * visible ones, those the current filters show (up to what one question takes), and "Perguntar à IA". Each
 * row has its own checkbox.
 */
export function PickActions() {
  const { t } = useTranslation();
  const picker = MeetingPickerContext.useActorRef();
  const picked = MeetingPickerContext.useSelector(selectPicked);
  const fetching = MeetingPickerContext.useSelector(selectIsFetchingFiltered);
  const pages = MeetingListContext.useSelector(selectPages);
  const filters = MeetingListContext.useSelector(selectFilters);

  return (
    <>
      {' · '}
      {fetching ? t('chat:pick.usingFilters') : t('chat:pick.count', { count: picked.length })}{' '}
      <Action
        type="button"
        disabled={fetching}
        onClick={() =>
          picker.send({
            type: 'pick.visible',
            meetingIds: loadedMeetings(pages).map((meeting) => meeting.id),
          })
        }
      >
        {t('chat:pick.selectVisible')}
      </Action>{' '}
      <Action
        type="button"
        disabled={fetching}
        onClick={() => picker.send({ type: 'pick.filters', filters })}
      >
        {t('chat:pick.useFilters')}
      </Action>{' '}
      {picked.length > 0 && (
        <>
          <Action type="button" disabled={fetching} onClick={() => picker.send({ type: 'pick.clear' })}>
            {t('chat:pick.clear')}
          </Action>{' '}
        </>
      )}
      <Ask
        type="button"
        disabled={fetching || picked.length === 0}
        onClick={() => picker.send({ type: 'chat.open' })}
      >
        {t('chat:pick.ask')}
      </Ask>
    </>
  );
}

/** Why the picks are not what was asked for: too many meetings for one question, or the filters' search failed. */
export function PickNotice() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const capped = MeetingPickerContext.useSelector(selectCapped);
  const failure = MeetingPickerContext.useSelector(selectPickFailure);
  if (failure) {
    return (
      <Alert role="alert" css={{ marginBottom: 8 }}>
        {t('chat:pick.failed')} {errorText(failure)}
      </Alert>
    );
  }
  return capped ? (
    <p css={{ margin: '0 0 8px', fontSize: 13 }}>{t('chat:pick.limit', { max: chatContextMaxMeetings })}</p>
  ) : null;
}
