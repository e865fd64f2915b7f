/** How a note calls a speaker, whatever the meeting tool named them. */

/**
 * Meeting tools name a participant who joined from a phone or computer after the device: "Galaxy de Ana",
 * "iPhone do Marcos", "Ana's iPhone". The person is the one the device belongs to.
 */
const devices =
  'iphone|ipad|galaxy|samsung|motorola|moto|xiaomi|redmi|poco|android|celular|smartphone|telefone|notebook|laptop|macbook|computador|pc|desktop|tablet';
const deviceOfPerson = new RegExp(`^(?:${devices})\\b[^()]*?\\s(?:de|do|da)\\s+(\\S.*)$`, 'iu');
const personsDevice = new RegExp(`^(.+?)['’]s\\s+(?:${devices})\\b`, 'iu');
const withoutDevice = (speaker: string) => {
  const trimmed = speaker.trim();
  return deviceOfPerson.exec(trimmed)?.[1] ?? personsDevice.exec(trimmed)?.[1] ?? trimmed;
};

/** Titles before a name: "Sr. Osvaldo" is Osvaldo, "Dra. Ana" is Ana. */
const titles = /^(?:sr|sra|srta|dr|dra|seu|dona|doutor|doutora|prof|profa)\.?\s+/i;

/**
 * How a note calls a speaker: "Lucas Almeida" → "Lucas"; "lucas.almeida" → "Lucas"; "Sr. Osvaldo" →
 * "Osvaldo"; "Marina Costa (Norte Contábil)" → "Marina"; "Galaxy de Ana" → "Ana". "Speaker 1" and "Cliente 2"
 * stay whole.
 */
export function personName(speaker: string): string {
  const clean = withoutDevice(speaker)
    .replace(/\(.*?\)|\[.*?\]/g, '')
    .replace(/[._]+/g, ' ')
    .trim()
    .replace(titles, '');
  if (/\d/.test(clean) || clean.length === 0) return speaker.trim();
  const [first = clean] = clean.split(/\s+/);
  return first.charAt(0).toLocaleUpperCase('pt-BR') + first.slice(1).toLocaleLowerCase('pt-BR');
}
