import type { CodeDelivery } from '../../../machines/auth/password-reset/selectors.ts';
import { pathTo, withQuery } from '../../../domain/route-paths.ts';

/** /reset-password with the e-mail and where the code went, so that page can say it. */
export function resetPasswordAddress(email: string, delivery: CodeDelivery | null): string {
  const query = new URLSearchParams({ email });
  if (delivery?.destination) query.set('destination', delivery.destination);
  if (delivery?.medium) query.set('medium', delivery.medium);
  return withQuery(pathTo('/reset-password'), query);
}

/** The reverse: what /forgot-password handed over. */
export function readResetPasswordAddress(search: string): { email: string; delivery: CodeDelivery | null } {
  const query = new URLSearchParams(search);
  const destination = query.get('destination');
  return {
    email: query.get('email') ?? '',
    delivery: destination ? { destination, medium: query.get('medium') } : null,
  };
}
