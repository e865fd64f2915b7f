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
        // Every focusable thing shows where the keyboard is; components may draw their own ring instead.
        ':focus-visible': { outline: `3px solid ${theme.colors.primaryMild}`, outlineOffset: 2 },
      }}
    />
  );
}
