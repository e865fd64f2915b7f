import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { selectChatRef, selectPicked } from '../../../machines/meetings/meeting-picker/selectors.ts';
import { Button } from '../../components/Button.tsx';
import { ModalDialog } from '../../components/ModalDialog.tsx';
import { ChatConversation } from '../meeting-detail/ChatConversation.tsx';
import { citedMomentPath } from '../meeting-detail/ChatPanel.tsx';
import { MeetingPickerContext } from './meeting-picker-context.ts';

/**
 * The chat about the meetings picked on the list. Every claim of an answer names its meeting and moment; a
 * click opens that meeting there. Its own chunk (AskAcrossDialog.tsx): the list's first load does without it.
 */
export default function AskAcross({ chat }: { chat: NonNullable<ReturnType<typeof selectChatRef>> }) {
  const { t } = useTranslation();
  const picker = MeetingPickerContext.useActorRef();
  const count = MeetingPickerContext.useSelector((snapshot) => selectPicked(snapshot).length);
  const [, navigate] = useLocation();
  const titleId = useId();
  const close = () => picker.send({ type: 'chat.close' });

  return (
    <ModalDialog labelledBy={titleId} onCancel={close} width={720}>
      <div css={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12 }}>
        <h2 id={titleId} css={{ margin: 0, fontSize: 20 }}>
          {t('chat:across.title', { count })}
        </h2>
        <Button variant="ghost" onClick={close}>
          {t('chat:across.close')}
        </Button>
      </div>
      <p css={{ margin: 0, fontSize: 14 }}>{t('chat:across.intro')}</p>
      <ChatConversation
        chat={chat}
        onCitation={(citation) => navigate(citedMomentPath(citation))}
        placeholder={t('chat:across.placeholder')}
      />
    </ModalDialog>
  );
}
