import { version } from '../../../package.json';
import type { AppError } from '../../services/errors.ts';
import { buildSupportBundle, type SupportBundle } from './bundle.ts';
import { recordedActors, recordedFailures } from './recorder.ts';

/** What the recorder holds now, as a support bundle (redacted). */
export function currentBundle(describe: (error: AppError) => string): SupportBundle {
  return buildSupportBundle({
    appVersion: version,
    route: window.location.pathname,
    actors: recordedActors.values(),
    failures: recordedFailures,
    describe,
  });
}

/** Saves the bundle as a file the person can attach to a support request; returns its name. */
export function downloadBundle(bundle: SupportBundle): string {
  const file = `pauta-suporte-${bundle.createdAt.replace(/[:.]/g, '-')}.json`;
  const url = URL.createObjectURL(new Blob([JSON.stringify(bundle, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file;
  link.click();
  // After the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return file;
}
