import type { CrmProvider } from '../../../src/api-contract/crm.ts';

/** A note an emulator accepted, as a developer (or the e2e suite) reads it back. */
export type ReceivedNote = {
  provider: CrmProvider;
  id: string;
  receivedAt: string;
  contactEmail: string | null;
  dealTitle: string | null;
  /** As sent: HTML for HubSpot and Pipedrive, plain text for RD Station. */
  body: string;
};

const kept = 500;

/**
 * What the emulators received, in memory (the newest 500): an emulator stands in for a provider's cloud,
 * whose notes are not this server's data, and a restart starting empty is what a developer expects.
 */
export function createReceivedNotes() {
  const notes: ReceivedNote[] = [];
  let sequence = 0;
  return {
    add(note: Omit<ReceivedNote, 'id' | 'receivedAt'>): ReceivedNote {
      sequence += 1;
      const stored = { ...note, id: String(sequence), receivedAt: new Date().toISOString() };
      notes.push(stored);
      if (notes.length > kept) notes.splice(0, notes.length - kept);
      return stored;
    },
    /** Newest first, of one provider and/or one contact e-mail (case-insensitive) when given. */
    list(filter: { provider?: string; email?: string }): ReceivedNote[] {
      const email = filter.email?.trim().toLowerCase();
      return notes
        .filter((note) => !filter.provider || note.provider === filter.provider)
        .filter((note) => !email || note.contactEmail?.toLowerCase() === email)
        .toReversed();
    },
  };
}

export type ReceivedNotes = ReturnType<typeof createReceivedNotes>;
