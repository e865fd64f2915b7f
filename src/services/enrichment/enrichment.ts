import { http } from '../http.ts';
import { orNullWhenMissing } from '../http-error.ts';
import { enrichmentSchema, type Enrichment } from '../../api-contract/meeting-detail.ts';

/** Null while there is nothing to analyse yet (the server answers 404 until the transcript exists). */
export function fetchEnrichment(
  meetingId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Enrichment | null> {
  return orNullWhenMissing(
    http.getJson(`enrichment/${encodeURIComponent(meetingId)}`, enrichmentSchema, { signal }),
  );
}
