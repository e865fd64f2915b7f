import { describe, expect, test } from 'vitest';
import { isMediaFileStart } from '../../../server/providers/media/file-signature.ts';

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? Array.from(Buffer.from(part)) : part)));

describe('the first bytes of an uploaded file (issue 25 item 5)', () => {
  test.each([
    ['MP3 with an ID3 tag', bytes('ID3', [4, 0, 0, 0, 0, 0, 0, 0, 0])],
    [
      'MP3 frame, MPEG-1 layer III 128 kbit/s 44.1 kHz',
      bytes([0xff, 0xfb, 0x90, 0x64, 0, 0, 0, 0, 0, 0, 0, 0]),
    ],
    ['AAC ADTS', bytes([0xff, 0xf1, 0x50, 0x80, 0x02, 0x1f, 0xfc, 0, 0, 0, 0, 0])],
    ['WAV', bytes('RIFF', [0x24, 0x08, 0, 0], 'WAVE')],
    ['Ogg', bytes('OggS', [0, 2, 0, 0, 0, 0, 0, 0])],
    ['WebM', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81])],
    ['MP4', bytes([0, 0, 0, 0x20], 'ftypisom')],
    ['M4A', bytes([0, 0, 0, 0x1c], 'ftypM4A ')],
    ['QuickTime', bytes([0, 0, 0, 0x14], 'ftypqt  ')],
    ['old QuickTime', bytes([0, 0, 0x0b, 0x2c], 'moov', [0, 0, 0, 0x6c])],
    ['FLAC', bytes('fLaC', [0, 0, 0, 0x22, 0x10, 0, 0x10, 0])],
  ])('%s is media', (_name, head) => {
    expect(isMediaFileStart(head)).toBe(true);
  });

  test.each([
    ['an HTML page', bytes('<!doctype html><meta http-equiv=refresh content="0;url=https://x">')],
    [
      'HTML in UTF-16 with its byte order mark',
      bytes([0xff, 0xfe, 0x3c, 0, 0x68, 0, 0x74, 0, 0x6d, 0, 0x6c, 0]),
    ],
    ['a PDF', bytes('%PDF-1.7\n%\u00e2\u00e3')],
    ['a RIFF that is not WAVE', bytes('RIFF', [0, 0, 0, 0], 'AVI LIST')],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg">')],
    ['nothing', bytes()],
    ['two bytes of frame sync', bytes([0xff, 0xfb])],
  ])('%s is not', (_name, head) => {
    expect(isMediaFileStart(head)).toBe(false);
  });
});
