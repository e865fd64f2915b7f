import { baseMediaType, uploadMediaTypes } from '../../../src/api-contract/upload.ts';

const downloadOnly = 'application/octet-stream';

/**
 * The type a stored recording is served as, whatever string was stored with it: one of the exact media types
 * an upload may have (parameters dropped), else bytes to download. Recordings stored before uploads were
 * checked may carry any declared string (`audio/mpeg,text/html`); none is ever served as a page.
 */
export function servedMediaType(storedType: string): string {
  const type = baseMediaType(storedType);
  return uploadMediaTypes.has(type) ? type : downloadOnly;
}

/**
 * Headers of every recording this server or its bucket hands out: never sniffed, and under a policy that lets
 * it run nothing even when opened on its own; what is not media is a download.
 */
export function recordingHeaders(servedType: string): Record<string, string> {
  return {
    'content-type': servedType,
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox; frame-ancestors 'none'",
    ...(servedType === downloadOnly && { 'content-disposition': 'attachment' }),
  };
}
