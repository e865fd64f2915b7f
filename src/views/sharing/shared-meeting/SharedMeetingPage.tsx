import type { PageProps } from '../../page-props.ts';
import { SharedMeetingContext } from './shared-meeting-context.ts';
import { SharedMeetingScreen } from './SharedMeetingScreen.tsx';

/** /s/:id, for anyone, signed in or not: the password in memory only, so a new id or a reload asks again. */
export default function SharedMeetingPage({ params }: PageProps) {
  const shareId = params.id ?? '';
  return (
    <SharedMeetingContext.Provider key={shareId} options={{ input: { shareId } }}>
      <SharedMeetingScreen />
    </SharedMeetingContext.Provider>
  );
}
