import { useSearch } from 'wouter';
import { SessionContext } from '../../contexts/session.ts';
import type { PageProps } from '../../page-props.ts';
import { AnswerTemplateContext } from './answer-template-context.ts';
import { MeetingChatContext } from './chat-context.ts';
import { MeetingDetailContext } from './meeting-detail-context.ts';
import { MeetingDetailScreen } from './MeetingDetailScreen.tsx';
import { MeetingShareContext } from './meeting-share-context.ts';

/** ?t=<seconds> (a chat citation's moment): where the recording starts; anything else is ignored. */
function startSecondsOf(search: string): number | undefined {
  const value = new URLSearchParams(search).get('t');
  const seconds = value === null || value.trim() === '' ? Number.NaN : Number(value);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}

export default function MeetingDetailPage({ params }: PageProps) {
  const meetingId = params.id ?? '';
  // The viewer decides what the page offers (sharing is for the owner or an administrator); the provider
  // reads its input once, when the page mounts.
  const userId = SessionContext.useSelector((snapshot) => snapshot.context.user?.id);
  const isAdmin = SessionContext.useSelector((snapshot) => snapshot.context.user?.isAdmin ?? false);
  const viewer = userId ? { userId, isAdmin } : undefined;
  const startSeconds = startSecondsOf(useSearch());
  // A new id is a new meeting: fresh actors, nothing carried over from the previous one.
  return (
    <MeetingDetailContext.Provider key={meetingId} options={{ input: { meetingId, viewer, startSeconds } }}>
      <MeetingShareContext.Provider options={{ input: { meetingId } }}>
        <MeetingChatContext.Provider options={{ input: { meetingId } }}>
          <AnswerTemplateContext.Provider options={{ input: { meetingId } }}>
            <MeetingDetailScreen />
          </AnswerTemplateContext.Provider>
        </MeetingChatContext.Provider>
      </MeetingShareContext.Provider>
    </MeetingDetailContext.Provider>
  );
}
