import type { CrmProvider } from '../../../../src/api-contract/crm.ts';

/** A meeting's note as each CRM takes it: HubSpot and Pipedrive render HTML, RD Station plain text. */
export type CrmNote = { plain: string; html: string; at: Date };

/**
 * What became of a note: added to the contact found by a participant's e-mail (and to its deal when it has
 * one); no contact with any of the e-mails; or (RD Station, whose notes live on deals) a contact without a
 * deal to hold it. Nothing is written unless `added`.
 */
export type CrmNoteOutcome =
  | { kind: 'added'; contact: { id: string; email: string }; deal: { id: string; title: string } | null }
  | { kind: 'noContact' }
  | { kind: 'noDeal'; contact: { id: string; email: string } };

/**
 * One CRM's real API, reached through its configured base URL (the provider's, or the embedded emulator's).
 * Failures are the errors of `./errors.ts`: a refused key, the provider unavailable, an answer we do not
 * understand.
 */
export type CrmAdapter = {
  readonly provider: CrmProvider;
  /** A cheap authenticated call: resolves when the provider accepts the key. */
  verifyKey(key: string): Promise<void>;
  /** Finds the first contact among `emails` (in order) and adds the note to it and to its deal. */
  addNote(key: string, emails: readonly string[], note: CrmNote): Promise<CrmNoteOutcome>;
};
