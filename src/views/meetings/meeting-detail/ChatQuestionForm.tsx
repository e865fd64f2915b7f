import styled from '@emotion/styled';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSelector } from '@xstate/react';
import { useId, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { meetingChatMachine } from '../../../machines/chat/meeting-chat/meeting-chat.machine.ts';
import { selectChatState, selectDraft } from '../../../machines/chat/meeting-chat/selectors.ts';
import { chatQuestionMaxLength } from '../../../api-contract/chat.ts';
import { Button } from '../../components/Button.tsx';
import { TextArea } from '../../components/TextArea.tsx';
import { chatQuestionFormSchema } from './chat-form-schema.ts';

const Question = styled(TextArea)({ width: '100%', minHeight: 64, padding: '8px 12px' });

type ChatQuestionFormProps = { chat: ActorRefFrom<typeof meetingChatMachine>; placeholder: string };

/**
 * The question field with its send, stop and retry buttons. What is typed is the machine's draft (a failed
 * question comes back into it), so the form checks that one value rather than a copy of its own.
 */
export function ChatQuestionForm({ chat, placeholder }: ChatQuestionFormProps) {
  const { t } = useTranslation();
  const state = useSelector(chat, selectChatState);
  const draft = useSelector(chat, selectDraft);
  const fieldId = useId();
  const { handleSubmit, formState } = useForm({
    values: { text: draft },
    resolver: zodResolver(chatQuestionFormSchema),
  });
  const answering = state === 'answering';
  const ask = handleSubmit(({ text }) => chat.send({ type: 'chat.ask', question: text, from: 'input' }));
  // Enter asks, Shift+Enter starts a new line.
  const askOnEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!answering) void ask();
  };

  return (
    <form onSubmit={ask} noValidate css={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <label htmlFor={fieldId} css={{ fontSize: 14, fontWeight: 600 }}>
        {t('chat:input.label')}
      </label>
      <Question
        id={fieldId}
        value={draft}
        placeholder={placeholder}
        maxLength={chatQuestionMaxLength}
        readOnly={answering}
        onChange={(event) => chat.send({ type: 'chat.type', text: event.target.value })}
        onKeyDown={askOnEnter}
      />
      <div css={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
        {state === 'failed' && (
          <Button variant="secondary" onClick={() => chat.send({ type: 'chat.retry' })}>
            {t('chat:input.retry')}
          </Button>
        )}
        {answering ? (
          <Button variant="secondary" onClick={() => chat.send({ type: 'chat.stop' })}>
            {t('chat:input.stop')}
          </Button>
        ) : (
          <Button type="submit" disabled={!formState.isValid}>
            {t('chat:input.send')}
          </Button>
        )}
      </div>
    </form>
  );
}
