// /meetings/authcalendaroutlook: the return from Microsoft's consent page (issue 10).
export default {
  exchanging: 'Conectando a sua agenda do Outlook…',
  redirecting: 'Abrindo a página de autorização da Microsoft…',
  connectedTitle: 'Agenda do Outlook conectada',
  connectedAs:
    'Conectada como {{email}}. Os eventos com link do Teams, Zoom ou Google Meet viram reuniões agendadas, e o bot entra em cada uma no horário.',
  syncNow: 'Sincronizar agora',
  backToSettings: 'Voltar para Configurações > Agenda',
  refusedTitle: 'Acesso não autorizado',
  refused: 'Você não autorizou o Pauta a ver a sua agenda do Outlook, então nada foi conectado.',
  failedTitle: 'Não foi possível conectar a agenda do Outlook',
  retry: 'Tentar de novo',
  errors: {
    incomplete:
      'A Microsoft não devolveu um código de autorização válido. Comece a conexão de novo em Configurações > Agenda.',
  },
};
