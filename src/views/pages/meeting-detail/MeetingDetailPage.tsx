import type { PageProps } from '../page-props.ts';
import { MeetingDetailContext } from './meeting-detail-context.ts';
import { MeetingDetailScreen } from './MeetingDetailScreen.tsx';

export default function MeetingDetailPage({ params }: PageProps) {
  const meetingId = params.id ?? '';
  // A new id is a new meeting: a fresh actor, nothing carried over from the previous one.
  return (
    <MeetingDetailContext.Provider key={meetingId} options={{ input: { meetingId } }}>
      <MeetingDetailScreen />
    </MeetingDetailContext.Provider>
  );
}
