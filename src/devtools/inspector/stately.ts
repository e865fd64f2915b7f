import { createBrowserInspector } from '@statelyai/inspect';
import type { InspectionEvent } from 'xstate';

/** Online inspection (VITE_INSPECTOR=stately): opens the Stately inspector and hands it every event. */
export function connectStately(): (inspection: InspectionEvent) => void {
  const stately = createBrowserInspector();
  return (inspection) => stately.inspect.next?.(inspection);
}
