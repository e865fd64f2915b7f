import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/PageHeader.tsx';
import { MeetingListContext } from '../../contexts/meeting-list.ts';
import type { PageProps } from '../page-props.ts';
import { MeetingList } from './MeetingList.tsx';

export default function MeetingsPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  return (
    <MeetingListContext.Provider>
      <PageTitle>{t(titleKey)}</PageTitle>
      <MeetingList />
    </MeetingListContext.Provider>
  );
}
