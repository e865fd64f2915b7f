/*
 * A day as people in Brazil write it (DD/MM/AAAA), whatever the browser's language: the browser's own date
 * input shows its locale's order (MM/DD in an English browser), which a pt-BR page must not depend on.
 */

/** "DD/MM/AAAA" to "YYYY-MM-DD"; null when it is not a day of the calendar (31/02, 1/1/26). */
export function isoDayOf(brazilian: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(brazilian.trim());
  if (!match) return null;
  const [, day, month, year] = match;
  const iso = `${year}-${month}-${day}`;
  // A day past its month's end rolls over in Date: reading it back tells a real day from 31/02.
  const parsed = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== iso ? null : iso;
}

/** "YYYY-MM-DD" to "DD/MM/AAAA". */
export function brazilianDayOf(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}
