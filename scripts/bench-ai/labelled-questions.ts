import type { ConversationKey } from '../../server/db/seed/corpus/index.ts';
import { templates } from '../../server/db/seed/templates.ts';

const [budget, authority, need, timeline] = templates.bant.questions;
const bant = { budget, authority, need, timeline };
const [situation, problems, implications] = templates.spin.questions;
const spin = { situation, problems, implications };

/**
 * pt-BR questions about the seed conversations, each with the lines that answer it ("s<n>" is the n-th line
 * of the conversation, as the seed stores it). Written from the corpus by reading it; many are paraphrases
 * that share few words with their answer, as a seller would ask them. A question with no lines is one the
 * call does not answer: an answer to it is an invention.
 */
export type LabelledQuestion = { meeting: ConversationKey; question: string; answeredBy: string[] };

export const labelledQuestions: LabelledQuestion[] = [
  { meeting: 'crmSoftware', question: 'Qual é o orçamento disponível?', answeredBy: ['s16', 's17'] },
  { meeting: 'crmSoftware', question: 'Quem toma a decisão de compra?', answeredBy: ['s18'] },
  { meeting: 'crmSoftware', question: 'Qual é a dor principal do cliente?', answeredBy: ['s8', 's4'] },
  { meeting: 'crmSoftware', question: 'Quando eles querem começar a usar?', answeredBy: ['s22'] },
  { meeting: 'crmSoftware', question: 'Como controlam as oportunidades hoje?', answeredBy: ['s4'] },
  { meeting: 'crmSoftware', question: 'Onde ficam guardados os dados?', answeredBy: ['s14'] },
  { meeting: 'crmSoftware', question: 'Funciona com o ERP deles?', answeredBy: ['s12'] },
  { meeting: 'fleetLogistics', question: 'Quanto custa a solução por mês?', answeredBy: ['s11', 's12'] },
  { meeting: 'fleetLogistics', question: 'Quem aprova o contrato?', answeredBy: ['s14'] },
  { meeting: 'fleetLogistics', question: 'Quanto tempo gastam montando as rotas?', answeredBy: ['s6'] },
  { meeting: 'fleetLogistics', question: 'O teste gratuito tem quantos dias?', answeredBy: ['s9', 's11'] },
  { meeting: 'fleetLogistics', question: 'Que resistência a equipe pode ter?', answeredBy: ['s15'] },
  { meeting: 'fleetLogistics', question: 'Quantos caminhões a empresa tem?', answeredBy: ['s3'] },
  { meeting: 'saasRenewal', question: 'O concorrente é mais barato?', answeredBy: ['s1', 's11'] },
  { meeting: 'saasRenewal', question: 'Que desconto foi oferecido?', answeredBy: ['s9'] },
  { meeting: 'saasRenewal', question: 'Quem decide a renovação?', answeredBy: ['s13'] },
  { meeting: 'saasRenewal', question: 'Qual foi o ganho desde a implantação?', answeredBy: ['s4', 's5'] },
  { meeting: 'saasRenewal', question: 'Quando vence o contrato?', answeredBy: ['s0'] },
  { meeting: 'industrialErp', question: 'Qual o preço da licença?', answeredBy: ['s14'] },
  { meeting: 'industrialErp', question: 'Quanto pagaram de multa?', answeredBy: ['s6', 's7'] },
  { meeting: 'industrialErp', question: 'Qual sistema usam atualmente?', answeredBy: ['s3'] },
  { meeting: 'industrialErp', question: 'Qual é o prazo para a implantação?', answeredBy: ['s17', 's18'] },
  { meeting: 'hrBenefits', question: 'Qual o impacto da rotatividade?', answeredBy: ['s3', 's1'] },
  { meeting: 'hrBenefits', question: 'Quanto pagam ao fornecedor atual?', answeredBy: ['s14'] },
  { meeting: 'hrBenefits', question: 'Quem participa da decisão?', answeredBy: ['s15'] },
  { meeting: 'cybersecurity', question: 'Qual é o investimento mensal?', answeredBy: ['s13', 's15'] },
  { meeting: 'cybersecurity', question: 'Qual o prazo dado pela auditoria?', answeredBy: ['s1'] },
  { meeting: 'cybersecurity', question: 'Quem monitora os alertas à noite?', answeredBy: ['s5'] },
  { meeting: 'pipelineReview', question: 'Qual a chance de fechar a Rota Sul?', answeredBy: ['s3'] },
  // The demo company's template questions (BANT, SPIN), as the meeting page asks them.
  { meeting: 'crmSoftware', question: bant.budget, answeredBy: ['s16', 's17'] },
  { meeting: 'crmSoftware', question: bant.timeline, answeredBy: ['s22'] },
  { meeting: 'crmSoftware', question: spin.situation, answeredBy: ['s4'] },
  { meeting: 'fleetLogistics', question: bant.need, answeredBy: ['s1', 's4', 's6'] },
  { meeting: 'fleetLogistics', question: bant.authority, answeredBy: ['s14', 's13'] },
  { meeting: 'fleetLogistics', question: spin.situation, answeredBy: ['s3', 's4'] },
  { meeting: 'industrialErp', question: bant.budget, answeredBy: ['s13', 's14'] },
  { meeting: 'industrialErp', question: bant.need, answeredBy: ['s5', 's6', 's1'] },
  { meeting: 'industrialErp', question: spin.problems, answeredBy: ['s5', 's6', 's3'] },
  { meeting: 'hrBenefits', question: bant.authority, answeredBy: ['s15'] },
  { meeting: 'hrBenefits', question: spin.implications, answeredBy: ['s3'] },
  { meeting: 'cybersecurity', question: bant.need, answeredBy: ['s1', 's5', 's6'] },
  { meeting: 'cybersecurity', question: bant.timeline, answeredBy: ['s1', 's17', 's18'] },
  { meeting: 'cybersecurity', question: spin.situation, answeredBy: ['s4', 's5'] },
  { meeting: 'saasRenewal', question: spin.problems, answeredBy: ['s1', 's7', 's8'] },
  // Nobody said anything about these: the right answer is none.
  { meeting: 'crmSoftware', question: 'Eles já usam inteligência artificial?', answeredBy: [] },
  { meeting: 'fleetLogistics', question: 'Quem é o contador da empresa?', answeredBy: [] },
  { meeting: 'saasRenewal', question: 'Têm filiais no exterior?', answeredBy: [] },
  { meeting: 'industrialErp', question: 'Qual a cotação do dólar usada no contrato?', answeredBy: [] },
  { meeting: 'hrBenefits', question: 'Qual é o time de futebol do cliente?', answeredBy: [] },
];

/**
 * Written after the rules and the thesaurus were tuned on the questions above, and never tuned on: their
 * hit rate is the honest one for questions nobody has seen.
 */
export const heldOutQuestions: LabelledQuestion[] = [
  { meeting: 'crmSoftware', question: 'Quantos vendedores o time tem?', answeredBy: ['s6'] },
  { meeting: 'crmSoftware', question: 'Qual é a política de LGPD deles?', answeredBy: ['s13', 's14'] },
  { meeting: 'crmSoftware', question: 'Quem é o responsável pela TI?', answeredBy: ['s1', 's2'] },
  { meeting: 'fleetLogistics', question: 'Qual foi o impacto do diesel na margem?', answeredBy: ['s1'] },
  { meeting: 'fleetLogistics', question: 'O aplicativo funciona sem internet?', answeredBy: ['s16'] },
  { meeting: 'saasRenewal', question: 'Qual a taxa de faltas dos pacientes?', answeredBy: ['s4', 's3'] },
  { meeting: 'saasRenewal', question: 'Quanto custa uma consulta perdida?', answeredBy: ['s5'] },
  { meeting: 'industrialErp', question: 'Quando a nova planta começa a operar?', answeredBy: ['s1'] },
  { meeting: 'industrialErp', question: 'Quem cuida do financeiro?', answeredBy: ['s15'] },
  { meeting: 'hrBenefits', question: 'Qual é a taxa administrativa?', answeredBy: ['s13'] },
  { meeting: 'hrBenefits', question: 'Quantos colaboradores a empresa tem?', answeredBy: ['s12'] },
  { meeting: 'cybersecurity', question: 'Quantas agências estão no escopo?', answeredBy: ['s3', 's2'] },
  { meeting: 'cybersecurity', question: 'Houve algum incidente de segurança?', answeredBy: ['s6'] },
  { meeting: 'pipelineReview', question: 'Que desconto foi oferecido à clínica?', answeredBy: ['s6'] },
];
