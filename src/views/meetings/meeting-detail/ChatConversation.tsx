import styled from '@emotion/styled';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { meetingChatMachine } from '../../../machines/chat/meeting-chat/meeting-chat.machine.ts';
import {
  selectChatState,
  selectFailure,
  selectIsEmpty,
  selectMessages,
  selectPartial,
  selectUnstoredQuestion,
} from '../../../machines/chat/meeting-chat/selectors.ts';
import type { ChatCitation } from '../../../api-contract/chat.ts';
import { Alert } from '../../components/Alert.tsx';
import { useErrorText } from '../../components/AppErrorText.tsx';
import { ErrorState } from '../../components/ErrorState.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { AnswerText, AskedQuestion, ChatMessage } from './ChatMessage.tsx';
import { ChatQuestionForm } from './ChatQuestionForm.tsx';
import { mediaTwoColumns } from './two-columns.ts';

// Reversed, so the browser keeps the newest words in view while an answer is written, with no script. In one
// column (a phone) the conversation is part of the page's one scroll.
const Log = styled.div({
  display: 'flex',
  flexDirection: 'column-reverse',
  [mediaTwoColumns]: { maxHeight: 480, overflowY: 'auto' },
});

const LogLines = styled.div({ display: 'flex', flexDirection: 'column', gap: 10 });

const Suggestion = styled.button(({ theme }) => ({
  padding: '6px 12px',
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.pill,
  background: theme.colors.surface,
  color: theme.colors.text,
  font: 'inherit',
  fontSize: 14,
  cursor: 'pointer',
  '&:hover': { borderColor: theme.colors.primaryMild },
  '&:focus-visible': { outline: `3px solid ${theme.colors.primaryMild}`, outlineOffset: 2 },
}));

const suggestionKeys = ['objections', 'nextSteps', 'summary'] as const;

type ChatConversationProps = {
  chat: ActorRefFrom<typeof meetingChatMachine>;
  /** A click on a citation chip: the caller decides where that moment is (this player, or another page). */
  onCitation: (citation: ChatCitation) => void;
  placeholder: string;
};

/**
 * A conversation with the AI: the messages, the answer as it streams in (announced politely), suggested first
 * questions, and the question field with its send or stop button. The meeting page's panel and the chat across
 * meetings show the same conversation.
 */
export function ChatConversation({ chat, onCitation, placeholder }: ChatConversationProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const state = useSelector(chat, selectChatState);
  const messages = useSelector(chat, selectMessages);
  const partial = useSelector(chat, selectPartial);
  const unstoredQuestion = useSelector(chat, selectUnstoredQuestion);
  const isEmpty = useSelector(chat, selectIsEmpty);
  const failure = useSelector(chat, selectFailure);
  if (state === 'loading') {
    return (
      <output css={{ display: 'flex', alignItems: 'center', gap: 10 }}>
        <Spinner aria-hidden size={16} />
        {t('chat:panel.loading')}
      </output>
    );
  }
  if (state === 'loadFailed') {
    return (
      <ErrorState
        title={t('chat:panel.loadFailed')}
        description={failure ? errorText(failure) : ''}
        retryLabel={t('common:retry')}
        onRetry={() => chat.send({ type: 'chat.retry' })}
      />
    );
  }

  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Log role="log" aria-live="polite" aria-label={t('chat:messages.label')}>
        <LogLines>
          {messages.map((message) => (
            <ChatMessage key={message.id} message={message} onCitation={onCitation} />
          ))}
          {unstoredQuestion !== null && <AskedQuestion text={unstoredQuestion} />}
          {partial !== null && (
            <article
              aria-busy="true"
              css={(theme) => ({
                padding: '8px 12px',
                borderRadius: theme.radius.md,
                border: `1px dashed ${theme.colors.border}`,
                fontSize: 14,
              })}
            >
              {partial === '' ? (
                <span css={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
                  <Spinner aria-hidden size={14} />
                  {t('chat:messages.answering')}
                </span>
              ) : (
                <AnswerText content={partial} citations={[]} contextMeetingIds={[]} onCitation={onCitation} />
              )}
            </article>
          )}
        </LogLines>
      </Log>
      {isEmpty && (
        <ul
          aria-label={t('chat:suggestions.label')}
          css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: 8 }}
        >
          {suggestionKeys.map((key) => {
            const question = t(`chat:suggestions.${key}`);
            return (
              <li key={key}>
                <Suggestion onClick={() => chat.send({ type: 'chat.ask', question, from: 'suggestion' })}>
                  {question}
                </Suggestion>
              </li>
            );
          })}
        </ul>
      )}
      {state === 'failed' && failure && (
        <Alert role="alert">
          {errorText(failure)} {t('chat:input.failed')}
        </Alert>
      )}
      <ChatQuestionForm chat={chat} placeholder={placeholder} />
    </div>
  );
}
