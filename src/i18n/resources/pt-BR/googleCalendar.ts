// /meetings/authcalendar: the return from Google's consent page (issue 10).
export default {
  exchanging: 'Conectando a sua agenda do Google…',
  redirecting: 'Abrindo a página de autorização do Google…',
  connectedTitle: 'Agenda do Google conectada',
  connectedAs:
    'Conectada como {{email}}. Os eventos com link de reunião viram reuniões agendadas, e o bot entra em cada uma no horário.',
  syncNow: 'Sincronizar agora',
  backToSettings: 'Voltar para Configurações > Agenda',
  refusedTitle: 'Acesso não autorizado',
  refused: 'Você não autorizou o Pauta a ver a sua agenda do Google, então nada foi conectado.',
  failedTitle: 'Não foi possível conectar a agenda do Google',
  retry: 'Tentar de novo',
  errors: {
    incomplete:
      'O Google não devolveu um código de autorização válido. Comece a conexão de novo em Configurações > Agenda.',
  },
};
