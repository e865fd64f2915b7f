import { companies } from './accounts.ts';

/**
 * The ready-made templates the demo company starts with (no owner: only an administrator changes them). The
 * demo meetings are analysed with the first two, whose ids and questions the answer tests rely on.
 */
export const templates = {
  bant: {
    id: 'e0000000-0000-4000-8000-000000000001',
    companyId: companies.demo.id,
    name: 'BANT',
    questions: [
      'Qual é o orçamento disponível para o projeto (Budget)?',
      'Quem toma a decisão de compra e quem influencia (Authority)?',
      'Qual é a necessidade ou dor principal do cliente (Need)?',
      'Qual é o prazo para a decisão e para a implantação (Timeline)?',
    ],
  },
  spin: {
    id: 'e0000000-0000-4000-8000-000000000002',
    companyId: companies.demo.id,
    name: 'SPIN Selling',
    questions: [
      'Qual é a situação atual do cliente (Situação)?',
      'Quais problemas o cliente relatou (Problema)?',
      'Quais são as implicações desses problemas para o negócio (Implicação)?',
      'Qual valor o cliente enxerga na solução (Necessidade de solução)?',
    ],
  },
  gpctba: {
    id: 'e0000000-0000-4000-8000-000000000003',
    companyId: companies.demo.id,
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
    id: 'e0000000-0000-4000-8000-000000000004',
    companyId: companies.demo.id,
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
} as const;
