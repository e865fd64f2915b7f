import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { TranscriptSegment } from '../../../src/api-contract/transcription.ts';
import { unnamedSpeaker, utterancesOf } from './speakers.ts';
import { parseTimingLine } from './timestamps.ts';

/**
 * Reads a WebVTT or SubRip file into transcript segments, line by line (a long transcript is never one
 * string). Both formats are blocks separated by blank lines whose timing line has `-->`; blocks without
 * one (the WEBVTT header, NOTE, STYLE, REGION) are skipped. Each speaker of a cue becomes one segment with
 * the cue's timestamps.
 */
export async function importTranscriptFile(filePath: string): Promise<TranscriptSegment[]> {
  const lines = createInterface({
    input: createReadStream(filePath, { encoding: 'utf8' }),
    crlfDelay: Infinity,
  });
  const segments: TranscriptSegment[] = [];
  let block: string[] = [];
  const flush = () => {
    addCue(block, segments);
    block = [];
  };
  let first = true;
  for await (const raw of lines) {
    const line = first ? raw.replace(/^\uFEFF/, '') : raw;
    first = false;
    if (line.trim() === '') flush();
    else block.push(line);
  }
  flush();
  return segments;
}

function addCue(block: string[], segments: TranscriptSegment[]): void {
  const timingIndex = block.findIndex((line) => line.includes('-->'));
  if (timingIndex < 0) return;
  const timing = parseTimingLine(block[timingIndex] ?? '');
  if (!timing) return;
  for (const utterance of utterancesOf(block.slice(timingIndex + 1).join('\n'))) {
    segments.push({
      id: `seg-${segments.length + 1}`,
      speaker: utterance.speaker ?? unnamedSpeaker,
      startSeconds: timing.startSeconds,
      endSeconds: timing.endSeconds,
      text: utterance.text,
    });
  }
}
