import { recordedActorContext } from '../contexts/recorded-actor-context.ts';
import { vocabularyMachine } from '../../machines/vocabulary/vocabulary.machine.ts';

/** The company vocabulary section: its words, added and removed by anyone in the company. */
export const VocabularyContext = recordedActorContext(vocabularyMachine);
