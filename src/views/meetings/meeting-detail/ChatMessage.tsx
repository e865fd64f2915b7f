import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { answerParts } from '../../../machines/chat/meeting-chat/answer-parts.ts';
import type { ChatCitation, ChatMessage as Message } from '../../../api-contract/chat.ts';
import { clock } from './clock.ts';

const Bubble = styled.article<{ mine: boolean }>(({ theme, mine }) => ({
  alignSelf: mine ? 'flex-end' : 'stretch',
  maxWidth: mine ? '85%' : undefined,
  padding: '8px 12px',
  borderRadius: theme.radius.md,
  background: mine ? theme.colors.primarySubtle : 'transparent',
  border: mine ? 0 : `1px solid ${theme.colors.border}`,
  fontSize: 14,
  lineHeight: 1.5,
}));

const Who = styled.h3(({ theme }) => ({ margin: '0 0 2px', fontSize: 12, color: theme.colors.textMuted }));

// Server text is rendered as text (never HTML); its line breaks are kept.
const Text = styled.p({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

const Chip = styled.button(({ theme }) => ({
  display: 'inline',
  margin: '0 2px',
  padding: '0 6px',
  border: `1px solid ${theme.colors.primaryMild}`,
  borderRadius: theme.radius.pill,
  background: theme.colors.primarySubtle,
  color: theme.colors.primaryDeep,
  font: 'inherit',
  fontSize: 12,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  '&:focus-visible': { outline: `3px solid ${theme.colors.primaryMild}`, outlineOffset: 1 },
}));

const Note = styled.p(({ theme }) => ({ margin: '4px 0 0', fontSize: 12, color: theme.colors.textMuted }));

/** "Título · 4:05": the meeting and the moment a claim relies on. */
export const citationLabel = (citation: ChatCitation) =>
  `${citation.meetingTitle} · ${clock(citation.startSeconds)}`;

/** An answer's text with each `[n]` as a chip that opens the moment it cites. */
export function AnswerText({
  content,
  citations,
  onCitation,
}: {
  content: string;
  citations: readonly ChatCitation[];
  onCitation: (citation: ChatCitation) => void;
}) {
  return (
    <Text>
      {answerParts(content, citations).map((part, index) =>
        part.kind === 'text' ? (
          part.text
        ) : (
          <Chip
            // A part's place in the text is its identity: the same citation may be cited twice.
            key={index}
            title={`“${part.citation.quote}” — ${part.citation.speaker}`}
            onClick={() => onCitation(part.citation)}
          >
            {citationLabel(part.citation)}
          </Chip>
        ),
      )}
    </Text>
  );
}

/** The question just asked, shown until the server has stored it. */
export function AskedQuestion({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <Bubble mine>
      <Who>{t('chat:messages.you')}</Who>
      <Text>{text}</Text>
    </Bubble>
  );
}

/** One message of the conversation: the person's question, or the AI's answer with its citations. */
export function ChatMessage({
  message,
  onCitation,
}: {
  message: Message;
  onCitation: (citation: ChatCitation) => void;
}) {
  const { t } = useTranslation();
  const mine = message.role === 'user';
  return (
    <Bubble mine={mine}>
      <Who>{mine ? t('chat:messages.you') : t('chat:messages.ai')}</Who>
      {message.status === 'failed' ? (
        <Text>{t('chat:messages.failed', { reason: message.content })}</Text>
      ) : (
        <AnswerText content={message.content} citations={message.citations} onCitation={onCitation} />
      )}
      {message.status === 'stopped' && <Note>{t('chat:messages.stopped')}</Note>}
    </Bubble>
  );
}
