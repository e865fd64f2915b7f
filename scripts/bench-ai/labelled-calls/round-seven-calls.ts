import type { LabelledCall } from './types.ts';

/**
 * Round 7's calls, held out until round 8's were written (2026-11-29) and tuning calls since: written and
 * labelled before anything ran on them, and committed alone, so the history shows the labels came first. Five
 * industries no other call is about (a chain of optical shops, a container terminal's truck gate, a municipal
 * water utility, a language-school network, a car-rental company); three uploaded-style, with labels as tools
 * give them: a meeting-app default ("Convidado 2") and a phone's name without its accent ("iPhone de Katia")
 * where the client speaks first and a second client joins, a login ("c.tavares"), a misspelt name ("Juselino
 * Prado"), a numbered speaker ("Speaker 3") and the seller's manager ("Marcelo R.") who opens the call, and
 * diarisation ids ("spk_0", "spk_1", "spk_2") where the seller speaks first. Some template questions go
 * unanswered (labelled with no lines), the language-school call names no decision-maker, objections come without
 * the obvious words ("caro", "não temos verba"), and some numbers are written in digits as transcription tools
 * write them. Written as the clients would speak, not as the rules read.
 */
export const roundSevenCalls: LabelledCall[] = [
  {
    key: 'opticalShops',
    part: 'tuning',
    uploaded: false,
    seller: 'Renata Okada',
    lines: [
      ['Jorge Batista', 'Alô, Renata? Tá me ouvindo? Eu tô aqui com a Débora, a nossa gerente de operações.'],
      [
        'Renata Okada',
        'Tô ouvindo sim, seu Jorge. Oi, Débora, tudo bem? Pra começar, me conta um pouquinho da rede: quantas lojas vocês têm hoje?',
      ],
      [
        'Jorge Batista',
        'Onze. Nove aqui em Curitiba e duas em Ponta Grossa. E a gente tem um laboratório próprio de surfaçagem, que fica em cima da loja da XV.',
      ],
      [
        'Débora Lins',
        'E funciona assim: o vendedor faz a venda, tira as medidas e preenche a ordem de serviço no papel, em três vias. Uma vai num malote pro laboratório, que passa uma vez por dia.',
      ],
      [
        'Débora Lins',
        'Aí o cliente liga pra loja perguntando se ficou pronto, a loja não sabe, liga pro laboratório, o laboratório vai procurar a ficha... é uma novela.',
      ],
      ['Renata Okada', 'E quanto tempo tá levando, em média, pra entregar?'],
      [
        'Jorge Batista',
        'A gente promete sete dias. Na prática, com lente multifocal, tá saindo em doze, treze.',
      ],
      [
        'Débora Lins',
        'E tem o retrabalho. Ficha com grau escrito errado, letra de médico, vendedor que troca o eixo... No mês passado foram quarenta e poucas lentes refeitas.',
      ],
      [
        'Jorge Batista',
        'Cada par de multifocal que eu refaço é uns seiscentos reais de lente que vai pro lixo. Fora o cliente que não volta mais, né.',
      ],
      [
        'Renata Okada',
        'Entendi. O nosso sistema substitui a ficha de papel: o vendedor lança a receita no tablet, o laboratório recebe na hora, e o cliente ganha um aviso no WhatsApp quando o óculos fica pronto.',
      ],
      [
        'Débora Lins',
        'Ai, se as lojas parassem de ligar pro laboratório o dia inteiro, as minhas meninas iam ter tempo de vender.',
      ],
      [
        'Jorge Batista',
        'Tá, mas olha, eu tenho vendedor com vinte anos de casa que mal mexe no celular. Botar tablet na mão dessa turma... sei não, viu.',
      ],
      [
        'Renata Okada',
        'A tela é igualzinha à ficha, campo por campo. E o treinamento a gente faz dentro da loja, no horário mais parado.',
      ],
      [
        'Débora Lins',
        'E a receita do cliente fica guardada onde? Porque isso é dado de saúde, né, se vaza a gente tá ferrado.',
      ],
      [
        'Renata Okada',
        'Fica em servidor no Brasil, criptografado, e cada loja só enxerga os clientes dela. Tá tudo no nosso documento de LGPD.',
      ],
      [
        'Débora Lins',
        'E tem a ótica do Palladium, que a gente conhece o dono. Eles usam o OptiGest e, pelo que ele contou, pagam bem menos.',
      ],
      [
        'Renata Okada',
        'O OptiGest é bom de caixa e estoque, mas não conversa com o laboratório. Dá pra usar os dois juntos, inclusive. E, pensando em investimento, vocês já têm algum valor em mente?',
      ],
      [
        'Jorge Batista',
        'Olha, eu separei pra esse ano uns quarenta mil pra tecnologia, e metade já foi com o sistema de caixa novo.',
      ],
      [
        'Renata Okada',
        'Pras onze lojas e o laboratório fica em mil novecentos e oitenta por mês, e a implantação sai uns oito mil.',
      ],
      [
        'Jorge Batista',
        'Mil e novecentos por mês... no ano dá quase vinte e quatro mil. É mais do que sobrou, Renata.',
      ],
      ['Renata Okada', 'Entendo. E quem mais participa dessa decisão, além do senhor?'],
      [
        'Jorge Batista',
        'Eu e a minha filha, a Camila. Ela cuida do financeiro e do marketing. Sem ela olhar os números eu não fecho nada.',
      ],
      ['Renata Okada', 'E pra quando vocês gostariam de ter isso rodando?'],
      [
        'Débora Lins',
        'Antes de maio, pelo amor de Deus. Maio é Dia das Mães, e junho tem a campanha de Dia dos Namorados com óculos de sol.',
      ],
      ['Jorge Batista', 'É, depois disso ninguém mexe em nada até agosto.'],
      [
        'Renata Okada',
        'Combinado. Então eu preparo uma proposta com a implantação parcelada e mando pra vocês e pra Camila até quinta, junto com o documento de LGPD.',
      ],
      [
        'Débora Lins',
        'E eu te mando foto de umas fichas de verdade, pra você ver a bagunça que é. Amanhã cedo.',
      ],
      ['Jorge Batista', 'E eu marco com a Camila uma conversa com você na semana que vem, pode ser?'],
      ['Renata Okada', 'Perfeito. Obrigada, seu Jorge, obrigada, Débora. Boa tarde!'],
      ['Débora Lins', 'Tchau, Renata!'],
    ],
    templateAnswers: {
      budget: ['s17', 's18', 's19'],
      authority: ['s21'],
      need: ['s4', 's7'],
      timeline: ['s23', 's24'],
      situation: ['s2', 's3'],
      problems: ['s4', 's6', 's7'],
      implications: ['s8'],
      needPayoff: ['s10'],
    },
    nextSteps: [
      { line: 's25', owner: 'Renata Okada', due: 'quinta-feira' },
      { line: 's26', owner: 'Débora Lins', due: 'amanhã' },
      { line: 's27', owner: 'Jorge Batista', due: 'próxima semana' },
    ],
    objections: [
      { line: 's11', kind: 'aderência' },
      { line: 's13', kind: 'segurança' },
      { line: 's15', kind: 'concorrência' },
      { line: 's19', kind: 'preço' },
      { line: 's21', kind: 'aprovação' },
    ],
    decisionMakers: ['Jorge', 'Camila'],
    chat: [
      { question: 'Quantos pontos de venda a rede tem ao todo?', line: ['s2'], fact: 'Onze' },
      {
        question: 'Em quanto tempo eles dizem ao cliente que o óculos fica pronto?',
        line: ['s6'],
        fact: 'sete dias',
      },
      {
        question: 'Quantos pares precisaram ser feitos de novo no último mês?',
        line: ['s7'],
        fact: 'quarenta e poucas',
      },
      {
        question: 'Quanto se joga fora cada vez que uma multifocal sai errada?',
        line: ['s8'],
        fact: 'seiscentos reais',
      },
      { question: 'Que sistema usa a ótica concorrente que eles conhecem?', line: ['s15'], fact: 'OptiGest' },
      { question: 'Quem da família cuida das contas?', line: ['s21'], fact: 'Camila' },
    ],
  },
  {
    key: 'uploadedPortTerminal',
    part: 'tuning',
    uploaded: true,
    seller: 'rafael.moura',
    lines: [
      [
        'Convidado 2',
        'Bom dia. Não sei se tá aparecendo meu nome aí, é o Cláudio, do gate. Entrei pelo navegador.',
      ],
      [
        'rafael.moura',
        'Bom dia, Cláudio! Tá aparecendo Convidado 2, mas tudo certo, hahaha. A Kátia vem também?',
      ],
      ['iPhone de Katia', 'Tô aqui, tô aqui. Tô no carro, vou mais ouvindo no começo, tá?'],
      [
        'rafael.moura',
        'Tranquilo. Cláudio, me dá um panorama: como funciona hoje a chegada dos caminhões no terminal?',
      ],
      [
        'Convidado 2',
        'É por ordem de chegada. O caminhão chega, entra na fila da avenida portuária, e o gate tem 6 pistas. A gente recebe uns 1.100 caminhões por dia, mais ou menos.',
      ],
      [
        'Convidado 2',
        'Tem um agendamento, mas é uma planilha que as transportadoras mandam por e-mail, e ninguém respeita. Chega todo mundo às seis da manhã.',
      ],
      ['rafael.moura', 'E o que acontece quando chega todo mundo junto?'],
      [
        'Convidado 2',
        'A fila vai até a BR. Já teve dia de caminhão esperando 7 horas. E a prefeitura de Itajaí já multou a gente duas vezes por causa de fila na rua.',
      ],
      [
        'iPhone de Katia',
        'E não é só multa. Motorista parado é estadia que a transportadora cobra da gente depois, tá no contrato. Ano passado foi quase um milhão e duzentos só disso.',
      ],
      ['rafael.moura', 'Nossa. E chega a atrasar navio?'],
      [
        'Convidado 2',
        'Atrasa embarque, sim. Contêiner que não entrou até o cut-off fica pro próximo navio, e aí é o armador que vem reclamar.',
      ],
      [
        'rafael.moura',
        'Entendi. O que a gente faz é um portal de janelas: cada transportadora reserva um horário, o sistema limita quantos caminhões entram por hora, e a câmera com OCR lê a placa e o contêiner na entrada, sem ninguém digitar.',
      ],
      [
        'iPhone de Katia',
        'Se eu conseguisse espalhar essa chegada pelo dia, nem precisava abrir a sétima pista que tá no planejamento.',
      ],
      [
        'Convidado 2',
        'Mas deixa eu te falar uma coisa. A gente roda o N4 aqui dentro, e tudo que encosta nele tem que passar pela TI da matriz, em Roterdã. Já teve projeto que morreu lá.',
      ],
      [
        'rafael.moura',
        'A integração com o N4 a gente já fez em dois terminais. Posso trazer o Henrique, nosso arquiteto, pra conversar direto com o pessoal de lá.',
      ],
      [
        'Convidado 2',
        'E outra: o próprio N4 tem um módulo de agendamento. Tem gente aqui dentro falando que era só ligar ele e pronto.',
      ],
      [
        'rafael.moura',
        'Tem, mas ele não tem o portal pras transportadoras nem o OCR. Quem liga ele acaba completando com outra coisa.',
      ],
      [
        'iPhone de Katia',
        'E os dados dos motoristas, ficam onde? Tem CPF, tem foto, e a matriz é bem chata com isso.',
      ],
      [
        'rafael.moura',
        'Fica em nuvem no Brasil, e a foto do motorista a gente nem guarda, só a placa e o número do contêiner. E de valor, vocês já têm alguma coisa separada?',
      ],
      [
        'iPhone de Katia',
        'Tem uma rubrica de melhoria de gate no capex do ano que vem, mas não sei de cabeça quanto sobrou. Isso é com o financeiro.',
      ],
      [
        'rafael.moura',
        'Só pra referência, um terminal desse porte fica entre trinta e quarenta mil por mês, com as câmeras inclusas.',
      ],
      [
        'iPhone de Katia',
        'Hum. Quarenta mil por mês pra um gate só... vai ter que se pagar com a estadia, senão não passa.',
      ],
      ['rafael.moura', 'E quem precisa dar o ok final?'],
      [
        'iPhone de Katia',
        'Quem assina é o Wagner, diretor de operações. Mas antes a TI de Roterdã tem que aprovar a integração, como o Cláudio falou.',
      ],
      ['rafael.moura', 'E prazo? Tem alguma data que pesa pra vocês?'],
      [
        'Convidado 2',
        'A safra. Em março começa soja e açúcar, e aí dobra o movimento. Se não tiver rodando até fevereiro, só depois de julho.',
      ],
      [
        'rafael.moura',
        'Então vamos assim: eu marco a conversa do Henrique com a TI de Roterdã pra semana que vem.',
      ],
      ['rafael.moura', 'E hoje ainda te mando, Kátia, o documento de segurança.'],
      ['iPhone de Katia', 'Fechado. Eu vejo com o financeiro quanto tem na rubrica e te falo até sexta.'],
      ['iPhone de Katia', 'E já adianto pro Wagner hoje à tarde, que ele vai me perguntar.'],
      [
        'Convidado 2',
        'E eu te mando o relatório de fila dos últimos três meses, que sai do sistema do gate. Amanhã tá contigo.',
      ],
      ['rafael.moura', 'Perfeito. Valeu, Cláudio, valeu, Kátia. Boa estrada aí!'],
    ],
    templateAnswers: {
      budget: ['s19', 's20', 's21'],
      authority: ['s23'],
      need: ['s5', 's7'],
      timeline: ['s25'],
      situation: ['s4', 's5'],
      problems: ['s5', 's7', 's10'],
      implications: ['s8', 's10'],
      needPayoff: ['s12'],
    },
    nextSteps: [
      { line: 's26', owner: 'rafael.moura', due: 'próxima semana' },
      { line: 's27', owner: 'rafael.moura', due: 'hoje' },
      { line: 's28', owner: 'iPhone de Katia', due: 'sexta-feira' },
      { line: 's29', owner: 'iPhone de Katia', due: 'hoje' },
      { line: 's30', owner: 'Convidado 2', due: 'amanhã' },
    ],
    objections: [
      { line: 's13', kind: 'aprovação' },
      { line: 's15', kind: 'concorrência' },
      { line: 's17', kind: 'segurança' },
      { line: 's21', kind: 'preço' },
    ],
    decisionMakers: ['Wagner', 'TI de Roterdã'],
    chat: [
      { question: 'Quantas carretas passam pela portaria num dia?', line: ['s4'], fact: '1.100' },
      { question: 'Quantas faixas de entrada o terminal tem?', line: ['s4'], fact: '6 pistas' },
      { question: 'Qual foi a maior espera já registrada na fila?', line: ['s7'], fact: '7 horas' },
      {
        question: 'Quanto saiu pra eles, no ano passado, o tempo parado dos motoristas?',
        line: ['s8'],
        fact: 'um milhão e duzentos',
      },
      {
        question: 'Em que cidade fica a sede que libera mexer no sistema?',
        line: ['s13', 's23'],
        fact: 'Roterdã',
      },
      {
        question: 'Como se chama o técnico nosso que vai conversar com a matriz?',
        line: ['s14'],
        fact: 'Henrique',
      },
    ],
  },
  {
    key: 'uploadedWaterUtility',
    part: 'tuning',
    uploaded: true,
    seller: 'c.tavares',
    lines: [
      [
        'Marcelo R.',
        'Boa tarde a todos. Eu sou o Marcelo, gerente regional, hoje vou só acompanhar. Quem conduz é a Carol.',
      ],
      [
        'c.tavares',
        'Boa tarde! Seu Juscelino, obrigada por receber a gente. A Neide, de compras, também tá conectada?',
      ],
      ['Speaker 3', 'Tô sim, boa tarde. Tô sem câmera que a internet aqui é fraca.'],
      [
        'c.tavares',
        'Sem problema. Seu Juscelino, pra começar: me conta como vocês controlam as perdas de água hoje.',
      ],
      [
        'Juselino Prado',
        'Olha, a gente atende uns cento e oitenta mil habitantes, quase sessenta mil ligações. E a perda, no último levantamento, deu quarenta e um por cento.',
      ],
      ['c.tavares', 'Quarenta e um é bem acima da média, né.'],
      [
        'Juselino Prado',
        'É. E metade disso a gente nem sabe onde tá. Vazamento que não aflora, fica embaixo do asfalto, a água vai pro córrego e ninguém vê.',
      ],
      [
        'Juselino Prado',
        'Hoje o controle é a leitura dos macromedidores, que o operador vai lá e anota uma vez por semana, e a equipe de caça-vazamento com geofone, que são dois homens pra cidade inteira.',
      ],
      ['c.tavares', 'E isso pesa como no dia a dia de vocês?'],
      [
        'Juselino Prado',
        'Pesa na conta de luz, primeiro. Cada litro que vaza eu bombeei, tratei, paguei energia e produto químico. E no verão falta água no Jardim Primavera, que é ponta de rede, e aí é vereador ligando, é rádio, é tudo.',
      ],
      [
        'Marcelo R.',
        'Só complementando a Carol: o que a gente instala são sensores de pressão e de ruído na rede, que avisam no painel quando aparece um vazamento novo, antes dele aflorar.',
      ],
      [
        'c.tavares',
        'Isso. Num SAAE do sul de Minas, do tamanho de vocês, a perda caiu nove pontos em dezoito meses.',
      ],
      [
        'Juselino Prado',
        'Nove pontos aqui... nossa. Dava pra adiar a captação nova no rio, que é uma obra de uns vinte milhões.',
      ],
      [
        'Speaker 3',
        'Deixa eu só colocar uma coisa. A gente é autarquia, né. Não dá pra comprar direto, tem que ter licitação, e um pregão desses leva no mínimo uns quatro meses.',
      ],
      [
        'c.tavares',
        'Sim, a gente já participou de vários. Posso mandar um termo de referência modelo pra ajudar a área técnica.',
      ],
      ['c.tavares', 'E de orçamento, vocês já têm recurso pra isso?'],
      [
        'Juselino Prado',
        'Tem um financiamento do programa de perdas do governo do estado, que a gente pleiteou. Saiu 800 mil pra esse tipo de coisa, mas tem que ser empenhado até dezembro.',
      ],
      [
        'c.tavares',
        'Pra setorizar a cidade em doze distritos de medição, fica por volta de 520 mil no primeiro ano, com os sensores e o painel.',
      ],
      [
        'Speaker 3',
        'Quinhentos e vinte dos oitocentos, Juscelino? E os hidrômetros que a gente ia trocar com esse dinheiro, como é que fica?',
      ],
      [
        'Juselino Prado',
        'E o meu pessoal, Carol? Meus operadores são gente boa, mas painel, gráfico... eles gostam é da prancheta. Não adianta ter alarme se ninguém olha.',
      ],
      [
        'Marcelo R.',
        'A gente deixa um técnico nosso na cidade nos três primeiros meses, junto com a equipe de vocês. E o alarme chega por SMS também, ninguém precisa ficar olhando tela.',
      ],
      ['c.tavares', 'E na decisão, além do senhor, quem participa?'],
      [
        'Juselino Prado',
        'Quem homologa é o superintendente, o doutor Anísio. Eu faço o parecer técnico e ele decide. E a Neide toca o processo.',
      ],
      [
        'c.tavares',
        'Entendi. Então, de próximos passos: eu mando o termo de referência modelo e o estudo do caso de Minas até segunda.',
      ],
      [
        'Juselino Prado',
        'E eu te mando o cadastro da rede e os dados dos macromedidores, o que tiver. Na semana que vem.',
      ],
      [
        'Speaker 3',
        'E eu vejo com o jurídico se dá pra fazer por ata de registro de preço, que é mais rápido. Te dou um retorno até o dia 12.',
      ],
      [
        'Marcelo R.',
        'E eu reservo o nosso técnico pra uma visita no dia 20, pra ele andar na rede com o pessoal do seu Juscelino.',
      ],
      ['c.tavares', 'Ótimo. Obrigada, seu Juscelino, obrigada, Neide.'],
      ['Juselino Prado', 'Nós que agradecemos. Boa tarde.'],
    ],
    templateAnswers: {
      budget: ['s16', 's17', 's18'],
      authority: ['s22'],
      need: ['s4', 's6'],
      timeline: ['s16', 's13'],
      situation: ['s4', 's7'],
      problems: ['s4', 's6', 's7'],
      implications: ['s9'],
      needPayoff: ['s12'],
    },
    nextSteps: [
      { line: 's23', owner: 'c.tavares', due: 'segunda-feira' },
      { line: 's24', owner: 'Juselino Prado', due: 'próxima semana' },
      { line: 's25', owner: 'Speaker 3', due: 'dia 12' },
      { line: 's26', owner: 'Marcelo R.', due: 'dia 20' },
    ],
    objections: [
      { line: 's13', kind: 'aprovação' },
      { line: 's18', kind: 'preço' },
      { line: 's19', kind: 'aderência' },
    ],
    decisionMakers: ['Anísio'],
    chat: [
      {
        question: 'Quantos moradores o serviço de água abastece?',
        line: ['s4'],
        fact: 'cento e oitenta mil',
      },
      {
        question: 'Que porcentagem da água tratada some no caminho?',
        line: ['s4'],
        fact: 'quarenta e um por cento',
      },
      {
        question: 'Quantas pessoas tem a turma que sai procurando vazamento?',
        line: ['s7'],
        fact: 'dois homens',
      },
      { question: 'Que bairro fica sem água na época de calor?', line: ['s9'], fact: 'Jardim Primavera' },
      {
        question: 'Quanto custaria a obra que eles poderiam empurrar pra frente?',
        line: ['s12'],
        fact: 'vinte milhões',
      },
      { question: 'De quanto é a verba do estado que eles conseguiram?', line: ['s16'], fact: '800 mil' },
    ],
  },
  {
    key: 'languageSchool',
    part: 'tuning',
    uploaded: false,
    seller: 'Felipe Araújo',
    lines: [
      ['Vanessa Rocha', 'Oi, Felipe! Desculpa, eu tava numa aula experimental que atrasou. Bora?'],
      ['Felipe Araújo', 'Oi, Vanessa, imagina, acabei de entrar também. E aí, como foi a aula?'],
      ['Vanessa Rocha', 'Foi boa, a mãe gostou, mas vai pensar. É sempre assim: vai pensar e some.'],
      [
        'Felipe Araújo',
        'Então, é justamente isso que eu queria entender. Como é que o aluno novo chega até vocês hoje?',
      ],
      [
        'Vanessa Rocha',
        'A maioria pelo Instagram. A gente impulsiona post, a pessoa chama no direct ou no WhatsApp, e as recepcionistas respondem. São cinco escolas, cada uma com o seu número.',
      ],
      [
        'Vanessa Rocha',
        'Dá uns seiscentos contatos por mês, somando tudo. No começo de semestre passa de mil.',
      ],
      ['Felipe Araújo', 'E desses, quantos viram matrícula?'],
      [
        'Vanessa Rocha',
        'Ah, aí que tá. Eu não sei te dizer direito. Acho que uns oito, nove por cento. Ninguém anota nada, a conversa fica no celular da menina e pronto.',
      ],
      [
        'Vanessa Rocha',
        'E quando a recepcionista sai de férias, ou sai da escola, vai embora com ela todo o histórico. Em julho a da unidade Centro pediu as contas e a gente perdeu tudo.',
      ],
      ['Felipe Araújo', 'Nossa. E o pessoal que chama à noite, no fim de semana?'],
      [
        'Vanessa Rocha',
        'Fica sem resposta até segunda. E quando a gente responde, o cara já fechou com a escola do lado, que responde na hora.',
      ],
      [
        'Felipe Araújo',
        'Entendi. O que a gente faz é juntar os cinco números num painel só: um robô responde na hora com os horários de aula experimental, e cada contato vira um card com as etapas até a matrícula.',
      ],
      [
        'Vanessa Rocha',
        'Robô? Hum. Meu público é muito de mãe, de gente mais velha querendo aprender inglês pra viajar. Se sentir que tá falando com máquina, desiste.',
      ],
      [
        'Felipe Araújo',
        'Dá pra deixar o robô só fora do horário. De dia quem responde são as meninas mesmo, só que pelo painel.',
      ],
      [
        'Vanessa Rocha',
        'Ah, assim melhora. Mas me diz uma coisa: o WhatsApp Business já tem etiqueta, tem mensagem automática, e é de graça. Qual a diferença?',
      ],
      [
        'Felipe Araújo',
        'Ele funciona num celular por vez, e não mostra quem virou matrícula. Você continua sem saber aqueles oito, nove por cento.',
      ],
      [
        'Felipe Araújo',
        'E o investimento fica em quatrocentos e noventa por escola, por mês. Pras cinco, dois mil quatrocentos e cinquenta.',
      ],
      [
        'Vanessa Rocha',
        'Olha, Felipe, vou ser bem sincera. A gente teve uma queda de matrícula grande esse ano, com esses aplicativos de idioma de graça. Tá tudo muito apertado aqui.',
      ],
      ['Felipe Araújo', 'Entendo. Tem um jeito de começar com duas escolas e ir ampliando.'],
      [
        'Vanessa Rocha',
        'Pode ser. E outra: agora em novembro é rematrícula, é o período mais corrido do ano. Mexer em sistema agora, com as meninas atoladas, não rola.',
      ],
      ['Felipe Araújo', 'Faz sentido. E quando vocês imaginam?'],
      [
        'Vanessa Rocha',
        'Janeiro. A campanha de matrícula de fevereiro começa a rodar no meio de janeiro. Se estiver pronto até lá, ótimo.',
      ],
      ['Felipe Araújo', 'Dá tempo, a implantação leva umas três semanas.'],
      [
        'Felipe Araújo',
        'Então vamos fazer assim: eu te mando uma proposta com duas escolas piloto até quarta que vem, tá bom?',
      ],
      [
        'Vanessa Rocha',
        'Tá. Acho que Centro e Bela Vista, que são as que mais recebem contato. Eu te passo o volume de cada uma amanhã.',
      ],
      [
        'Vanessa Rocha',
        'E na reunião de sexta eu já falo com as recepcionistas dessas duas, pra ninguém ser pego de surpresa.',
      ],
      [
        'Felipe Araújo',
        'Ótimo. E eu te ligo no dia 3 de dezembro pra gente conversar da proposta, já depois da rematrícula.',
      ],
      ['Vanessa Rocha', 'Combinado. Brigada, Felipe!'],
      ['Felipe Araújo', 'Eu que agradeço. Boa aula aí!'],
    ],
    templateAnswers: {
      budget: ['s16', 's17'],
      authority: [],
      need: ['s7', 's10'],
      timeline: ['s21', 's19'],
      situation: ['s4', 's5'],
      problems: ['s7', 's8', 's10'],
      implications: ['s10'],
      needPayoff: [],
    },
    nextSteps: [
      { line: 's23', owner: 'Felipe Araújo', due: 'quarta-feira' },
      { line: 's24', owner: 'Vanessa Rocha', due: 'amanhã' },
      { line: 's25', owner: 'Vanessa Rocha', due: 'sexta-feira' },
      { line: 's26', owner: 'Felipe Araújo', due: 'dia 3' },
    ],
    objections: [
      { line: 's12', kind: 'aderência' },
      { line: 's14', kind: 'concorrência' },
      { line: 's17', kind: 'preço' },
      { line: 's19', kind: 'momento' },
    ],
    decisionMakers: [],
    chat: [
      {
        question: 'Por onde a maior parte dos interessados descobre a escola?',
        line: ['s4'],
        fact: 'Instagram',
      },
      {
        question: 'Quantas mensagens de interessados chegam num mês normal?',
        line: ['s5'],
        fact: 'seiscentos',
      },
      {
        question: 'De cada cem interessados, quantos acabam se inscrevendo?',
        line: ['s7'],
        fact: 'oito, nove por cento',
      },
      {
        question: 'Em que unidade sumiu o histórico quando a funcionária foi embora?',
        line: ['s8'],
        fact: 'Centro',
      },
      {
        question: 'Qual a mensalidade da ferramenta por unidade?',
        line: ['s16'],
        fact: 'quatrocentos e noventa',
      },
      { question: 'Quais filiais entram no teste?', line: ['s24'], fact: 'Centro e Bela Vista' },
    ],
  },
  {
    key: 'uploadedCarRental',
    part: 'tuning',
    uploaded: true,
    seller: 'spk_0',
    lines: [
      [
        'spk_0',
        'Bom dia, Luana, bom dia, Roberto. Já posso compartilhar a tela ou vocês preferem falar primeiro?',
      ],
      ['spk_1', 'Bom dia, Diego. Prefiro falar primeiro, que o Roberto tem outra reunião às dez.'],
      ['spk_0', 'Claro. Então me conta: como é feita a vistoria do carro hoje?'],
      [
        'spk_1',
        'Hoje é no papel. O atendente dá a volta no carro com o cliente, marca os riscos num desenho, e o cliente assina. Na devolução, mesma coisa.',
      ],
      [
        'spk_1',
        'A gente tem 900 e poucos carros, 14 lojas, a maioria em aeroporto: Recife, Maceió, João Pessoa, Natal...',
      ],
      ['spk_0', 'E onde é que isso dá dor de cabeça?'],
      [
        'spk_1',
        'Na devolução. O cliente chega atrasado pro voo, o atendente faz a vistoria correndo, e depois aparece um amassado no para-choque que ninguém sabe se já tava lá.',
      ],
      [
        'spk_2',
        'E aí quem paga sou eu. No ano passado a gente lançou como prejuízo uns trezentos e oitenta mil de avaria que não conseguiu cobrar de ninguém.',
      ],
      [
        'spk_1',
        'Fora o cliente que contesta no cartão. A gente cobra, ele diz que o risco já existia, e a gente não tem foto pra provar.',
      ],
      [
        'spk_0',
        'Entendi. O nosso aplicativo guia o atendente pra tirar as fotos em volta do carro, na retirada e na devolução, e a inteligência artificial compara as duas e aponta o dano novo. O cliente recebe as fotos no e-mail na hora.',
      ],
      ['spk_1', 'Isso do cliente receber a foto na hora já acabava com metade das brigas no balcão.'],
      ['spk_2', 'Tá, e isso sai por quanto?'],
      [
        'spk_0',
        'É por carro ativo: R$ 22 por mês. Com os 900 carros, uns dezenove mil e oitocentos por mês.',
      ],
      [
        'spk_2',
        'Hum. Deixa eu fazer a conta aqui... passa de duzentos mil no ano. Pra eu justificar isso, tem que recuperar bem mais do que a gente recupera hoje.',
      ],
      [
        'spk_0',
        'Faz sentido. Nos clientes que usam, a avaria que vira dinheiro de fato passa de trinta pra uns setenta por cento.',
      ],
      [
        'spk_1',
        'E tem outra coisa. A gente testou um aplicativo desses no ano passado, o CheckCar, e os atendentes odiaram. Levava 8 minutos por carro, e com fila no balcão do aeroporto não tem como.',
      ],
      [
        'spk_0',
        'O nosso leva menos de dois minutos, porque são oito fotos guiadas e o resto é automático. Dá pra vocês testarem numa loja.',
      ],
      ['spk_1', 'Numa loja eu topo. Recife, que é a maior.'],
      ['spk_0', 'E, pra eu entender, quem decide isso aí com vocês?'],
      [
        'spk_2',
        'Quem bate o martelo é o Otávio, nosso CEO. Mas ele só vai olhar se eu levar o número da recuperação, ele é bem de planilha.',
      ],
      [
        'spk_1',
        'E o jurídico vai querer saber como fica a foto do cliente, porque aparece gente na foto, placa, tudo isso.',
      ],
      [
        'spk_0',
        'As fotos ficam criptografadas em servidor no Brasil, e a gente tem o parecer de LGPD pronto. E de prazo, vocês têm alguma data?',
      ],
      [
        'spk_1',
        'O ideal é antes da alta temporada. Dezembro e janeiro o aeroporto lota, e é quando mais tem avaria.',
      ],
      [
        'spk_0',
        'Então, pra dar tempo: eu mando hoje ainda o parecer de LGPD e uma proposta de teste de trinta dias em Recife.',
      ],
      [
        'spk_1',
        'E eu falo com o gerente de Recife pra separar dois atendentes pro teste. Até sexta te confirmo.',
      ],
      [
        'spk_2',
        'E eu te passo o relatório de avarias do ano, que é o que o Otávio vai querer ver do lado do teste. Mas só semana que vem, que essa tá de fechamento.',
      ],
      ['spk_0', 'Perfeito. E eu já deixo marcada uma conversa com o Otávio pro fim do mês, depois do teste?'],
      ['spk_2', 'Pode marcar. Valeu, Diego, tenho que correr aqui.'],
      ['spk_1', 'Obrigada, Diego, tchau!'],
    ],
    templateAnswers: {
      budget: ['s12', 's13'],
      authority: ['s19'],
      need: ['s6', 's8'],
      timeline: ['s22'],
      situation: ['s3', 's4'],
      problems: ['s6', 's8'],
      implications: ['s7'],
      needPayoff: ['s10'],
    },
    nextSteps: [
      { line: 's23', owner: 'spk_0', due: 'hoje' },
      { line: 's24', owner: 'spk_1', due: 'sexta-feira' },
      { line: 's25', owner: 'spk_2', due: 'próxima semana' },
      { line: 's26', owner: 'spk_0', due: 'fim do mês' },
    ],
    objections: [
      { line: 's13', kind: 'preço' },
      { line: 's15', kind: 'aderência' },
      { line: 's19', kind: 'aprovação' },
      { line: 's20', kind: 'segurança' },
    ],
    decisionMakers: ['Otávio'],
    chat: [
      { question: 'De que tamanho é a frota deles?', line: ['s4'], fact: '900 e poucos' },
      {
        question: 'Quanto eles engoliram de estrago sem conseguir repassar pra ninguém?',
        line: ['s7'],
        fact: 'trezentos e oitenta mil',
      },
      { question: 'Que ferramenta eles já experimentaram e largaram?', line: ['s15'], fact: 'CheckCar' },
      { question: 'Quanto tempo a inspeção demorava no app antigo?', line: ['s15'], fact: '8 minutos' },
      { question: 'Em qual filial vai rodar o piloto?', line: ['s17', 's23'], fact: 'Recife' },
      { question: 'Quem é o chefe que dá a palavra final?', line: ['s19'], fact: 'Otávio' },
    ],
  },
];
