export default {
  listLabel: 'Suas reuniões',
  startsAt: '{{value, datetime}}',
  duration: '{{minutes}} min',
  durationHours: '{{hours}} h {{minutes}} min',
  durationUnknown: 'Duração indisponível',
  participants_one: '{{count}} participante',
  participants_other: '{{count}} participantes',
  noParticipants: 'Sem participantes',
  owner: 'Responsável: {{name}}',
  status: 'Status',
  loading: 'Carregando reuniões…',
  empty: {
    title: 'Nenhuma reunião por aqui',
    description: 'Quando você importar ou criar reuniões, elas aparecerão nesta lista.',
  },
  failed: {
    title: 'Não foi possível carregar suas reuniões',
    description: 'Verifique sua conexão e tente novamente.',
  },
};
