import { lazy, Suspense } from 'react';
import { selectChatRef } from '../../../machines/meetings/meeting-picker/selectors.ts';
import { MeetingPickerContext } from './meeting-picker-context.ts';

// The chat (and the meeting page's chat views it reuses) loads when it is first opened.
const AskAcross = lazy(() => import('./AskAcrossChat.tsx'));

/** The chat about the meetings picked on the list, while the picker has it open. */
export function AskAcrossDialog() {
  const chat = MeetingPickerContext.useSelector(selectChatRef);
  return chat ? (
    <Suspense fallback={null}>
      <AskAcross chat={chat} />
    </Suspense>
  ) : null;
}
