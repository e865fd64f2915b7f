import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { selectFilters, selectMeetings } from '../../../machines/meeting-list/selectors.ts';
import {
  selectCapped,
  selectIsFetchingFiltered,
  selectPickFailure,
  selectPicked,
} from '../../../machines/meeting-picker/selectors.ts';
import { chatContextMaxMeetings } from '../../../services/api/schemas/chat.ts';
import { Alert } from '../../components/Alert.tsx';
import { useErrorText } from '../../components/AppErrorText.tsx';
import { Button } from '../../components/Button.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { MeetingListContext } from '../../contexts/meeting-list.ts';
import { MeetingPickerContext } from './meeting-picker-context.ts';

const Bar = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 8,
  marginBottom: 12,
  fontSize: 14,
  color: theme.colors.textMuted,
}));

/**
 * Picking meetings to ask the AI about together: all the visible ones, or those the current filters show (up to
 * what one question takes), then "Perguntar à IA". Each row has its own checkbox.
 */
export function PickBar() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const picker = MeetingPickerContext.useActorRef();
  const picked = MeetingPickerContext.useSelector(selectPicked);
  const capped = MeetingPickerContext.useSelector(selectCapped);
  const failure = MeetingPickerContext.useSelector(selectPickFailure);
  const fetching = MeetingPickerContext.useSelector(selectIsFetchingFiltered);
  const meetings = MeetingListContext.useSelector(selectMeetings);
  const filters = MeetingListContext.useSelector(selectFilters);

  return (
    <>
      <Bar>
        <span aria-live="polite" css={{ marginRight: 'auto' }}>
          {fetching ? (
            <span css={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
              <Spinner aria-hidden size={14} />
              {t('chat:pick.usingFilters')}
            </span>
          ) : (
            t('chat:pick.count', { count: picked.length })
          )}
        </span>
        <Button
          variant="ghost"
          disabled={fetching || meetings.length === 0}
          onClick={() =>
            picker.send({ type: 'pick.visible', meetingIds: meetings.map((meeting) => meeting.id) })
          }
        >
          {t('chat:pick.selectVisible')}
        </Button>
        <Button
          variant="ghost"
          disabled={fetching}
          onClick={() => picker.send({ type: 'pick.filters', filters })}
        >
          {t('chat:pick.useFilters')}
        </Button>
        {picked.length > 0 && (
          <Button variant="ghost" disabled={fetching} onClick={() => picker.send({ type: 'pick.clear' })}>
            {t('chat:pick.clear')}
          </Button>
        )}
        <Button disabled={fetching || picked.length === 0} onClick={() => picker.send({ type: 'chat.open' })}>
          {t('chat:pick.ask')}
        </Button>
      </Bar>
      {capped && (
        <p css={{ margin: '0 0 12px', fontSize: 13 }}>
          {t('chat:pick.limit', { max: chatContextMaxMeetings })}
        </p>
      )}
      {failure && (
        <Alert role="alert" css={{ marginBottom: 12 }}>
          {t('chat:pick.failed')} {errorText(failure)}
        </Alert>
      )}
    </>
  );
}
