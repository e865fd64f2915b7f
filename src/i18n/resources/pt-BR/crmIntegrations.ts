// The CRM section of /config/integrations: HubSpot, RD Station CRM and Pipedrive keys and the meeting notes.
export default {
  title: 'CRM',
  intro:
    'Conecte o seu CRM com uma chave de API. Quando uma reunião termina, o resumo, os próximos passos e as respostas do modelo vão como nota para o contato (e a negociação) com o e-mail de um participante. O resultado aparece no histórico da reunião.',
  providers: {
    hubspot: {
      name: 'HubSpot',
      keyLabel: 'Token do aplicativo privado do HubSpot',
      hint: 'No HubSpot: Configurações > Integrações > Aplicativos privados. O aplicativo precisa ler contatos e negociações e criar notas.',
    },
    rdstation: {
      name: 'RD Station CRM',
      keyLabel: 'Token da API do RD Station CRM',
      hint: 'No RD Station CRM: Perfil > Integrações > Token da instância. As anotações ficam na negociação do contato.',
    },
    pipedrive: {
      name: 'Pipedrive',
      keyLabel: 'Token da API do Pipedrive',
      hint: 'No Pipedrive: Configurações pessoais > API.',
    },
  },
  loading: 'Carregando a conexão…',
  loadFailed: 'Não foi possível carregar a conexão.',
  disconnected: 'Não conectado.',
  connectedBadge: 'Conectado',
  connected: 'Conectado com a chave {{maskedKey}}.',
  connect: 'Conectar',
  connecting: 'Conferindo a chave…',
  keyRequired: 'Informe a chave.',
  remove: 'Remover conexão',
  confirmRemove: 'Remover a conexão? As próximas reuniões não irão mais para o {{name}}.',
  removeConfirm: 'Remover agora',
  removeCancel: 'Manter',
  removing: 'Removendo…',
  failed: 'Não foi possível concluir: {{message}}',
};
