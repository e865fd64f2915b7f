import type { Conversation } from './conversation.ts';

/** Internal weekly pipeline review between a seller and colleagues. */
export const pipelineReview: Conversation = {
  id: 'pipeline-review',
  topic: 'revisão de pipeline',
  lines: [
    [
      'client',
      'Bom dia, time. Vamos começar pelo forecast do mês. Como estão as oportunidades em fase de proposta?',
    ],
    ['seller', 'Tenho três propostas na rua. A da Rota Sul depende da reunião de diretoria do dia quinze.'],
    ['client', 'Qual a probabilidade real dessa?'],
    [
      'seller',
      'Eu diria sessenta por cento. O diretor de operações está convencido, falta o dono aprovar o orçamento.',
    ],
    [
      'client2',
      'Na Clínica Vida Plena a renovação está em risco. O concorrente ofereceu trinta por cento a menos.',
    ],
    ['client', 'O que já oferecemos?'],
    ['client2', 'Doze por cento de desconto com contrato de dois anos e a teleconsulta incluída.'],
    ['client', 'Segura nesse patamar. Se precisar ir além, me chama antes de mandar qualquer coisa.'],
    [
      'seller',
      'Uma dúvida: na Metalúrgica Pietro eles pediram visita técnica. Posso levar alguém da implantação?',
    ],
    ['client', 'Pode, fala com o time de serviços. Essa é a maior oportunidade do trimestre.'],
    ['client2', 'E o Bom Preço? Ficou de agendar a demonstração com o diretor comercial.'],
    ['seller', 'Agendado pra terça à tarde. Vou focar nos painéis por loja, que é o que o diretor quer ver.'],
    [
      'client',
      'Ótimo. Lembrem de atualizar as próximas ações no CRM até sexta, o forecast fecha na segunda.',
    ],
    ['seller', 'Combinado.'],
    ['client2', 'Pode deixar.'],
  ],
};
