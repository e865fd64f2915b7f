import type { TFunction } from 'i18next';
import type { SsoError } from '../../../machines/sso/federated-errors.ts';

/** The federated error as the user reads it; a provider's own message goes inside its sentence. */
export function ssoErrorText(t: TFunction, error: SsoError): string {
  return t(error.key, { detail: error.detail ?? '' });
}
