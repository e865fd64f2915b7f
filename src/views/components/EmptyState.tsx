import styled from '@emotion/styled';
import type { ReactNode } from 'react';

const Wrapper = styled.section(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 8,
  padding: '48px 24px',
  textAlign: 'center',
  color: theme.colors.textMuted,
  border: `1px dashed ${theme.colors.border}`,
  borderRadius: theme.radius.lg,
}));

const Title = styled.h2(({ theme }) => ({ margin: 0, fontSize: 18, color: theme.colors.text }));

type EmptyStateProps = { title: string; description: string; children?: ReactNode };

export function EmptyState({ title, description, children }: EmptyStateProps) {
  return (
    <Wrapper>
      <Title>{title}</Title>
      <p css={{ margin: 0, maxWidth: 420 }}>{description}</p>
      {children}
    </Wrapper>
  );
}
