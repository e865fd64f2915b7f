import type { Conversation } from './conversation.ts';

/** Renewal of a scheduling platform for a clinic network that threatens to leave over price. */
export const saasRenewal: Conversation = {
  id: 'saas-renewal',
  topic: 'renovação da plataforma de agendamento',
  lines: [
    [
      'seller',
      'Doutor Roberto, Sandra, obrigado pelo tempo. O contrato de vocês vence no fim do mês que vem e eu queria conversar sobre a renovação.',
    ],
    [
      'client',
      'Obrigado a você. Vou ser direto: recebemos uma proposta de um concorrente trinta por cento mais barata.',
    ],
    [
      'seller',
      'Agradeço a transparência. Antes de falar de preço, posso entender como está o uso hoje nas quatro unidades?',
    ],
    [
      'client2',
      'A agenda online funciona bem. Os pacientes usam bastante o lembrete pelo WhatsApp, as faltas caíram muito.',
    ],
    [
      'seller',
      'Pelos nossos dados, a taxa de faltas de vocês caiu de dezenove pra oito por cento desde a implantação.',
    ],
    [
      'client',
      'Isso é verdade, foi um ganho real. Cada consulta perdida custa em média duzentos e cinquenta reais pra gente.',
    ],
    [
      'seller',
      'Então são mais de mil consultas recuperadas por ano. Trocar de sistema agora significa migrar histórico e treinar as recepcionistas de novo.',
    ],
    ['client2', 'Esse é o meu medo. A última migração levou três meses e a recepção ficou um caos.'],
    [
      'client',
      'Entendo, mas o conselho da clínica está cortando custos em todas as áreas. Eu preciso levar uma redução.',
    ],
    [
      'seller',
      'O que eu posso fazer: renovação por vinte e quatro meses com doze por cento de desconto, e o módulo de teleconsulta incluído sem custo.',
    ],
    ['client', 'Doze por cento ainda fica longe dos trinta.'],
    [
      'seller',
      'Fica. Mas o concorrente não inclui os lembretes por WhatsApp no plano básico. Somando esse adicional, a diferença cai pra menos de dez por cento.',
    ],
    ['client2', 'Isso é verdade, eu vi a proposta deles, o WhatsApp é cobrado à parte.'],
    [
      'client',
      'Quem decide é o conselho, que se reúne na primeira segunda-feira do mês. Eu preciso de uma proposta formal até lá.',
    ],
    ['seller', 'Consigo te enviar até sexta, com a comparação de custo total em dois anos.'],
    ['client', 'Inclui também o plano de integração com o laboratório, que a Sandra pediu.'],
    ['client2', 'Sim, hoje digitamos os resultados manualmente.'],
    [
      'seller',
      'Incluo. A integração com laboratórios está no nosso roadmap do próximo trimestre e posso colocar vocês como clientes piloto.',
    ],
    ['client', 'Isso ajuda na conversa com o conselho. Combinado, aguardo a proposta na sexta.'],
    ['seller', 'Obrigado, doutor. Sandra, eu te chamo amanhã pra levantar os detalhes do laboratório.'],
  ],
};
