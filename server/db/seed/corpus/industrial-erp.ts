import type { Conversation } from './conversation.ts';

/** A family-owned metalworks replacing an old ERP before a plant expansion. */
export const industrialErp: Conversation = {
  id: 'industrial-erp',
  topic: 'ERP industrial',
  lines: [
    [
      'seller',
      'Seu Giovanni, dona Cláudia, bom dia! Hoje eu queria mostrar o módulo de produção e entender o cenário da nova planta.',
    ],
    [
      'client',
      'Bom dia. A nova planta em Joinville começa a operar em agosto e o sistema que temos hoje não dá conta de duas fábricas.',
    ],
    ['seller', 'Qual sistema vocês usam hoje?'],
    [
      'client2',
      'Um ERP desenvolvido sob medida há quinze anos. Quem fez já nem está mais na empresa, e cada ajuste é uma novela.',
    ],
    ['seller', 'E onde isso mais atrapalha no dia a dia?'],
    [
      'client2',
      'No planejamento da produção. A gente não enxerga a capacidade das máquinas, então promete prazo pro cliente e atrasa.',
    ],
    ['client', 'No ano passado pagamos quase duzentos mil reais em multas por atraso de entrega.'],
    [
      'seller',
      'Duzentos mil em multas. O nosso módulo de APS programa a produção pela capacidade real de cada centro de trabalho e mostra o impacto de cada pedido novo antes de confirmar o prazo.',
    ],
    [
      'client',
      'Isso funciona com ordens que mudam no meio do caminho? Aqui o cliente muda a especificação toda hora.',
    ],
    [
      'seller',
      'Funciona. A reprogramação é automática e o PCP aprova as mudanças. Posso mostrar na tela agora.',
    ],
    ['client2', 'Pode mostrar, sim.'],
    [
      'seller',
      'Aqui está o gráfico de carga por máquina. Repara que a prensa três está com cento e dez por cento na semana que vem, e o sistema sugere antecipar duas ordens.',
    ],
    ['client2', 'Nossa, isso é exatamente o que eu faço no quadro branco toda segunda-feira.'],
    ['client', 'E o custo disso tudo? Falaram em projeto de um milhão, eu não tenho isso.'],
    [
      'seller',
      'Para duas plantas e quarenta usuários, a licença fica em torno de dezoito mil por mês, e a implantação em trezentos e vinte mil, parcelada em dez vezes.',
    ],
    [
      'client',
      'Está mais próximo do que eu imaginava. A decisão é minha e do meu irmão, o Paulo, que cuida do financeiro.',
    ],
    [
      'seller',
      'Faz sentido envolver o Paulo já na próxima conversa. Qual o prazo pra decidir, considerando a planta em agosto?',
    ],
    [
      'client2',
      'A implantação precisa começar até março, senão não dá tempo de treinar o pessoal de Joinville.',
    ],
    [
      'seller',
      'Então a decisão precisaria sair em fevereiro. Proponho uma visita técnica à fábrica na semana que vem pra levantar os processos.',
    ],
    ['client', 'Pode marcar. Traz o cronograma de implantação que eu mostro pro Paulo.'],
    ['seller', 'Combinado. Mando o convite ainda hoje com a proposta preliminar.'],
  ],
};
