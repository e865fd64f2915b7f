import type { LabelledCall } from './types.ts';

/**
 * Round 4's held-out calls: written and labelled before anything ran on them, and committed alone, so the
 * history shows the labels came first; measured once as held out (the round 4 row of docs/benchmarks.md), and
 * tuning calls since round 5. Five industries no other call is about (pharmacies, hotels, gyms,
 * fashion e-commerce, a regional internet provider); three uploaded-style, with labels as tools give them: a
 * sales login ("marcos.vendas", "eduardo.m", "vinicius"), a store with a name ("Farmácia Vida - Cláudia"),
 * a diarisation default ("Speaker 3"), a phone's name ("iPhone de Rodrigo"), a company in brackets ("Kleber
 * Nogueira (NetSul)") and a room microphone ("SALA REUNIÃO 1"). Decision-makers are said in answer to the
 * seller's question in some calls and volunteered in others.
 */
export const roundFourCalls: LabelledCall[] = [
  {
    key: 'uploadedPharmacies',
    part: 'tuning',
    uploaded: true,
    seller: 'marcos.vendas',
    lines: [
      [
        'marcos.vendas',
        'Bom dia, Cláudia. Antes de mostrar qualquer coisa, queria entender como vocês controlam a validade dos remédios nas lojas.',
      ],
      [
        'Farmácia Vida - Cláudia',
        'Hoje é tudo na planilha. Cada gerente confere as prateleiras uma vez por mês e anota o que vence nos próximos noventa dias.',
      ],
      ['marcos.vendas', 'São quantas farmácias na rede?'],
      ['Farmácia Vida - Cláudia', 'Vinte e três, todas no interior de Minas.'],
      ['marcos.vendas', 'E onde isso aperta mais?'],
      [
        'Farmácia Vida - Cláudia',
        'Produto vence na prateleira antes de alguém ver. No último inventário jogamos fora quase cento e vinte mil reais em medicamento vencido.',
      ],
      [
        'Speaker 3',
        'Sem contar a multa da vigilância sanitária que tomamos em Uberaba por causa de um lote vencido exposto.',
      ],
      [
        'marcos.vendas',
        'Nosso sistema lê a nota fiscal de entrada, acompanha cada lote e avisa o gerente sessenta dias antes, sugerindo transferir pra loja que vende mais.',
      ],
      [
        'Farmácia Vida - Cláudia',
        'Se isso funcionar, só a transferência entre as lojas já pagaria o sistema.',
      ],
      ['Speaker 3', 'E qual é o investimento?'],
      [
        'marcos.vendas',
        'Duzentos e oitenta reais por loja por mês, e a implantação sai por seis mil uma vez só.',
      ],
      [
        'Speaker 3',
        'Hum. Somando tudo dá mais de sessenta mil no primeiro ano, e o que eu tenho aprovado pra sistemas esse ano é quarenta.',
      ],
      [
        'Farmácia Vida - Cláudia',
        'E tem outra coisa: nosso ERP é o Trier, e a última ferramenta que a gente comprou nunca conversou direito com ele.',
      ],
      [
        'marcos.vendas',
        'A gente tem integração pronta com o Trier, posso mostrar rodando. Além de vocês dois, quem mais precisa aprovar?',
      ],
      ['Speaker 3', 'Aqui quem assina é o seu Geraldo, o dono. Ele ouve a gente, mas a caneta é dele.'],
      ['marcos.vendas', 'E qual seria o prazo ideal pra vocês?'],
      [
        'Farmácia Vida - Cláudia',
        'Queremos rodar antes do inventário de julho, então a decisão tem que sair até o fim de maio.',
      ],
      [
        'marcos.vendas',
        'Combinado. Eu monto uma proposta com a implantação parcelada e mando pra Cláudia até sexta.',
      ],
      [
        'Speaker 3',
        'E eu separo o relatório de perdas do último inventário e te mando amanhã, pra gente levar pro seu Geraldo.',
      ],
      ['Farmácia Vida - Cláudia', 'E eu tento marcar uma demonstração com ele na semana que vem.'],
    ],
    templateAnswers: {
      budget: ['s11', 's10'],
      authority: ['s14'],
      need: ['s5', 's1', 's6'],
      timeline: ['s16'],
      situation: ['s1', 's3'],
      problems: ['s5', 's6'],
      implications: ['s5', 's6'],
      needPayoff: ['s8'],
    },
    nextSteps: [
      { line: 's17', owner: 'marcos.vendas', due: 'sexta-feira' },
      { line: 's18', owner: 'Speaker 3', due: 'amanhã' },
      { line: 's19', owner: 'Farmácia Vida - Cláudia', due: 'próxima semana' },
    ],
    objections: [
      { line: 's11', kind: 'preço' },
      { line: 's12', kind: 'aderência' },
    ],
    decisionMakers: ['Geraldo'],
    chat: [
      { question: 'Quanto perderam com produtos fora do prazo?', line: ['s5'], fact: 'cento e vinte mil' },
      { question: 'Com qual software de retaguarda precisa integrar?', line: ['s12'], fact: 'Trier' },
      { question: 'Em que cidade levaram a autuação?', line: ['s6'], fact: 'Uberaba' },
      {
        question: 'Quanto está liberado para gastar com tecnologia neste ano?',
        line: ['s11'],
        fact: 'quarenta',
      },
    ],
  },
  {
    key: 'hotelRevenue',
    part: 'tuning',
    uploaded: false,
    seller: 'Camila Rocha',
    lines: [
      [
        'Camila Rocha',
        'Otávio, Luciana, obrigada pela conversa. Como vocês definem hoje o preço das diárias nos três hotéis?',
      ],
      [
        'Otávio Martins',
        'Eu olho o que os concorrentes cobram no Booking toda segunda de manhã e ajusto na mão. Em feriado a gente sobe vinte por cento e pronto.',
      ],
      ['Camila Rocha', 'E isso tem funcionado?'],
      [
        'Otávio Martins',
        'Mais ou menos. No Carnaval lotamos com três semanas de antecedência, ou seja, vendemos barato demais.',
      ],
      [
        'Luciana Prates',
        'E na baixa temporada a ocupação cai pra quarenta e cinco por cento, e a gente nunca sabe se baixa o preço ou segura.',
      ],
      ['Luciana Prates', 'Só no Carnaval eu calculo que deixamos uns oitenta mil na mesa.'],
      [
        'Camila Rocha',
        'Nossa ferramenta ajusta a diária várias vezes por dia conforme a procura, os eventos da cidade e os concorrentes.',
      ],
      [
        'Otávio Martins',
        'Tenho um pé atrás com preço automático. Hóspede fiel reclama quando vê a diária mudando toda hora.',
      ],
      ['Camila Rocha', 'Dá pra travar faixas de preço e proteger a tarifa dos clientes corporativos.'],
      ['Luciana Prates', 'Quanto custa?'],
      ['Camila Rocha', 'Um e meio por cento da receita de hospedagem, com mínimo de três mil por mês.'],
      [
        'Luciana Prates',
        'Percentual sobre receita não passa aqui, o grupo só trabalha com valor fixo, e o que temos reservado pra isso é uns quarenta mil no ano.',
      ],
      [
        'Luciana Prates',
        'E a gente acabou de renovar com a Omnibees por um ano, o motor de reservas é deles.',
      ],
      ['Camila Rocha', 'Entendi. E quem bate o martelo numa contratação dessas?'],
      [
        'Otávio Martins',
        'Vai pro conselho do grupo, que se reúne na primeira semana de cada mês. A Luciana e eu só recomendamos.',
      ],
      ['Camila Rocha', 'Qual seria um bom momento pra ter isso rodando?'],
      ['Otávio Martins', 'Antes da alta temporada de dezembro. Se começar depois de outubro já não adianta.'],
      ['Camila Rocha', 'Então eu refaço a proposta com mensalidade fixa e envio pra Luciana na quinta.'],
      ['Luciana Prates', 'Eu coloco o assunto na pauta do conselho de junho.'],
      ['Otávio Martins', 'E eu te mando os dados de ocupação dos últimos dois anos até amanhã.'],
    ],
    templateAnswers: {
      budget: ['s11'],
      authority: ['s14'],
      need: ['s3', 's5', 's4'],
      timeline: ['s16'],
      situation: ['s1'],
      problems: ['s3', 's4'],
      implications: ['s5'],
      needPayoff: [],
    },
    nextSteps: [
      { line: 's17', owner: 'Camila Rocha', due: 'quinta-feira' },
      { line: 's18', owner: 'Luciana Prates', due: 'junho' },
      { line: 's19', owner: 'Otávio Martins', due: 'amanhã' },
    ],
    objections: [
      { line: 's7', kind: 'aderência' },
      { line: 's11', kind: 'preço' },
      { line: 's12', kind: 'concorrência' },
    ],
    decisionMakers: ['conselho'],
    chat: [
      {
        question: 'Qual a taxa de quartos ocupados fora da temporada?',
        line: ['s4'],
        fact: 'quarenta e cinco',
      },
      { question: 'Quanto estimam ter perdido no feriado de fevereiro?', line: ['s5'], fact: 'oitenta mil' },
      { question: 'Com que empresa fecharam o sistema de reservas?', line: ['s12'], fact: 'Omnibees' },
      { question: 'Quando o colegiado se reúne?', line: ['s14'], fact: 'primeira semana' },
    ],
  },
  {
    key: 'uploadedGyms',
    part: 'tuning',
    uploaded: true,
    seller: 'vinicius',
    lines: [
      ['vinicius', 'Oi Jéssica, oi Rodrigo. Me conta como vocês acompanham hoje os alunos que param de vir.'],
      [
        'Academia Forte (Jéssica)',
        'A recepção puxa do sistema quem não passa na catraca há quinze dias e liga, quando dá tempo. Temos cinco unidades e uns seis mil alunos.',
      ],
      ['vinicius', 'E quantos cancelam por mês?'],
      [
        'iPhone de Rodrigo',
        'Perto de oito por cento. Em janeiro entra muita gente e em março metade já sumiu.',
      ],
      [
        'Academia Forte (Jéssica)',
        'Cada aluno que sai leva uns cento e vinte por mês de mensalidade. Isso faz falta no caixa.',
      ],
      [
        'vinicius',
        'Nosso aplicativo manda o treino, lembra o aluno pelo WhatsApp e avisa o professor quando alguém começa a faltar.',
      ],
      [
        'iPhone de Rodrigo',
        'A gente já usa o Tecnofit pra catraca e pagamento. Não quero mais um aplicativo pro aluno baixar.',
      ],
      ['vinicius', 'A gente integra com o Tecnofit, o aluno entra pelo mesmo aplicativo que já usa.'],
      ['Academia Forte (Jéssica)', 'E quanto fica?'],
      ['vinicius', 'Novecentos por unidade por mês.'],
      [
        'iPhone de Rodrigo',
        'Pra cinco unidades são quatro e quinhentos. Agora em dezembro não tem como, o caixa está comprometido com a reforma da unidade do Centro.',
      ],
      ['vinicius', 'Entendo. E quem decide esse tipo de investimento aí?'],
      [
        'Academia Forte (Jéssica)',
        'Eu e o Rodrigo somos sócios, mas quem cuida do dinheiro é a Patrícia, nossa sócia investidora. Sem ela não sai.',
      ],
      ['vinicius', 'E pra quando faria sentido começar?'],
      [
        'iPhone de Rodrigo',
        'Janeiro, que é quando entra a turma de começo de ano. Se estiver rodando até o dia dez de janeiro, ótimo.',
      ],
      ['vinicius', 'Posso fazer um piloto numa unidade em dezembro, sem custo, e em janeiro vocês decidem.'],
      ['Academia Forte (Jéssica)', 'Aí sim. Pode ser na unidade do Bairro Alto.'],
      ['vinicius', 'Perfeito. Eu mando o termo do piloto pra Jéssica até segunda.'],
      ['iPhone de Rodrigo', 'E eu apresento os números pra Patrícia depois do piloto.'],
    ],
    templateAnswers: {
      budget: ['s10', 's9'],
      authority: ['s12'],
      need: ['s3', 's4', 's1'],
      timeline: ['s14'],
      situation: ['s1'],
      problems: ['s3'],
      implications: ['s4'],
      needPayoff: [],
    },
    nextSteps: [
      { line: 's15', owner: 'vinicius', due: 'dezembro' },
      { line: 's17', owner: 'vinicius', due: 'segunda-feira' },
      { line: 's18', owner: 'iPhone de Rodrigo' },
    ],
    objections: [
      { line: 's6', kind: 'concorrência' },
      { line: 's6', kind: 'aderência' },
      { line: 's10', kind: 'preço' },
      { line: 's10', kind: 'momento' },
    ],
    decisionMakers: ['Patrícia'],
    chat: [
      { question: 'Que parcela dos matriculados desiste a cada mês?', line: ['s3'], fact: 'oito por cento' },
      { question: 'Quantos clientes frequentam as academias no total?', line: ['s1'], fact: 'seis mil' },
      { question: 'Qual unidade está sendo reformada?', line: ['s10'], fact: 'Centro' },
      { question: 'Onde vai acontecer o teste gratuito?', line: ['s16'], fact: 'Bairro Alto' },
    ],
  },
  {
    key: 'fashionEcommerce',
    part: 'tuning',
    uploaded: false,
    seller: 'Diego Nunes',
    lines: [
      [
        'Diego Nunes',
        'Mariana, você comentou por e-mail que o atendimento está sofrendo. Como ele funciona hoje?',
      ],
      [
        'Mariana Leal',
        'São doze atendentes respondendo e-mail, chat do site e Instagram, cada canal numa tela diferente. Recebemos umas nove mil mensagens por mês.',
      ],
      ['Diego Nunes', 'E onde dói mais?'],
      [
        'Mariana Leal',
        'Troca e devolução. Metade das mensagens é gente perguntando onde está o reembolso, e o tempo de primeira resposta passou de dois dias.',
      ],
      [
        'Paulo Henrique Costa',
        'Isso virou nota ruim no Reclame Aqui. Caímos de oito pra seis e meio, e a conversão do site caiu junto.',
      ],
      [
        'Diego Nunes',
        'Com a nossa central, todos os canais caem numa fila só e o cliente consulta a troca sozinho, sem falar com ninguém.',
      ],
      [
        'Mariana Leal',
        'Se metade das perguntas de reembolso se resolver sozinha, a equipe volta a dar conta sem contratar ninguém.',
      ],
      [
        'Paulo Henrique Costa',
        'Uma preocupação: os dados de cartão e endereço dos clientes ficariam em servidor de vocês? Nosso jurídico é bem chato com isso.',
      ],
      [
        'Diego Nunes',
        'Ficam em nuvem no Brasil, e não guardamos dado de cartão. Posso mandar o nosso relatório de conformidade.',
      ],
      ['Paulo Henrique Costa', 'E o valor?'],
      ['Diego Nunes', 'Para doze atendentes, quatro mil e duzentos por mês.'],
      [
        'Paulo Henrique Costa',
        'A Zendesk cotou três mil e quinhentos pra mesma coisa, e é mais ou menos isso que eu tenho pra gastar.',
      ],
      ['Diego Nunes', 'Entendo. Na decisão final, além de vocês dois, tem mais alguém?'],
      [
        'Paulo Henrique Costa',
        'Quem assina é o Fabrício, nosso diretor de tecnologia. Eu só libero o dinheiro depois que ele aprovar.',
      ],
      ['Diego Nunes', 'E qual é o prazo de vocês?'],
      [
        'Mariana Leal',
        'A Black Friday é em novembro. Precisamos estar com a equipe treinada até o fim de outubro.',
      ],
      ['Diego Nunes', 'Então eu envio o relatório de conformidade pro Paulo ainda hoje.'],
      ['Mariana Leal', 'E eu agendo uma conversa sua com o Fabrício até quarta.'],
      ['Diego Nunes', 'Combinado, e no dia quinze eu trago uma demonstração com os dados de vocês.'],
    ],
    templateAnswers: {
      budget: ['s11', 's10'],
      authority: ['s13'],
      need: ['s3', 's1', 's4'],
      timeline: ['s15'],
      situation: ['s1'],
      problems: ['s3'],
      implications: ['s4'],
      needPayoff: ['s6'],
    },
    nextSteps: [
      { line: 's16', owner: 'Diego Nunes', due: 'hoje' },
      { line: 's17', owner: 'Mariana Leal', due: 'quarta-feira' },
      { line: 's18', owner: 'Diego Nunes', due: 'dia 15' },
    ],
    objections: [
      { line: 's7', kind: 'segurança' },
      { line: 's11', kind: 'concorrência' },
      { line: 's11', kind: 'preço' },
    ],
    decisionMakers: ['Fabrício'],
    chat: [
      { question: 'Quantas pessoas trabalham respondendo clientes?', line: ['s1'], fact: 'doze' },
      { question: 'Para quanto caiu a reputação da loja?', line: ['s4'], fact: 'seis e meio' },
      { question: 'Qual fornecedor rival mandou orçamento?', line: ['s11'], fact: 'Zendesk' },
      { question: 'Quem precisa dar o aval?', line: ['s13'], fact: 'Fabrício' },
    ],
  },
  {
    key: 'uploadedInternetProvider',
    part: 'tuning',
    uploaded: true,
    seller: 'eduardo.m',
    lines: [
      [
        'eduardo.m',
        'Kleber, pessoal da sala, obrigado. Como vocês distribuem hoje as ordens de serviço pros técnicos?',
      ],
      [
        'Kleber Nogueira (NetSul)',
        'O supervisor monta a agenda num grupo de WhatsApp às sete da manhã. São quarenta técnicos em campo e uns trinta mil assinantes.',
      ],
      ['eduardo.m', 'E o que mais atrapalha?'],
      [
        'SALA REUNIÃO 1',
        'O técnico vai e volta na mesma rua. E o cliente fica o dia inteiro esperando sem saber a hora da visita.',
      ],
      [
        'Kleber Nogueira (NetSul)',
        'Aí ele reclama na Anatel. Tivemos mais de duzentas reclamações no semestre, e cada uma toma tempo do jurídico.',
      ],
      ['SALA REUNIÃO 1', 'E a gente perde cliente pra operadora grande, que agenda por hora.'],
      [
        'eduardo.m',
        'O nosso sistema roteiriza as visitas, manda a janela de horário pro assinante por SMS e o técnico fecha a ordem no celular.',
      ],
      [
        'Kleber Nogueira (NetSul)',
        'Já testamos um sistema desses há dois anos e os técnicos largaram em um mês. Muitos aqui mal usam o celular pra outra coisa.',
      ],
      ['eduardo.m', 'O aplicativo tem três botões, e a gente treina em campo.'],
      ['SALA REUNIÃO 1', 'Quanto sai?'],
      ['eduardo.m', 'Sessenta reais por técnico por mês, então dois mil e quatrocentos para os quarenta.'],
      [
        'Kleber Nogueira (NetSul)',
        'Valor ok, cabe no que a diretoria separou pra operação, uns trinta mil no ano.',
      ],
      [
        'SALA REUNIÃO 1',
        'Só que o nosso servidor de cadastro é local, e a diretoria não quer dado de assinante saindo daqui.',
      ],
      [
        'eduardo.m',
        'Temos uma versão instalada no servidor de vocês. E como funciona a aprovação aí dentro?',
      ],
      [
        'Kleber Nogueira (NetSul)',
        'Eu recomendo, mas quem decide são os dois diretores, o Sandro e o Vilmar. Eles fundaram a NetSul.',
      ],
      ['eduardo.m', 'E em quanto tempo vocês gostariam de ter isso funcionando?'],
      ['Kleber Nogueira (NetSul)', 'Antes de começar a expansão pra Pelotas, que é em agosto.'],
      ['eduardo.m', 'Certo. Eu mando a ficha técnica da versão instalada até amanhã.'],
      ['Kleber Nogueira (NetSul)', 'E eu marco a apresentação com o Sandro e o Vilmar pra terça.'],
      ['SALA REUNIÃO 1', 'Manda também um caso de provedor parecido com a gente.'],
    ],
    templateAnswers: {
      budget: ['s11'],
      authority: ['s14'],
      need: ['s3', 's4', 's1'],
      timeline: ['s16'],
      situation: ['s1'],
      problems: ['s3'],
      implications: ['s4', 's5'],
      needPayoff: [],
    },
    nextSteps: [
      { line: 's17', owner: 'eduardo.m', due: 'amanhã' },
      { line: 's18', owner: 'Kleber Nogueira (NetSul)', due: 'terça-feira' },
      { line: 's19', owner: 'eduardo.m' },
    ],
    objections: [
      { line: 's7', kind: 'aderência' },
      { line: 's12', kind: 'segurança' },
    ],
    decisionMakers: ['Sandro', 'Vilmar'],
    chat: [
      { question: 'Quantos instaladores trabalham na rua?', line: ['s1'], fact: 'quarenta' },
      { question: 'Quantas queixas foram parar no órgão regulador?', line: ['s4'], fact: 'duzentas' },
      { question: 'Para qual cidade a empresa vai crescer?', line: ['s16'], fact: 'Pelotas' },
      { question: 'Quanto a empresa reservou para a operação?', line: ['s11'], fact: 'trinta mil' },
    ],
  },
];
