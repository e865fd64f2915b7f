/** A person of the seller's company who may speak in the call: how the transcript may name them. */
export type SellerPerson = { fullName: string; firstName: string | null };

/** Lower case, without accents and extra spaces: "José  Ávila" and "jose avila" are the same name. */
export function normaliseName(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * A speaker label as an upload or a meeting tool writes a name: "lucas.almeida", "Lucas Almeida (Pauta)",
 * "Sr. Osvaldo", "LUCAS A." are Lucas Almeida / Osvaldo / Lucas A; nothing is renamed, only compared.
 */
function labelName(speaker: string): string {
  return normaliseName(
    speaker
      .replace(/\(.*?\)|\[.*?\]/g, ' ')
      .replace(/[._]+/g, ' ')
      .replace(/^\s*(?:sr|sra|dr|dra|seu|dona)\s+/i, ' '),
  );
}

/**
 * The seller-side rule: a transcript speaker is on the seller's side when their name, ignoring case, accents,
 * dots, underscores and a bracketed company ("lucas.almeida", "Lucas Almeida (Pauta)"), is the full name or
 * the first name of the meeting's owner or of a participant whose e-mail belongs to a user of the owner's
 * company (the server gathers those `people`), or starts with the full name's first name and its last
 * name's initial ("LUCAS A."). Everyone else is the client's side. When no speaker matches (an upload with
 * "Speaker 1", "Speaker 2") and `questionsAsked` is given, the speaker who asked clearly the most questions
 * is the seller: a sales call is led by questions. With neither, nothing is guessed and the metrics that need
 * the seller's side are null. A client who shares a seller's first name and is transcribed by first name
 * only is counted as the seller (a known limit).
 */
export function sellerSpeakersOf(
  speakers: readonly string[],
  people: readonly SellerPerson[],
  questionsAsked?: ReadonlyMap<string, number>,
): string[] {
  const names = new Set<string>();
  const initials = new Set<string>();
  for (const person of people) {
    const full = normaliseName(person.fullName);
    if (full) names.add(full);
    const first = normaliseName(person.firstName ?? '');
    if (first) names.add(first);
    const [given, ...rest] = full.split(' ');
    if (given && rest.length > 0) initials.add(`${given} ${rest.at(-1)!.charAt(0)}`);
  }
  const unique = [...new Set(speakers)];
  const matched = unique.filter((speaker) => {
    const name = labelName(speaker);
    return names.has(name) || names.has(normaliseName(speaker)) || initials.has(name);
  });
  if (matched.length > 0 || !questionsAsked) return matched;
  return mostQuestions(unique, questionsAsked);
}

/** The one speaker who asked more questions than anyone else, and at least two; none on a tie. */
function mostQuestions(speakers: string[], questionsAsked: ReadonlyMap<string, number>): string[] {
  const counts = speakers
    .map((speaker) => ({ speaker, asked: questionsAsked.get(speaker) ?? 0 }))
    .sort((a, b) => b.asked - a.asked);
  const [first, second] = counts;
  if (!first || !second || first.asked < 2 || first.asked === second.asked) return [];
  return [first.speaker];
}
