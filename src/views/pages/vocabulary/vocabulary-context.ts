import { createActorContext } from '@xstate/react';
import { actorRecorder } from '../../../devtools/inspector/recorder.ts';
import { vocabularyMachine } from '../../../machines/vocabulary/vocabulary.machine.ts';

/** The company vocabulary section: its words, added and removed by anyone in the company. */
export const VocabularyContext = createActorContext(vocabularyMachine, { inspect: actorRecorder });
