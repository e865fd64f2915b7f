import { z } from 'zod';
import { inviteBatchMax, personNameMaxLength, type Invite } from '../../../api-contract/people.ts';

/*
 * The invitation's form: what was pasted, read into people (by commas, semicolons or lines; e-mails alone may
 * also be apart by spaces), each address checked as the server checks it (src/api-contract/people.ts), so the
 * count and every invalid address show before anything is sent. An entry is "Maria Souza <maria@x.com.br>"
 * (the form mail programs copy) or "Maria Souza maria@x.com.br": spec section 4 lets no one in without a first
 * and last name, so each invited person needs both. Messages are i18n keys.
 */

export type Invitee = { email: string; firstName: string | null; lastName: string | null };

const addressSchema = z.email();
const unquoted = (token: string) => token.replaceAll(/^[<"']+|[>"']+$/g, '');

/** One pasted entry: its address and the name around it, or null when it is no invitation. */
function readEntry(entry: string): Invitee[] | null {
  const tokens = entry.split(/\s+/).filter(Boolean).map(unquoted).filter(Boolean);
  const addresses = tokens.filter((token) => token.includes('@')).map((token) => token.toLowerCase());
  const words = tokens.filter((token) => !token.includes('@'));
  if (addresses.length === 0) return null;
  if (words.length === 0) return addresses.map((email) => ({ email, firstName: null, lastName: null }));
  if (addresses.length > 1) return null;
  const [firstName = null, ...rest] = words;
  return [{ email: addresses[0]!, firstName, lastName: rest.join(' ') || null }];
}

/** The people pasted, each address once (case aside); `invalid` as typed, to be found in the field. */
export function readInvitees(text: string): { invitees: Invitee[]; invalid: string[] } {
  const seen = new Set<string>();
  const invitees: Invitee[] = [];
  const invalid: string[] = [];
  for (const entry of text.split(/[,;\n]+/)) {
    if (!entry.trim()) continue;
    const read = readEntry(entry);
    if (!read) {
      invalid.push(entry.trim());
      continue;
    }
    for (const invitee of read) {
      if (seen.has(invitee.email)) continue;
      seen.add(invitee.email);
      if (addressSchema.safeParse(invitee.email).success) invitees.push(invitee);
      else invalid.push(invitee.email);
    }
  }
  return { invitees, invalid };
}

const named = (invitee: Invitee) =>
  Boolean(invitee.firstName && invitee.lastName) &&
  `${invitee.firstName} ${invitee.lastName}`.length <= personNameMaxLength * 2;

/** An invitee as the field shows them: "Maria Souza <maria@x.com.br>", or the address alone. */
export const entryText = ({ email, firstName, lastName }: Invitee) =>
  firstName ? `${[firstName, lastName].filter(Boolean).join(' ')} <${email}>` : email;

/** Who still lacks a first or last name. */
export const unnamedOf = (invitees: Invitee[]) => invitees.filter((invitee) => !named(invitee));

/** The request the invitees make, once every one of them has a name. */
export const inviteOf = (invitees: Invitee[], teamId: string | null): Invite => ({
  emails: invitees.map((invitee) => invitee.email),
  teamId,
  names: invitees.flatMap(({ email, firstName, lastName }) =>
    firstName && lastName ? [{ email, firstName, lastName }] : [],
  ),
});

export const inviteFormSchema = z.object({
  emails: z.string().superRefine((text, context) => {
    const { invitees, invalid } = readInvitees(text);
    const fail = (message: string) => context.addIssue({ code: 'custom', message });
    if (invalid.length > 0) fail('people:inviteDialog.invalid');
    else if (invitees.length === 0) fail('people:inviteDialog.none');
    else if (invitees.length > inviteBatchMax) fail('people:inviteDialog.tooMany');
    else if (unnamedOf(invitees).length > 0) fail('people:inviteDialog.unnamed');
  }),
  teamId: z.string(),
});
