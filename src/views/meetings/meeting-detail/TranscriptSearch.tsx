import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { useSelector } from '@xstate/react';
import type { transcriptMachine } from '../../../machines/transcripts/transcript/transcript.machine.ts';
import { selectMatchPosition, selectQuery } from '../../../machines/transcripts/transcript/selectors.ts';
import { Button } from '../../components/Button.tsx';
import { TextField } from '../../components/TextField.tsx';

/** Search within the transcript: the count is announced, next and previous walk the matches. */
export function TranscriptSearch({ transcript }: { transcript: ActorRefFrom<typeof transcriptMachine> }) {
  const { t } = useTranslation();
  const query = useSelector(transcript, selectQuery);
  const { position, count } = useSelector(
    transcript,
    selectMatchPosition,
    (a, b) => a.position === b.position && a.count === b.count,
  );
  return (
    <search css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 8 }}>
      <div css={{ flex: '1 1 240px' }}>
        <TextField
          type="search"
          label={t('meetingDetail:transcript.search')}
          value={query}
          onChange={(event) => transcript.send({ type: 'transcript.search', query: event.target.value })}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            transcript.send({ type: event.shiftKey ? 'search.previous' : 'search.next' });
          }}
        />
      </div>
      <Button
        variant="secondary"
        disabled={count === 0}
        onClick={() => transcript.send({ type: 'search.previous' })}
        aria-label={t('meetingDetail:transcript.previousMatch')}
      >
        ↑
      </Button>
      <Button
        variant="secondary"
        disabled={count === 0}
        onClick={() => transcript.send({ type: 'search.next' })}
        aria-label={t('meetingDetail:transcript.nextMatch')}
      >
        ↓
      </Button>
      {query.trim() !== '' && (
        <output css={{ flexBasis: '100%', margin: 0, display: 'block' }}>
          {count === 0
            ? t('meetingDetail:transcript.noMatches')
            : `${t('meetingDetail:transcript.matches', { count })} · ${t('meetingDetail:transcript.searchPosition', { position, count })}`}
        </output>
      )}
    </search>
  );
}
