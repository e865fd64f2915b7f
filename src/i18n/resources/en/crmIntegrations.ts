// The CRM section of /config/integrations: HubSpot, RD Station CRM and Pipedrive keys and the meeting notes.
export default {
  title: 'CRM',
  intro:
    "Connect your CRM with an API key. When a meeting ends, its summary, next steps and template answers go as a note to the contact (and deal) with a participant's e-mail. The outcome shows in the meeting's history.",
  providers: {
    hubspot: {
      name: 'HubSpot',
      keyLabel: 'HubSpot private app token',
      hint: 'In HubSpot: Settings > Integrations > Private apps. The app must read contacts and deals and create notes.',
    },
    rdstation: {
      name: 'RD Station CRM',
      keyLabel: 'RD Station CRM API token',
      hint: "In RD Station CRM: Profile > Integrations > Instance token. Notes go on the contact's deal.",
    },
    pipedrive: {
      name: 'Pipedrive',
      keyLabel: 'Pipedrive API token',
      hint: 'In Pipedrive: Personal preferences > API.',
    },
  },
  loading: 'Loading the connection…',
  loadFailed: 'The connection could not be loaded.',
  disconnected: 'Not connected.',
  connectedBadge: 'Connected',
  connected: 'Connected with the key {{maskedKey}}.',
  connect: 'Connect',
  connecting: 'Checking the key…',
  keyRequired: 'Enter the key.',
  remove: 'Remove connection',
  confirmRemove: 'Remove the connection? Next meetings will no longer go to {{name}}.',
  removeConfirm: 'Remove now',
  removeCancel: 'Keep',
  removing: 'Removing…',
  failed: 'Could not finish: {{message}}',
};
