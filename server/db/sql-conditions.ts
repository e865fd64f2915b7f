/** Collects WHERE conditions with numbered parameters, so optional filters stay readable. */
export class Conditions {
  readonly params: unknown[] = [];
  readonly clauses: string[] = [];
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }
  add(clause: string): void {
    this.clauses.push(clause);
  }
  get where(): string {
    return this.clauses.join(' AND ');
  }
}

/** Text searched with ILIKE ... ESCAPE '\': its own %, _ and \ match themselves. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
