import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { filtersFromSearch } from '../../../machines/meetings/meeting-list/filters.ts';
import { meetingListViewer } from '../../../machines/meetings/meeting-list/viewer.ts';
import { AddMeetingContext, MeetingListContext } from '../../contexts/meeting-list.ts';
import { SessionContext } from '../../contexts/session.ts';
import type { PageProps } from '../../page-props.ts';
import { MeetingPickerContext } from './meeting-picker-context.ts';
import { MeetingsScreen } from './MeetingsScreen.tsx';
import { UploadButton } from './upload/UploadButton.tsx';
import { UploadContext } from './upload/upload-context.ts';
import { UnfinishedUploads } from './upload/UnfinishedUploads.tsx';
import { UnfinishedUploadsContext } from './upload/unfinished-uploads-context.ts';

export default function MeetingsPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const user = SessionContext.useSelector((snapshot) => snapshot.context.user);
  const teams = SessionContext.useSelector((snapshot) => snapshot.context.teams);
  // The list is per viewer: their id keys its cache, their teams decide the seller and team filters.
  const viewer = useMemo(
    () => meetingListViewer({ id: user?.id ?? '', isAdmin: user?.isAdmin ?? false }, teams),
    [user?.id, user?.isAdmin, teams],
  );
  // A link may open the list already filtered (the dashboard's drill-down): the address is the start.
  const search = useSearch();
  const [filters] = useState(() => filtersFromSearch(search));
  return (
    <MeetingListContext.Provider options={{ input: { viewer, filters } }}>
      <AddMeetingContext.Provider>
        <UploadContext.Provider>
          <UnfinishedUploadsContext.Provider>
            <MeetingPickerContext.Provider options={{ input: { viewerId: viewer.id } }}>
              <MeetingsScreen
                title={t(titleKey)}
                actions={<UploadButton />}
                notices={<UnfinishedUploads />}
              />
            </MeetingPickerContext.Provider>
          </UnfinishedUploadsContext.Provider>
        </UploadContext.Provider>
      </AddMeetingContext.Provider>
    </MeetingListContext.Provider>
  );
}
