import type { LabelledCall } from './types.ts';

/**
 * Round 2's held-out calls: written and labelled before they were run, measured once as held out (the round 2
 * row of docs/benchmarks.md), then made tuning calls in round 3, when rules changed after their misses were
 * read. Three are uploaded-style, one of them with nobody named at all ("Speaker 1").
 */
export const roundTwoCalls: LabelledCall[] = [
  {
    key: 'uploadedWarehouse',
    part: 'tuning',
    uploaded: true,
    seller: 'joao.pereira',
    lines: [
      ['joao.pereira', 'Fernanda, bom dia! Me conta como funciona a separação de pedidos no armazém hoje.'],
      [
        'Fernanda (Armazém Sul)',
        'Hoje a separação é no papel. O conferente imprime a lista de manhã e os separadores rodam o armazém inteiro atrás dos itens.',
      ],
      ['joao.pereira', 'E quantos pedidos vocês separam por dia?'],
      ['Fernanda (Armazém Sul)', 'Uns mil e quinhentos pedidos por dia, com doze separadores por turno.'],
      ['joao.pereira', 'Onde isso mais pesa?'],
      [
        'Fernanda (Armazém Sul)',
        'Nos erros. Quase três por cento dos pedidos saem com item trocado, e cada devolução custa uns quarenta reais pra gente.',
      ],
      ['Speaker 3', 'E no fim do ano a gente contrata temporário e leva duas semanas pra treinar cada um.'],
      [
        'joao.pereira',
        'O nosso WMS gera a rota de separação pelo coletor e confirma cada item pelo código de barras.',
      ],
      [
        'Speaker 3',
        'A gente já tem um ERP, o Sankhya, que faz o estoque. Não sei se vale ter outro sistema em cima.',
      ],
      ['joao.pereira', 'O WMS conversa com o Sankhya pela API e o estoque continua lá.'],
      ['Fernanda (Armazém Sul)', 'E quanto fica?'],
      ['joao.pereira', 'Seis mil e quinhentos por mês, com os coletores inclusos.'],
      ['Fernanda (Armazém Sul)', 'Está acima do que a gente imaginava. Eu tinha pensado em uns cinco mil.'],
      ['joao.pereira', 'Com contrato de dois anos chego em cinco mil e novecentos.'],
      [
        'Fernanda (Armazém Sul)',
        'Vou precisar levar pro diretor de operações, o Marcelo. É ele quem assina.',
      ],
      ['joao.pereira', 'Para quando vocês precisam disso rodando?'],
      ['Fernanda (Armazém Sul)', 'Antes da Black Friday, então até outubro.'],
      [
        'joao.pereira',
        'Então eu mando a proposta de dois anos hoje à tarde e agendo uma visita ao armazém na quinta.',
      ],
      ['Speaker 3', 'Me manda também a documentação da integração com o Sankhya.'],
    ],
    templateAnswers: {
      budget: ['s12'],
      authority: ['s14'],
      need: ['s5', 's1', 's6'],
      timeline: ['s16'],
      situation: ['s1', 's3'],
      problems: ['s5', 's6'],
      implications: ['s5'],
      needPayoff: [],
    },
    nextSteps: [
      { line: 's17', owner: 'joao.pereira', due: 'hoje' },
      { line: 's18', owner: 'joao.pereira' },
    ],
    objections: [
      { line: 's8', kind: 'concorrência' },
      { line: 's12', kind: 'preço' },
      { line: 's14', kind: 'aprovação' },
    ],
    decisionMakers: ['Marcelo'],
    chat: [
      { question: 'Quanto custa cada devolução?', line: ['s5'], fact: 'quarenta reais' },
      { question: 'Quem assina o contrato?', line: ['s14'], fact: 'Marcelo' },
      { question: 'Quantos pedidos saem por dia?', line: ['s3'], fact: 'mil e quinhentos' },
      { question: 'Qual ERP eles usam?', line: ['s8'], fact: 'Sankhya' },
    ],
  },
  {
    key: 'uploadedSchool',
    part: 'tuning',
    uploaded: true,
    seller: 'Speaker 1',
    lines: [
      ['Speaker 1', 'Boa tarde, Cláudia. Como a escola faz hoje a comunicação com os pais?'],
      [
        'Speaker 2',
        'Hoje é pela agenda de papel e por grupos de WhatsApp de cada turma. Os professores perdem muito tempo respondendo mensagem à noite.',
      ],
      ['Speaker 1', 'Quantos alunos são?'],
      ['Speaker 2', 'São novecentos alunos, do infantil ao médio, em duas unidades.'],
      ['Speaker 1', 'E o que mais incomoda hoje?'],
      [
        'Speaker 2',
        'Os recados se perdem. Mês passado metade dos pais não viu o aviso da reunião, e a inadimplência subiu porque o boleto não chega.',
      ],
      ['Speaker 3', 'A inadimplência está em doze por cento, era seis no ano passado.'],
      ['Speaker 1', 'No nosso aplicativo os pais recebem os recados, o boleto e confirmam a leitura.'],
      [
        'Speaker 3',
        'E os dados das crianças? Foto, nome, saúde... Precisamos cumprir a LGPD, os pais são muito atentos a isso.',
      ],
      [
        'Speaker 1',
        'Os dados ficam em servidores no Brasil, com acesso só da escola, e assinamos o termo de tratamento.',
      ],
      ['Speaker 3', 'Qual o valor?'],
      ['Speaker 1', 'Quatro reais por aluno por mês, sem taxa de implantação.'],
      [
        'Speaker 3',
        'Dá três mil e seiscentos por mês. Agora no meio do ano não dá, o orçamento só abre em janeiro.',
      ],
      ['Speaker 1', 'Faz sentido. Quem decide a contratação?'],
      ['Speaker 2', 'A decisão é da mantenedora, o conselho se reúne em novembro.'],
      ['Speaker 1', 'Então o ideal seria começar em janeiro, com o ano letivo?'],
      ['Speaker 2', 'Isso, começar junto com as matrículas de janeiro.'],
      ['Speaker 1', 'Combinado. Eu preparo a apresentação para o conselho e envio até o fim do mês.'],
      ['Speaker 2', 'E manda também um contato de outra escola que usa.'],
    ],
    templateAnswers: {
      budget: ['s12'],
      authority: ['s14'],
      need: ['s5', 's1'],
      timeline: ['s16', 's12'],
      situation: ['s1', 's3'],
      problems: ['s5', 's1'],
      implications: ['s5', 's6'],
      needPayoff: [],
    },
    nextSteps: [
      { line: 's17', owner: 'Speaker 1', due: 'fim do mês' },
      { line: 's18', owner: 'Speaker 1' },
    ],
    objections: [
      { line: 's8', kind: 'segurança' },
      { line: 's12', kind: 'momento' },
    ],
    decisionMakers: ['mantenedora'],
    chat: [
      { question: 'Quanto está a inadimplência?', line: ['s6'], fact: 'doze por cento' },
      { question: 'Quantos estudantes a escola tem?', line: ['s3'], fact: 'novecentos' },
      { question: 'Quando o orçamento fica disponível?', line: ['s12'], fact: 'janeiro' },
      { question: 'Quem aprova a contratação?', line: ['s14'], fact: 'mantenedora' },
    ],
  },
  {
    key: 'fleetInsurance',
    part: 'tuning',
    uploaded: false,
    seller: 'Lucas Almeida',
    lines: [
      [
        'Lucas Almeida',
        'Helena, Otávio, bom dia. Vocês comentaram que a renovação do seguro da frota está chegando.',
      ],
      [
        'Helena Prado',
        'Bom dia. Vence em quarenta e cinco dias, e a seguradora atual quer aumentar vinte por cento.',
      ],
      ['Lucas Almeida', 'Como vocês acompanham os sinistros hoje?'],
      [
        'Otávio Reis',
        'Numa planilha que o corretor manda todo mês. A gente não sabe quais motoristas causam mais acidentes.',
      ],
      ['Lucas Almeida', 'E quanto vocês pagam hoje?'],
      ['Helena Prado', 'Uns duzentos e oitenta mil por ano para sessenta veículos.'],
      [
        'Lucas Almeida',
        'Com a telemetria e o programa de direção segura, clientes parecidos reduziram os sinistros em trinta por cento.',
      ],
      [
        'Otávio Reis',
        'A gente testou um sistema de telemetria há dois anos e os motoristas desligavam o aparelho. Não sei se funciona com a nossa equipe.',
      ],
      ['Lucas Almeida', 'O nosso aparelho é lacrado e avisa quando é desligado.'],
      [
        'Helena Prado',
        'A Porto Seguro também ofereceu um pacote com telemetria, e saiu mais barato que o de vocês.',
      ],
      [
        'Lucas Almeida',
        'Mas o pacote deles não inclui o treinamento dos motoristas, que é o que reduz o sinistro.',
      ],
      ['Helena Prado', 'Pode ser. Quem bate o martelo é o nosso CFO, o Augusto.'],
      ['Lucas Almeida', 'Conseguimos conversar com ele antes do vencimento?'],
      ['Helena Prado', 'Sim, eu falo com ele e te confirmo um horário até amanhã.'],
      ['Lucas Almeida', 'Perfeito. Eu envio o estudo de redução de sinistros hoje.'],
    ],
    templateAnswers: {
      budget: ['s5'],
      authority: ['s11'],
      need: ['s3', 's1'],
      timeline: ['s1'],
      situation: ['s3', 's5'],
      problems: ['s3', 's1'],
      implications: ['s1'],
      needPayoff: [],
    },
    nextSteps: [
      { line: 's13', owner: 'Helena Prado', due: 'amanhã' },
      { line: 's14', owner: 'Lucas Almeida', due: 'hoje' },
    ],
    objections: [
      { line: 's7', kind: 'aderência' },
      { line: 's9', kind: 'concorrência' },
    ],
    decisionMakers: ['Augusto'],
    chat: [
      { question: 'Quanto gastam com seguro por ano?', line: ['s5'], fact: 'duzentos e oitenta mil' },
      { question: 'Qual o reajuste pedido pela seguradora?', line: ['s1'], fact: 'vinte por cento' },
      { question: 'Quem dá a palavra final?', line: ['s11'], fact: 'Augusto' },
      { question: 'O que aconteceu na última tentativa de telemetria?', line: ['s7'], fact: 'desligavam' },
    ],
  },
  {
    key: 'uploadedObservability',
    part: 'tuning',
    uploaded: true,
    seller: 'Carla M.',
    lines: [
      ['Carla M.', 'Diego, obrigada pelo tempo. Como vocês monitoram as aplicações em produção hoje?'],
      [
        'DIEGO',
        'Com logs espalhados e alguns alertas no Grafana. Quando cai alguma coisa, quem avisa é o cliente.',
      ],
      ['Carla M.', 'E isso acontece com que frequência?'],
      ['DIEGO', 'No último mês foram quatro quedas, uma delas de três horas no checkout.'],
      ['Carla M.', 'Quanto custou aquela queda?'],
      [
        'DIEGO',
        'A gente estima uns cento e vinte mil em vendas perdidas, fora a multa do contrato com o varejista.',
      ],
      ['Carla M.', 'A nossa plataforma junta logs, métricas e traces e avisa antes do cliente perceber.'],
      [
        'Participante',
        'Os logs têm dados pessoais dos clientes finais. Para onde eles vão? Nosso jurídico não aceita dados fora do país.',
      ],
      ['Carla M.', 'Temos região no Brasil e mascaramos os dados pessoais antes de armazenar.'],
      ['DIEGO', 'E o preço?'],
      ['Carla M.', 'Pelo volume de vocês, quinze mil por mês.'],
      ['DIEGO', 'Hoje pagamos oito mil no Datadog só pra parte de infraestrutura. Quinze fica pesado.'],
      [
        'Carla M.',
        'Se vocês desligarem o Datadog, a conta fica parecida e ganham o monitoramento de aplicação.',
      ],
      ['DIEGO', 'Faz sentido. Mas a decisão não é só minha, o CEO, o Renato, aprova tudo acima de dez mil.'],
      ['Carla M.', 'E qual seria o prazo?'],
      ['DIEGO', 'Queremos resolver antes da Black Friday, em novembro.'],
      [
        'Carla M.',
        'Então vamos fazer uma prova de conceito de duas semanas. Eu configuro o ambiente na segunda.',
      ],
      ['DIEGO', 'Combinado. Eu te passo os acessos amanhã.'],
    ],
    templateAnswers: {
      budget: ['s11'],
      authority: ['s13'],
      need: ['s1', 's3', 's5'],
      timeline: ['s15'],
      situation: ['s1'],
      problems: ['s1', 's3'],
      implications: ['s5'],
      needPayoff: [],
    },
    nextSteps: [
      { line: 's16', owner: 'Carla M.', due: 'segunda-feira' },
      { line: 's17', owner: 'DIEGO', due: 'amanhã' },
    ],
    objections: [
      { line: 's7', kind: 'segurança' },
      { line: 's11', kind: 'preço' },
      { line: 's11', kind: 'concorrência' },
      { line: 's13', kind: 'aprovação' },
    ],
    decisionMakers: ['Renato'],
    chat: [
      { question: 'Quanto perderam com a queda do checkout?', line: ['s5'], fact: 'cento e vinte mil' },
      { question: 'Quanto pagam hoje ao fornecedor atual?', line: ['s11'], fact: 'oito mil' },
      { question: 'Quem aprova compras acima de dez mil?', line: ['s13'], fact: 'Renato' },
      { question: 'Quando querem isso resolvido?', line: ['s15'], fact: 'novembro' },
    ],
  },
];
