import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import {
  selectError,
  selectIsEmpty,
  selectIsLoading,
  selectMeetings,
} from '../../../machines/meeting-list/selectors.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ErrorState } from '../../components/ErrorState.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { MeetingListContext } from '../../contexts/meeting-list.ts';
import { MeetingRow } from './MeetingRow.tsx';

const List = styled.ul({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
});

const Loading = styled.output(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  padding: '32px 0',
  color: theme.colors.textMuted,
}));

/** The list as the meeting-list actor has it: loading, failed (with retry), empty or the meetings. */
export function MeetingList() {
  const { t } = useTranslation();
  const list = MeetingListContext.useActorRef();
  const meetings = MeetingListContext.useSelector(selectMeetings);
  const isLoading = MeetingListContext.useSelector(selectIsLoading);
  const isEmpty = MeetingListContext.useSelector(selectIsEmpty);
  const error = MeetingListContext.useSelector(selectError);

  if (isLoading) {
    return (
      <Loading>
        <Spinner aria-hidden />
        <span>{t('meetings:loading')}</span>
      </Loading>
    );
  }
  if (error) {
    return (
      <ErrorState
        title={t('meetings:failed.title')}
        description={t(error.key, { status: error.status })}
        retryLabel={t('common:retry')}
        onRetry={() => list.send({ type: 'list.retry' })}
      />
    );
  }
  if (isEmpty) {
    return <EmptyState title={t('meetings:empty.title')} description={t('meetings:empty.description')} />;
  }
  return (
    <List aria-label={t('meetings:listLabel')}>
      {meetings.map((meeting) => (
        <MeetingRow key={meeting.id} meeting={meeting} />
      ))}
    </List>
  );
}
