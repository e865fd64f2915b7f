/**
 * A valid PCM WAV (16 kHz mono) of `bytes` total size, written by the test: no fixture file to keep. Silent,
 * or, with a `seed`, with bytes that vary so its first and last chunks are its own (a resumed upload's
 * fingerprint tells two such files apart).
 */
export function wavOf(bytes: number, seed?: number): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(bytes - 8, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(16_000, 24);
  header.writeUInt32LE(32_000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(bytes - 44, 40);
  const data = Buffer.alloc(bytes - 44);
  if (seed !== undefined) {
    for (let index = 0; index < data.length; index += 4096) data[index] = (index / 4096 + seed) % 256;
  }
  return Buffer.concat([header, data]);
}
