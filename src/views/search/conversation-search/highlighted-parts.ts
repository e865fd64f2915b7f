/** A hit's text cut where the server said its words matched: each part to show, marked or not. */
export type TextPart = { text: string; marked: boolean };

/**
 * The server sends offsets, never markup, so the view builds the <mark>s itself over plain text. Offsets out of
 * order, overlapping or past the end are ignored rather than trusted.
 */
export function highlightedParts(
  text: string,
  highlights: readonly (readonly [number, number])[],
): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const [start, end] of highlights) {
    if (start < at || end <= start || end > text.length) continue;
    if (start > at) parts.push({ text: text.slice(at, start), marked: false });
    parts.push({ text: text.slice(start, end), marked: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false });
  return parts;
}
