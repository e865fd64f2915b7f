export default {
  open: 'Adicionar reunião',
  title: 'Adicionar reunião',
  description:
    'Cole o link do Google Meet, Zoom ou Microsoft Teams: o bot entra na chamada no horário marcado.',
  link: 'Link da reunião',
  linkPlaceholder: 'https://meet.google.com/abc-defg-hij',
  meetingTitle: 'Título',
  date: 'Data',
  time: 'Horário',
  submit: 'Adicionar',
  submitting: 'Adicionando…',
  cancel: 'Cancelar',
  validation: {
    linkRequired: 'Informe o link da reunião.',
    linkInvalid: 'Link de reunião inválido. Use um link do Google Meet, Zoom ou Microsoft Teams.',
    titleRequired: 'Informe um título.',
    dateRequired: 'Informe a data.',
    timeRequired: 'Informe o horário.',
  },
};
