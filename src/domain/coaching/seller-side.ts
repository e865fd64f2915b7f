/** A person of the seller's company who may speak in the call: how the transcript may name them. */
export type SellerPerson = { fullName: string; firstName: string | null };

/** Lower case, without accents and extra spaces: "José  Ávila" and "jose avila" are the same name. */
export function normaliseName(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * The seller-side rule: a transcript speaker is on the seller's side when their name, ignoring case and
 * accents, is the full name or the first name of the meeting's owner or of a participant whose e-mail
 * belongs to a user of the owner's company (the server gathers those `people`). Everyone else is the
 * client's side. Nothing is guessed: a speaker named otherwise ("Speaker 1", a nickname) is the client's,
 * and when no speaker matches the metrics that need the seller's side are null. A client who shares a
 * seller's first name and is transcribed by first name only is counted as the seller (a known limit).
 */
export function sellerSpeakersOf(speakers: readonly string[], people: readonly SellerPerson[]): string[] {
  const names = new Set<string>();
  for (const person of people) {
    const full = normaliseName(person.fullName);
    if (full) names.add(full);
    const first = normaliseName(person.firstName ?? '');
    if (first) names.add(first);
  }
  return [...new Set(speakers)].filter((speaker) => names.has(normaliseName(speaker)));
}
