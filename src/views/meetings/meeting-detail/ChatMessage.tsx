import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import {
  answerBlocks,
  spansSeveralMeetings,
  type AnswerPart,
} from '../../../machines/chat/meeting-chat/answer-parts.ts';
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

const Blocks = styled.div({
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  '& ul, & ol': { margin: 0, paddingLeft: 20, display: 'flex', flexDirection: 'column', gap: 4 },
  '& li': { overflowWrap: 'anywhere' },
});

const Chip = styled.button(({ theme }) => ({
  // Inline, but a box: a long speaker name or title ends in an ellipsis inside the answer's width instead of
  // running past it (the full citation is in the chip's name and its tooltip).
  display: 'inline-block',
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  verticalAlign: 'bottom',
  margin: '0 2px',
  padding: '0 6px',
  border: `1px solid ${theme.colors.primaryMild}`,
  borderRadius: theme.radius.pill,
  background: theme.colors.primarySubtle,
  color: theme.colors.primaryDeep,
  font: 'inherit',
  fontSize: 12,
  fontVariantNumeric: 'tabular-nums',
  // One chip is one line: a label broken over two reads as two citations.
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  '&:focus-visible': { outline: `3px solid ${theme.colors.primaryMild}`, outlineOffset: 1 },
}));

const Note = styled.p(({ theme }) => ({ margin: '4px 0 0', fontSize: 12, color: theme.colors.textMuted }));

/**
 * "4:05 · Juliana Ferraz": the moment a claim relies on and who said it; the meeting's title leads only when
 * the answer cites several meetings, since in one meeting's answer it would be the same on every chip.
 */
const citationLabel = (citation: ChatCitation, withMeeting: boolean) =>
  [...(withMeeting ? [citation.meetingTitle] : []), clock(citation.startSeconds), citation.speaker].join(
    ' · ',
  );

/** An answer's text as paragraphs and lists, with each `[n]` as a chip that opens the moment it cites. */
export function AnswerText({
  content,
  citations,
  contextMeetingIds,
  onCitation,
}: {
  content: string;
  citations: readonly ChatCitation[];
  /** The meetings the question was about; an answer still streaming has no citations yet. */
  contextMeetingIds: readonly string[];
  onCitation: (citation: ChatCitation) => void;
}) {
  const withMeeting = spansSeveralMeetings(citations, contextMeetingIds);
  const inline = (parts: AnswerPart[]) =>
    parts.map((part, index) =>
      part.kind === 'text' ? (
        part.text
      ) : (
        <Chip
          // A part's place in the text is its identity: the same citation may be cited twice.
          key={index}
          title={`“${part.citation.quote}” — ${part.citation.speaker}`}
          onClick={() => onCitation(part.citation)}
        >
          {citationLabel(part.citation, withMeeting)}
        </Chip>
      ),
    );
  return (
    <Blocks>
      {answerBlocks(content, citations).map((block, index) => {
        if (block.kind === 'paragraph') return <Text key={index}>{inline(block.parts)}</Text>;
        const List = block.ordered ? 'ol' : 'ul';
        return (
          <List key={index}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{inline(item)}</li>
            ))}
          </List>
        );
      })}
    </Blocks>
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
      {mine ? (
        // The question as it was typed: its hyphens and asterisks are the person's own.
        <Text>{message.content}</Text>
      ) : message.status === 'failed' ? (
        <Text>{t('chat:messages.failed', { reason: message.content })}</Text>
      ) : (
        <AnswerText
          content={message.content}
          citations={message.citations}
          contextMeetingIds={message.contextMeetingIds}
          onCitation={onCitation}
        />
      )}
      {message.status === 'stopped' && <Note>{t('chat:messages.stopped')}</Note>}
    </Bubble>
  );
}
