import { createActorContext } from '@xstate/react';
import { uploadMachine } from '../../../../machines/upload/upload.machine.ts';

/** One upload at a time; it outlives the dialog, so closing the dialog never drops a running upload. */
export const UploadContext = createActorContext(uploadMachine);
