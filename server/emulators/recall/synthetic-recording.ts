import { Readable } from 'node:stream';

/** 8 kHz mono 8-bit PCM: telephone quality, 8 KB a second, so a four-minute call is under 2 MB. */
const sampleRate = 8000;
const headerBytes = 44;
/** A faint 440 Hz hum around the 8-bit midpoint (128): audibly "something", never loud. */
const toneHz = 440;
const toneAmplitude = 3;

export const syntheticRecordingContentType = 'audio/wav';

export function syntheticRecordingSize(seconds: number): number {
  return headerBytes + sampleRate * seconds;
}

function waveHeader(dataBytes: number): Buffer {
  const header = Buffer.alloc(headerBytes);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(headerBytes - 8 + dataBytes, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate, 28); // bytes per second: one byte a sample
  header.writeUInt16LE(1, 32); // block align
  header.writeUInt16LE(8, 34); // bits per sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(dataBytes, 40);
  return header;
}

/** One second of the tone; every second starts at a whole number of periods, so seconds join seamlessly. */
function oneSecondOfTone(): Buffer {
  const second = Buffer.alloc(sampleRate);
  for (let index = 0; index < sampleRate; index++) {
    second[index] = 128 + Math.round(toneAmplitude * Math.sin((2 * Math.PI * toneHz * index) / sampleRate));
  }
  return second;
}

function* waveChunks(seconds: number): Generator<Buffer> {
  yield waveHeader(sampleRate * seconds);
  const second = oneSecondOfTone();
  for (let elapsed = 0; elapsed < seconds; elapsed++) yield second;
}

/**
 * The emulated bot's "recording": synthetic audio (a quiet tone), not anything that was said; its length
 * matches the emulated call so the transcript's timestamps land inside it. Made one second at a time as it
 * is downloaded.
 */
export function syntheticRecording(seconds: number): Readable {
  return Readable.from(waveChunks(Math.max(1, Math.ceil(seconds))));
}
