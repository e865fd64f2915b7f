import { recordedActorContext } from '../../contexts/recorded-actor-context.ts';
import { conversationSearchMachine } from '../../../machines/search/conversation-search/conversation-search.machine.ts';

/** /search's actor, with the address's search as input; tests pass `logic={...provide(...)}` to its Provider. */
export const ConversationSearchContext = recordedActorContext(conversationSearchMachine);
