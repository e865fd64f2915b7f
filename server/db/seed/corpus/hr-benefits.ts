import type { Conversation } from './conversation.ts';

/** A construction company with high turnover on site considers a benefits and HR platform. */
export const hrBenefits: Conversation = {
  id: 'hr-benefits',
  topic: 'plataforma de benefícios flexíveis',
  lines: [
    [
      'seller',
      'Renata, Marcos, tudo bem? Obrigado por aceitarem a conversa. Vocês comentaram que a rotatividade nas obras está alta.',
    ],
    ['client', 'Está altíssima. Fechamos o ano com quarenta e dois por cento de turnover nos canteiros.'],
    ['seller', 'E qual é o impacto disso pra vocês?'],
    [
      'client',
      'Cada desligamento custa uns oito mil reais entre rescisão, recrutamento e treinamento. E atrasa a obra.',
    ],
    [
      'client2',
      'Na pesquisa de clima, o pessoal reclamou muito do vale-alimentação. Quem mora longe queria trocar por mobilidade.',
    ],
    [
      'seller',
      'É exatamente o que o benefício flexível resolve. O colaborador distribui o saldo entre alimentação, mobilidade, saúde e educação pelo aplicativo.',
    ],
    ['client', 'Mas metade do pessoal de obra não tem familiaridade com aplicativo.'],
    [
      'seller',
      'Por isso o cartão funciona sozinho, sem o app. E o saldo pode ser consultado por SMS ou WhatsApp.',
    ],
    ['client2', 'E como fica a parte fiscal? O nosso jurídico vai perguntar sobre o PAT.'],
    [
      'seller',
      'A plataforma é homologada no PAT e separa automaticamente o que tem incentivo fiscal. Eu envio o parecer jurídico que usamos com outros clientes.',
    ],
    ['client', 'Quantos colaboradores vocês atendem hoje?'],
    [
      'seller',
      'Mais de trezentos mil, incluindo três construtoras do Sudeste. Posso conectar você com a gerente de RH de uma delas.',
    ],
    ['client', 'Isso seria ótimo. Somos mil e duzentos colaboradores, novecentos nas obras.'],
    [
      'seller',
      'A taxa administrativa é de dois e meio por cento sobre o valor carregado, e a emissão dos cartões é gratuita.',
    ],
    ['client2', 'Hoje pagamos três por cento no fornecedor atual, então já seria mais barato.'],
    [
      'client',
      'A decisão passa pelo nosso diretor de pessoas, o Hélio, e pelo financeiro. O contrato atual vence em junho.',
    ],
    [
      'seller',
      'Então temos tempo pra uma implantação tranquila a partir de maio. Podemos agendar uma apresentação para o Hélio?',
    ],
    ['client', 'Vou ver a agenda dele e te confirmo até quinta.'],
    ['seller', 'Perfeito. Mando o resumo da conversa, o parecer do PAT e o contato da construtora parceira.'],
  ],
};
