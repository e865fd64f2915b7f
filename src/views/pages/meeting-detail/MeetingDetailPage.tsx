import { SessionContext } from '../../contexts/session.ts';
import type { PageProps } from '../page-props.ts';
import { MeetingDetailContext } from './meeting-detail-context.ts';
import { MeetingDetailScreen } from './MeetingDetailScreen.tsx';
import { MeetingShareContext } from './meeting-share-context.ts';

export default function MeetingDetailPage({ params }: PageProps) {
  const meetingId = params.id ?? '';
  // The viewer decides what the page offers (sharing is for the owner or an administrator); the provider
  // reads its input once, when the page mounts.
  const userId = SessionContext.useSelector((snapshot) => snapshot.context.user?.id);
  const isAdmin = SessionContext.useSelector((snapshot) => snapshot.context.user?.isAdmin ?? false);
  const viewer = userId ? { userId, isAdmin } : undefined;
  // A new id is a new meeting: fresh actors, nothing carried over from the previous one.
  return (
    <MeetingDetailContext.Provider key={meetingId} options={{ input: { meetingId, viewer } }}>
      <MeetingShareContext.Provider options={{ input: { meetingId } }}>
        <MeetingDetailScreen />
      </MeetingShareContext.Provider>
    </MeetingDetailContext.Provider>
  );
}
