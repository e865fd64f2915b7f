import { emailDomainOf } from '../../../src/domain/email-domain.ts';
import { companyNameMaxLength } from '../../../src/api-contract/sign-up.ts';
import { DomainError } from '../../domain-errors/domain-error.ts';
import { recordAuditEntry } from '../audit-log/record-audit-entry.ts';
import type { Caller } from '../caller.ts';
import type { Store } from '../store.ts';
import { readyTemplates } from '../../../src/domain/ready-templates.ts';
import type { SignedUpPerson } from './sign-up.repository.ts';

export type { SignedUpPerson } from './sign-up.repository.ts';

/** Thrown inside the transaction to undo the company when the person's row already exists. */
class AlreadyProvisioned extends Error {}

/**
 * The company of a person who signed up (issue 27): made at their first authenticated call, from what their
 * verified id token says, so it works the same with the embedded identity service and with Amazon Cognito
 * (no call from the identity provider to the API). One transaction makes the company, its ready templates,
 * the person as its administrator and the audit entries, or nothing.
 */
export function createSignUpService(deps: { store: Store }) {
  const { store } = deps;

  return {
    /**
     * The new administrator as a caller; undefined when there is nothing to make: no company name, or the
     * account already has a row (a concurrent first call won, or the e-mail is another company's).
     */
    async provisionCompany(person: SignedUpPerson): Promise<Caller | undefined> {
      const companyName = person.companyName.trim().slice(0, companyNameMaxLength);
      if (!companyName) return undefined;
      // Those people come through their company's provider, never as a new company (also refused at sign-up).
      if (await store.ssoDomains.providerOf(emailDomainOf(person.email))) {
        throw new DomainError('sign-up-sso-domain');
      }
      try {
        return await store.transaction(async (tx) => {
          const companyId = await tx.signUp.createCompany(companyName);
          const userId = await tx.signUp.addAdministrator(companyId, person);
          if (!userId) throw new AlreadyProvisioned();
          for (const template of Object.values(readyTemplates))
            await tx.templates.addShared(companyId, template);
          await recordAuditEntry(tx, {
            companyId,
            actorUserId: userId,
            action: 'company.created',
            target: { kind: 'company', id: companyId, name: companyName },
          });
          await recordAuditEntry(tx, {
            companyId,
            actorUserId: userId,
            action: 'user.signed_up',
            target: { kind: 'user', id: userId, name: person.email },
          });
          return { userId, companyId, isAdmin: true };
        });
      } catch (error) {
        if (error instanceof AlreadyProvisioned) return undefined;
        throw error;
      }
    },
  };
}

export type SignUpService = ReturnType<typeof createSignUpService>;
