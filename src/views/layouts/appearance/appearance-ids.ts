/** One appearance button per layout (the header's, or the corner's without one) and one panel. */
export const appearanceButtonId = 'appearance-button';
export const appearancePanelId = 'appearance-panel';
