// General settings (/config/general): which calendar events become meetings, who gets the meeting e-mail,
// and the default template. Values of importMeeting and emailMeeting: src/domain/meeting-preferences.ts.
export default {
  intro: 'Como o Pauta trata as suas reuniões. Vale só para você; cada pessoa da equipe escolhe as suas.',
  loading: 'Carregando as configurações…',
  loadFailed: 'Não foi possível carregar as configurações.',
  importMeeting: {
    legend: 'Reuniões importadas da agenda',
    help: 'Quando sua agenda do Google ou do Outlook estiver conectada, quais eventos viram reuniões com o bot. Só eventos com link do Google Meet, Zoom ou Teams podem ter o bot.',
    options: {
      '0': {
        label: 'Não importar',
        description:
          'Nenhum evento da agenda vira reunião; você adiciona as reuniões pelo link ou por upload.',
      },
      '1': {
        label: 'Todos os eventos com link de reunião',
        description: 'Todo evento com link do Google Meet, Zoom ou Teams recebe o bot.',
      },
      '2': {
        label: 'Só os eventos que eu organizo',
        description: 'Convites de outras pessoas ficam de fora.',
      },
      '3': {
        label: 'Só eventos com convidados de fora da empresa',
        description: 'Reuniões com clientes; reuniões internas ficam de fora.',
      },
    },
  },
  emailMeeting: {
    legend: 'E-mail ao fim da reunião',
    help: 'Quando uma reunião sua termina e é analisada, quem recebe por e-mail o resumo, os próximos passos e as respostas do modelo.',
    options: {
      '0': { label: 'Não enviar', description: 'Você consulta tudo na página da reunião.' },
      '1': { label: 'Enviar para mim', description: 'Você recebe o e-mail de cada reunião sua.' },
      '2': {
        label: 'Enviar para mim e para os colegas da reunião',
        description:
          'Também recebem os participantes que são usuários da sua empresa. Clientes nunca recebem este e-mail.',
      },
    },
  },
  template: {
    label: 'Modelo padrão das novas reuniões',
    help: 'O modelo de perguntas que a IA responde em cada reunião nova. É o mesmo "padrão" que você marca na página de modelos.',
    none: 'Nenhum (usar o primeiro modelo compartilhado da empresa)',
    mine: '{{name}} (seu)',
    readyMade: '{{name}} (pronto da empresa)',
    shared: '{{name}} (de {{owner}})',
  },
  save: 'Salvar configurações',
  saving: 'Salvando…',
  saved: 'Configurações salvas.',
  saveFailed:
    'Não foi possível salvar as configurações: {{message}} O que você escolheu continua no formulário.',
};
