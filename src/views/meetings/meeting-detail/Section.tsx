import styled from '@emotion/styled';
import { useId, type ReactNode } from 'react';

const Panel = styled.section(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
  minWidth: 0,
  // What people and the AI wrote (titles, quotes, questions) may hold a word wider than the panel: it wraps.
  overflowWrap: 'anywhere',
  padding: 20,
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.lg,
  boxShadow: theme.shadow.card,
}));

export const Muted = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted }));

/** One titled part of the meeting page; its heading names the region for assistive technology. */
export function Section({
  title,
  actions,
  className,
  children,
}: {
  title: string;
  actions?: ReactNode;
  /** Emotion's css prop of a caller that places the section (the transcript in its column). */
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Panel aria-labelledby={headingId} className={className}>
      <div css={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12 }}>
        <h2 id={headingId} css={{ margin: 0, fontSize: 18 }}>
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </Panel>
  );
}
