import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { cardContextOf } from '../../../machines/meetings/meeting-list/selectors.ts';
import { mediaBelowMd } from '../../../theme/layout-sizes.ts';
import type { MeetingItem } from './meeting-view.ts';

/** One line, cut with an ellipsis; the whole text stays in the page (read aloud) and in its tooltip. */
const oneLine = {
  margin: 0,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

const Summary = styled.p(({ theme }) => ({
  ...oneLine,
  gridColumn: '1 / -1',
  fontSize: 14,
  color: theme.colors.text,
  // A phone's line holds a few words: the summary gets two.
  [mediaBelowMd]: {
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    whiteSpace: 'normal',
    overflowWrap: 'anywhere',
  },
}));

const Outcome = styled.p(({ theme }) => ({
  gridColumn: '1 / -1',
  margin: 0,
  minWidth: 0,
  display: 'flex',
  gap: 16,
  fontSize: 14,
  color: theme.colors.textMuted,
  [mediaBelowMd]: { flexDirection: 'column', gap: 2 },
}));

const NextStep = styled.span(oneLine);

/** A few words ("preço e risco"): the next step gives way first; on a phone they wrap rather than be cut. */
const Objections = styled.span(({ theme }) => ({
  flexShrink: 0,
  whiteSpace: 'nowrap',
  color: theme.colors.warning,
  [mediaBelowMd]: { whiteSpace: 'normal' },
}));

/**
 * What a card tells of the deal (issue 30): the AI summary on one line, then the first next step and the kinds
 * of objection raised; "Sem resumo ainda" for a finished call still being analysed; nothing for the others.
 */
export function DealContextLines({ meeting }: { meeting: MeetingItem }) {
  const { t } = useTranslation();
  const context = cardContextOf(meeting);
  if (context === null) return null;
  if (context === 'pending') {
    return <Outcome css={{ fontStyle: 'italic' }}>{t('meetings:deal.pending')}</Outcome>;
  }
  const nextStep: string = context.nextStep
    ? t('meetings:deal.nextStep', { text: context.nextStep })
    : t('meetings:deal.noNextStep');
  return (
    <>
      <Summary title={context.summary}>{context.summary}</Summary>
      <Outcome>
        <NextStep title={nextStep}>{nextStep}</NextStep>
        {context.objectionKinds.length > 0 && (
          <Objections>{t('meetings:deal.objections', { kinds: context.objectionKinds })}</Objections>
        )}
      </Outcome>
    </>
  );
}
