import type { ConversationKey } from './corpus/index.ts';

export type Contact = { name: string; email: string };

/** The demo sellers' customers; each one's calls are transcribed from its own conversation of the corpus. */
export const clients = {
  bomPreco: {
    company: 'Grupo Varejo Bom Preço',
    conversation: 'crmSoftware',
    contacts: [
      { name: 'Juliana Ferraz', email: 'juliana.ferraz@bompreco.com.br' },
      { name: 'André Moura', email: 'andre.moura@bompreco.com.br' },
    ],
  },
  rotaSul: {
    company: 'Transportadora Rota Sul',
    conversation: 'fleetLogistics',
    contacts: [
      { name: 'Carlos Henrique Duarte', email: 'carlos.duarte@rotasul.com.br' },
      { name: 'Patrícia Menezes', email: 'patricia.menezes@rotasul.com.br' },
    ],
  },
  vidaPlena: {
    company: 'Clínica Vida Plena',
    conversation: 'saasRenewal',
    contacts: [
      { name: 'Roberto Tavares', email: 'roberto.tavares@vidaplena.med.br' },
      { name: 'Sandra Lopes', email: 'sandra.lopes@vidaplena.med.br' },
    ],
  },
  pietro: {
    company: 'Metalúrgica Irmãos Pietro',
    conversation: 'industrialErp',
    contacts: [
      { name: 'Giovanni Pietro', email: 'giovanni@pietro.ind.br' },
      { name: 'Cláudia Rezende', email: 'claudia.rezende@pietro.ind.br' },
    ],
  },
  horizonte: {
    company: 'Construtora Horizonte',
    conversation: 'hrBenefits',
    contacts: [
      { name: 'Renata Siqueira', email: 'renata.siqueira@horizonte.eng.br' },
      { name: 'Marcos Vinícius Rocha', email: 'marcos.rocha@horizonte.eng.br' },
    ],
  },
  sertao: {
    company: 'Cooperativa de Crédito Sertão',
    conversation: 'cybersecurity',
    contacts: [
      { name: 'Eduardo Nogueira', email: 'eduardo.nogueira@coopsertao.com.br' },
      { name: 'Lívia Campos', email: 'livia.campos@coopsertao.com.br' },
    ],
  },
} satisfies Record<string, { company: string; conversation: ConversationKey; contacts: [Contact, Contact] }>;

export type ClientKey = keyof typeof clients;
