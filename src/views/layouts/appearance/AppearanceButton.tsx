import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.tsx';
import { useThemePreference } from '../../contexts/theme-preference.tsx';
import { appearanceButtonId, appearancePanelId } from './appearance-ids.ts';

const paletteIcon = (
  <svg
    width="20"
    height="20"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    aria-hidden="true"
  >
    <path
      d="M12 3a9 9 0 1 0 0 18c1.1 0 1.6-.9 1.2-1.8-.5-1 .2-2.2 1.3-2.2H17a4 4 0 0 0 4-4c0-5.5-4-10-9-10Z"
      strokeLinejoin="round"
    />
    <circle cx="7.5" cy="11" r="1.2" fill="currentColor" />
    <circle cx="10.5" cy="7" r="1.2" fill="currentColor" />
    <circle cx="15" cy="7.5" r="1.2" fill="currentColor" />
  </svg>
);

/**
 * Opens and closes the appearance panel (AppearancePanelHost). Whether it is open is the preference's
 * `panelExpand` (spec section 3), so it persists with the rest.
 */
export function AppearanceButton() {
  const { t } = useTranslation();
  const { preference, update } = useThemePreference();
  const open = preference.panelExpand;
  return (
    <Button
      id={appearanceButtonId}
      variant="ghost"
      aria-label={t('layout:header.appearance')}
      title={t('layout:header.appearance')}
      aria-expanded={open}
      aria-controls={open ? appearancePanelId : undefined}
      onClick={() => update((current) => ({ ...current, panelExpand: !open }))}
    >
      {paletteIcon}
    </Button>
  );
}
