import styled from '@emotion/styled';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const Bar = styled.footer(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 6,
  padding: '16px 0 24px',
  fontSize: 13,
  color: theme.colors.textMuted,
}));

export function Footer() {
  const { t } = useTranslation();
  // Read once per mount: the year does not need to tick over while a page stays open.
  const [year] = useState(() => new Date().getFullYear());
  return (
    <Bar>
      <span>{t('layout:footer.copyright', { year, product: t('common:productName') })}</span>
      <span>{t('layout:footer.allRightsReserved')}</span>
    </Bar>
  );
}
