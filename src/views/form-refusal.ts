import type { FieldError } from 'react-hook-form';
import type { ErrorKey } from '../services/errors.ts';

/**
 * The i18n key a form's schema refused a field with (its messages are keys), for a form whose machine says the
 * refusal where it says its own and the server's, and clears them together (vocabulary, bot name, webhook).
 */
export const refusalOf = (error: FieldError | undefined): ErrorKey => (error?.message ?? '') as ErrorKey;
