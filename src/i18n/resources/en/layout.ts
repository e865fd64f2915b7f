export default {
  nav: {
    label: 'Main navigation',
    meetings: 'Meetings',
    templates: 'Templates',
    enablement: 'Enablement',
    settings: 'Settings',
    reports: 'Reports',
    support: 'Support',
  },
  settingsTabs: {
    configGeneral: 'General',
    configCalendar: 'Calendar',
    configIntegrations: 'Integrations',
    configBot: 'Bot',
    configUsers: 'Users and teams',
    configSecurity: 'Security',
  },
  header: {
    signOut: 'Sign out',
    appearance: 'Appearance',
    toDarkMode: 'Switch to dark mode',
    toLightMode: 'Switch to light mode',
    collapseNav: 'Collapse side menu',
    expandNav: 'Expand side menu',
    openNav: 'Open menu',
    closeNav: 'Close menu',
    inspector: 'Open the inspector (Ctrl+Alt+I)',
  },
  footer: {
    copyright: 'Copyright © {{year}} {{product}}',
    allRightsReserved: 'All rights reserved.',
  },
};
