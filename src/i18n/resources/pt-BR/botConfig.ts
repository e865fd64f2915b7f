// The bot config page (/config/bot, administrators): the name, picture and privacy e-mail of the company's bot.
export default {
  intro:
    'Como o bot da empresa se apresenta nas reuniões que grava: o nome que aparece na chamada e na linha do tempo da reunião, a imagem e o aviso de privacidade aos participantes.',
  loading: 'Carregando as configurações do bot…',
  loadFailed: 'Não foi possível carregar as configurações do bot.',
  saved: 'Alterações salvas.',
  saveFailed: 'Não foi possível salvar: {{message}}',
  name: {
    title: 'Nome do bot',
    label: 'Nome',
    help: 'É o nome com que o bot entra nas chamadas e que aparece na linha do tempo de cada reunião.',
    current: 'Nas reuniões, o bot aparece como “{{name}}”.',
    submit: 'Salvar nome',
    submitting: 'Salvando…',
    empty: 'Informe o nome do bot.',
    unchanged: 'Este já é o nome do bot; nada foi enviado.',
  },
  image: {
    title: 'Imagem do bot',
    help: 'PNG, JPEG ou WebP de até 1 MB, com 128 a 1024 pixels de largura e de altura.',
    current: 'Imagem atual do bot',
    none: 'Nenhuma imagem: o bot usa o avatar padrão.',
    choose: 'Escolher imagem',
    preview: 'Pré-visualização da nova imagem',
    previewHelp: 'Confira a nova imagem antes de enviá-la. A imagem atual continua até o envio.',
    send: 'Enviar imagem',
    sending: 'Enviando…',
    discard: 'Descartar',
    remove: 'Remover imagem',
    removing: 'Removendo…',
    wrongType: 'A imagem do bot precisa ser PNG, JPEG ou WebP.',
    tooLarge: 'A imagem do bot pode ter no máximo 1 MB.',
  },
  imageStatus: {
    label: 'Mostrar a imagem nas reuniões',
    help: 'Desligado, o bot entra com o avatar padrão e a imagem fica guardada para quando você quiser usá-la de novo.',
  },
  privacyEmail: {
    title: 'Aviso de privacidade',
    label: 'Enviar aviso de gravação por e-mail',
    help: 'Quando o bot entra na chamada, cada participante com e-mail recebe uma mensagem avisando que a reunião será gravada e transcrita.',
  },
};
