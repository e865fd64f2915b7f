import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';

// An <output>: a status the page announces, read as one (role status).
const Note = styled.output(({ theme }) => ({ display: 'block', color: theme.colors.textMuted }));

/**
 * In place of a feature whose machine is in a state tagged 'unavailable' (selectIsUnavailable): the server
 * in use does not offer the extension it needs (docs/api-conformance.md). A status, not an alert: nothing
 * failed that the person could fix, and the rest of the page works.
 */
export function FeatureUnavailable() {
  const { t } = useTranslation();
  return <Note>{t('errors:request.unavailable')}</Note>;
}
