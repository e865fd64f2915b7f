import type { LabelledCall } from './types.ts';

/**
 * Round 5's held-out calls: written and labelled before anything ran on them, and committed alone, so the
 * history shows the labels came first; measured once as held out (round 5 row of docs/benchmarks.md), tuning
 * calls since round 6. Five industries no other call is about (a car dealership, a
 * real-estate agency, a city's health department, a print shop, a waste-collection company); three
 * uploaded-style, with labels as tools give them: a login ("jpedro", "renan", "bruno.castro"), a person with
 * the company ("Marta Prime Imóveis"), a title in the name ("Sec. Saúde - Dra. Helena"), a guest
 * ("usuário convidado", "Convidado 2"), a diarisation default ("Speaker 2", "Participante 4") and a room
 * ("Ecolimp Sala"). Written as the clients would speak, not as the rules read.
 */
export const roundFiveCalls: LabelledCall[] = [
  {
    key: 'carDealership',
    part: 'tuning',
    uploaded: false,
    seller: 'Fernanda Lopes',
    lines: [
      [
        'Fernanda Lopes',
        'Rogério, Paula, obrigada pelo tempo. Pra começar, o que acontece hoje quando chega um lead do site ou do Webmotors?',
      ],
      [
        'Rogério Antunes',
        'Cai num e-mail geral, a Paula distribui de manhã pros vendedores numa planilha, e cada um liga quando pode.',
      ],
      [
        'Paula Ribeiro',
        'Em média a gente recebe uns mil e duzentos contatos por mês, somando as duas lojas.',
      ],
      ['Fernanda Lopes', 'E quanto tempo leva até alguém ligar?'],
      [
        'Paula Ribeiro',
        'Depende do vendedor. Tem lead que só é atendido no dia seguinte, e aí o cliente já foi na concorrente da avenida.',
      ],
      [
        'Rogério Antunes',
        'No mês passado fechamos quarenta e poucos carros vindos da internet. Com mil e duzentos contatos, é muito pouco.',
      ],
      [
        'Fernanda Lopes',
        'Nossa plataforma distribui o lead na hora, por rodízio, e se o vendedor não atender em cinco minutos passa pro próximo.',
      ],
      [
        'Rogério Antunes',
        'Vendedor aqui não gosta de ser cobrado por minuto, vai ter chiadeira. O pessoal é comissionado e acha que o lead é dele.',
      ],
      ['Fernanda Lopes', 'A gente configura as regras com vocês, dá pra começar só com a loja nova.'],
      ['Paula Ribeiro', 'E quanto é?'],
      ['Fernanda Lopes', 'Mil e novecentos por mês por loja, com o WhatsApp oficial incluído.'],
      [
        'Rogério Antunes',
        'Olha, a montadora já dá um CRM de graça pra rede. Ninguém usa, mas é de graça. Pagar quase quatro mil por mês do lado vai ser difícil de explicar lá em cima.',
      ],
      ['Fernanda Lopes', 'Entendo. E lá em cima, quem seria?'],
      [
        'Rogério Antunes',
        'O grupo tem um diretor de operações, o Henrique, que aprova qualquer contrato novo. Eu levo, mas quem dá o sim é ele.',
      ],
      ['Fernanda Lopes', 'E tem alguma data que pesa pra vocês?'],
      ['Paula Ribeiro', 'O feirão de março. Se tivesse isso rodando antes do feirão, já ia fazer diferença.'],
      [
        'Rogério Antunes',
        'Se a gente convertesse nem que fosse dois por cento a mais, já pagava a ferramenta com folga.',
      ],
      [
        'Fernanda Lopes',
        'Faz sentido. Eu preparo uma simulação com os números de vocês e mando pro Rogério até quinta.',
      ],
      ['Rogério Antunes', 'Fechado. Eu vejo com o Henrique uma agenda pra semana que vem.'],
      ['Paula Ribeiro', 'E eu te mando a exportação dos leads de outubro amanhã cedo.'],
    ],
    templateAnswers: {
      budget: ['s11', 's10'],
      authority: ['s13'],
      need: ['s4', 's5', 's1'],
      timeline: ['s15'],
      situation: ['s1', 's2'],
      problems: ['s4'],
      implications: ['s5', 's4'],
      needPayoff: ['s16'],
    },
    nextSteps: [
      { line: 's17', owner: 'Fernanda Lopes', due: 'quinta-feira' },
      { line: 's18', owner: 'Rogério Antunes', due: 'próxima semana' },
      { line: 's19', owner: 'Paula Ribeiro', due: 'amanhã' },
    ],
    objections: [
      { line: 's7', kind: 'aderência' },
      { line: 's11', kind: 'concorrência' },
      { line: 's11', kind: 'preço' },
    ],
    decisionMakers: ['Henrique'],
    chat: [
      {
        question: 'Qual o volume mensal de interessados que chega pela internet?',
        line: ['s2'],
        fact: 'mil e duzentos',
      },
      {
        question: 'Quantos veículos foram vendidos a partir da internet no último mês?',
        line: ['s5'],
        fact: 'quarenta',
      },
      { question: 'Que ferramenta a fabricante oferece sem custo?', line: ['s11'], fact: 'CRM' },
      { question: 'Qual evento eles querem aproveitar?', line: ['s15'], fact: 'feirão' },
    ],
  },
  {
    key: 'uploadedRealEstate',
    part: 'tuning',
    uploaded: true,
    seller: 'jpedro',
    lines: [
      [
        'jpedro',
        'Marta, tudo bem? Você comentou no e-mail que a carteira cresceu. Hoje como vocês cobram os aluguéis?',
      ],
      [
        'Marta Prime Imóveis',
        'Olha, é boleto do banco, gerado um por um pela Sônia do financeiro. São uns oitocentos contratos ativos.',
      ],
      ['jpedro', 'E dá conta?'],
      [
        'Marta Prime Imóveis',
        'Dar dá, mas no dia cinco vira um inferno. Inquilino liga dizendo que não recebeu boleto, proprietário liga perguntando se o aluguel caiu.',
      ],
      [
        'Speaker 2',
        'E a inadimplência subiu. Tá em onze por cento, e boa parte é gente que simplesmente esqueceu de pagar.',
      ],
      [
        'Marta Prime Imóveis',
        'Isso mexe direto no repasse. Semana passada atrasamos o repasse de três proprietários e um deles já falou em tirar os imóveis daqui.',
      ],
      [
        'jpedro',
        'A gente manda o boleto e o Pix por WhatsApp, lembra antes do vencimento e o repasse sai automático quando o pagamento compensa.',
      ],
      [
        'Speaker 2',
        'Tá, mas e o sistema que a gente usa hoje pra contrato? A gente não vai largar o Imobzi.',
      ],
      ['jpedro', 'Não precisa, a gente puxa os contratos do Imobzi.'],
      ['Marta Prime Imóveis', 'Quanto fica isso?'],
      ['jpedro', 'Três reais por boleto emitido, sem mensalidade.'],
      [
        'Speaker 2',
        'Três reais em oitocentos é dois mil e quatrocentos todo mês. Hoje o banco cobra um e noventa.',
      ],
      ['Marta Prime Imóveis', 'Mas se cair a inadimplência pela metade já compensa, Júnior. Faz a conta.'],
      ['jpedro', 'E quem bate o martelo nisso, a Marta?'],
      [
        'Marta Prime Imóveis',
        'A imobiliária é minha e do meu marido, o Cláudio. Coisa de dinheiro ele quer ver antes.',
      ],
      ['jpedro', 'Tem alguma data boa pra começar?'],
      ['Speaker 2', 'Virada de mês é ruim pra mexer. Se for, que comece no dia quinze, longe do vencimento.'],
      ['jpedro', 'Combinado. Eu mando hoje o contrato de teste com trinta dias grátis.'],
      ['Marta Prime Imóveis', 'E eu mostro pro Cláudio no fim de semana e te dou retorno na segunda.'],
      ['Speaker 2', 'Me manda também a lista de bancos que vocês usam pra compensar o Pix.'],
    ],
    templateAnswers: {
      budget: ['s11', 's10'],
      authority: ['s14'],
      need: ['s3', 's4', 's5'],
      timeline: ['s16'],
      situation: ['s1'],
      problems: ['s3', 's4'],
      implications: ['s5'],
      needPayoff: ['s12'],
    },
    nextSteps: [
      { line: 's17', owner: 'jpedro', due: 'hoje' },
      { line: 's18', owner: 'Marta Prime Imóveis', due: 'segunda-feira' },
      { line: 's19', owner: 'jpedro' },
    ],
    objections: [
      { line: 's7', kind: 'aderência' },
      { line: 's11', kind: 'preço' },
      { line: 's11', kind: 'concorrência' },
    ],
    decisionMakers: ['Marta', 'Cláudio'],
    chat: [
      {
        question: 'Qual é o percentual de inquilinos que não pagam em dia?',
        line: ['s4'],
        fact: 'onze por cento',
      },
      { question: 'Quantos imóveis alugados a imobiliária administra?', line: ['s1'], fact: 'oitocentos' },
      { question: 'Qual programa eles usam para os contratos?', line: ['s7'], fact: 'Imobzi' },
      { question: 'Quanto o banco cobra hoje por cobrança?', line: ['s11'], fact: 'um e noventa' },
    ],
  },
  {
    key: 'uploadedCityHealth',
    part: 'tuning',
    uploaded: true,
    seller: 'renan',
    lines: [
      ['renan', 'Bom dia a todos. Doutora Helena, como é feito hoje o agendamento nas unidades de saúde?'],
      [
        'Sec. Saúde - Dra. Helena',
        'Cada UBS tem sua agenda de papel. O paciente vem de madrugada pegar ficha, e a fila dobra o quarteirão.',
      ],
      ['renan', 'Quantas unidades são?'],
      [
        'Sec. Saúde - Dra. Helena',
        'Dezoito UBS e duas policlínicas, pra uma população de cento e oitenta mil habitantes.',
      ],
      [
        'usuário convidado',
        'E o absenteísmo é alto. Na especialidade, quase um terço dos pacientes marcados não aparece.',
      ],
      [
        'Sec. Saúde - Dra. Helena',
        'Isso é consulta de cardiologista jogada fora, que a gente paga por plantão. E a fila de espera da especialidade passa de quatro meses.',
      ],
      [
        'renan',
        'O nosso sistema agenda pelo aplicativo ou pelo telefone, manda lembrete por SMS e libera a vaga de quem cancela.',
      ],
      [
        'Participante 4',
        'Aqui muita gente não tem smartphone, a população é bem idosa. Não pode ser só aplicativo.',
      ],
      ['renan', 'Por isso tem o atendimento por telefone e o agendamento no balcão também.'],
      ['Participante 4', 'E os dados dos pacientes ficam onde? Prontuário não pode ir pra qualquer nuvem.'],
      ['renan', 'Ficam em datacenter no Brasil, com certificação, e a prefeitura é dona dos dados.'],
      ['Sec. Saúde - Dra. Helena', 'E valor?'],
      ['renan', 'Para dezoito unidades, uns nove mil por mês, com implantação e treinamento.'],
      [
        'Sec. Saúde - Dra. Helena',
        'Valor até cabe, temos recurso do programa federal pra informatização. O problema é que pra contratar precisa de licitação ou ata de registro de preço.',
      ],
      ['renan', 'Temos ata vigente com o consórcio de municípios. Quem assina a adesão?'],
      [
        'Sec. Saúde - Dra. Helena',
        'O secretário, o Dr. Marcelo, e depois passa pelo jurídico da prefeitura.',
      ],
      ['renan', 'E em termos de prazo?'],
      [
        'Sec. Saúde - Dra. Helena',
        'O recurso federal precisa ser empenhado até novembro, senão a gente perde.',
      ],
      ['renan', 'Eu envio a cópia da ata e o termo de referência pra senhora até sexta.'],
      [
        'usuário convidado',
        'E eu levanto quantos pacientes faltaram no último trimestre pra gente ter a linha de base.',
      ],
    ],
    templateAnswers: {
      budget: ['s13'],
      authority: ['s15'],
      need: ['s1', 's4', 's5'],
      timeline: ['s17'],
      situation: ['s1', 's3'],
      problems: ['s1', 's4'],
      implications: ['s5'],
      needPayoff: [],
    },
    nextSteps: [
      { line: 's18', owner: 'renan', due: 'sexta-feira' },
      { line: 's19', owner: 'usuário convidado' },
    ],
    objections: [
      { line: 's7', kind: 'aderência' },
      { line: 's9', kind: 'segurança' },
      { line: 's13', kind: 'aprovação' },
    ],
    decisionMakers: ['Marcelo'],
    chat: [
      { question: 'Quantos moradores a cidade tem?', line: ['s3'], fact: 'cento e oitenta mil' },
      {
        question: 'Qual parcela dos pacientes falta às consultas marcadas?',
        line: ['s4'],
        fact: 'um terço',
      },
      { question: 'Quanto tempo se espera por um especialista?', line: ['s5'], fact: 'quatro meses' },
      {
        question: 'Até quando o dinheiro do governo federal tem que ser comprometido?',
        line: ['s17'],
        fact: 'novembro',
      },
    ],
  },
  {
    key: 'printShop',
    part: 'tuning',
    uploaded: false,
    seller: 'Tatiane Moura',
    lines: [
      ['Tatiane Moura', 'Alberto, Cristiane, obrigada. Como funciona hoje um orçamento aqui na gráfica?'],
      [
        'Cristiane Dias',
        'O cliente manda pelo WhatsApp o que quer, eu passo pro Alberto, ele calcula papel, chapa e acabamento numa planilha dele e me devolve.',
      ],
      ['Alberto Nakamura', 'Só eu sei mexer naquela planilha, é verdade.'],
      ['Tatiane Moura', 'E quanto tempo isso leva?'],
      [
        'Cristiane Dias',
        'Um orçamento simples sai em um dia. Um mais complicado, dois, três. Cliente de agência não espera isso.',
      ],
      [
        'Alberto Nakamura',
        'A gente estima que de cada dez orçamentos, seis o cliente fecha com quem respondeu primeiro. Ano passado faturamos três milhões e podia ter sido bem mais.',
      ],
      [
        'Tatiane Moura',
        'Com o nosso sistema, o cliente monta o pedido no site, o preço sai na hora com as suas regras, e a ordem de produção já vai pra máquina.',
      ],
      [
        'Alberto Nakamura',
        'Eu já vi essas calculadoras. Gráfica não é padaria, cada trabalho tem um detalhe. Não acredito que uma tela vai calcular uma faca especial.',
      ],
      [
        'Tatiane Moura',
        'Os trabalhos fora do padrão continuam com você; o site resolve cartão, panfleto, adesivo, o que é repetido.',
      ],
      ['Cristiane Dias', 'Isso é uns setenta por cento do que entra.'],
      ['Alberto Nakamura', 'E o preço disso?'],
      ['Tatiane Moura', 'Oitocentos e noventa por mês, e a configuração inicial é quatro mil.'],
      ['Alberto Nakamura', 'Quatro mil pra configurar? Isso é um mês de salário de um impressor.'],
      ['Tatiane Moura', 'A gente pode dividir a configuração em quatro vezes.'],
      [
        'Alberto Nakamura',
        'Aí melhora. Mas a decisão aqui é minha mesmo, não tem ninguém acima de mim. Só quero ver funcionando com um trabalho nosso antes.',
      ],
      ['Tatiane Moura', 'E pra quando vocês precisariam?'],
      [
        'Cristiane Dias',
        'Agosto e setembro são os meses das eleições e das formaturas, o movimento triplica. Tinha que estar pronto em julho.',
      ],
      ['Tatiane Moura', 'Então eu monto uma demonstração com três produtos de vocês e apresento na terça.'],
      ['Cristiane Dias', 'Eu separo a tabela de preços de cartão e panfleto e te mando hoje à tarde.'],
    ],
    templateAnswers: {
      budget: ['s12', 's11'],
      authority: ['s14'],
      need: ['s4', 's5', 's1'],
      timeline: ['s16'],
      situation: ['s1'],
      problems: ['s4', 's2'],
      implications: ['s5'],
      needPayoff: ['s9'],
    },
    nextSteps: [
      { line: 's17', owner: 'Tatiane Moura', due: 'terça-feira' },
      { line: 's18', owner: 'Cristiane Dias', due: 'hoje' },
    ],
    objections: [
      { line: 's7', kind: 'aderência' },
      { line: 's12', kind: 'preço' },
    ],
    decisionMakers: ['Alberto'],
    chat: [
      { question: 'Quanto a empresa vendeu no último ano?', line: ['s5'], fact: 'três milhões' },
      {
        question: 'Em quanto tempo um pedido de preço simples é respondido?',
        line: ['s4'],
        fact: 'um dia',
      },
      { question: 'Que parte dos pedidos é de produto padrão?', line: ['s9'], fact: 'setenta por cento' },
      { question: 'Quais meses são de pico?', line: ['s16'], fact: 'agosto' },
    ],
  },
  {
    key: 'uploadedWasteCollection',
    part: 'tuning',
    uploaded: true,
    seller: 'bruno.castro',
    lines: [
      ['bruno.castro', 'Wellington, pessoal, bom dia. Como vocês sabem hoje por onde o caminhão passou?'],
      [
        'Wellington',
        'Não sabemos, essa é a verdade. O motorista sai com a rota no papel e volta no fim do turno. Temos trinta e dois caminhões rodando em três municípios.',
      ],
      ['bruno.castro', 'E isso gera o quê?'],
      [
        'Convidado 2',
        'Reclamação de rua que ficou sem coleta. A prefeitura de Contagem nos notificou duas vezes esse ano, e na terceira tem glosa no contrato.',
      ],
      [
        'Wellington',
        'Fora o diesel. Tem motorista que faz caminho maior pra passar em casa no almoço, e a gente não tem como provar.',
      ],
      ['Ecolimp Sala', 'O combustível é nosso segundo maior custo, uns trezentos mil por mês.'],
      [
        'bruno.castro',
        'O rastreador mostra a rota feita contra a planejada, e a prefeitura pode ter um acesso pra ver as ruas atendidas.',
      ],
      ['Wellington', 'Dar acesso pra prefeitura? Aí não. Eles vão usar isso contra a gente em cada atraso.'],
      ['bruno.castro', 'O acesso é opcional, vocês decidem o que mostrar.'],
      ['Convidado 2', 'E o motorista? O sindicato vai dizer que é vigilância.'],
      [
        'bruno.castro',
        'Já implantamos em outras empresas com acordo com o sindicato, posso mandar o modelo.',
      ],
      ['Wellington', 'Quanto custa?'],
      ['bruno.castro', 'Cento e quarenta por caminhão por mês, equipamento em comodato.'],
      [
        'Wellington',
        'Uns quatro e meio por mês. Se economizar cinco por cento do diesel, se paga três vezes.',
      ],
      ['bruno.castro', 'E quem mais participa da decisão?'],
      [
        'Ecolimp Sala',
        'O contrato passa pela Dona Lúcia, que é a presidente do grupo. Ela costuma seguir o que o Wellington recomenda.',
      ],
      ['bruno.castro', 'E prazo?'],
      [
        'Wellington',
        'A renovação do contrato com Contagem é em abril. Queria chegar lá com relatório de rota na mão.',
      ],
      ['bruno.castro', 'Então eu mando amanhã o modelo do acordo com o sindicato e a proposta.'],
      ['Wellington', 'E eu coloco dois caminhões pra teste na semana que vem, se o equipamento chegar.'],
    ],
    templateAnswers: {
      budget: ['s13', 's12'],
      authority: ['s15'],
      need: ['s1', 's3', 's4'],
      timeline: ['s17'],
      situation: ['s1'],
      problems: ['s3', 's4'],
      implications: ['s3', 's5'],
      needPayoff: ['s13'],
    },
    nextSteps: [
      { line: 's18', owner: 'bruno.castro', due: 'amanhã' },
      { line: 's19', owner: 'Wellington', due: 'próxima semana' },
    ],
    objections: [
      { line: 's7', kind: 'aderência' },
      { line: 's9', kind: 'aderência' },
    ],
    decisionMakers: ['Lúcia'],
    chat: [
      { question: 'Quantos veículos a frota de coleta tem?', line: ['s1'], fact: 'trinta e dois' },
      { question: 'Quanto gastam com combustível por mês?', line: ['s5'], fact: 'trezentos mil' },
      { question: 'Qual município já advertiu a empresa?', line: ['s3'], fact: 'Contagem' },
      { question: 'Quando vence o acordo com a cidade?', line: ['s17'], fact: 'abril' },
    ],
  },
];
