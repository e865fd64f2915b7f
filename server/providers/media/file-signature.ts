/** Bytes enough to recognise every container below (MP4's box type sits at 4..8, WAV's form type at 8..12). */
export const signatureLength = 12;

const ascii = (text: string) => Array.from(text, (character) => character.charCodeAt(0));

const hasAt = (head: Uint8Array, bytes: readonly number[], offset = 0) =>
  head.length >= offset + bytes.length && bytes.every((byte, index) => head[offset + index] === byte);

/** An MPEG audio frame header (MP3 without an ID3 tag): sync, and no reserved version, layer, rate. */
function isMpegAudioFrame(head: Uint8Array): boolean {
  const [first = 0, second = 0, third = 0] = head;
  if (head.length < 3 || first !== 0xff || (second & 0xe0) !== 0xe0) return false;
  const version = (second >> 3) & 0b11;
  const layer = (second >> 1) & 0b11;
  const bitrate = third >> 4;
  const sampleRate = (third >> 2) & 0b11;
  return version !== 0b01 && layer !== 0 && bitrate !== 0b1111 && sampleRate !== 0b11;
}

/** An AAC ADTS header: 12-bit sync, layer 0, and a sampling frequency index in use (0–12). */
function isAdtsFrame(head: Uint8Array): boolean {
  const [first = 0, second = 0, third = 0] = head;
  return head.length >= 3 && first === 0xff && (second & 0xf6) === 0xf0 && ((third >> 2) & 0xf) <= 12;
}

/** QuickTime files older than the `ftyp` box start with one of these atoms. */
const quickTimeAtoms = ['moov', 'mdat', 'wide', 'free', 'skip'].map(ascii);

const mediaStarts: ReadonlyArray<(head: Uint8Array) => boolean> = [
  (head) => hasAt(head, ascii('ID3')), // MP3 with an ID3v2 tag
  isMpegAudioFrame,
  isAdtsFrame,
  (head) => hasAt(head, ascii('RIFF')) && hasAt(head, ascii('WAVE'), 8),
  (head) => hasAt(head, ascii('OggS')),
  (head) => hasAt(head, [0x1a, 0x45, 0xdf, 0xa3]), // EBML: WebM and Matroska
  (head) => hasAt(head, ascii('ftyp'), 4), // ISO media: MP4, M4A, MOV
  (head) => quickTimeAtoms.some((atom) => hasAt(head, atom, 4)),
  (head) => hasAt(head, ascii('fLaC')),
];

/**
 * Whether a file's first bytes (at least `signatureLength` of them when the file has them) are those of an
 * audio or video container an upload may hold. The declared type is the sender's word; this is the file's.
 */
export const isMediaFileStart = (head: Uint8Array): boolean => mediaStarts.some((matches) => matches(head));
