import { corpus, type ConversationKey, type Speaker } from '../../../server/db/seed/corpus/index.ts';
import type { LabelledCall } from './types.ts';

const seller = 'Lucas Almeida';

/** A seed conversation with its speakers named as the seed names them: a seller and two people of the client. */
function lines(
  key: ConversationKey,
  names: Record<Exclude<Speaker, 'seller'>, string>,
): LabelledCall['lines'] {
  const all: Record<Speaker, string> = { seller, ...names };
  return corpus[key].lines.map(([speaker, text]) => [all[speaker], text]);
}

/** The seed's seven calls, labelled by reading them (scripts/bench-ai prints each line's id). */
export const seedCalls: LabelledCall[] = [
  {
    key: 'crmSoftware',
    part: 'tuning',
    uploaded: false,
    lines: lines('crmSoftware', { client: 'Juliana Ferraz', client2: 'André Souza' }),
    seller,
    templateAnswers: {
      budget: ['s16', 's17'],
      authority: ['s18', 's1'],
      need: ['s8', 's4'],
      timeline: ['s22'],
      situation: ['s4', 's6'],
      problems: ['s8', 's4'],
      implications: ['s8', 's4'],
      needPayoff: ['s10'],
    },
    nextSteps: [
      { line: 's14', owner: seller, due: 'hoje' },
      { line: 's23', owner: seller, due: 'hoje' },
      { line: 's24', owner: seller, due: 'terça-feira' },
      { line: 's25', owner: seller },
    ],
    objections: [
      { line: 's13', kind: 'segurança' },
      { line: 's16', kind: 'aprovação' },
    ],
    decisionMakers: ['Fernando'],
    chat: [
      { question: 'Quanto podem gastar por mês com a ferramenta?', line: ['s16'], fact: 'oito mil' },
      { question: 'Quem bate o martelo?', line: ['s18'], fact: 'Fernando' },
      { question: 'Onde os dados vão ficar guardados?', line: ['s14'], fact: 'Brasil' },
      { question: 'Qual o tamanho da equipe de vendas?', line: ['s6'], fact: 'vinte e oito' },
    ],
  },
  {
    key: 'fleetLogistics',
    part: 'tuning',
    uploaded: false,
    lines: lines('fleetLogistics', { client: 'Carlos Duarte', client2: 'Patrícia Lima' }),
    seller,
    templateAnswers: {
      budget: ['s12'],
      authority: ['s14', 's13'],
      need: ['s1', 's4', 's6'],
      timeline: ['s17', 's19'],
      situation: ['s3', 's4'],
      problems: ['s1', 's4', 's6'],
      implications: ['s1', 's6', 's8'],
      needPayoff: ['s8'],
    },
    nextSteps: [
      { line: 's19', owner: seller, due: 'dia 15' },
      { line: 's20', owner: seller, due: 'amanhã' },
      { line: 's21', owner: seller },
    ],
    objections: [
      { line: 's8', kind: 'aderência' },
      { line: 's12', kind: 'preço' },
      { line: 's12', kind: 'aprovação' },
      { line: 's15', kind: 'aderência' },
    ],
    decisionMakers: ['Alberto'],
    chat: [
      { question: 'Quanto tempo por dia vai na montagem das rotas?', line: ['s6'], fact: 'três horas' },
      { question: 'Qual a mensalidade por caminhão?', line: ['s11'], fact: 'cento e vinte' },
      { question: 'Quem assina o contrato?', line: ['s14'], fact: 'Alberto' },
    ],
  },
  {
    key: 'saasRenewal',
    part: 'tuning',
    uploaded: false,
    lines: lines('saasRenewal', { client: 'Roberto Tavares', client2: 'Sandra Melo' }),
    seller,
    templateAnswers: {
      budget: ['s8', 's1', 's10'],
      authority: ['s13'],
      need: ['s8', 's15', 's16'],
      timeline: ['s0', 's13'],
      situation: ['s3', 's4', 's16'],
      problems: ['s7', 's16', 's8', 's1'],
      implications: ['s5', 's6', 's7'],
      needPayoff: ['s5', 's18', 's4'],
    },
    nextSteps: [
      { line: 's14', owner: seller, due: 'sexta-feira' },
      { line: 's15', owner: seller },
      { line: 's19', owner: seller, due: 'amanhã' },
    ],
    objections: [
      { line: 's1', kind: 'concorrência' },
      { line: 's7', kind: 'aderência' },
      { line: 's8', kind: 'preço' },
      { line: 's10', kind: 'preço' },
    ],
    decisionMakers: ['conselho'],
    chat: [
      { question: 'Quanto a clínica perde com cada falta?', line: ['s5'], fact: 'duzentos e cinquenta' },
      { question: 'Que abatimento foi proposto na renovação?', line: ['s9'], fact: 'doze por cento' },
      { question: 'O que a outra empresa ofereceu?', line: ['s1'], fact: 'trinta por cento' },
    ],
  },
  {
    key: 'industrialErp',
    part: 'tuning',
    uploaded: false,
    lines: lines('industrialErp', { client: 'Giovanni Pietro', client2: 'Cláudia Pietro' }),
    seller,
    templateAnswers: {
      budget: ['s13', 's14', 's15'],
      authority: ['s15'],
      need: ['s1', 's5', 's6'],
      timeline: ['s17', 's18', 's1'],
      situation: ['s1', 's3'],
      problems: ['s3', 's5', 's6'],
      implications: ['s6', 's5'],
      needPayoff: ['s12', 's15'],
    },
    nextSteps: [
      { line: 's18', owner: seller, due: 'próxima semana' },
      { line: 's19', owner: seller },
      { line: 's20', owner: seller, due: 'hoje' },
    ],
    objections: [{ line: 's13', kind: 'preço' }],
    decisionMakers: ['Giovanni', 'Paulo'],
    chat: [
      { question: 'Quanto gastaram com multas?', line: ['s6'], fact: 'duzentos mil' },
      { question: 'Quando a fábrica nova começa a rodar?', line: ['s1'], fact: 'agosto' },
      { question: 'Quem cuida do dinheiro na empresa?', line: ['s15'], fact: 'Paulo' },
    ],
  },
  {
    key: 'hrBenefits',
    part: 'tuning',
    uploaded: false,
    lines: lines('hrBenefits', { client: 'Renata Alves', client2: 'Marcos Silva' }),
    seller,
    templateAnswers: {
      budget: ['s14', 's13'],
      authority: ['s15'],
      need: ['s1', 's3', 's4'],
      timeline: ['s15', 's16'],
      situation: ['s1', 's4', 's12', 's14'],
      problems: ['s1', 's4', 's3'],
      implications: ['s3'],
      needPayoff: ['s14', 's12'],
    },
    nextSteps: [
      { line: 's9', owner: seller },
      { line: 's11', owner: seller },
      { line: 's17', owner: 'Renata Alves', due: 'quinta-feira' },
      { line: 's18', owner: seller },
    ],
    objections: [
      { line: 's6', kind: 'aderência' },
      { line: 's15', kind: 'momento' },
    ],
    decisionMakers: ['Hélio', 'financeiro'],
    chat: [
      { question: 'Qual o turnover nos canteiros?', line: ['s1'], fact: 'quarenta e dois' },
      { question: 'Quanto sai cada demissão?', line: ['s3'], fact: 'oito mil' },
      { question: 'Quando acaba o contrato com o fornecedor de hoje?', line: ['s15'], fact: 'junho' },
    ],
  },
  {
    key: 'cybersecurity',
    part: 'tuning',
    uploaded: false,
    lines: lines('cybersecurity', { client: 'Eduardo Ramos', client2: 'Lívia Costa' }),
    seller,
    templateAnswers: {
      budget: ['s14', 's13', 's15'],
      authority: ['s14', 's16'],
      need: ['s1', 's5', 's6'],
      timeline: ['s1', 's18'],
      situation: ['s4', 's5', 's3'],
      problems: ['s1', 's5', 's6'],
      implications: ['s6', 's1'],
      needPayoff: [],
    },
    nextSteps: [
      { line: 's9', owner: seller },
      { line: 's16', owner: seller },
      { line: 's18', owner: seller, due: 'quarta-feira' },
    ],
    objections: [
      { line: 's10', kind: 'aderência' },
      { line: 's14', kind: 'aprovação' },
    ],
    decisionMakers: ['conselho de administração', 'Eduardo'],
    chat: [
      { question: 'Quantos servidores entram no projeto?', line: ['s3'], fact: 'setenta' },
      { question: 'Em quanto tempo isolam uma máquina atacada?', line: ['s7'], fact: 'quinze minutos' },
      { question: 'Qual o valor mensal proposto?', line: ['s13', 's15'], fact: 'mil' },
      { question: 'Quem vê os alertas de madrugada?', line: ['s5'], fact: 'ninguém' },
    ],
  },
  {
    key: 'pipelineReview',
    part: 'tuning',
    uploaded: false,
    lines: lines('pipelineReview', { client: 'Beatriz Rocha', client2: 'Mariana Dias' }),
    seller,
    templateAnswers: {
      budget: ['s3'],
      authority: ['s3'],
      need: [],
      timeline: ['s1'],
      situation: ['s1', 's4'],
      problems: ['s4'],
      implications: [],
      needPayoff: [],
    },
    nextSteps: [{ line: 's11', owner: seller, due: 'terça-feira' }],
    objections: [{ line: 's4', kind: 'concorrência' }],
    decisionMakers: ['dono'],
    chat: [
      { question: 'Qual a probabilidade de fechar com a Rota Sul?', line: ['s3'], fact: 'sessenta' },
      { question: 'Quando ficou a demonstração do Bom Preço?', line: ['s11'], fact: 'terça' },
      { question: 'Quanto de desconto já foi dado à clínica?', line: ['s6'], fact: 'doze' },
    ],
  },
];
