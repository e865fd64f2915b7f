/*
 * How the upload's children (upload-transfer, upload-processing) fail: a request's error ends the child in
 * its final `failed` state, with the step and the catalogue's AppError that its output hands the upload.
 */
import { describeError } from '../../services/errors.ts';

/** The onError of a child's request at `step`: to the child's `failed`, through its `assignFailure` action. */
export function childFailsAt<TStep extends string>(machineId: string, step: TStep) {
  return {
    target: `#${machineId}.failed`,
    actions: {
      type: 'assignFailure' as const,
      params: ({ event }: { event: { error: unknown } }) => ({
        step,
        failure: describeError(event.error, 'upload'),
      }),
    },
  };
}
