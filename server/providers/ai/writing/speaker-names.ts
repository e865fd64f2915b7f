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

/** A role before a name, as meeting rooms label their host: "Anfitrião - Patrícia" is Patrícia. */
const roleBeforeName =
  /^(?:anfitri(?:ão|ã|ao)|host|organizador|organizadora|moderador|moderadora|convidado|convidada|guest)\s*[-–—:|]\s*/iu;

/**
 * Labels a tool gives to someone it does not know: "Speaker A", "Interlocutor B", "Usuário do Zoom". Their first
 * word is no name, so they stay whole and two of them stay apart.
 */
const unnamed =
  /^(?:speaker|interlocutor|interlocutora|falante|orador|oradora|participante|participant|usu[áa]rio|user|guest|convidado|convidada|desconhecido|unknown)\b/iu;

/** Directories write the surname first: "Fagundes, Leonardo" is Leonardo. */
const surnameFirst = /^[^,]+,\s*(\S.*)$/u;

/**
 * How a note calls a speaker: "Lucas Almeida" → "Lucas"; "lucas.almeida" → "Lucas"; "Sr. Osvaldo" →
 * "Osvaldo"; "Marina Costa (Norte Contábil)" → "Marina"; "Galaxy de Ana" → "Ana"; "Fagundes, Leonardo" →
 * "Leonardo"; "Anfitrião - Patrícia" → "Patrícia". "Speaker 1", "Cliente 2" and "Speaker A" stay whole.
 */
export function personName(speaker: string): string {
  const labelled = withoutDevice(speaker)
    .replace(/\(.*?\)|\[.*?\]/g, '')
    .trim()
    .replace(roleBeforeName, '');
  if (unnamed.test(labelled)) return speaker.trim();
  const clean = (surnameFirst.exec(labelled)?.[1] ?? labelled)
    .replace(/[._]+/g, ' ')
    .trim()
    .replace(titles, '');
  if (/\d/.test(clean) || clean.length === 0) return speaker.trim();
  const [first = clean] = clean.split(/\s+/);
  return first.charAt(0).toLocaleUpperCase('pt-BR') + first.slice(1).toLocaleLowerCase('pt-BR');
}
