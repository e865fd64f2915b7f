import { createBrowserInspector } from '@statelyai/inspect';
import { forwardInspection } from './recorder.ts';

/** Online inspection (VITE_INSPECTOR=stately): opens the Stately inspector and hands it every event. */
export function connectStately(): void {
  const stately = createBrowserInspector();
  forwardInspection((inspection) => stately.inspect.next?.(inspection));
}
