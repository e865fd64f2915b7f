/**
 * The ready-made templates every company starts with (issue 27): shared with the whole company and owned by
 * no one, so only an administrator changes them. A company that signs up gets them as the demo company does.
 */
export type ReadyTemplate = { name: string; questions: readonly string[] };

export const readyTemplates = {
  bant: {
    name: 'BANT',
    questions: [
      'Qual é o orçamento disponível para o projeto (Budget)?',
      'Quem toma a decisão de compra e quem influencia (Authority)?',
      'Qual é a necessidade ou dor principal do cliente (Need)?',
      'Qual é o prazo para a decisão e para a implantação (Timeline)?',
    ],
  },
  spin: {
    name: 'SPIN Selling',
    questions: [
      'Qual é a situação atual do cliente (Situação)?',
      'Quais problemas o cliente relatou (Problema)?',
      'Quais são as implicações desses problemas para o negócio (Implicação)?',
      'Qual valor o cliente enxerga na solução (Necessidade de solução)?',
    ],
  },
  gpctba: {
    name: 'GPCTBA/C&I',
    questions: [
      'Quais são as metas do cliente para este ano (Goals)?',
      'Que planos o cliente tem para alcançar essas metas (Plans)?',
      'Quais desafios podem impedir o cliente de atingir as metas (Challenges)?',
      'Qual é o prazo para colocar esses planos em prática (Timeline)?',
      'Qual orçamento está disponível e quem o aprova (Budget e Authority)?',
      'O que acontece com o negócio se os desafios não forem resolvidos (Consequências negativas)?',
      'Que resultados positivos o cliente espera ao resolver os desafios (Implicações positivas)?',
    ],
  },
  meddic: {
    name: 'MEDDIC',
    questions: [
      'Quais métricas o cliente quer melhorar e em quanto (Metrics)?',
      'Quem é o comprador econômico, a pessoa que libera o orçamento (Economic buyer)?',
      'Quais critérios o cliente vai usar para escolher a solução (Decision criteria)?',
      'Quais são as etapas e as pessoas envolvidas até a assinatura (Decision process)?',
      'Qual é a dor principal e o que ela custa para o cliente (Identify pain)?',
      'Quem dentro do cliente defende a nossa solução (Champion)?',
    ],
  },
} as const satisfies Record<string, ReadyTemplate>;
