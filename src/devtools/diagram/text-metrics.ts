/*
 * Text widths without a DOM (the docs are drawn in Node), so box sizes are the same everywhere and the
 * committed files stay stable. Widths are those of DejaVu Sans, the widest of the usual sans-serif
 * fallbacks, so a label never overflows its box in any of them.
 */
const narrow = new Set(`ijlt.,:;'|!()[]{}/\\ f-r`);
const wide = new Set('mwMW@');

/** Width in px of `text` at `size` px. */
export function textWidth(text: string, size: number): number {
  let em = 0;
  for (const char of text) {
    if (narrow.has(char)) em += 0.36;
    else if (wide.has(char)) em += 0.92;
    else if (char >= 'A' && char <= 'Z') em += 0.7;
    else if (char === '_') em += 0.5;
    else em += 0.62;
  }
  return Math.ceil(em * size);
}

/**
 * Breaks a label into lines of at most `max` characters, at spaces first and after `_` or `.` inside
 * long names (CONFIRM_SIGN_IN_WITH_TOTP_CODE), so guard parameters do not make one very wide label.
 */
export function wrapText(text: string, max: number): string[] {
  const pieces = text.split(' ').flatMap((word) => (word.length > max ? splitLong(word, max) : [word]));
  const lines: string[] = [];
  for (const piece of pieces) {
    const last = lines.at(-1);
    const joiner = last === undefined || /[_.]$/.test(last) ? '' : ' ';
    if (last !== undefined && (last + joiner + piece).length <= max)
      lines[lines.length - 1] = last + joiner + piece;
    else lines.push(piece);
  }
  return lines;
}

function splitLong(word: string, max: number): string[] {
  const parts = word.split(/(?<=[_.])/);
  const lines: string[] = [];
  for (const part of parts) {
    const last = lines.at(-1);
    if (last !== undefined && (last + part).length <= max) lines[lines.length - 1] = last + part;
    else lines.push(part);
  }
  return lines;
}
