import { useTranslation } from 'react-i18next';
import type { AppError } from '../../services/errors.ts';

/**
 * Prints an AppError from the catalogue: its key in the current language, with the status ("código 500")
 * and the other side's own words filled in where the message has a place for them.
 */
export function useErrorText(): (error: AppError) => string {
  const { t } = useTranslation();
  return (error) => t(error.key, { status: error.status, detail: error.detail });
}
