import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Card } from '../../components/Card.tsx';
import { PageTitle } from '../../components/PageHeader.tsx';
import type { PageProps } from '../../page-props.ts';
import { pathTo } from '../../../domain/route-paths.ts';

const Authorities = styled.ul({ margin: '8px 0 16px', paddingInlineStart: 20, lineHeight: 1.8 });

/** Spec section 2: the page lists the two authorities, admin and user. */
export default function AccessDeniedPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t(titleKey)}</PageTitle>
      <Card>
        <p css={{ marginTop: 0 }}>{t('pages:accessDenied.description')}</p>
        <h2 css={{ fontSize: 16, margin: 0 }}>{t('pages:accessDenied.authoritiesTitle')}</h2>
        <Authorities>
          <li>{t('common:authorities.admin')}</li>
          <li>{t('common:authorities.user')}</li>
        </Authorities>
        <Link href={pathTo('/meetings')}>{t('pages:accessDenied.back')}</Link>
      </Card>
    </>
  );
}
