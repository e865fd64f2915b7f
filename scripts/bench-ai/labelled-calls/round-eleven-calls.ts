import type { LabelledCall } from './types.ts';

/**
 * Round 11's calls, held out until round 12's were written (2026-11-30) and tuning calls since: written and labelled
 * before anything ran on them, and committed alone, so the history shows the labels came first. Five industries no
 * other call is about (a men's leather-shoe factory in Franca, a moving company with a furniture store-room, a cinema
 * chain selling popcorn at the counter, a honey cooperative in the Piauí backlands exporting organic honey, a car-wash
 * franchise); three uploaded-style, with labels as tools give them: neutral Portuguese diarisation labels
 * ("Interlocutor A", "Interlocutor B") where the client speaks first, a client known only by his phone's name ("iPhone
 * de Marcos") with the seller as a lower-case name without accents ("joao paulo") and his implementation colleague as a
 * numbered speaker ("Falante 3"), and a meeting room holding two clients under one guest label ("(Convidado) Sala 3")
 * with the seller as the host ("Anfitrião - Patrícia"). The honey and car-wash calls name their speakers in full; the
 * car-wash call names no decision-maker (the client puts the question off). Some template questions go unanswered
 * (labelled with no lines), objections of every kind come with and without the obvious words (a dollar and an importer
 * squeezing the price, a shoemakers' union building its own tracker with Senai, a video of the client's safe, an
 * exclusive online-ticket contract, a general assembly that only meets in April, beekeepers with keypad phones where no
 * signal reaches, an apiary map thieves would love, franchisees who feel watched, a data-protection lawsuit on the
 * brand), next steps are owned by clients as well as sellers, with and without dates, some asked as questions or said
 * on a condition, some numbers are written in digits as transcription tools write them, and some things a seller would
 * ask about are not in the calls (the franchise's royalty rate, the shoe factory's brand), so no chat item asks them.
 * Written as the clients would speak, not as the rules read.
 */
export const roundElevenCalls: LabelledCall[] = [
  {
    key: 'uploadedShoeFactory',
    part: 'tuning',
    uploaded: true,
    seller: 'Interlocutor B',
    lines: [
      [
        'Interlocutor A',
        'Alô, boa tarde. Juliana? Aqui é o Everton, da Calçados Bertolini. Desculpa o atraso, tava no chão de fábrica.',
      ],
      [
        'Interlocutor B',
        'Boa tarde, Everton! Sem problema. Aqui é a Juliana, da Fluxa Sistemas. Me conta um pouco da Bertolini.',
      ],
      [
        'Interlocutor A',
        'A gente é de Franca, fábrica de sapato masculino de couro, social e bota. Sai uns 2.500 pares por dia, com 310 funcionários. Metade vai pra loja multimarca e metade pra exportação, Estados Unidos principalmente.',
      ],
      ['Interlocutor B', 'E como vocês acompanham a produção, do corte até a expedição?'],
      [
        'Interlocutor A',
        'Por ficha. Cada lote de 24 pares anda com uma ficha de papel grampeada na caixa, e cada setor, corte, pesponto, montagem, carimba quando termina. No fim do dia o encarregado passa tudo pra planilha.',
      ],
      ['Interlocutor B', 'E o que tem dado mais dor de cabeça?'],
      [
        'Interlocutor A',
        'Não saber onde tá o pedido. O importador pergunta se o container sai dia tal e eu mando o menino correr a fábrica atrás das fichas. E o pesponto é gargalo: acumula caixa lá e o resto da fábrica fica esperando.',
      ],
      [
        'Interlocutor A',
        'E tem o couro. A gente compra couro por metro quadrado e não sabe quanto cada modelo gasta de verdade. O modelista diz uma coisa, o corte gasta outra.',
      ],
      ['Interlocutor B', 'E isso já custou alguma coisa pra vocês?'],
      [
        'Interlocutor A',
        'Custou. Em junho atrasamos um embarque pra Miami, 9 mil pares, e o cliente cobrou multa de 6% do pedido, deu uns 180 mil. E o couro, o meu contador acha que a gente perde uns 12% no corte além do que devia.',
      ],
      [
        'Interlocutor B',
        'A nossa solução põe uma etiqueta RFID na caixa do lote, e cada setor tem um leitor na bancada. Você vê no painel onde tá cada pedido, e quanto couro cada modelo consumiu no corte.',
      ],
      [
        'Interlocutor A',
        'Se eu conseguir responder o importador sem mandar ninguém correr a fábrica, já valeu. E saber o consumo real de couro por modelo, isso muda o meu preço de custo.',
      ],
      [
        'Interlocutor A',
        'Só que aqui o pessoal é bem tradicional, né. Tem cortador com trinta anos de faca na mão. Se der uma encrenca no leitor e parar a linha, eles voltam pra ficha no dia seguinte.',
      ],
      [
        'Interlocutor B',
        'O leitor é só encostar a caixa, não tem tela pra mexer. E se o sistema cair, a ficha continua valendo até voltar.',
      ],
      ['Interlocutor A', 'Tá. E isso sai por quanto?'],
      [
        'Interlocutor B',
        'São 6.200 por mês com os dezoito leitores, e 28 mil de implantação, que dá pra dividir em quatro vezes.',
      ],
      [
        'Interlocutor A',
        'Olha, Juliana, com o dólar do jeito que tá e o importador apertando preço, eu não tenho essa folga toda não. Vinte e oito mil agora é difícil.',
      ],
      ['Interlocutor B', 'Entendo. A multa de junho sozinha pagava mais de dois anos de mensalidade.'],
      [
        'Interlocutor A',
        'É, visto assim... Mas quem bate o martelo em gasto desse tamanho é o seu Aldo, o meu pai. Ele que fundou a fábrica e ainda assina tudo.',
      ],
      ['Interlocutor B', 'E o seu Aldo, ele vai querer ver o quê?'],
      [
        'Interlocutor A',
        'Ele vai perguntar do sindicato. O sindicato da indústria de calçados de Franca tá montando um rastreio junto com o Senai pras fábricas associadas, e ele paga a mensalidade do sindicato há quarenta anos.',
      ],
      [
        'Interlocutor B',
        'Esse projeto do Senai é um piloto, ainda não tem data. O nosso roda amanhã e conversa com qualquer coisa que vier depois.',
      ],
      ['Interlocutor B', 'E pra quando vocês precisariam disso funcionando?'],
      [
        'Interlocutor A',
        'A coleção de inverno americano entra em produção em fevereiro. Se tiver que ser, tem que ser antes disso.',
      ],
      [
        'Interlocutor B',
        'Então eu te mando a proposta com o parcelamento até quinta, e uma conta da multa e do couro pro seu Aldo.',
      ],
      [
        'Interlocutor A',
        'Manda. E eu vejo se consigo com o contador o relatório de consumo de couro dos últimos três meses.',
      ],
      [
        'Interlocutor B',
        'Ótimo. E se o seu Aldo topar, posso ir aí em Franca mostrar o leitor funcionando numa bancada?',
      ],
      ['Interlocutor A', 'Pode. Eu falo com ele no fim de semana e te dou um retorno na segunda.'],
      ['Interlocutor B', 'Combinado, Everton. Obrigada!'],
      ['Interlocutor A', 'Eu que agradeço. Boa tarde.'],
    ],
    templateAnswers: {
      budget: ['s15', 's16'],
      authority: ['s18'],
      need: ['s6', 's7'],
      timeline: ['s23'],
      situation: ['s2', 's4'],
      problems: ['s6', 's7'],
      implications: ['s9'],
      needPayoff: ['s11'],
    },
    nextSteps: [
      { line: 's24', owner: 'Interlocutor B', due: 'quinta-feira' },
      { line: 's25', owner: 'Interlocutor A' },
      { line: 's26', owner: 'Interlocutor B' },
      { line: 's27', owner: 'Interlocutor A', due: 'segunda-feira' },
    ],
    objections: [
      { line: 's12', kind: 'aderência' },
      { line: 's16', kind: 'preço' },
      { line: 's18', kind: 'aprovação' },
      { line: 's20', kind: 'concorrência' },
    ],
    decisionMakers: ['Aldo'],
    chat: [
      { question: 'Quantos calçados saem da linha por dia?', line: ['s2'], fact: '2.500' },
      {
        question: 'Pra qual país vai a maior parte do que eles vendem lá fora?',
        line: ['s2'],
        fact: 'Estados Unidos',
      },
      { question: 'De quantos sapatos é cada lote?', line: ['s4'], fact: '24 pares' },
      { question: 'Qual etapa segura o fluxo da produção?', line: ['s6'], fact: 'pesponto' },
      { question: 'Quanto eles pagaram de penalidade pelo atraso?', line: ['s9'], fact: '180 mil' },
      { question: 'Quanto de matéria-prima eles acham que desperdiçam?', line: ['s9'], fact: '12%' },
      { question: 'Quantos aparelhos de leitura entram na mensalidade?', line: ['s15'], fact: 'dezoito' },
      { question: 'Quando começa a fabricar a coleção pros americanos?', line: ['s23'], fact: 'fevereiro' },
    ],
  },
  {
    key: 'uploadedMovingCompany',
    part: 'tuning',
    uploaded: true,
    seller: 'joao paulo',
    lines: [
      ['joao paulo', 'Boa tarde, Marcos! Tá me ouvindo? Aqui apareceu iPhone de Marcos, acho que é você.'],
      ['iPhone de Marcos', 'Sou eu, João, boa tarde. Entrei pelo celular mesmo, tô aqui no galpão.'],
      [
        'joao paulo',
        'Beleza. Eu trouxe o Rodrigo, que cuida da implantação, ele tá como Falante 3 aí. Marcos, me conta da empresa.',
      ],
      ['Falante 3', 'Boa tarde, Marcos. Vou mais ouvir por enquanto.'],
      [
        'iPhone de Marcos',
        'A gente é a Mudanças Pinheiro, de Curitiba. Faz mudança residencial e de escritório, umas 220 por mês, e tem o guarda-móveis, com 180 boxes. São onze caminhões e umas sessenta pessoas, contando os ajudantes.',
      ],
      ['joao paulo', 'E o orçamento, como funciona hoje?'],
      [
        'iPhone de Marcos',
        'O cliente liga ou chama no WhatsApp, e eu mando um vistoriador na casa dele contar os móveis. Só aí sai o orçamento, num Excel. Leva uns quatro dias entre o primeiro contato e o preço.',
      ],
      ['joao paulo', 'E o que mais pega?'],
      [
        'iPhone de Marcos',
        'Esses quatro dias. Quando o meu orçamento chega o cliente já fechou com outro. E o vistoriador erra na conta: coloca um caminhão e no dia precisa de dois, aí eu tenho que mandar outro correndo e pagar hora extra pra equipe.',
      ],
      [
        'iPhone de Marcos',
        'E reclamação de avaria. Chega a geladeira amassada e o cliente diz que foi a gente, e eu não tenho foto de como tava antes.',
      ],
      ['joao paulo', 'E quanto isso tem te custado?'],
      [
        'iPhone de Marcos',
        'De cada dez orçamentos eu fecho três, e antes fechava cinco. Avaria eu paguei uns 64 mil no ano passado, fora as avaliações de uma estrela no Google, que isso mata.',
      ],
      [
        'joao paulo',
        'No nosso app o cliente faz a vistoria por vídeo, o sistema calcula o volume em metro cúbico e já sugere o caminhão. O orçamento sai no mesmo dia. E o ajudante fotografa cada móvel antes de carregar, com data e hora.',
      ],
      [
        'iPhone de Marcos',
        'Orçamento no mesmo dia... aí eu paro de perder cliente pra quem responde primeiro. E com a foto, a briga da geladeira acaba na hora.',
      ],
      [
        'iPhone de Marcos',
        'Só fico com um pé atrás com o vídeo. O cliente filma a casa dele com tudo dentro, o cofre, a joia... Se isso vaza, é assalto na certa. Esse vídeo fica guardado aonde?',
      ],
      [
        'Falante 3',
        'Fica em servidor no Brasil, criptografado, e apaga sozinho trinta dias depois da mudança. Quem vê é só o seu orçamentista.',
      ],
      ['iPhone de Marcos', 'Hum. E quanto é?'],
      ['joao paulo', 'São 2.900 por mês, com usuário pra todo mundo, e a implantação sai 7.500.'],
      [
        'iPhone de Marcos',
        'O preço até cabe. O problema é a época: dezembro e janeiro é quando todo mundo muda, antes de começar o ano das crianças na escola. Mexer em sistema agora, com a equipe na rua todo dia, não rola.',
      ],
      ['joao paulo', 'Faz sentido. E quando seria bom pra vocês?'],
      ['iPhone de Marcos', 'Fevereiro, depois do Carnaval. Aí dá uma acalmada.'],
      ['joao paulo', 'E pra fechar, é você que decide ou tem mais alguém?'],
      [
        'iPhone de Marcos',
        'Eu e o meu irmão, o Fábio. A empresa é nossa, meio a meio. Ele é mais da parte dos caminhões, mas contrato ele quer ler tudo.',
      ],
      [
        'iPhone de Marcos',
        'Ah, e o Fábio já falou de um aplicativo de frete que o pessoal usa, que o cliente faz cotação com várias empresas de uma vez. Ele acha que é só a gente entrar lá.',
      ],
      [
        'joao paulo',
        'Aquilo é marketplace: você disputa preço com todo mundo e paga comissão por mudança. O nosso é pra quem chega direto em você.',
      ],
      [
        'joao paulo',
        'Então eu te mando a proposta e um vídeo de como fica a vistoria até amanhã, pra você mostrar pro Fábio.',
      ],
      [
        'Falante 3',
        'E eu posso deixar uma conta de teste pronta pro seu orçamentista usar numa mudança de verdade. Só preciso da tabela de preço por metro cúbico.',
      ],
      ['iPhone de Marcos', 'Te mando na sexta, que é quando o escritório tá mais tranquilo.'],
      ['joao paulo', 'Fechado. E em fevereiro, você topa uma conversa com o Fábio junto?'],
      ['iPhone de Marcos', 'Topo. Valeu, João, valeu, Rodrigo.'],
    ],
    templateAnswers: {
      budget: ['s17', 's18'],
      authority: ['s22'],
      need: ['s8', 's9'],
      timeline: ['s20'],
      situation: ['s4', 's6'],
      problems: ['s8', 's9'],
      implications: ['s11'],
      needPayoff: ['s13'],
    },
    nextSteps: [
      { line: 's25', owner: 'joao paulo', due: 'amanhã' },
      { line: 's26', owner: 'Falante 3' },
      { line: 's27', owner: 'iPhone de Marcos', due: 'sexta-feira' },
      { line: 's28', owner: 'joao paulo', due: 'fevereiro' },
    ],
    objections: [
      { line: 's14', kind: 'segurança' },
      { line: 's18', kind: 'momento' },
      { line: 's23', kind: 'concorrência' },
    ],
    decisionMakers: ['Marcos', 'Fábio'],
    chat: [
      {
        question: 'Quantos serviços de transporte de casa e firma eles fazem num mês?',
        line: ['s4'],
        fact: '220',
      },
      { question: 'Quantas unidades de armazenagem eles alugam?', line: ['s4'], fact: '180' },
      { question: 'Quanto tempo demora pro cliente receber o valor?', line: ['s6'], fact: 'quatro dias' },
      { question: 'Quanto eles gastaram com estragos no ano anterior?', line: ['s11'], fact: '64 mil' },
      {
        question: 'Depois de quanto tempo as gravações são descartadas?',
        line: ['s15'],
        fact: 'trinta dias',
      },
      { question: 'Quem é o sócio dele?', line: ['s22'], fact: 'Fábio' },
      { question: 'Qual a taxa de entrada que a gente passou?', line: ['s17'], fact: '7.500' },
    ],
  },
  {
    key: 'uploadedCinemaChain',
    part: 'tuning',
    uploaded: true,
    seller: 'Anfitrião - Patrícia',
    lines: [
      ['Anfitrião - Patrícia', 'Boa tarde! Vocês estão me vendo? Aqui aparece Sala 3, quem tá aí?'],
      [
        '(Convidado) Sala 3',
        'Boa tarde, Patrícia. Tá eu, o Wanderley, e a Simara, do financeiro. A gente tá na sala de reunião do escritório.',
      ],
      ['Anfitrião - Patrícia', 'Ótimo. Wanderley, me conta como tá a rede.'],
      [
        '(Convidado) Sala 3',
        'A Cine Serra tem seis complexos, 31 salas, tudo em shopping de cidade média: Uberaba, Uberlândia, Patos de Minas, Araxá. Vende uns 95 mil ingressos por mês.',
      ],
      ['Anfitrião - Patrícia', 'E a bomboniere, como funciona?'],
      [
        '(Convidado) Sala 3',
        'Balcão tradicional. Pipoca, refrigerante, combo. O caixa é um sistema antigo, de 2009, que não conversa com o da bilheteria. O estoque o gerente conta no domingo à noite, depois da última sessão.',
      ],
      ['Anfitrião - Patrícia', 'E o que mais incomoda hoje?'],
      [
        '(Convidado) Sala 3',
        'A fila da pipoca. Na estreia de filme grande a fila da bomboniere chega a quarenta minutos, e o pessoal desiste pra não perder o começo do filme. E quem desiste não volta, porque não tem intervalo.',
      ],
      [
        '(Convidado) Sala 3',
        'Aqui é a Simara. O meu problema é o estoque: some copo, some balde, some refrigerante. Bate a venda com o estoque e nunca fecha.',
      ],
      ['Anfitrião - Patrícia', 'E quanto isso representa em dinheiro?'],
      [
        '(Convidado) Sala 3',
        'A bomboniere é metade do nosso lucro, o ingresso quase todo vai pra distribuidora. A gente estima que perde uns 15% das vendas na fila. E a diferença de estoque deu 210 mil no ano.',
      ],
      [
        'Anfitrião - Patrícia',
        'Com o nosso app o cliente compra o ingresso e já leva o combo junto, e retira num balcão expresso, sem fila. E tem o totem de autoatendimento. O estoque baixa sozinho a cada venda, em tempo real.',
      ],
      [
        '(Convidado) Sala 3',
        'Se o combo vier junto com o ingresso, eu vendo pipoca pra quem hoje desiste na fila. E a Simara fecha o estoque sem esperar domingo.',
      ],
      [
        '(Convidado) Sala 3',
        'Agora, o nosso público é muito família, muita gente de idade no fim de semana. Totem, app... Vai ter vovó parada na frente da máquina sem saber o que fazer, e a fila só muda de lugar.',
      ],
      [
        'Anfitrião - Patrícia',
        'O balcão continua. O totem é pra quem quer, e nos clientes que a gente tem metade das vendas já passa pra ele no primeiro mês.',
      ],
      ['(Convidado) Sala 3', 'E o valor?'],
      [
        'Anfitrião - Patrícia',
        'São 1.450 por complexo por mês, e o totem sai 18 mil cada, ou em comodato por mais 600 por mês.',
      ],
      [
        '(Convidado) Sala 3',
        'Hum. Pra seis complexos com totem, isso soma. A gente ainda tá pagando a troca dos projetores pro laser, Patrícia. Esse ano o cofre tá bem fechado.',
      ],
      [
        'Anfitrião - Patrícia',
        'Dá pra começar por um complexo, o de Uberlândia, que é o maior, e vocês veem o número.',
      ],
      [
        '(Convidado) Sala 3',
        'Isso pode ser. Mas o ingresso online a gente já vende pelo Ingresso.com, e o contrato com eles tem exclusividade até o meio do ano que vem.',
      ],
      [
        'Anfitrião - Patrícia',
        'A gente não mexe no ingresso. O app vende só a bomboniere, com o QR do ingresso que eles já compraram.',
      ],
      ['Anfitrião - Patrícia', 'E quem mais precisa aprovar isso?'],
      [
        '(Convidado) Sala 3',
        'Acima de cinquenta mil vai pros sócios, que são três. Eles se reúnem uma vez por mês, sempre na última quinta.',
      ],
      ['Anfitrião - Patrícia', 'E tem alguma data que vocês estão mirando?'],
      [
        '(Convidado) Sala 3',
        'As férias de julho. É a maior temporada, filme infantil toda semana. Se tiver que rodar, é antes.',
      ],
      [
        'Anfitrião - Patrícia',
        'Então eu mando a proposta com o piloto em Uberlândia até terça, pra entrar na reunião dos sócios.',
      ],
      [
        '(Convidado) Sala 3',
        'Aqui é a Simara de novo: eu te mando o relatório de vendas da bomboniere de Uberlândia, pra vocês fazerem a conta.',
      ],
      [
        'Anfitrião - Patrícia',
        'Perfeito. E depois da reunião dos sócios eu posso ligar pro Wanderley pra saber como foi?',
      ],
      ['(Convidado) Sala 3', 'Pode. Obrigado, Patrícia.'],
    ],
    templateAnswers: {
      budget: ['s16', 's17'],
      authority: ['s22'],
      need: ['s7', 's8'],
      timeline: ['s24'],
      situation: ['s3', 's5'],
      problems: ['s7', 's8'],
      implications: ['s10'],
      needPayoff: ['s12'],
    },
    nextSteps: [
      { line: 's25', owner: 'Anfitrião - Patrícia', due: 'terça-feira' },
      { line: 's26', owner: '(Convidado) Sala 3' },
      { line: 's27', owner: 'Anfitrião - Patrícia' },
    ],
    objections: [
      { line: 's13', kind: 'aderência' },
      { line: 's17', kind: 'preço' },
      { line: 's19', kind: 'concorrência' },
      { line: 's22', kind: 'aprovação' },
    ],
    decisionMakers: ['sócios'],
    chat: [
      { question: 'Quantas telas a rede tem no total?', line: ['s3'], fact: '31' },
      { question: 'Quantas entradas eles vendem mensalmente?', line: ['s3'], fact: '95 mil' },
      { question: 'De que ano é o programa do caixa deles?', line: ['s5'], fact: '2009' },
      {
        question: 'Quanto tempo o cliente espera pra comprar lanche em dia de lançamento?',
        line: ['s7'],
        fact: 'quarenta minutos',
      },
      { question: 'Quanto deu o furo de inventário no ano?', line: ['s10'], fact: '210 mil' },
      {
        question: 'Quanto sai cada máquina de autoatendimento se eles comprarem?',
        line: ['s16'],
        fact: '18 mil',
      },
      {
        question: 'Com quem eles têm contrato pra vender entrada pela internet?',
        line: ['s19'],
        fact: 'Ingresso.com',
      },
      { question: 'Em que dia os donos se juntam pra decidir?', line: ['s22'], fact: 'última quinta' },
    ],
  },
  {
    key: 'honeyCooperative',
    part: 'tuning',
    uploaded: false,
    seller: 'Caio Bernardes',
    lines: [
      ['Caio Bernardes', 'Bom dia, dona Dalva! Aqui é o Caio. Tá me ouvindo bem?'],
      [
        'Dalva Sousa',
        'Bom dia, Caio. Tô sim. O Raimundo, nosso técnico de campo, tá aqui comigo, ele que roda os apiários.',
      ],
      ['Raimundo Leal', 'Bom dia, Caio.'],
      ['Caio Bernardes', 'Bom dia, Raimundo. Dona Dalva, me conta da cooperativa.'],
      [
        'Dalva Sousa',
        'A Coopermel fica em Picos, no Piauí. São 412 apicultores cooperados, em dezoito municípios. No ano passado a gente entregou umas 640 toneladas de mel, quase tudo orgânico, e 80% vai pra exportação, Alemanha e Estados Unidos.',
      ],
      [
        'Raimundo Leal',
        'O controle é no caderno. O apicultor traz o mel em balde, a gente pesa, anota o nome dele e junta no tambor de 300 quilos. O tambor recebe um número pintado à mão.',
      ],
      ['Caio Bernardes', 'E o que tem dado problema?'],
      [
        'Dalva Sousa',
        'O comprador alemão agora exige saber de qual apiário veio cada tambor, com coordenada. E a certificadora do orgânico também. No caderno não tem como provar isso.',
      ],
      [
        'Raimundo Leal',
        'E tem a mistura. Se um apicultor tem caixa perto de lavoura de soja com veneno e o mel dele entra no tambor, perde o tambor inteiro, que tinha mel de quinze pessoas.',
      ],
      ['Caio Bernardes', 'E isso já aconteceu?'],
      [
        'Dalva Sousa',
        'Em março voltou um container da Alemanha: deu resíduo de glifosato em dois tambores, e o lote inteiro, de 76 tambores, foi recusado. Foi quase 1 milhão e 300 mil de prejuízo, e a gente ficou sem pagar a sobra pros cooperados.',
      ],
      [
        'Caio Bernardes',
        'No nosso aplicativo o Raimundo cadastra cada apiário com o GPS do celular, e na hora que o balde chega ele lê o QR do apicultor. Cada tambor sai com a lista dos apiários de onde veio o mel, e se der problema, vocês isolam só aquele tambor.',
      ],
      [
        'Dalva Sousa',
        'Se eu conseguir mostrar pro alemão de onde veio cada gota, eu não perco o contrato. E se der resíduo, eu sei qual apicultor chamar, sem punir os outros.',
      ],
      [
        'Raimundo Leal',
        'Só que lá no sertão não tem sinal, Caio. Tem apiário que fica a duas horas de estrada de terra. E metade dos apicultores tem celular de teclinha, não é desses de tela.',
      ],
      [
        'Caio Bernardes',
        'O aplicativo funciona sem internet e manda quando volta o sinal. E o apicultor não precisa de celular: o QR dele é um cartão plastificado.',
      ],
      ['Dalva Sousa', 'E quanto ficaria isso?'],
      [
        'Caio Bernardes',
        'São 3.400 por mês pra cooperativa toda, sem cobrar por apicultor, e a implantação é 15 mil, com o cadastro dos apiários incluído.',
      ],
      [
        'Dalva Sousa',
        'Olha, Caio, depois do container recusado a gente tá contando moeda. Eu ia precisar ver se entra no projeto do Banco do Nordeste, que tem dinheiro pra cooperativa.',
      ],
      [
        'Caio Bernardes',
        'Dá sim, a gente já entrou em dois projetos desses. Eu te ajudo com a parte técnica.',
      ],
      [
        'Dalva Sousa',
        'E tem outra coisa: cooperativa não é igual empresa. Eu sou a presidente, mas gasto que não tá no orçamento tem que passar na assembleia geral, e a próxima é só em abril.',
      ],
      ['Caio Bernardes', 'E pra quando vocês precisam disso rodando?'],
      [
        'Dalva Sousa',
        'A florada começa em agosto. A colheita que vai pro próximo container sai dali, e o alemão deu prazo até lá.',
      ],
      [
        'Raimundo Leal',
        'E outra, onde os apiários ficam é segredo, viu? Tem roubo de caixa de abelha por aqui. Se esse mapa vaza, o ladrão sabe aonde ir.',
      ],
      [
        'Caio Bernardes',
        'O mapa só aparece pra quem a dona Dalva liberar, e o comprador vê a região, não a coordenada exata.',
      ],
      ['Caio Bernardes', 'Então eu monto a proposta já no formato do Banco do Nordeste e mando até sexta.'],
      ['Dalva Sousa', 'E eu vou ver com o contador se a gente consegue levar isso pra assembleia.'],
      [
        'Caio Bernardes',
        'E dá pra eu ir aí em maio, com o Raimundo, visitar um apiário pra ver a realidade do campo?',
      ],
      ['Raimundo Leal', 'Dá. É só avisar uns dias antes.'],
      ['Dalva Sousa', 'Combinado, Caio. Obrigada.'],
    ],
    templateAnswers: {
      budget: ['s16', 's17'],
      authority: ['s19'],
      need: ['s7', 's8'],
      timeline: ['s21'],
      situation: ['s4', 's5'],
      problems: ['s7', 's8'],
      implications: ['s10'],
      needPayoff: ['s12'],
    },
    nextSteps: [
      { line: 's24', owner: 'Caio Bernardes', due: 'sexta-feira' },
      { line: 's25', owner: 'Dalva Sousa' },
      { line: 's26', owner: 'Caio Bernardes', due: 'maio' },
    ],
    objections: [
      { line: 's13', kind: 'aderência' },
      { line: 's17', kind: 'preço' },
      { line: 's19', kind: 'aprovação' },
      { line: 's22', kind: 'segurança' },
    ],
    decisionMakers: ['assembleia'],
    chat: [
      { question: 'Quantos produtores fazem parte da associação?', line: ['s4'], fact: '412' },
      { question: 'Qual foi a produção deles no último ano?', line: ['s4'], fact: '640 toneladas' },
      { question: 'Quanto cabe em cada barril?', line: ['s5'], fact: '300 quilos' },
      { question: 'Qual agrotóxico apareceu na análise?', line: ['s10'], fact: 'glifosato' },
      { question: 'Quanto eles perderam com a carga devolvida?', line: ['s10'], fact: '1 milhão e 300 mil' },
      { question: 'Que instituição pode bancar o projeto?', line: ['s17'], fact: 'Banco do Nordeste' },
      { question: 'Quando os cooperados se reúnem pra votar de novo?', line: ['s19'], fact: 'abril' },
      { question: 'Em que mês começa a safra nova?', line: ['s21'], fact: 'agosto' },
    ],
  },
  {
    key: 'carWashFranchise',
    part: 'tuning',
    uploaded: false,
    seller: 'Bianca Teles',
    lines: [
      ['Bianca Teles', 'Oi, Gustavo, boa tarde! Bianca aqui. Conseguiu abrir o link direitinho?'],
      ['Gustavo Amaral', 'Boa tarde, Bianca. Consegui, tô no escritório da franqueadora, em Ribeirão.'],
      ['Bianca Teles', 'Que bom. Me conta da Onda Azul, como tá a rede hoje?'],
      [
        'Gustavo Amaral',
        'São 57 lava-rápidos franqueados, no interior de São Paulo e no Triângulo. Cada um lava, em média, uns 1.100 carros por mês. A maioria é lavagem simples, e tem a higienização interna e o polimento, que é onde tá a margem.',
      ],
      ['Bianca Teles', 'E vocês já vendem algum plano mensal?'],
      [
        'Gustavo Amaral',
        'Tem o cartão fidelidade de papel, carimba dez e ganha uma. E alguns franqueados inventaram um plano mensal por conta própria, cobrado no Pix, controlado em caderno. Cada um faz de um jeito.',
      ],
      ['Bianca Teles', 'E o que mais te preocupa nisso?'],
      [
        'Gustavo Amaral',
        'O movimento depende do tempo. Choveu, ninguém lava carro, e a semana morre. Tem franqueado que em janeiro, com chuva todo dia, não pagou nem o aluguel.',
      ],
      [
        'Gustavo Amaral',
        'E o caderno do plano é uma bagunça. O cliente diz que pagou, o franqueado não acha o Pix, e eu, da franqueadora, não sei quanto cada unidade fatura de verdade, então o royalty é na confiança.',
      ],
      ['Bianca Teles', 'E quanto isso pesa pra rede?'],
      [
        'Gustavo Amaral',
        'Em janeiro o faturamento da rede caiu 38% contra outubro. Fechamos quatro unidades esse ano, e cada franqueado que sai é uns 90 mil de taxa e obra que ninguém recupera. E o royalty, o meu palpite é que a gente recebe uns 20% a menos do que devia.',
      ],
      [
        'Bianca Teles',
        'Com a nossa plataforma o cliente assina o plano no app, paga no cartão todo mês, e a câmera lê a placa na entrada: já sabe que é assinante. Você vê em tempo real a receita de cada unidade, e chuva ou sol, a mensalidade entra.',
      ],
      [
        'Gustavo Amaral',
        'Receita que entra mesmo com chuva, isso é o sonho de todo franqueado. E vendo o número de cada unidade, o royalty para de ser briga.',
      ],
      [
        'Gustavo Amaral',
        'Só que o franqueado é dono do negócio dele, né. Tem uns que vão achar que a franqueadora quer vigiar o caixa deles. Não sei se eles engolem uma câmera olhando tudo.',
      ],
      [
        'Bianca Teles',
        'A gente costuma lançar pelos franqueados que mais vendem, e o plano vira argumento: em três meses os outros pedem.',
      ],
      [
        'Gustavo Amaral',
        'E o cartão do cliente, a placa... isso não dá problema com essa lei de dados? Não quero um processo em cima da marca.',
      ],
      [
        'Bianca Teles',
        'O cartão fica com a processadora, a gente nem vê. E a placa é tratada com o consentimento no próprio cadastro do plano.',
      ],
      ['Gustavo Amaral', 'Tá. E como é a cobrança de vocês?'],
      [
        'Bianca Teles',
        'A câmera é 2.300 por unidade, e a plataforma fica com 4% do que entrar de assinatura. Sem mensalidade fixa.',
      ],
      [
        'Gustavo Amaral',
        'Percentual é bom, porque só paga se vender. Agora, a câmera quem paga é o franqueado, e tá todo mundo saindo do verão no vermelho.',
      ],
      [
        'Gustavo Amaral',
        'E outra: tem a convenção anual dos franqueados, em maio, e eu tô enrolado com isso até o pescoço. Antes disso não consigo parar pra pensar em projeto novo.',
      ],
      ['Bianca Teles', 'Faz sentido. E quem mais, além de você, olharia isso?'],
      ['Gustavo Amaral', 'Ah, isso a gente vê mais pra frente. Primeiro eu quero entender se fica de pé.'],
      [
        'Bianca Teles',
        'Claro. E a convenção, não seria um bom lugar pra apresentar o plano pros franqueados?',
      ],
      [
        'Gustavo Amaral',
        'Pode ser, hein. Aí rodar mesmo ia ser de agosto em diante, quando acaba a chuva e a rede volta a respirar.',
      ],
      [
        'Bianca Teles',
        'Então eu te mando até o fim do mês um material pra convenção, com a simulação de receita de uma unidade.',
      ],
      [
        'Gustavo Amaral',
        'Manda. E eu te passo o faturamento de três unidades, uma boa, uma média e uma fraca, pra simulação ficar honesta. Até amanhã eu consigo.',
      ],
      ['Bianca Teles', 'Ótimo. E se a convenção topar, a gente faz um piloto em duas unidades?'],
      ['Gustavo Amaral', 'Se topar, faz. Valeu, Bianca.'],
    ],
    templateAnswers: {
      budget: ['s18', 's19'],
      authority: [],
      need: ['s7', 's8'],
      timeline: ['s24'],
      situation: ['s3', 's5'],
      problems: ['s7', 's8'],
      implications: ['s10'],
      needPayoff: ['s12'],
    },
    nextSteps: [
      { line: 's25', owner: 'Bianca Teles', due: 'fim do mês' },
      { line: 's26', owner: 'Gustavo Amaral', due: 'amanhã' },
      { line: 's27', owner: 'Bianca Teles' },
    ],
    objections: [
      { line: 's13', kind: 'aderência' },
      { line: 's15', kind: 'segurança' },
      { line: 's19', kind: 'preço' },
      { line: 's20', kind: 'momento' },
    ],
    decisionMakers: [],
    chat: [
      { question: 'Quantas lojas a rede tem?', line: ['s3'], fact: '57' },
      { question: 'Quantos veículos cada ponto atende mensalmente?', line: ['s3'], fact: '1.100' },
      { question: 'Quais serviços dão mais lucro?', line: ['s3'], fact: 'polimento' },
      { question: 'Quanto as vendas despencaram no começo do ano?', line: ['s10'], fact: '38%' },
      { question: 'Quanto se perde quando uma unidade fecha as portas?', line: ['s10'], fact: '90 mil' },
      { question: 'Qual a fatia que a gente fica das assinaturas?', line: ['s18'], fact: '4%' },
      { question: 'Quando é o encontro anual da rede?', line: ['s20'], fact: 'maio' },
    ],
  },
];
