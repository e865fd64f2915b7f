import styled from '@emotion/styled';

export const PageTitle = styled.h1(({ theme }) => ({
  margin: '0 0 20px',
  fontSize: 24,
  fontWeight: 700,
  color: theme.colors.text,
}));
