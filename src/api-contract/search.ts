import { z } from 'zod';

/*
 * `GET /api/search?q=` (issue 29: search inside conversations, an extension of the spec): what was said,
 * the titles, the participants, the summaries and the template's answers of every meeting the caller may see
 * (the list's rule), in Portuguese word forms and with or without accents, best match first.
 */

export const searchQuerySchema = z.object({
  q: z.string().trim().min(1).max(200),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/** Where in a meeting the match is: a transcript line, or one of the meeting's own texts. */
export const searchHitKinds = ['line', 'title', 'participants', 'summary', 'answer'] as const;
export type SearchHitKind = (typeof searchHitKinds)[number];

/** A stretch of the hit's text that matched: [start, end) in UTF-16 code units, as String#slice counts them. */
const highlightSchema = z.tuple([z.number().int().nonnegative(), z.number().int().nonnegative()]);

export const searchHitSchema = z.object({
  meetingId: z.string(),
  meetingTitle: z.string(),
  meetingStartTime: z.iso.datetime({ offset: true }),
  kind: z.enum(searchHitKinds),
  /** A line's speaker and the second it starts at (the meeting page opens there: `?t=`); null elsewhere. */
  speaker: z.string().nullable(),
  startSeconds: z.number().nonnegative().nullable(),
  /** An answer's question; null elsewhere. */
  question: z.string().nullable(),
  text: z.string(),
  /** The words of `text` that matched, in order and apart: the view marks them; the server sends no markup. */
  highlights: z.array(highlightSchema),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchResultsSchema = z.object({
  query: z.string(),
  hits: z.array(searchHitSchema),
});
export type SearchResults = z.infer<typeof searchResultsSchema>;
