import type { LabelledCall } from './types.ts';

/**
 * Calls as people upload them: speakers named as a transcription tool or a meeting app left them ("lucas.almeida",
 * "Speaker 3", "Participante 2", "Sr. Osvaldo"), nobody renamed. Written for this benchmark, labelled before
 * the embedded AI was run on them. The last three (with the seed's cybersecurity and pipeline review calls)
 * were the first held-out part; their figures were recorded (docs/benchmarks.md) and they tune rules since.
 */
export const uploadedCalls: LabelledCall[] = [
  {
    key: 'uploadedAccounting',
    part: 'tuning',
    uploaded: true,
    seller: 'lucas.almeida',
    lines: [
      [
        'lucas.almeida',
        'Oi Marina, tudo bem? Obrigado pelo tempo. Queria entender como vocês recebem os documentos dos clientes hoje.',
      ],
      [
        'Marina Costa (Norte Contábil)',
        'Hoje chega tudo por e-mail e WhatsApp, e a equipe digita as notas no sistema contábil uma por uma.',
      ],
      ['lucas.almeida', 'Quantas pessoas fazem esse trabalho?'],
      [
        'Marina Costa (Norte Contábil)',
        'São seis analistas só pra isso. No fechamento do mês a gente faz hora extra quase toda noite.',
      ],
      ['lucas.almeida', 'E o que isso custa pra vocês?'],
      [
        'Marina Costa (Norte Contábil)',
        'No último trimestre pagamos mais de trinta mil reais em horas extras, e dois clientes reclamaram de guia atrasada.',
      ],
      [
        'lucas.almeida',
        'A nossa plataforma lê a nota fiscal automaticamente e lança no Domínio sem digitação.',
      ],
      [
        'Speaker 3',
        'Como fica a segurança desses documentos? Tem certificado digital dos clientes no meio, e a LGPD preocupa a gente.',
      ],
      [
        'lucas.almeida',
        'Os certificados ficam num cofre criptografado no Brasil e nada sai do país. Eu te mando o nosso relatório de segurança amanhã.',
      ],
      ['Marina Costa (Norte Contábil)', 'E quanto custa?'],
      ['lucas.almeida', 'Para o volume de vocês, quatro mil e duzentos reais por mês.'],
      ['Marina Costa (Norte Contábil)', 'Achei caro. A gente tinha reservado uns três mil por mês pra isso.'],
      ['lucas.almeida', 'Entendo. Se fecharmos o plano anual, consigo chegar em três mil e seiscentos.'],
      [
        'Marina Costa (Norte Contábil)',
        'Aí melhora. Mas quem assina é o meu sócio, o Ricardo. Eu preciso levar pra ele.',
      ],
      ['lucas.almeida', 'Faz sentido. Qual seria o prazo ideal pra começar?'],
      ['Marina Costa (Norte Contábil)', 'Antes do fechamento de janeiro, que é o mais pesado do ano.'],
      [
        'lucas.almeida',
        'Então eu preparo a proposta anual até sexta e agendamos uma conversa com o Ricardo na semana que vem.',
      ],
      ['Marina Costa (Norte Contábil)', 'Combinado. Me manda também um caso de outro escritório contábil.'],
      ['lucas.almeida', 'Mando sim.'],
    ],
    templateAnswers: {
      budget: ['s11'],
      authority: ['s13'],
      need: ['s1', 's3', 's5'],
      timeline: ['s15'],
      situation: ['s1', 's3'],
      problems: ['s3', 's5', 's1'],
      implications: ['s5'],
      needPayoff: ['s13'],
    },
    nextSteps: [
      { line: 's8', owner: 'lucas.almeida', due: 'amanhã' },
      { line: 's16', owner: 'lucas.almeida', due: 'sexta-feira' },
      { line: 's17', owner: 'lucas.almeida' },
    ],
    objections: [
      { line: 's7', kind: 'segurança' },
      { line: 's11', kind: 'preço' },
      { line: 's13', kind: 'aprovação' },
    ],
    decisionMakers: ['Ricardo'],
    chat: [
      { question: 'Quanto gastaram com hora extra?', line: ['s5'], fact: 'trinta mil' },
      { question: 'Quem precisa aprovar a compra?', line: ['s13'], fact: 'Ricardo' },
      { question: 'Quanto eles têm reservado por mês?', line: ['s11'], fact: 'três mil' },
    ],
  },
  {
    key: 'uploadedTraining',
    part: 'tuning',
    uploaded: true,
    seller: 'BRUNO LIMA',
    lines: [
      [
        'BRUNO LIMA',
        'Bom dia, Camila. Obrigado por receber a gente. Me conta como funciona o treinamento das lojas hoje.',
      ],
      [
        'Participante 2',
        'Hoje o treinamento é presencial. A gente junta os novos vendedores em São Paulo uma vez por mês e cada turma custa caro com passagem e hotel.',
      ],
      ['BRUNO LIMA', 'Quantas lojas e quantos funcionários vocês têm?'],
      [
        'Participante 2',
        'São oitenta e cinco lojas e uns dois mil e trezentos funcionários, com rotatividade alta no varejo.',
      ],
      ['BRUNO LIMA', 'E qual é o maior problema disso?'],
      [
        'Participante 2',
        'O vendedor novo fica até um mês sem treinamento esperando a próxima turma, e nesse tempo vende menos e erra no caixa.',
      ],
      ['Participante 3', 'Só de viagem e hospedagem gastamos uns quatrocentos mil reais no ano passado.'],
      [
        'BRUNO LIMA',
        'Com a nossa plataforma o vendedor faz as trilhas pelo celular no primeiro dia, e o gerente acompanha quem concluiu.',
      ],
      [
        'Participante 2',
        'A gente já usa a Universidade Corporativa da Skore pros cursos obrigatórios, então não sei se faz sentido ter duas ferramentas.',
      ],
      ['BRUNO LIMA', 'Dá pra importar os cursos que vocês já têm e ficar com uma ferramenta só.'],
      ['Participante 3', 'E o investimento?'],
      ['BRUNO LIMA', 'Para duas mil e trezentas pessoas, nove reais por usuário por mês.'],
      [
        'Participante 3',
        'Isso dá uns vinte mil por mês. O nosso orçamento de treinamento pra este ano já está comprometido, só consigo pensar nisso no orçamento do ano que vem.',
      ],
      ['BRUNO LIMA', 'Entendo. Quem decide esse tipo de contratação?'],
      ['Participante 2', 'Quem aprova é a diretora de gente, a Vanessa, junto com o Sérgio do financeiro.'],
      ['BRUNO LIMA', 'E quando vocês precisariam disso funcionando?'],
      ['Participante 2', 'O ideal é começar em fevereiro, antes das contratações da Páscoa.'],
      [
        'BRUNO LIMA',
        'Combinado. Eu envio uma simulação com o plano anual até quarta, e vocês me mandam a lista de cursos atuais pra gente estimar a importação.',
      ],
      ['Participante 2', 'Pode deixar, eu mando a lista amanhã.'],
      ['BRUNO LIMA', 'Obrigado, Camila e Sérgio!'],
    ],
    templateAnswers: {
      budget: ['s12'],
      authority: ['s14'],
      need: ['s5', 's1'],
      timeline: ['s16'],
      situation: ['s1', 's3'],
      problems: ['s5', 's1'],
      implications: ['s5', 's6'],
      needPayoff: [],
    },
    nextSteps: [
      { line: 's17', owner: 'BRUNO LIMA', due: 'quarta-feira' },
      { line: 's18', owner: 'Participante 2', due: 'amanhã' },
    ],
    objections: [
      { line: 's8', kind: 'concorrência' },
      { line: 's12', kind: 'preço' },
      { line: 's12', kind: 'momento' },
    ],
    decisionMakers: ['Vanessa', 'Sérgio'],
    chat: [
      { question: 'Quanto gastaram com viagens de treinamento?', line: ['s6'], fact: 'quatrocentos mil' },
      { question: 'Quem dá a palavra final?', line: ['s14'], fact: 'Vanessa' },
      { question: 'Quantas lojas a rede tem?', line: ['s3'], fact: 'oitenta e cinco' },
      { question: 'Para quando querem a plataforma funcionando?', line: ['s16'], fact: 'fevereiro' },
    ],
  },
  {
    key: 'uploadedFarm',
    part: 'tuning',
    uploaded: true,
    seller: 'rafael_souza',
    lines: [
      ['rafael_souza', 'Seu Osvaldo, boa tarde. Como vocês controlam hoje as máquinas na fazenda?'],
      [
        'Sr. Osvaldo',
        'Boa tarde. Controlo tudo no caderno e no rádio. O operador anota as horas de cada trator no fim do dia.',
      ],
      ['rafael_souza', 'E isso funciona bem?'],
      [
        'Sr. Osvaldo',
        'Não muito. Na última safra uma colheitadeira quebrou no meio da colheita porque ninguém viu que a manutenção estava vencida. Ficamos nove dias parados.',
      ],
      ['Speaker 2', 'E o consumo de diesel a gente só descobre quando chega a fatura do posto.'],
      ['rafael_souza', 'Quanto custou aquela parada?'],
      ['Sr. Osvaldo', 'Entre peça e soja que ficou no campo, uns trezentos e cinquenta mil reais.'],
      [
        'rafael_souza',
        'O nosso rastreador manda alerta de manutenção pelo celular e mostra o consumo de cada máquina por hora.',
      ],
      ['Speaker 2', 'Mas aqui o sinal de celular é ruim em metade da área. Não sei se funciona pra gente.'],
      ['rafael_souza', 'O equipamento guarda os dados offline e envia quando a máquina volta pra sede.'],
      ['Sr. Osvaldo', 'E quanto sai isso?'],
      ['rafael_souza', 'São oitenta reais por máquina por mês, e a instalação é gratuita.'],
      [
        'Sr. Osvaldo',
        'Tenho quarenta e duas máquinas. Tenho até uns cinco mil por mês pra isso, então cabe.',
      ],
      ['rafael_souza', 'Ótimo. A decisão é do senhor?'],
      ['Sr. Osvaldo', 'A decisão é minha, mas meu filho, o Gustavo, cuida das contas e precisa concordar.'],
      ['rafael_souza', 'Quando o senhor quer as máquinas rastreadas?'],
      ['Sr. Osvaldo', 'Antes do plantio de setembro.'],
      [
        'rafael_souza',
        'Então eu levo o contrato pessoalmente na sexta e a gente instala nas primeiras dez máquinas na semana seguinte.',
      ],
      ['Sr. Osvaldo', 'Traz também a proposta impressa pro Gustavo ver.'],
      ['Speaker 2', 'E me manda o relatório de consumo de uma fazenda parecida.'],
    ],
    templateAnswers: {
      budget: ['s12'],
      authority: ['s14'],
      need: ['s3', 's4', 's1'],
      timeline: ['s16'],
      situation: ['s1'],
      problems: ['s3', 's4'],
      implications: ['s6', 's3'],
      needPayoff: [],
    },
    nextSteps: [
      { line: 's17', owner: 'rafael_souza', due: 'sexta-feira' },
      { line: 's18', owner: 'rafael_souza' },
      { line: 's19', owner: 'rafael_souza' },
    ],
    objections: [
      { line: 's8', kind: 'aderência' },
      { line: 's14', kind: 'aprovação' },
    ],
    decisionMakers: ['Osvaldo', 'Gustavo'],
    chat: [
      {
        question: 'Quanto custou a quebra da colheitadeira?',
        line: ['s6'],
        fact: 'trezentos e cinquenta mil',
      },
      { question: 'Quem mais precisa concordar com a compra?', line: ['s14'], fact: 'Gustavo' },
      { question: 'Quantas máquinas a fazenda tem?', line: ['s12'], fact: 'quarenta e duas' },
      { question: 'Qual a preocupação com a cobertura de celular?', line: ['s8'], fact: 'sinal' },
    ],
  },
  {
    key: 'uploadedClinic',
    part: 'tuning',
    uploaded: true,
    seller: 'Ana P.',
    lines: [
      ['Ana P.', 'Doutor Ricardo, obrigada pelo tempo. Como vocês fazem o faturamento dos convênios hoje?'],
      [
        'Dr. Ricardo Nunes',
        'Hoje é tudo manual. A Joana confere guia por guia antes de mandar pros convênios.',
      ],
      ['Ana P.', 'E quantas guias são por mês?'],
      ['Recepção Clínica', 'Umas três mil guias, de onze convênios diferentes.'],
      ['Ana P.', 'E o que mais dá problema?'],
      [
        'Recepção Clínica',
        'As glosas. Quase oito por cento das guias voltam com erro e a gente só descobre quarenta dias depois.',
      ],
      [
        'Dr. Ricardo Nunes',
        'Isso dá uns sessenta mil reais por mês que a clínica deixa de receber ou recebe atrasado.',
      ],
      [
        'Ana P.',
        'O nosso sistema confere as regras de cada convênio antes do envio e aponta o erro na hora.',
      ],
      ['Dr. Ricardo Nunes', 'Já temos um sistema de prontuário, o Tasy. Vocês integram com ele?'],
      ['Ana P.', 'Integramos com o Tasy por API, e a implantação leva seis semanas.'],
      [
        'Dr. Ricardo Nunes',
        'E os dados dos pacientes? Não posso ter prontuário saindo do Brasil por causa da LGPD.',
      ],
      [
        'Ana P.',
        'Tudo fica em servidores no Brasil, com criptografia, e assinamos o contrato de tratamento de dados.',
      ],
      ['Dr. Ricardo Nunes', 'E o preço?'],
      ['Ana P.', 'Dois mil e oitocentos reais por mês, sem taxa de implantação.'],
      ['Dr. Ricardo Nunes', 'Está dentro do que eu tinha separado, até três mil por mês.'],
      ['Ana P.', 'Quem mais participa da decisão?'],
      [
        'Dr. Ricardo Nunes',
        'Eu decido, mas os outros dois sócios precisam assinar junto. A gente se reúne toda primeira quinta do mês.',
      ],
      ['Ana P.', 'E pra quando vocês precisam?'],
      ['Dr. Ricardo Nunes', 'Queria começar em março, quando renova o contrato com a Unimed.'],
      [
        'Ana P.',
        'Então eu mando a proposta e o termo de tratamento de dados amanhã, e a gente apresenta pros sócios na reunião de quinta.',
      ],
      ['Dr. Ricardo Nunes', 'Perfeito. Me manda também um contato de outra clínica que usa.'],
    ],
    templateAnswers: {
      budget: ['s14'],
      authority: ['s16'],
      need: ['s5', 's6', 's1'],
      timeline: ['s18'],
      situation: ['s1', 's3'],
      problems: ['s5'],
      implications: ['s6'],
      needPayoff: [],
    },
    nextSteps: [
      { line: 's19', owner: 'Ana P.', due: 'amanhã' },
      { line: 's20', owner: 'Ana P.' },
    ],
    objections: [
      { line: 's8', kind: 'aderência' },
      { line: 's10', kind: 'segurança' },
      { line: 's16', kind: 'aprovação' },
    ],
    decisionMakers: ['Ricardo', 'sócios'],
    chat: [
      { question: 'Quanto a clínica deixa de receber por mês?', line: ['s6'], fact: 'sessenta mil' },
      { question: 'Que prontuário eletrônico eles usam?', line: ['s8'], fact: 'Tasy' },
      { question: 'Qual o volume mensal de guias?', line: ['s3'], fact: 'três mil' },
      { question: 'Quem assina além do doutor?', line: ['s16'], fact: 'sócios' },
    ],
  },
];
