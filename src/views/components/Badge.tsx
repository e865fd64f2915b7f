import styled from '@emotion/styled';

export type BadgeTone = 'success' | 'danger' | 'warning' | 'info' | 'neutral';

export const Badge = styled('span', { shouldForwardProp: (prop) => prop !== 'tone' })<{ tone: BadgeTone }>(({
  theme,
  tone,
}) => {
  const palette = {
    success: [theme.colors.success, theme.colors.successSubtle],
    danger: [theme.colors.danger, theme.colors.dangerSubtle],
    warning: [theme.colors.warning, theme.colors.warningSubtle],
    info: [theme.colors.info, theme.colors.infoSubtle],
    neutral: [theme.colors.textMuted, theme.colors.primarySubtle],
  } as const;
  const [color, background] = palette[tone];
  return {
    display: 'inline-flex',
    alignItems: 'center',
    padding: '2px 10px',
    borderRadius: theme.radius.pill,
    fontSize: 12,
    fontWeight: 600,
    whiteSpace: 'nowrap',
    color,
    background,
  };
});
