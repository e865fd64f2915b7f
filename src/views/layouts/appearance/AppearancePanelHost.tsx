import { useEffect, useState, type ComponentType } from 'react';
import { useThemePreference } from '../../contexts/theme-preference.tsx';
import { appearanceButtonId, appearancePanelId } from './appearance-ids.ts';

type Panel = ComponentType<{ id: string; onClose: () => void }>;

// Its own chunk: only someone who opens the panel loads it.
let loadingPanel: Promise<Panel> | undefined;
const loadPanel = () => (loadingPanel ??= import('./AppearancePanel.tsx').then((module) => module.default));

/**
 * The appearance panel while `panelExpand` is on. It lives beside the layout, not in it, so choosing another
 * layout does not close or rebuild it; closing gives the focus back to the button that opens it.
 */
export function AppearancePanelHost() {
  const { preference, update } = useThemePreference();
  const open = preference.panelExpand;
  const [Panel, setPanel] = useState<Panel | null>(null);
  useEffect(() => {
    if (open && !Panel) void loadPanel().then((loaded) => setPanel(() => loaded));
  }, [open, Panel]);

  const close = () => {
    update((current) => ({ ...current, panelExpand: false }));
    document.getElementById(appearanceButtonId)?.focus();
  };
  return open && Panel ? <Panel id={appearancePanelId} onClose={close} /> : null;
}
