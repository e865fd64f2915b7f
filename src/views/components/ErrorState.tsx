import styled from '@emotion/styled';
import { Button } from './Button.tsx';

const Wrapper = styled.section(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 12,
  padding: '40px 24px',
  textAlign: 'center',
  borderRadius: theme.radius.lg,
  background: theme.colors.dangerSubtle,
  color: theme.colors.text,
}));

type ErrorStateProps = { title: string; description: string; retryLabel: string; onRetry: () => void };

/** A failure the user can see and leave: it always offers a retry. */
export function ErrorState({ title, description, retryLabel, onRetry }: ErrorStateProps) {
  return (
    <Wrapper role="alert">
      <h2 css={{ margin: 0, fontSize: 18 }}>{title}</h2>
      <p css={{ margin: 0 }}>{description}</p>
      <Button variant="secondary" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Wrapper>
  );
}
