import { useTranslation } from 'react-i18next';

type ErrorResponse = { status: number; statusText: string };

function isErrorResponse(error: unknown): error is ErrorResponse {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as Partial<ErrorResponse>).status === 'number' &&
    typeof (error as Partial<ErrorResponse>).statusText === 'string'
  );
}

/** What React Router's default error element shows: the status and status text, or the error message. */
export function errorDescription(error: unknown): string {
  if (isErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : JSON.stringify(error);
}

export function DefaultErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <main css={{ padding: 32 }}>
      <h2>{t('common:unexpectedError')}</h2>
      <h3 css={{ fontStyle: 'italic' }}>{errorDescription(error)}</h3>
    </main>
  );
}
