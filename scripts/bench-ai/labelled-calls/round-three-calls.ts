import type { LabelledCall } from './types.ts';

/**
 * Round 3's held-out calls: written and labelled before they were run, measured once as held out (the round 3
 * row of docs/benchmarks.md), then made tuning calls in round 4, when rules changed after their misses were
 * read. Six industries; four uploaded-style, with the labels tools and uploads give: a login
 * ("rafael_souza", "tiago.r"), a name with its company ("Patricia - Grupo Sabor"), a room microphone
 * ("ESCRITÓRIO - SALA 2"), diarisation ids ("SPK_00"), an English default ("Participant 3", "Unknown
 * Speaker") and a name in lower case ("leticia").
 */
export const roundThreeCalls: LabelledCall[] = [
  {
    key: 'uploadedRestaurants',
    part: 'tuning',
    uploaded: true,
    seller: 'rafael_souza',
    lines: [
      [
        'rafael_souza',
        'Oi Patrícia, tudo certo? Pra começar, me explica como vocês recebem os pedidos de delivery nas lojas.',
      ],
      [
        'Patricia - Grupo Sabor',
        'Cada loja tem um tablet pra cada aplicativo, iFood, Rappi e o nosso site. O atendente redigita tudo no caixa.',
      ],
      ['rafael_souza', 'Quantas lojas são hoje?'],
      ['Patricia - Grupo Sabor', 'Onze restaurantes, e devemos abrir mais dois até o meio do ano.'],
      ['rafael_souza', 'E o que dá mais dor de cabeça nesse processo?'],
      [
        'Patricia - Grupo Sabor',
        'Na hora do almoço o atendente não dá conta. Pedido sai errado, esquecem a bebida, e o cliente dá nota baixa no app.',
      ],
      [
        'Unknown Speaker',
        'Ano passado a gente devolveu uns dezoito mil reais em estornos por pedido errado, só no iFood.',
      ],
      [
        'rafael_souza',
        'Com o nosso sistema os pedidos de todos os canais caem direto no caixa e na cozinha, sem redigitar.',
      ],
      ['Unknown Speaker', 'E quanto sai isso por loja?'],
      ['rafael_souza', 'Trezentos e noventa por loja por mês, com a instalação inclusa.'],
      [
        'Unknown Speaker',
        'Olha, pra onze lojas isso passa de quatro mil por mês. É um valor que assusta um pouco, nossa margem em restaurante é apertada.',
      ],
      [
        'Patricia - Grupo Sabor',
        'E a gente assinou com a Consumer no ano passado, o contrato ainda tem multa se a gente sair antes de março.',
      ],
      ['rafael_souza', 'Entendo. Quem mais participa dessa decisão?'],
      [
        'Patricia - Grupo Sabor',
        'Eu levo pra reunião de sócios. No fim quem dá o ok são os dois sócios, o Henrique e a Sônia.',
      ],
      ['rafael_souza', 'E pra quando vocês queriam isso funcionando?'],
      ['Patricia - Grupo Sabor', 'O ideal é já estar rodando quando a loja nova de Campinas abrir, em maio.'],
      ['rafael_souza', 'Fechado. Vou deixar pronta uma simulação com as onze lojas e te mando até quarta.'],
      [
        'Patricia - Grupo Sabor',
        'Ótimo. Eu vejo com o pessoal uma data pra você apresentar pros sócios e te aviso.',
      ],
      ['Unknown Speaker', 'Manda também quanto custaria só pras quatro lojas maiores, pra gente comparar.'],
    ],
    templateAnswers: {
      budget: ['s10'],
      authority: ['s13'],
      need: ['s5', 's1', 's6'],
      timeline: ['s15'],
      situation: ['s1', 's3'],
      problems: ['s5', 's6'],
      implications: ['s6', 's5'],
      needPayoff: [],
    },
    nextSteps: [
      { line: 's16', owner: 'rafael_souza', due: 'quarta-feira' },
      { line: 's17', owner: 'Patricia - Grupo Sabor' },
      { line: 's18', owner: 'rafael_souza' },
    ],
    objections: [
      { line: 's10', kind: 'preço' },
      { line: 's11', kind: 'concorrência' },
      { line: 's11', kind: 'momento' },
    ],
    decisionMakers: ['Henrique', 'Sônia'],
    chat: [
      {
        question: 'Quanto dinheiro foi devolvido aos clientes por erros no ano passado?',
        line: ['s6'],
        fact: 'dezoito mil',
      },
      { question: 'Quantas unidades a rede tem?', line: ['s3'], fact: 'onze' },
      { question: 'Até quando estão presos ao fornecedor atual?', line: ['s11'], fact: 'março' },
      { question: 'Quem são os donos que aprovam?', line: ['s13'], fact: 'Henrique' },
    ],
  },
  {
    key: 'construction',
    part: 'tuning',
    uploaded: false,
    seller: 'Bruno Teixeira',
    lines: [
      [
        'Bruno Teixeira',
        'Renata, Sérgio, obrigado por receberem a gente. Como vocês acompanham o andamento das obras hoje?',
      ],
      [
        'Renata Queiroz',
        'Cada engenheiro preenche um diário de obra em papel e manda foto pelo WhatsApp no fim do dia. Temos sete obras em andamento.',
      ],
      ['Bruno Teixeira', 'E como isso chega na diretoria?'],
      [
        'Renata Queiroz',
        'Chega atrasado. A medição do mês passado saiu com quinze dias de atraso, e o banco só libera a parcela do financiamento com a medição aprovada.',
      ],
      [
        'Sérgio Lima',
        'Isso segura o caixa da obra. Numa delas ficamos quase um mês sem receber uma parcela de seiscentos mil.',
      ],
      [
        'Bruno Teixeira',
        'Com o nosso aplicativo o engenheiro registra o diário no celular, com foto e localização, e a medição sai pronta pro banco.',
      ],
      [
        'Sérgio Lima',
        'Uma coisa que me incomoda: metade das obras fica em área sem sinal. O aplicativo funciona sem internet?',
      ],
      ['Bruno Teixeira', 'Funciona offline e sincroniza quando o celular pega rede.'],
      [
        'Renata Queiroz',
        'E os engenheiros mais antigos? Tem gente aqui que não larga a prancheta de jeito nenhum.',
      ],
      ['Bruno Teixeira', 'A gente faz o treinamento na obra, com cada equipe.'],
      ['Renata Queiroz', 'Quanto fica?'],
      [
        'Bruno Teixeira',
        'Mil e oitocentos por mês para as sete obras, e cada obra nova entra por duzentos e cinquenta.',
      ],
      [
        'Renata Queiroz',
        'Está dentro do que a gente tinha reservado pra tecnologia esse ano, que era uns vinte e cinco mil.',
      ],
      [
        'Sérgio Lima',
        'Só que nada entra aqui sem passar pelo nosso diretor técnico, o Amaral. Ele vai querer ver funcionando numa obra antes.',
      ],
      ['Bruno Teixeira', 'Faz sentido. Podemos fazer um piloto numa obra por trinta dias?'],
      ['Renata Queiroz', 'Pode ser na obra do Jardim Europa, que começa a fundação agora em abril.'],
      ['Bruno Teixeira', 'Perfeito. Eu preparo o contrato do piloto e mando pro Sérgio amanhã.'],
      ['Sérgio Lima', 'E eu marco a conversa com o Amaral pra semana que vem.'],
    ],
    templateAnswers: {
      budget: ['s12'],
      authority: ['s13'],
      need: ['s3', 's1', 's4'],
      timeline: ['s15'],
      situation: ['s1'],
      problems: ['s3', 's4'],
      implications: ['s4', 's3'],
      needPayoff: [],
    },
    nextSteps: [
      { line: 's16', owner: 'Bruno Teixeira', due: 'amanhã' },
      { line: 's17', owner: 'Sérgio Lima', due: 'próxima semana' },
    ],
    objections: [
      { line: 's6', kind: 'aderência' },
      { line: 's8', kind: 'aderência' },
      { line: 's13', kind: 'aprovação' },
    ],
    decisionMakers: ['Amaral'],
    chat: [
      { question: 'Quantos canteiros estão ativos?', line: ['s1'], fact: 'sete' },
      {
        question: 'Quanto dinheiro ficou parado esperando o banco?',
        line: ['s4'],
        fact: 'seiscentos mil',
      },
      {
        question: 'Quanto separaram para gastar com tecnologia?',
        line: ['s12'],
        fact: 'vinte e cinco mil',
      },
      { question: 'Onde vai ser o teste?', line: ['s15'], fact: 'Jardim Europa' },
    ],
  },
  {
    key: 'uploadedLawFirm',
    part: 'tuning',
    uploaded: true,
    seller: 'tiago.r',
    lines: [
      [
        'tiago.r',
        'Doutora Beatriz, obrigado pelo tempo. Como o escritório lida hoje com contratos e procurações que precisam de assinatura?',
      ],
      [
        'Dra. Beatriz Mello',
        'Imprimimos, o cliente assina, a gente digitaliza e arquiva numa pasta da rede. Quando o cliente mora fora, vai pelo correio.',
      ],
      ['tiago.r', 'Quantos documentos passam por isso num mês?'],
      [
        'Dra. Beatriz Mello',
        'Por volta de seiscentos documentos por mês, entre contratos, procurações e acordos.',
      ],
      ['tiago.r', 'E onde isso trava?'],
      [
        'Dra. Beatriz Mello',
        'No prazo. Já perdemos um prazo de recurso porque a procuração demorou onze dias pra voltar assinada pelo correio.',
      ],
      [
        'ESCRITÓRIO - SALA 2',
        'E achar documento antigo é uma novela. A estagiária passa a tarde procurando arquivo na rede.',
      ],
      [
        'tiago.r',
        'Na nossa plataforma o cliente assina pelo celular, com validade jurídica, e tudo fica indexado por cliente e processo.',
      ],
      [
        'ESCRITÓRIO - SALA 2',
        'São processos com segredo de justiça. Eu não posso ter esses arquivos num servidor que eu não sei quem acessa.',
      ],
      [
        'tiago.r',
        'Os arquivos ficam criptografados, com registro de cada acesso, e o contrato prevê sigilo.',
      ],
      ['Dra. Beatriz Mello', 'E o investimento?'],
      ['tiago.r', 'O plano para até mil documentos por mês é mil e duzentos reais mensais.'],
      [
        'Dra. Beatriz Mello',
        'A gente já paga a Docusign avulso, sai bem menos. Teria que valer muito a pena pra trocar.',
      ],
      ['tiago.r', 'Entendo. Além da senhora, quem participa da decisão?'],
      [
        'Dra. Beatriz Mello',
        'Qualquer gasto fixo novo passa pela reunião dos sócios, e o Dr. Castro tem a palavra final.',
      ],
      ['tiago.r', 'E tem alguma data que pesa pra vocês?'],
      [
        'Dra. Beatriz Mello',
        'Em agosto entra um cliente grande, uma rede de farmácias, e vai dobrar o volume. Queria estar com isso resolvido antes.',
      ],
      [
        'tiago.r',
        'Combinado. Eu libero um ambiente de teste pra vocês ainda hoje e na sexta faço uma sessão com a equipe.',
      ],
      [
        'ESCRITÓRIO - SALA 2',
        'E me encaminha a política de segurança de vocês por escrito, que eu quero ler antes.',
      ],
      ['Dra. Beatriz Mello', 'Eu coloco o assunto na pauta da reunião de sócios do dia dez.'],
    ],
    templateAnswers: {
      budget: ['s12'],
      authority: ['s14'],
      need: ['s5', 's6', 's1'],
      timeline: ['s16'],
      situation: ['s1', 's3'],
      problems: ['s5', 's6'],
      implications: ['s5'],
      needPayoff: [],
    },
    nextSteps: [
      { line: 's17', owner: 'tiago.r', due: 'hoje' },
      { line: 's18', owner: 'tiago.r' },
      { line: 's19', owner: 'Dra. Beatriz Mello', due: 'dia 10' },
    ],
    objections: [
      { line: 's8', kind: 'segurança' },
      { line: 's12', kind: 'concorrência' },
      { line: 's12', kind: 'preço' },
    ],
    decisionMakers: ['Castro', 'sócios'],
    chat: [
      {
        question: 'Qual foi o pior efeito da demora no retorno das assinaturas?',
        line: ['s5'],
        fact: 'recurso',
      },
      { question: 'Quantos papéis são assinados mensalmente?', line: ['s3'], fact: 'seiscentos' },
      { question: 'Que ferramenta de assinatura eles já contratam?', line: ['s12'], fact: 'Docusign' },
      { question: 'Quem tem a última palavra no escritório?', line: ['s14'], fact: 'Castro' },
    ],
  },
  {
    key: 'solarSupermarket',
    part: 'tuning',
    uploaded: false,
    seller: 'Marina Duarte',
    lines: [
      [
        'Marina Duarte',
        'Jorge, Eliane, bom dia. Vocês comentaram que a conta de luz virou um problema. Quanto ela pesa hoje?',
      ],
      [
        'Jorge Batista',
        'A conta das três lojas passou de noventa mil por mês no verão, por causa das câmaras frias e do ar-condicionado.',
      ],
      ['Marina Duarte', 'E isso vem subindo?'],
      [
        'Eliane Souza',
        'Subiu uns trinta por cento em dois anos, e a bandeira vermelha piora. Esse ano a energia já comeu quase toda a margem de uma das lojas.',
      ],
      [
        'Marina Duarte',
        'Com usina no telhado e o restante em geração compartilhada, a economia costuma ficar entre vinte e cinco e trinta e cinco por cento da conta.',
      ],
      [
        'Jorge Batista',
        'O telhado da loja do centro é antigo. Tenho receio de mexer e começar a chover dentro da área de vendas.',
      ],
      [
        'Marina Duarte',
        'A gente faz o laudo estrutural antes e, se precisar, usa só as lojas novas e a geração compartilhada.',
      ],
      ['Eliane Souza', 'E qual o investimento?'],
      [
        'Marina Duarte',
        'Para as três lojas, um milhão e cem mil, ou sem entrada pelo financiamento, com parcela menor que a economia.',
      ],
      [
        'Eliane Souza',
        'Um milhão agora não sai, nem financiado. Estamos no meio da reforma da loja de Jundiaí e o caixa está todo comprometido até dezembro.',
      ],
      [
        'Marina Duarte',
        'Existe a opção de aluguel da usina, sem investimento, pagando só pela energia gerada.',
      ],
      [
        'Jorge Batista',
        'Aí muda. Mas isso eu não fecho sozinho, o seu Adalberto, dono da rede, que vai querer ouvir.',
      ],
      ['Marina Duarte', 'Quando seria bom apresentar para ele?'],
      ['Eliane Souza', 'Ele volta de viagem dia vinte. Antes disso não adianta.'],
      [
        'Marina Duarte',
        'Então eu monto a proposta de aluguel com a simulação das três contas e envio pra Eliane até sexta.',
      ],
      ['Eliane Souza', 'Te mando as últimas doze contas de luz hoje ainda.'],
      ['Jorge Batista', 'E eu vejo com o seu Adalberto um horário depois do dia vinte.'],
    ],
    templateAnswers: {
      budget: ['s9'],
      authority: ['s11'],
      need: ['s1', 's3'],
      timeline: ['s13', 's9'],
      situation: ['s1'],
      problems: ['s1', 's3'],
      implications: ['s3'],
      needPayoff: [],
    },
    nextSteps: [
      { line: 's14', owner: 'Marina Duarte', due: 'sexta-feira' },
      { line: 's15', owner: 'Eliane Souza', due: 'hoje' },
      { line: 's16', owner: 'Jorge Batista', due: 'dia 20' },
    ],
    objections: [
      { line: 's5', kind: 'aderência' },
      { line: 's9', kind: 'preço' },
      { line: 's9', kind: 'momento' },
      { line: 's11', kind: 'aprovação' },
    ],
    decisionMakers: ['Adalberto'],
    chat: [
      { question: 'Qual é o gasto mensal com eletricidade?', line: ['s1'], fact: 'noventa mil' },
      { question: 'Em quanto a tarifa cresceu recentemente?', line: ['s3'], fact: 'trinta por cento' },
      { question: 'Quando o dono estará de volta?', line: ['s13'], fact: 'vinte' },
      { question: 'Qual loja está em obras?', line: ['s9'], fact: 'Jundiaí' },
    ],
  },
  {
    key: 'uploadedVetClinics',
    part: 'tuning',
    uploaded: true,
    seller: 'SPK_00',
    lines: [
      ['SPK_00', 'Bom dia, doutor Fábio. Como funciona a agenda das clínicas hoje?'],
      [
        'SPK_01',
        'Cada unidade tem uma agenda no Google e a recepção confirma tudo por telefone na véspera. São três unidades e nove veterinários.',
      ],
      ['SPK_00', 'E como está a taxa de faltas?'],
      [
        'SPK_02',
        'Alta. De cada dez consultas marcadas, umas duas o tutor não aparece, e o horário fica vazio.',
      ],
      [
        'SPK_01',
        'E vacina atrasada. A gente não lembra o tutor do reforço, e ele acaba indo na concorrência que manda mensagem.',
      ],
      [
        'SPK_00',
        'O nosso sistema manda lembrete automático no WhatsApp, confirma a consulta e avisa a data do reforço de cada vacina.',
      ],
      [
        'SPK_02',
        'A recepção é de gente mais simples, tem funcionária que nem usa computador direito. Fico pensando se não vai virar mais trabalho.',
      ],
      ['SPK_00', 'A tela da recepção é uma só e a gente acompanha as primeiras semanas.'],
      ['SPK_01', 'Quanto custa?'],
      ['SPK_00', 'Quatrocentos e cinquenta por unidade por mês.'],
      [
        'SPK_01',
        'Hoje eu pago cento e vinte no sistema de prontuário da VetSoft, e ele já tem uma agendinha. Pagar quatro vezes isso é difícil de justificar.',
      ],
      [
        'SPK_00',
        'A agenda da VetSoft não manda lembrete nem confirma. Se recuperar duas consultas por semana por unidade, já se paga.',
      ],
      ['SPK_01', 'Pode ser. Se recuperar mesmo essas faltas, isso muda o mês da clínica.'],
      ['SPK_00', 'Quem mais decide com o senhor?'],
      [
        'SPK_01',
        'Eu e minha sócia, a doutora Luíza. Ela cuida da parte financeira e vai querer ver os números.',
      ],
      ['SPK_00', 'E tem algum prazo que importa pra vocês?'],
      ['SPK_02', 'A campanha de vacinação antirrábica começa em setembro. Seria bom já estar usando.'],
      [
        'SPK_00',
        'Então faço uma conta de retorno com as faltas de vocês e mando pra doutora Luíza na segunda.',
      ],
      [
        'SPK_02',
        'Consigo tirar do sistema o relatório de faltas dos últimos três meses e te encaminho amanhã.',
      ],
    ],
    templateAnswers: {
      budget: ['s10'],
      authority: ['s14'],
      need: ['s3', 's4'],
      timeline: ['s16'],
      situation: ['s1'],
      problems: ['s3', 's4'],
      implications: ['s3', 's4'],
      needPayoff: ['s12'],
    },
    nextSteps: [
      { line: 's17', owner: 'SPK_00', due: 'segunda-feira' },
      { line: 's18', owner: 'SPK_02', due: 'amanhã' },
    ],
    objections: [
      { line: 's6', kind: 'aderência' },
      { line: 's10', kind: 'concorrência' },
      { line: 's10', kind: 'preço' },
    ],
    decisionMakers: ['Luíza', 'Fábio'],
    chat: [
      { question: 'Quantos tutores deixam de vir às consultas?', line: ['s3'], fact: 'duas' },
      { question: 'Quantos médicos atendem na rede?', line: ['s1'], fact: 'nove' },
      { question: 'Qual software de prontuário eles usam?', line: ['s10'], fact: 'VetSoft' },
      { question: 'Quando começa a vacinação contra raiva?', line: ['s16'], fact: 'setembro' },
    ],
  },
  {
    key: 'uploadedCondominiums',
    part: 'tuning',
    uploaded: true,
    seller: 'Leandro Vaz (Pauta)',
    lines: [
      ['Leandro Vaz (Pauta)', 'Letícia, tudo bem? Me conta quantos condomínios a administradora cuida hoje.'],
      ['leticia', 'Cento e quarenta condomínios, quase todos residenciais, com seis gerentes de carteira.'],
      ['Leandro Vaz (Pauta)', 'E como os síndicos acompanham as contas?'],
      [
        'leticia',
        'Mandamos a prestação de contas em PDF todo mês, por e-mail. O síndico liga pra tirar dúvida de cada lançamento.',
      ],
      [
        'Participant 3',
        'O telefone não para. Os gerentes gastam metade do dia respondendo síndico, e no fim do ano perdemos dois condomínios pra uma administradora que tinha aplicativo.',
      ],
      [
        'Leandro Vaz (Pauta)',
        'No nosso portal o síndico e os moradores veem cada lançamento com o comprovante, e a assembleia é online.',
      ],
      ['leticia', 'Nosso sistema contábil é o Superlógica. Se tiver que lançar tudo duas vezes, esquece.'],
      ['Leandro Vaz (Pauta)', 'A gente importa do Superlógica todo dia, ninguém digita nada de novo.'],
      ['leticia', 'E o valor?'],
      ['Leandro Vaz (Pauta)', 'Doze reais por condomínio por mês, mais uma implantação de oito mil.'],
      [
        'Participant 3',
        'A implantação é que complica. Oito mil de uma vez agora, com o dissídio dos funcionários chegando, não tem como.',
      ],
      ['Leandro Vaz (Pauta)', 'Dá pra dividir a implantação em quatro vezes.'],
      [
        'leticia',
        'Aí fica mais fácil. Mas contrato acima de cinco mil por ano precisa do aceite do Wagner, nosso diretor.',
      ],
      ['Leandro Vaz (Pauta)', 'Quando vocês gostariam de começar?'],
      ['leticia', 'Antes das assembleias de prestação de contas, que começam em março.'],
      [
        'Leandro Vaz (Pauta)',
        'Ótimo. Vou montar um portal de demonstração com dois condomínios de vocês e apresento pro Wagner na semana que vem.',
      ],
      ['leticia', 'Eu separo os balancetes de dois condomínios e te mando ainda hoje.'],
    ],
    templateAnswers: {
      budget: ['s10'],
      authority: ['s12'],
      need: ['s4', 's3'],
      timeline: ['s14'],
      situation: ['s1', 's3'],
      problems: ['s4', 's3'],
      implications: ['s4'],
      needPayoff: [],
    },
    nextSteps: [
      { line: 's15', owner: 'Leandro Vaz (Pauta)', due: 'próxima semana' },
      { line: 's16', owner: 'leticia', due: 'hoje' },
    ],
    objections: [
      { line: 's6', kind: 'aderência' },
      { line: 's10', kind: 'preço' },
      { line: 's10', kind: 'momento' },
      { line: 's12', kind: 'aprovação' },
    ],
    decisionMakers: ['Wagner'],
    chat: [
      { question: 'Quantos prédios a empresa administra?', line: ['s1'], fact: 'cento e quarenta' },
      { question: 'Por que perderam clientes no ano passado?', line: ['s4'], fact: 'aplicativo' },
      { question: 'Qual software de contabilidade usam?', line: ['s6'], fact: 'Superlógica' },
      { question: 'Qual é a taxa de instalação?', line: ['s9'], fact: 'oito mil' },
    ],
  },
];
