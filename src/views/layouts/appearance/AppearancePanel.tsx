import styled from '@emotion/styled';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { colorSchemas } from '../../../theme/color-schemas.ts';
import {
  controlSizes,
  defaultThemePreference,
  layoutTypes,
  themeSchemaNames,
  type ThemePreference,
} from '../../../theme/preference.ts';
import { Button } from '../../components/Button.tsx';
import { ChoiceGroup } from '../../components/ChoiceGroup.tsx';
import { useThemePreference } from '../../contexts/theme-preference.tsx';
import { usePageTexts } from '../../../i18n/page-texts.ts';
import appearance from '../../../i18n/resources/pt-BR/appearance.ts';

// Beside the content at the inline end (the right in ltr, the left in rtl), not over a backdrop: every
// choice shows on the page behind it at once.
const Sheet = styled.dialog(({ theme }) => ({
  position: 'fixed',
  margin: 0,
  maxWidth: '100vw',
  maxHeight: 'none',
  height: 'auto',
  border: 0,
  insetBlock: 0,
  insetInlineEnd: 0,
  // A dialog's own styles pin both inline sides; the start one would win in rtl and put it on the wrong side.
  insetInlineStart: 'auto',
  zIndex: 60,
  width: 'min(360px, 100vw)',
  overflowY: 'auto',
  display: 'grid',
  alignContent: 'start',
  gap: 20,
  padding: 20,
  background: theme.colors.surface,
  color: theme.colors.text,
  borderInlineStart: `1px solid ${theme.colors.border}`,
  boxShadow: theme.shadow.card,
}));

const Swatch = styled.span({
  display: 'inline-block',
  width: 14,
  height: 14,
  borderRadius: 999,
  marginInlineEnd: 8,
  verticalAlign: 'middle',
  border: '1px solid rgb(0 0 0 / 20%)',
});

type Props = { id: string; onClose: () => void };

/** The theme preference of spec section 3, each choice applied and persisted (under 'theme') at once. */
export default function AppearancePanel({ id, onClose }: Props) {
  usePageTexts({ appearance });
  const { t, i18n } = useTranslation();
  const { preference, update } = useThemePreference();
  const titleId = useId();
  const collapseHelpId = useId();
  const closeButton = useRef<HTMLButtonElement>(null);

  // Opened by the header's button: the focus comes into the panel; Escape closes it (and returns the focus).
  useEffect(() => {
    closeButton.current?.focus();
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, [onClose]);

  const set = (change: Partial<ThemePreference>) => update((current) => ({ ...current, ...change }));
  const setLayout = (change: Partial<ThemePreference['layout']>) =>
    update((current) => ({ ...current, layout: { ...current.layout, ...change } }));
  const radio =
    <Value extends string>(name: string, current: Value, choose: (value: Value) => void) =>
    (value: string) => ({
      name,
      checked: current === value,
      onChange: () => choose(value as Value),
    });

  return (
    <Sheet id={id} open aria-labelledby={titleId}>
      <div css={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}>
        <h2 id={titleId} css={{ margin: 0, fontSize: 20 }}>
          {t('appearance:title')}
        </h2>
        <Button ref={closeButton} variant="ghost" aria-label={t('appearance:close')} onClick={onClose}>
          <span aria-hidden>✕</span>
        </Button>
      </div>
      <p css={{ margin: 0, fontSize: 14 }}>{t('appearance:intro')}</p>
      <ChoiceGroup
        legend={t('appearance:themeSchema.legend')}
        choices={themeSchemaNames.map((name) => ({
          value: name,
          label: t(`appearance:themeSchema.options.${name}`),
          mark: <Swatch css={{ background: colorSchemas[name][preference.mode].primary }} />,
        }))}
        radio={radio('themeSchema', preference.themeSchema, (themeSchema) => set({ themeSchema }))}
      />
      <ChoiceGroup
        legend={t('appearance:mode.legend')}
        choices={(['light', 'dark'] as const).map((mode) => ({
          value: mode,
          label: t(`appearance:mode.options.${mode}`),
        }))}
        radio={radio('mode', preference.mode, (mode) => set({ mode }))}
      />
      {/* Right to left is offered where the language is written so (none of ours yet), and to whoever has it
          on, so they can turn it off; in Portuguese it would only turn the page around. */}
      {(i18n.dir() === 'rtl' || preference.direction === 'rtl') && (
        <ChoiceGroup
          legend={t('appearance:direction.legend')}
          choices={(['ltr', 'rtl'] as const).map((direction) => ({
            value: direction,
            label: t(`appearance:direction.options.${direction}`),
          }))}
          radio={radio('direction', preference.direction, (direction) => set({ direction }))}
        />
      )}
      <ChoiceGroup
        legend={t('appearance:layout.legend')}
        help={t('appearance:layout.blankHint')}
        choices={layoutTypes.map((type) => ({ value: type, label: t(`appearance:layout.options.${type}`) }))}
        radio={radio('layout', preference.layout.type, (type) =>
          setLayout({ type, previousType: preference.layout.type }),
        )}
      />
      <div css={{ display: 'grid', gap: 2 }}>
        <label css={{ display: 'flex', alignItems: 'center', gap: 10 }}>
          <input
            type="checkbox"
            checked={preference.layout.sideNavCollapse}
            aria-describedby={collapseHelpId}
            onChange={(event) => setLayout({ sideNavCollapse: event.target.checked })}
          />
          {t('appearance:sideNavCollapse.label')}
        </label>
        <p id={collapseHelpId} css={{ margin: 0, fontSize: 13 }}>
          {t('appearance:sideNavCollapse.help')}
        </p>
      </div>
      <ChoiceGroup
        legend={t('appearance:controlSize.legend')}
        choices={controlSizes.map((size) => ({
          value: size,
          label: t(`appearance:controlSize.options.${size}`),
        }))}
        radio={radio('controlSize', preference.controlSize, (controlSize) => set({ controlSize }))}
      />
      <Button
        variant="secondary"
        onClick={() => update(() => ({ ...defaultThemePreference, panelExpand: true }))}
      >
        {t('appearance:reset')}
      </Button>
    </Sheet>
  );
}
