import { recordedActorContext } from '../contexts/recorded-actor-context.ts';
import { templateListMachine } from '../../machines/templates/template-list.machine.ts';

/** The templates page: the list, which invokes the editor of the selected template. */
export const TemplateListContext = recordedActorContext(templateListMachine);
