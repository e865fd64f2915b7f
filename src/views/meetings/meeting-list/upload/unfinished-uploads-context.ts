import { recordedActorContext } from '../../../contexts/recorded-actor-context.ts';
import { unfinishedUploadsMachine } from '../../../../machines/uploads/unfinished-uploads/unfinished-uploads.machine.ts';

/** The meetings page's list of uploads a closed tab left unfinished (issue 29, item 4). */
export const UnfinishedUploadsContext = recordedActorContext(unfinishedUploadsMachine);
