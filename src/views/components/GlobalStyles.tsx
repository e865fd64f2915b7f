import { Global, useTheme } from '@emotion/react';

export function GlobalStyles() {
  const theme = useTheme();
  return (
    <Global
      styles={{
        '*, *::before, *::after': { boxSizing: 'border-box' },
        body: {
          margin: 0,
          fontFamily: theme.font.family,
          background: theme.colors.background,
          color: theme.colors.text,
          WebkitFontSmoothing: 'antialiased',
        },
        a: { color: theme.colors.primary },
      }}
    />
  );
}
