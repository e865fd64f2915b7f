import type { Conversation } from './conversation.ts';

/** A carrier with rising fuel costs looks at route planning and fleet tracking. */
export const fleetLogistics: Conversation = {
  id: 'fleet-logistics',
  topic: 'roteirizador de frota',
  lines: [
    [
      'seller',
      'Carlos, boa tarde! Na nossa última conversa você comentou sobre o custo de combustível. Queria começar por aí.',
    ],
    [
      'client',
      'Boa tarde. Pois é, o diesel subiu e nossa margem por entrega caiu quase quatro pontos desde o ano passado.',
    ],
    ['seller', 'Quantos veículos vocês operam hoje?'],
    ['client', 'São cento e dez caminhões próprios e mais uns quarenta agregados na alta temporada.'],
    [
      'client2',
      'E a roteirização ainda é manual. Eu monto as rotas de manhã com base na experiência dos motoristas.',
    ],
    ['seller', 'Patrícia, quanto tempo você leva montando essas rotas por dia?'],
    ['client2', 'Umas três horas, todo dia. E quando entra um pedido urgente eu refaço metade.'],
    [
      'seller',
      'O nosso roteirizador considera janela de entrega, capacidade do veículo e trânsito em tempo real. Clientes parecidos reduziram a quilometragem em doze a dezoito por cento.',
    ],
    [
      'client',
      'Dezoito por cento em cento e dez caminhões é muito dinheiro. Mas eu preciso ver isso na nossa operação, não em apresentação.',
    ],
    [
      'seller',
      'Concordo. Podemos fazer um piloto de trinta dias com a filial de Curitiba, usando os dados reais de vocês.',
    ],
    ['client', 'O piloto tem custo?'],
    [
      'seller',
      'O piloto é gratuito. Depois, o modelo é por veículo: cento e vinte reais por caminhão por mês, com rastreamento incluído.',
    ],
    [
      'client',
      'Dá uns treze mil por mês na frota própria. Eu teria que levar pro financeiro, o orçamento desse ano já está fechado.',
    ],
    [
      'seller',
      'Entendo. Se o piloto mostrar a economia no diesel, o projeto se paga. Quem mais participa dessa decisão além de você e do financeiro?',
    ],
    ['client', 'O dono, o seu Alberto. Ele aprova qualquer contrato acima de cem mil no ano.'],
    [
      'client2',
      'E os motoristas precisam aceitar o aplicativo. Da última vez que trocamos o sistema, foi uma resistência enorme.',
    ],
    [
      'seller',
      'O aplicativo do motorista funciona offline e tem o mínimo de telas. No piloto a gente faz um treinamento presencial com a equipe de Curitiba.',
    ],
    ['client', 'Se começarmos o piloto no início do mês que vem, em quanto tempo eu tenho os números?'],
    [
      'seller',
      'Em trinta dias você tem o relatório comparando quilometragem, consumo e entregas no prazo, antes e depois.',
    ],
    [
      'client',
      'Então vamos fazer assim: você me manda a proposta do piloto, eu apresento pro seu Alberto na reunião de diretoria do dia quinze.',
    ],
    ['seller', 'Perfeito. Envio amanhã cedo junto com dois casos de transportadoras do Sul.'],
    ['client2', 'Me manda também a lista de dados que vocês precisam pra importar as rotas.'],
    ['seller', 'Mando sim, Patrícia. Obrigado aos dois!'],
  ],
};
