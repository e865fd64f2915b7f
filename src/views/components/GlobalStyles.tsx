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
        // A date field or a player focuses a part inside the browser's own controls (a date's calendar
        // button is not even :focus on the field), which :focus-visible does not see from here; the
        // element as a whole still shows where the keyboard is.
        'input:focus-within, select:focus, textarea:focus, audio:focus-within, video:focus-within': {
          outline: `3px solid ${theme.colors.primaryMild}`,
          outlineOffset: 1,
        },
      }}
    />
  );
}
