import { recordedActorContext } from '../../../contexts/recorded-actor-context.ts';
import { uploadMachine } from '../../../../machines/uploads/upload/upload.machine.ts';

/** The meetings page's upload: one at a time; it outlives the dialog, so closing the dialog never drops a running upload. */
export const UploadContext = recordedActorContext(uploadMachine);
