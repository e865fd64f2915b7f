export type ByteRange = { start: number; end: number };

/**
 * One `Range: bytes=...` of a file of `size` bytes (RFC 9110 14.1.2): `a-b`, `a-` or the suffix `-n`.
 * undefined: no usable range header, serve the whole file (multiple ranges are answered that way too).
 * 'unsatisfiable': the range starts past the end (416).
 */
export function parseByteRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return undefined;
  return { start, end };
}

/** `Content-Range: bytes start-end/total` of a resumed PUT; end and total are checked by the caller. */
export function parseContentRange(
  header: string | undefined,
): { start: number; end: number; total: number } | undefined {
  const match = header ? /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header.trim()) : null;
  if (!match) return undefined;
  return { start: Number(match[1]), end: Number(match[2]), total: Number(match[3]) };
}
