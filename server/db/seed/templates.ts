import { companies } from './accounts.ts';

/** The two qualification frameworks every demo meeting is analysed with. */
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
} as const;
