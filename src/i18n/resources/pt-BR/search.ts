/** /search (issue 29): search inside every conversation the person may see. */
export default {
  intro:
    'Procure o que foi dito em todas as reuniões que você pode ver: nas falas, nos títulos, nos participantes, nos resumos e nas respostas dos modelos.',
  field: 'O que procurar',
  placeholder: 'Ex.: concorrente, desconto, prazo',
  submit: 'Buscar',
  empty: 'Digite o que quer encontrar.',
  awaiting: 'Digite uma ou mais palavras e busque: acentos e formas da palavra não importam.',
  searching: 'Buscando nas conversas…',
  failed: 'Não foi possível buscar nas conversas',
  nothingTitle: 'Nada encontrado',
  nothing: 'Nenhuma reunião que você pode ver fala de “{{query}}”. Tente outras palavras, ou menos palavras.',
  found_zero: 'Nenhum trecho encontrado para “{{query}}”',
  found_one: '{{count}} trecho encontrado para “{{query}}”',
  found_other: '{{count}} trechos encontrados para “{{query}}”',
  results: 'Trechos encontrados',
  startsAt: '{{value, datetime}}',
  kinds: {
    title: 'No título da reunião',
    participants: 'Nos participantes',
    summary: 'No resumo',
    answer: 'Resposta a “{{question}}”',
  },
  said: '{{speaker}} em {{time}}',
  openAt: 'Abrir {{title}} em {{time}}',
  open: 'Abrir {{title}}',
} as const;
