import { DomainError } from '../../domain-errors/domain-error.ts';
import { hashPassword, verifyPassword } from '../../crypto/passwords.ts';
import { assertPasswordConforms } from '../../identity/password-policy.ts';
import type { UpdatePasswordRequest } from '../../../src/api-contract/auth.ts';
import type { GeneralSettings } from '../../../src/api-contract/general-settings.ts';
import type { User } from '../../../src/api-contract/user.ts';
import type { IdentityService } from '../../identity/index.ts';
import type { Caller } from '../caller.ts';
import { isUuid } from '../ids.ts';
import type { Store } from '../store.ts';

/** The signed-in user: who they are, their general settings, and the end of a forced password update. */
export function createUsersService({
  store,
  identity,
  identityEmbedded,
}: {
  store: Store;
  identity: Pick<IdentityService, 'userPool'>;
  /** The API trusts the embedded identity service (config.identityEmbedded), which sees password changes. */
  identityEmbedded: boolean;
}) {
  async function me(caller: Caller): Promise<User> {
    const user = await store.users.find(caller);
    if (!user) throw new DomainError('user-not-found');
    return user;
  }

  async function assertPasswordChangedAtProvider(caller: Caller, user: User): Promise<void> {
    // Another provider (Amazon Cognito, JWKS_URL) tells no one when a password changed: there the caller's
    // word ends their own forced update, as before; the embedded identity service records every change.
    if (!identityEmbedded) return;
    const requestedAt = await store.users.resetPasswordRequestedAt(caller);
    if (!requestedAt) return;
    const changedAt = user.cognitoId ? await identity.userPool.passwordChangedAt(user.cognitoId) : null;
    if (!changedAt || changedAt <= requestedAt) throw new DomainError('password-not-changed');
  }

  return {
    me,

    /**
     * /config/general: the default template must be one the caller may use (their own, a shared one or a
     * ready-made one of their company); any other id, another company's included, is "Modelo não encontrado.".
     */
    async saveGeneralSettings(caller: Caller, settings: GeneralSettings): Promise<User> {
      const { templateId } = settings;
      if (
        templateId !== null &&
        !(isUuid(templateId) && (await store.templates.findVisible(caller, templateId)))
      ) {
        throw new DomainError('template-not-found');
      }
      const updated = await store.users.saveGeneralSettings(caller, settings);
      if (!updated) throw new DomainError('user-not-found');
      return updated;
    },

    /**
     * Identity-provider users change their password there first, so only the flag is cleared here, once
     * the pool shows a change made after the flag was set (the request's passwords prove nothing: the old
     * one no longer works there). Basic users change it here, proving the old one.
     */
    async finishPasswordUpdate(caller: Caller, request: UpdatePasswordRequest): Promise<User> {
      const user = await me(caller);
      let newHash: string | null = null;
      if (user.authType === 'cognito') await assertPasswordChangedAtProvider(caller, user);
      else {
        // Not 401: the SPA reads a 401 as an expired session and would sign the user out.
        if (!(await verifyPassword(request.oldPassword, await store.users.passwordHashOf(caller)))) {
          throw new DomainError('current-password-wrong');
        }
        try {
          assertPasswordConforms(request.password);
        } catch {
          throw new DomainError('password-too-weak');
        }
        newHash = await hashPassword(request.password);
      }
      const updated = await store.users.finishPasswordUpdate(caller, newHash);
      if (!updated) throw new DomainError('user-not-found');
      return updated;
    },
  };
}
