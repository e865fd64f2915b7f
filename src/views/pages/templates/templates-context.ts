import { createActorContext } from '@xstate/react';
import { actorRecorder } from '../../../devtools/inspector/recorder.ts';
import { templateListMachine } from '../../../machines/templates/template-list.machine.ts';

/** The templates page: the list, which invokes the editor of the selected template. */
export const TemplateListContext = createActorContext(templateListMachine, { inspect: actorRecorder });
