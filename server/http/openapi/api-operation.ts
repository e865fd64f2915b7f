import type { z } from 'zod';

/** How a caller proves who they are to one operation (the document's security requirement). */
export type OperationAuth =
  /** A signed-in user: the identity service's id token (Bearer), or a legacy user's Basic e-mail:password. */
  | 'user'
  /** A shared meeting's guest: Basic base64(shareId:password), never a user's token. */
  | 'share-guest'
  /** Nobody: sign-in helpers, the browser's CSP reports, this document. */
  | 'public'
  /** The link is the credential: its `expires` and `signature` query parameters (an <img>, a PUT, a player). */
  | 'signed-link'
  /** The bot provider's webhook signature headers (Recall.ai). */
  | 'provider-signature';

/** The groups of the product specification's section 7, "Calls", where each of its calls is listed. */
export type SpecSection = `7. Calls (${
  | 'Users'
  | 'Teams'
  | 'Chat'
  | 'Calendar'
  | 'Upload'
  | 'Meetings'
  | 'Enablement'
  | 'Templates'
  | 'Bot config'
  | 'Transcription'
  | 'Other'})`;

/** What an answer carries. */
export type OperationAnswer = {
  description: string;
  /** A JSON body, checked by the handler with this schema (sendParsed). */
  json?: z.ZodType;
  /** Newline-delimited JSON: one value of this schema a line, streamed as it is made. */
  ndjson?: z.ZodType;
  /** Bytes of this media type (a recording, a picture, a web page, a script). */
  bytes?: string;
};

/**
 * One /api operation as the OpenAPI document (server/http/openapi/openapi-document.ts) shows it. Each
 * routes file lists its own beside its handlers, naming the very schema objects the handlers read and
 * answer with, so the document cannot describe another contract than the one enforced.
 */
export type ApiOperation = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The route's pattern as Hono lists it (`app.routes`), `/api` prefix included: `/api/meetings/:id`. */
  path: `/api/${string}`;
  summary: string;
  /** The group it is shown under (the spec's groups in section 7 where it has one). */
  tag: string;
  /**
   * Where the product specification defines it, e.g. `7. Calls (Meetings)`; absent for this backend's
   * extensions, whose reasons are listed in server/http/api-extensions.ts.
   */
  specSection?: SpecSection;
  auth: OperationAuth;
  /** Path parameters, when the handler validates them; otherwise each `:name` is a plain string. */
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?:
    /** JSON, checked by the handler with this schema (readJson); `mediaType` when not application/json. */
    | { json: z.ZodType; mediaType?: string }
    /** A multipart form with one file in this field. */
    | { formFile: string }
    /** Raw bytes (a signed upload's chunk) or text of this media type. */
    | { bytes: string };
  /** The answers that are not refusals, by status; every refusal is an ApiError (see the document). */
  answers: Partial<Record<200 | 201 | 202 | 204 | 206 | 302 | 304, OperationAnswer>>;
};
