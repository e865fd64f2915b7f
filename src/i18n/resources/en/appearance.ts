export default {
  title: 'Appearance',
  intro: 'Each choice applies at once and is kept in this browser.',
  close: 'Close the appearance panel',
  reset: 'Restore the defaults',
  themeSchema: {
    legend: 'Theme colour',
    options: {
      default: 'Default (blue)',
      dark: 'Graphite',
      pauta: 'Pauta (pink)',
      green: 'Green',
      purple: 'Purple',
      orange: 'Orange',
    },
  },
  mode: { legend: 'Mode', options: { light: 'Light', dark: 'Dark' } },
  direction: { legend: 'Text direction', options: { ltr: 'Left to right', rtl: 'Right to left' } },
  layout: {
    legend: 'Layout',
    options: {
      framelessSide: 'Borderless side menu (default)',
      collapsibleSide: 'Collapsible side menu',
      stackedSide: 'Two-column side menu',
      topBarClassic: 'Menu in the top bar',
      contentOverlay: 'Menu over the content',
      blank: 'No menu (the page only)',
    },
    blankHint: 'Without a menu, the appearance button sits in the corner of the screen so you can come back.',
  },
  sideNavCollapse: {
    label: 'Side menu collapsed (icons only)',
    help: 'Applies to the collapsible side menu layout.',
  },
  controlSize: {
    legend: 'Size of buttons and fields',
    options: { xs: 'Extra small', sm: 'Small', md: 'Medium (default)', lg: 'Large' },
  },
};
