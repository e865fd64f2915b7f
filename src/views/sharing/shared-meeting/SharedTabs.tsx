import styled from '@emotion/styled';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SharedSummary } from './SharedSummary.tsx';
import { SharedTranscript } from './SharedTranscript.tsx';

export type SharedTab = 'summary' | 'transcript';

const TabButton = styled.button(({ theme }) => ({
  padding: '10px 16px',
  border: 0,
  borderBottom: '3px solid transparent',
  background: 'none',
  color: theme.colors.textMuted,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  '&[aria-selected="true"]': { color: theme.colors.text, borderBottomColor: theme.colors.primary },
  '&:focus-visible': { outline: `3px solid ${theme.colors.primaryMild}`, outlineOffset: 2 },
}));

/**
 * Resumo / Transcrição (those the owner shares), as an ARIA tablist that opens on the first, the summary:
 * arrows, Home and End move between tabs (the active tab alone is in the tab order). Which tab shows is the
 * page's own presentation, not the meeting's state.
 */
export function SharedTabs({ tabs }: { tabs: readonly SharedTab[] }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<SharedTab>(tabs[0] ?? 'summary');
  const buttons = useRef<Partial<Record<SharedTab, HTMLButtonElement | null>>>({});
  const id = useId();
  const tabId = (tab: SharedTab) => `${id}-tab-${tab}`;
  const panelId = (tab: SharedTab) => `${id}-panel-${tab}`;

  const select = (tab: SharedTab) => {
    setSelected(tab);
    buttons.current[tab]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.indexOf(selected);
    const next: Record<string, SharedTab | undefined> = {
      ArrowRight: tabs[(index + 1) % tabs.length],
      ArrowLeft: tabs[(index - 1 + tabs.length) % tabs.length],
      Home: tabs[0],
      End: tabs[tabs.length - 1],
    };
    const target = next[event.key];
    if (!target) return;
    event.preventDefault();
    select(target);
  };

  return (
    <section css={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <div
        role="tablist"
        aria-label={t('share:guest.tabs.label')}
        css={(theme) => ({ display: 'flex', gap: 4, borderBottom: `1px solid ${theme.colors.border}` })}
      >
        {tabs.map((tab) => (
          <TabButton
            key={tab}
            ref={(node) => {
              buttons.current[tab] = node;
            }}
            type="button"
            role="tab"
            id={tabId(tab)}
            aria-selected={tab === selected}
            aria-controls={panelId(tab)}
            tabIndex={tab === selected ? 0 : -1}
            onClick={() => setSelected(tab)}
            onKeyDown={onKeyDown}
          >
            {t(`share:guest.tabs.${tab}`)}
          </TabButton>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab}
          role="tabpanel"
          id={panelId(tab)}
          aria-labelledby={tabId(tab)}
          hidden={tab !== selected}
        >
          {tab === 'transcript' ? <SharedTranscript /> : <SharedSummary />}
        </div>
      ))}
    </section>
  );
}
