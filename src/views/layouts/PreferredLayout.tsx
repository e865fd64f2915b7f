import type { ComponentType } from 'react';
import type { LayoutType } from '../../theme/preference.ts';
import { useThemePreference } from '../contexts/theme-preference.tsx';
import { AppearanceButton } from './appearance/AppearanceButton.tsx';
import { AppearancePanelHost } from './appearance/AppearancePanelHost.tsx';
import { BlankLayout } from './BlankLayout.tsx';
import { CollapsibleSideLayout } from './CollapsibleSideLayout.tsx';
import { ContentOverlayLayout } from './ContentOverlayLayout.tsx';
import { FramelessSideLayout } from './FramelessSideLayout.tsx';
import type { LayoutProps } from './layout-props.ts';
import { StackedSideLayout } from './StackedSideLayout.tsx';
import { TopBarClassicLayout } from './TopBarClassicLayout.tsx';

const layouts: Record<LayoutType, ComponentType<LayoutProps>> = {
  collapsibleSide: CollapsibleSideLayout,
  stackedSide: StackedSideLayout,
  topBarClassic: TopBarClassicLayout,
  framelessSide: FramelessSideLayout,
  contentOverlay: ContentOverlayLayout,
  // No header to open the appearance panel from: its button stays in the corner, so the choice can be undone.
  blank: ({ children }) => (
    <BlankLayout>
      <div css={{ position: 'fixed', top: 12, insetInlineEnd: 12, zIndex: 50 }}>
        <AppearanceButton />
      </div>
      {children}
    </BlankLayout>
  ),
};

/** The signed-in layout the user chose in the theme preference (framelessSide by default). */
export function PreferredLayout(props: LayoutProps) {
  const { preference } = useThemePreference();
  const Layout = layouts[preference.layout.type];
  return (
    <>
      <Layout {...props} />
      <AppearancePanelHost />
    </>
  );
}
