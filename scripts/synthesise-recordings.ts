import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  recordedMeetings,
  recordingFileOf,
  seededRecordingsDirectory,
  type RecordedMeeting,
} from '../server/db/seed/recorded-meetings.ts';
import { seedMeetings } from '../server/db/seed/meetings.ts';
import type { Segment } from '../server/db/seed/transcript.ts';

/**
 * Synthesises the audio of the seeded finished meetings (server/db/seed/recorded-meetings.ts) from their
 * transcripts, once, into server/db/seed/recordings/ (committed: CI and `npm start` never need these tools).
 * Needs Debian's `espeak-ng`, `sox` and `opus-tools` (`apt-get install -y espeak-ng sox opus-tools`).
 * Usage: `npx tsx scripts/synthesise-recordings.ts`. A file is named by the transcript it says, so only new
 * or changed transcripts are synthesised; files no seeded meeting uses any more are removed.
 *
 * Each line is spoken by its speaker's voice and starts exactly at its transcript start, silence filling the
 * pauses, so the player and the transcript's active line agree; a line longer than its slot is said faster.
 */

/** One espeak-ng pt-BR variant per speaker, in the order they first speak. */
const voices = ['pt-br+m3', 'pt-br+f2', 'pt-br+m1', 'pt-br+f4'];
/** espeak-ng says about this many words a second for each word-per-minute of its speed (measured in pt-BR). */
const wordsPerSecondPerWpm = 1 / 71;
const slowestWpm = 140;
const fastestWpm = 420;
const sampleRate = 16_000;
/** Speech only, mono: 6 kbit/s Opus in 60 ms frames keeps a three-minute call near 130 KB. */
const opusArguments = ['--quiet', '--bitrate', '6', '--framesize', '60', '--serial', '1'];

const run = (command: string, args: string[]) =>
  execFileSync(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
const secondsOf = (file: string) => Number(run('soxi', ['-D', file]).toString().trim());

/** The line said by `voice`, without the silence espeak-ng puts around it, lasting at most `slotSeconds`. */
function speak(segment: Segment, voice: string, slotSeconds: number, file: string): number {
  const words = segment.text.split(/\s+/).length;
  let wpm = Math.min(fastestWpm, Math.max(slowestWpm, (words / slotSeconds / wordsPerSecondPerWpm) * 1.05));
  const raw = `${file}.raw.wav`;
  for (;;) {
    run('espeak-ng', ['-v', voice, '-s', String(Math.round(wpm)), '-w', raw, segment.text]);
    // Trims the silence at both ends (reverse, trim the start, reverse back) and resamples for Opus.
    run('sox', [
      raw,
      file,
      'silence',
      '1',
      '0.02',
      '0.5%',
      'reverse',
      'silence',
      '1',
      '0.02',
      '0.5%',
      'reverse',
    ]);
    run('sox', [file, '-r', String(sampleRate), `${file}.rs.wav`]);
    run('mv', [`${file}.rs.wav`, file]);
    const seconds = secondsOf(file);
    if (seconds <= slotSeconds) return seconds;
    if (wpm >= fastestWpm) {
      // Faster than espeak-ng speaks: sox's tempo squeezes it into the slot without changing the pitch.
      run('sox', [file, `${file}.tempo.wav`, 'tempo', '-s', String(seconds / slotSeconds + 0.01)]);
      run('mv', [`${file}.tempo.wav`, file]);
      return secondsOf(file);
    }
    wpm = Math.min(fastestWpm, wpm * (seconds / slotSeconds) * 1.03);
  }
}

async function synthesise(meeting: RecordedMeeting, output: string): Promise<void> {
  const work = await mkdtemp(path.join(tmpdir(), 'pauta-recording-'));
  try {
    const speakers = [...new Set(meeting.transcript.map((segment) => segment.speaker))];
    const pieces: string[] = [];
    let cursor = 0;
    for (const [index, segment] of meeting.transcript.entries()) {
      const voice = voices[speakers.indexOf(segment.speaker) % voices.length]!;
      const file = path.join(work, `${String(index).padStart(3, '0')}.wav`);
      const spoken = speak(segment, voice, segment.endSeconds - segment.startSeconds, file);
      // The silence before this line, so it starts at its transcript start.
      const padded = path.join(work, `${String(index).padStart(3, '0')}-at.wav`);
      run('sox', [file, padded, 'pad', Math.max(0, segment.startSeconds - cursor).toFixed(4)]);
      pieces.push(padded);
      cursor = segment.startSeconds + spoken;
    }
    const whole = path.join(work, 'whole.wav');
    // The silence after the last line, up to the meeting's duration.
    run('sox', [...pieces, whole, 'pad', '0', (meeting.durationSeconds - cursor).toFixed(4)]);
    run('opusenc', [...opusArguments, whole, output]);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

await mkdir(seededRecordingsDirectory, { recursive: true });
// The transcripts do not depend on the seeding day; any day gives the same files.
const meetings = recordedMeetings(seedMeetings(new Date()));
const wanted = new Map(meetings.map((meeting) => [recordingFileOf(meeting), meeting]));
for (const [name, meeting] of wanted) {
  const output = path.join(seededRecordingsDirectory, name);
  if (existsSync(output)) continue;
  await synthesise(meeting, output);
  console.log(`${name}: ${meeting.title} (${(await stat(output)).size} bytes)`);
}
for (const name of await readdir(seededRecordingsDirectory)) {
  if (!wanted.has(name)) await rm(path.join(seededRecordingsDirectory, name));
}
console.log(`${wanted.size} gravações em ${path.relative(process.cwd(), seededRecordingsDirectory)}`);
