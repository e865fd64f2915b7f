/** `hh:mm:ss.mmm`, `mm:ss.mmm` (WebVTT) or `hh:mm:ss,mmm` (SubRip) to seconds; undefined when malformed. */
export function parseTimestamp(text: string): number | undefined {
  const match = /^(?:(\d+):)?([0-5]?\d):([0-5]?\d)[.,](\d{1,3})$/.exec(text.trim());
  if (!match) return undefined;
  const [, hours = '0', minutes = '0', seconds = '0', fraction = '0'] = match;
  const total =
    Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds) + Number(fraction.padEnd(3, '0')) / 1000;
  return Math.round(total * 1000) / 1000;
}

/** The timing line of a cue: `start --> end [settings]`. */
export function parseTimingLine(line: string): { startSeconds: number; endSeconds: number } | undefined {
  const match = /^\s*(\S+)\s+-->\s+(\S+)/.exec(line);
  if (!match?.[1] || !match[2]) return undefined;
  const startSeconds = parseTimestamp(match[1]);
  const endSeconds = parseTimestamp(match[2]);
  if (startSeconds === undefined || endSeconds === undefined) return undefined;
  return { startSeconds, endSeconds: Math.max(startSeconds, endSeconds) };
}
