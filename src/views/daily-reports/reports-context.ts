import { recordedActorContext } from '../contexts/recorded-actor-context.ts';
import { reportEditorMachine } from '../../machines/daily-reports/report-editor.machine.ts';
import { reportListMachine } from '../../machines/daily-reports/report-list.machine.ts';

/** /reports's actor; tests pass `logic={reportListMachine.provide(...)}` to its Provider. */
export const ReportListContext = recordedActorContext(reportListMachine);
/** /reports/:id's actor, with the report's id as input. */
export const ReportEditorContext = recordedActorContext(reportEditorMachine);
