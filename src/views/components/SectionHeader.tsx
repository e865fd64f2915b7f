import type { ReactNode } from 'react';

/** A page section (/config/users has three): its spacing, and its heading row with the actions beside it. */
// One column no wider than the page: a wide table scrolls inside its own box on a phone.
export const sectionCss = { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 12 } as const;

export function SectionHeader({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  return (
    <div
      css={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 12,
        alignItems: 'center',
        justifyContent: 'space-between',
      }}
    >
      <h2 id={id} css={{ margin: 0, fontSize: 20 }}>
        {title}
      </h2>
      {children}
    </div>
  );
}
