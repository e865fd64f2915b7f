import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { selectTranscriptRef } from '../../../machines/meetings/meeting-detail/selectors.ts';
import type { ChatCitation } from '../../../api-contract/chat.ts';
import { ChatConversation } from './ChatConversation.tsx';
import { MeetingChatContext } from './chat-context.ts';
import { MeetingDetailContext } from './meeting-detail-context.ts';
import { Muted, Section } from './Section.tsx';
import { pathTo, withQuery } from '../../../domain/route-paths.ts';

/** Where a cited moment of any meeting opens: its page, at that second. */
export const citedMomentPath = (citation: ChatCitation) =>
  withQuery(pathTo('/meetings/:id', { id: citation.meetingId }), {
    t: String(Math.floor(citation.startSeconds)),
  });

/**
 * The person's chat with the AI about this meeting. A citation of this meeting plays the recording there (the
 * transcript asks the player to seek, as a clicked passage does); one of another meeting opens it at that moment.
 */
export function ChatPanel() {
  const { t } = useTranslation();
  const chat = MeetingChatContext.useActorRef();
  const meetingId = MeetingDetailContext.useSelector((snapshot) => snapshot.context.meetingId);
  const transcript = MeetingDetailContext.useSelector(selectTranscriptRef);
  const [, navigate] = useLocation();

  const openCitation = (citation: ChatCitation) => {
    if (citation.meetingId === meetingId && transcript) {
      transcript.send({
        type: 'segment.select',
        segmentId: citation.segmentId,
        seconds: citation.startSeconds,
      });
    } else {
      navigate(citedMomentPath(citation));
    }
  };

  return (
    <Section title={t('chat:panel.title')}>
      <Muted>{t('chat:panel.intro')}</Muted>
      <ChatConversation chat={chat} onCitation={openCitation} placeholder={t('chat:input.placeholder')} />
    </Section>
  );
}
