/**
 * Discovery questions a pt-BR sales team asks, grouped by theme (BANT, SPIN, GPCTBA/C&I, MEDDIC). Each is
 * open, neutral and about one subject. `also` holds words a seller types for that theme that the question
 * itself does not say ("verba" for budget), so a typed question finds its theme either way.
 */
export type BankQuestion = { theme: string; text: string; also?: string };

const theme = (name: string, also: string, texts: string[]): BankQuestion[] =>
  texts.map((text) => ({ theme: name, text, also }));

export const questionBank: BankQuestion[] = [
  ...theme('orcamento', 'orçamento verba budget investimento custo preço valor dinheiro gasto', [
    'Como vocês costumam definir o orçamento para um projeto como este?',
    'Qual faixa de investimento vocês consideram para resolver esse problema?',
    'De onde viria a verba para este projeto?',
    'Quem aprova o orçamento e em que momento do ano isso acontece?',
    'Quanto custa hoje para a empresa manter a situação como está?',
  ]),
  ...theme('autoridade', 'decisão decisor decide aprova aprovação autoridade chefe diretor assina', [
    'Quem, além de você, participa da decisão de compra?',
    'Como funciona o processo de aprovação de uma compra como esta?',
    'Quem teria mais a ganhar com essa mudança dentro da empresa?',
    'Quem poderia ter dúvidas ou resistência a essa mudança?',
  ]),
  ...theme('necessidade', 'necessidade precisa dor motivo buscar procura interesse', [
    'O que levou vocês a buscar uma solução agora?',
    'Qual é o principal problema que vocês querem resolver?',
    'O que precisa acontecer para vocês considerarem este projeto um sucesso?',
    'Como vocês priorizam essa necessidade em relação a outros projetos?',
  ]),
  ...theme('prazo', 'prazo quando tempo data cronograma urgência implantação timeline', [
    'Qual é o prazo ideal para ter a solução funcionando?',
    'O que acontece se a decisão ficar para o próximo trimestre?',
    'Existe algum evento ou data que torna esse prazo importante?',
    'Como seria o cronograma de implantação do ponto de vista de vocês?',
  ]),
  ...theme('situacao', 'situação atual hoje ferramenta sistema processo equipe usa utiliza funciona', [
    'Como funciona hoje o processo de vocês nessa área?',
    'Quais ferramentas vocês usam hoje para isso?',
    'Quantas pessoas estão envolvidas nesse processo no dia a dia?',
    'Como a equipe está organizada hoje?',
  ]),
  ...theme('problema', 'problema dificuldade desafio reclamação falha erro gargalo insatisfação', [
    'Quais dificuldades vocês encontram no processo atual?',
    'Em que parte do processo a equipe perde mais tempo?',
    'O que mais incomoda vocês na solução que usam hoje?',
    'Com que frequência esse problema acontece?',
  ]),
  ...theme('implicacao', 'impacto consequência implicação afeta perda prejuízo risco resultado', [
    'Que impacto esse problema tem nos resultados da empresa?',
    'Como esse problema afeta outras áreas da empresa?',
    'O que acontece se nada mudar nos próximos seis meses?',
    'Quanto tempo ou dinheiro vocês estimam perder com isso por mês?',
  ]),
  ...theme('valor', 'benefício ganho valor retorno melhoria solução ajudaria resolver', [
    'Se esse problema fosse resolvido, o que mudaria para a equipe?',
    'Como uma solução para isso ajudaria vocês a atingir as metas do ano?',
    'Qual benefício seria mais importante para vocês?',
    'Como vocês mediriam o retorno desse investimento?',
  ]),
  ...theme('objetivos', 'meta metas objetivo objetivos crescimento ano planejamento estratégia', [
    'Quais são as metas da área para este ano?',
    'Que resultado a liderança espera da sua área nos próximos meses?',
    'Como essas metas são acompanhadas?',
  ]),
  ...theme('planos', 'plano planos iniciativa projeto estratégia alcançar', [
    'Que planos vocês têm para alcançar essas metas?',
    'O que vocês já tentaram para resolver isso?',
    'Quais iniciativas estão em andamento na área agora?',
  ]),
  ...theme('concorrencia', 'concorrente concorrência alternativa fornecedor comparação', [
    'Que outras alternativas vocês estão avaliando?',
    'O que vocês gostaram e não gostaram nas outras opções que viram?',
    'O que faria vocês escolherem uma solução em vez de outra?',
  ]),
  ...theme('metricas', 'métrica indicador kpi número resultado medir mensurar acompanhar', [
    'Quais indicadores vocês usam para medir o sucesso dessa área?',
    'Quais números vocês gostariam de melhorar com este projeto?',
    'Como vocês vão saber que o projeto deu certo daqui a seis meses?',
  ]),
  ...theme('criterios', 'critério critérios requisito requisitos avaliar escolher importante exigência', [
    'Quais critérios vocês vão usar para escolher a solução?',
    'Quais requisitos são indispensáveis para vocês?',
    'Qual desses critérios pesa mais na decisão?',
  ]),
  ...theme('processo', 'processo etapas passos compras jurídico contrato assinatura aprovação', [
    'Quais são as etapas até a assinatura do contrato?',
    'Quem mais precisa avaliar a proposta, como jurídico ou compras?',
    'Quanto tempo costuma levar uma aprovação de compra como esta?',
  ]),
  ...theme('campeao', 'apoio defensor patrocinador campeão aliado interno', [
    'Quem dentro da empresa mais defende esta mudança?',
    'Como você apresentaria este projeto para a diretoria?',
    'O que você precisa de nós para levar a proposta adiante internamente?',
  ]),
  ...theme('proximos-passos', 'próximo próximos passos seguir continuar proposta reunião agenda', [
    'Qual seria o próximo passo ideal para vocês?',
    'Quem mais deveria participar da próxima conversa?',
    'O que vocês precisam receber de nós para avançar?',
  ]),
];
