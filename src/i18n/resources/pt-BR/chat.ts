// The AI chat: the panel on the meeting page and the chat across meetings picked on the list.
export default {
  panel: {
    title: 'Pergunte à IA',
    intro: 'Pergunte sobre esta reunião: cada resposta mostra os trechos de onde veio.',
    loading: 'Carregando a conversa…',
    loadFailed: 'Não foi possível carregar a conversa.',
  },
  suggestions: {
    label: 'Perguntas sugeridas',
    objections: 'Quais foram as objeções?',
    nextSteps: 'Quais os próximos passos?',
    summary: 'Resuma em 5 tópicos',
  },
  messages: {
    label: 'Conversa com a IA',
    you: 'Você',
    ai: 'IA',
    answering: 'A IA está respondendo…',
    stopped: 'Resposta interrompida.',
    failed: 'A IA não conseguiu responder: {{reason}}',
  },
  input: {
    label: 'Sua pergunta',
    placeholder: 'Pergunte algo sobre a reunião…',
    send: 'Perguntar',
    stop: 'Parar resposta',
    retry: 'Tentar novamente',
    failed: 'A pergunta não foi respondida. Ela continua no campo abaixo.',
  },
  failed: {
    answer: '{{detail}}',
  },
  pick: {
    select: 'Selecionar {{title}}',
    selectVisible: 'Selecionar todas as visíveis',
    useFilters: 'Usar os filtros atuais',
    usingFilters: 'Buscando as reuniões dos filtros…',
    clear: 'Limpar seleção',
    count_zero: 'Nenhuma reunião selecionada',
    count_one: '{{count}} reunião selecionada',
    count_other: '{{count}} reuniões selecionadas',
    limit: 'No máximo {{max}} reuniões por pergunta: as primeiras {{max}} foram escolhidas.',
    ask: 'Perguntar à IA',
    failed: 'Não foi possível buscar as reuniões dos filtros.',
  },
  across: {
    title_other: 'Pergunte à IA sobre {{count}} reuniões',
    title_one: 'Pergunte à IA sobre 1 reunião',
    intro: 'Cada afirmação da resposta diz a reunião e o momento; clique para abrir a reunião ali.',
    placeholder: 'Pergunte algo sobre as reuniões escolhidas…',
    close: 'Fechar',
  },
};
