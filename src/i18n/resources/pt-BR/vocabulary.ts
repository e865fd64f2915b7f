// The company vocabulary section (on /config/general): words speech-to-text and transcript improvement know.
export default {
  title: 'Vocabulário da empresa',
  intro:
    'Palavras que a empresa usa (produtos, clientes, siglas). A transcrição e a melhoria da transcrição passam a escrevê-las do jeito certo. Todos da empresa podem adicionar e remover palavras.',
  loading: 'Carregando o vocabulário…',
  loadFailed: 'Não foi possível carregar o vocabulário.',
  label: 'Nova palavra',
  add: 'Adicionar',
  adding: 'Adicionando…',
  listLabel: 'Palavras do vocabulário',
  none: 'Nenhuma palavra ainda.',
  remove: 'Remover {{word}}',
  removeFailed: 'Não foi possível remover a palavra: {{message}}',
  addFailed: 'Não foi possível adicionar a palavra: {{message}}',
  empty: 'Informe a palavra.',
  duplicate: 'Esta palavra já está no vocabulário da empresa.',
};
