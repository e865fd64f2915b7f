import type { LabelledCall } from './types.ts';

/**
 * Round 12's held-out calls: written and labelled before anything ran on them, and committed alone, so the history
 * shows the labels came first. Five industries no other call is about (a cut-flower and potted-plant wholesaler in
 * Holambra selling to florists and supermarkets on consignment, a regional newspaper selling ads, obituaries and
 * public notices, a driving school with two units, a dental-prosthesis lab milling zirconia crowns, a cooking-gas
 * reseller delivering cylinders by motorbike); three uploaded-style, with labels as tools give them: English letter
 * diarisation labels ("Speaker A", "Speaker B", "Speaker C") where the client speaks first and her stock manager joins
 * late, corporate directory names with the surname first ("Fagundes, Leonardo", "Albuquerque, Teresa", "Pires,
 * Nelson"), and a video-meeting default ("Usuário do Zoom") where the client speaks first, with the seller's name
 * carrying her pronouns ("Natália Prates (ela/dela)") and the client's partner her company after a bar ("Rita | Sinal
 * Verde"). The prosthesis-lab and gas calls name their speakers in full; the gas call names no decision-maker (the
 * client puts the question off). Some template questions go unanswered (labelled with no lines: the newspaper gives no
 * date, the lab never says what the fix would be worth), objections of every kind come with and without the obvious
 * words (a flower margin "de feira", old florists who only send voice messages, the auction's own app, Christmas
 * poinsettias leaving by the truckload, ads sold "no cafezinho", paper up 40%, a radio group selling bundles, a forged
 * public notice, a director away until the 15th, instructors who barely use WhatsApp, self-employed instructors at half
 * the price, minors' documents, a holiday season with every instructor booked, dentists who only send plaster, the
 * scanner maker's free program, patients' faces in a portal, a milling machine financed over sixty months, a customer
 * who hangs up on a robot, the gas distributor's own app, a nine-real margin, a stolen phone listing every address, a
 * new invoice rule in January), next steps are owned by clients as well as sellers, with and without dates, some
 * asked as questions or said on a condition, some dates relative ("semana que vem, depois do feriado", "até
 * sexta"), some numbers are written in digits as transcription tools write them, and some things a seller would ask
 * about are not in the calls (the newspaper's ad prices, the driving school's package price, the lab's prices to
 * dentists), so no chat item asks them. Written as the clients would speak, not as the rules read.
 */
export const roundTwelveCalls: LabelledCall[] = [
  {
    key: 'uploadedFlowerWholesaler',
    part: 'held-out',
    uploaded: true,
    seller: 'Speaker B',
    lines: [
      [
        'Speaker A',
        'Alô? Oi, é a Lívia? Aqui é a Mirela, do Atacado Van Dijk. Desculpa, tô saindo da câmara fria, pode falar.',
      ],
      [
        'Speaker B',
        'Oi, Mirela, bom dia! Sou eu, da Rota Verde. Obrigada por atender. Me conta um pouco do atacado.',
      ],
      [
        'Speaker A',
        'A gente fica em Holambra. Compra flor de corte e vaso dos produtores da região e revende pra floricultura e supermercado, em São Paulo, Campinas e Sorocaba. São umas 380 floriculturas clientes e 42 lojas de supermercado. Sai perto de 6 mil caixas por semana.',
      ],
      ['Speaker B', 'E o pedido, como chega pra vocês hoje?'],
      [
        'Speaker A',
        'Pelo WhatsApp, quase tudo áudio. O florista manda áudio às três da manhã, tipo "Mirela, me separa duas caixas de rosa vermelha e um balde de gérbera". A menina escuta, passa pro caderno e o separador monta.',
      ],
      ['Speaker B', 'Entendi. E o que mais tem te tirado o sono?'],
      [
        'Speaker A',
        'Erro de pedido. Áudio é uma bagunça, né: ela escuta rosa vermelha e era rosa-chá. O florista devolve, e flor que volta não vende mais, vira lixo.',
      ],
      [
        'Speaker A',
        'E o supermercado é consignado: o que não vende em cinco dias eles devolvem e a gente come o prejuízo. E eu não sei qual loja quebra mais, porque tá tudo em planilha separada.',
      ],
      ['Speaker B', 'E quanto isso pesa no fim do mês?'],
      [
        'Speaker A',
        'Olha, entre devolução por erro e quebra do consignado, o Cícero calcula uns 14% do que sai. No Dia das Mães do ano passado foi pior: a gente jogou fora quase 900 caixas de rosa, uns 95 mil reais.',
      ],
      [
        'Speaker B',
        'Com a nossa plataforma o florista faz o pedido pelo catálogo, com foto e preço do dia, a qualquer hora. O pedido já cai pro separador em lista. E no consignado, o promotor lança a sobra de cada loja pelo celular, e você vê qual loja devolve mais.',
      ],
      [
        'Speaker A',
        'Se o pedido vier escrito, com foto, acabou a briga da rosa-chá. E sabendo qual loja quebra, eu mando menos pra ela e mais pra quem vende.',
      ],
      ['Speaker C', 'Bom dia, desculpa entrar atrasado. Cícero aqui, do estoque.'],
      ['Speaker A', 'Entra, Cícero. A Lívia tá mostrando o sistema de pedido.'],
      [
        'Speaker C',
        'Hum. Só digo uma coisa: florista é gente de idade, viu? Tem cliente meu que nem sabe abrir link. Ele vai continuar mandando áudio, pode escrever.',
      ],
      [
        'Speaker B',
        'O áudio pode continuar: a atendente lança no catálogo por ele enquanto ele não se acostuma. Nos clientes que a gente tem, em três meses a maioria já pede sozinho.',
      ],
      ['Speaker A', 'Tá. E quanto sai isso?'],
      [
        'Speaker B',
        'São 1.900 por mês pra até quinhentos clientes, mais 350 por promotor de supermercado. A implantação é 8 mil.',
      ],
      [
        'Speaker A',
        'Hum. A gente tem seis promotores... Lívia, flor tem margem de feira, né. Somando tudo, é quase uma caixa de rosa por dia que eu tenho que vender a mais só pra pagar isso.',
      ],
      ['Speaker B', 'Mas com 14% de quebra, se cair pra metade, a mensalidade se paga na primeira semana.'],
      [
        'Speaker C',
        'E outra: a Veiling já tem o aplicativo dela, a gente compra tudo no leilão por lá. Não dava pra usar o deles pra vender também?',
      ],
      [
        'Speaker B',
        'O da Veiling é pra comprar do produtor no leilão. Pra vender pro seu florista, com o seu preço, ele não serve.',
      ],
      ['Speaker B', 'E quem decide a compra de um sistema desses aí no atacado?'],
      [
        'Speaker A',
        'Quem bate o martelo é o meu sogro, o seu Jan. Ele fundou o atacado em 1989 e ainda é ele que assina os cheques.',
      ],
      ['Speaker B', 'E pra quando vocês queriam isso rodando?'],
      [
        'Speaker A',
        'Antes do Dia das Mulheres, em março. E o grande teste é o Dia das Mães. Se não estiver redondo até lá, eu não arrisco.',
      ],
      [
        'Speaker C',
        'Só que agora em dezembro é Natal, bico-de-papagaio saindo de caminhão. Ninguém aqui para pra aprender sistema até o Ano Novo.',
      ],
      ['Speaker B', 'Faz sentido. A implantação leva umas três semanas, dá pra fazer depois do Ano Novo.'],
      [
        'Speaker B',
        'Então eu te mando a proposta com os seis promotores até sexta, e uma conta da quebra pro seu Jan.',
      ],
      ['Speaker A', 'Manda. E o Cícero pode te passar a lista de produtos com os códigos, né, Cícero?'],
      ['Speaker C', 'Passo. Semana que vem, depois do feriado, que agora tá uma loucura.'],
      [
        'Speaker B',
        'Ótimo. E se o seu Jan gostar da proposta, posso ir aí em Holambra apresentar pra ele pessoalmente?',
      ],
      ['Speaker A', 'Pode. Eu falo com ele no domingo, no almoço da família, e te dou um retorno.'],
      ['Speaker B', 'Combinado, Mirela. Obrigada, Cícero!'],
      ['Speaker C', 'Valeu.'],
    ],
    templateAnswers: {
      budget: ['s17', 's18'],
      authority: ['s23'],
      need: ['s6', 's7'],
      timeline: ['s25'],
      situation: ['s2', 's4'],
      problems: ['s6', 's7'],
      implications: ['s9'],
      needPayoff: ['s11'],
    },
    nextSteps: [
      { line: 's28', owner: 'Speaker B', due: 'sexta-feira' },
      { line: 's30', owner: 'Speaker C', due: 'próxima semana' },
      { line: 's31', owner: 'Speaker B' },
      { line: 's32', owner: 'Speaker A', due: 'domingo' },
    ],
    objections: [
      { line: 's14', kind: 'aderência' },
      { line: 's18', kind: 'preço' },
      { line: 's20', kind: 'concorrência' },
      { line: 's26', kind: 'momento' },
    ],
    decisionMakers: ['Jan'],
    chat: [
      { question: 'Quantas lojas de rede de mercado compram deles?', line: ['s2'], fact: '42' },
      { question: 'Quanto volume eles despacham semanalmente?', line: ['s2'], fact: '6 mil caixas' },
      { question: 'A que horas os floristas costumam encomendar?', line: ['s4'], fact: 'três da manhã' },
      { question: 'Em quanto tempo o mercado devolve o que encalhou?', line: ['s7'], fact: 'cinco dias' },
      {
        question: 'Quanto eles perderam na data comemorativa de maio passado?',
        line: ['s9'],
        fact: '95 mil',
      },
      { question: 'Quanto a gente cobra a mais por cada repositor das lojas?', line: ['s17'], fact: '350' },
      { question: 'Desde quando o negócio existe?', line: ['s23'], fact: '1989' },
    ],
  },
  {
    key: 'uploadedRegionalNewspaper',
    part: 'held-out',
    uploaded: true,
    seller: 'Fagundes, Leonardo',
    lines: [
      [
        'Fagundes, Leonardo',
        'Bom dia, dona Teresa! Leonardo, da Anúncio Certo. Aqui apareceu o seu nome e o do Nelson, tá todo mundo me ouvindo?',
      ],
      [
        'Albuquerque, Teresa',
        'Bom dia, Leonardo. Tamos sim. O Nelson é o nosso gerente de vendas, tá há mais tempo no jornal do que eu.',
      ],
      ['Pires, Nelson', 'Trinta e um anos de casa. Bom dia.'],
      ['Fagundes, Leonardo', 'Que bacana. Dona Teresa, me conta como tá a Folha hoje.'],
      [
        'Albuquerque, Teresa',
        'A Folha do Oeste é de Chapecó, tem 58 anos. O impresso a gente roda de terça a sábado, uns 9 mil exemplares, e o site tem perto de 400 mil leitores por mês. Quem paga a conta é anúncio: comércio local, classificado, nota de falecimento e edital de prefeitura.',
      ],
      ['Fagundes, Leonardo', 'E como vocês vendem esse anúncio hoje?'],
      [
        'Pires, Nelson',
        'No telefone e no balcão. São sete vendedores, cada um com a sua carteira num caderno ou no Excel. O cliente liga, a gente anota, manda pra diagramação e cobra no boleto.',
      ],
      ['Fagundes, Leonardo', 'E onde é que isso tem travado?'],
      [
        'Albuquerque, Teresa',
        'O classificado foi embora pro Facebook e pra OLX. E o que sobrou é lento: a família quer pôr a nota de falecimento no domingo de manhã, e a gente só atende em horário comercial.',
      ],
      [
        'Pires, Nelson',
        'E tem a bagunça do espaço. Já aconteceu de dois vendedores venderem a mesma contracapa pro mesmo sábado, e aí um cliente fica de fora, uma fera.',
      ],
      ['Fagundes, Leonardo', 'E quanto isso já custou pra vocês?'],
      [
        'Albuquerque, Teresa',
        'O classificado caiu de 320 mil por ano pra uns 70 mil. De boleto vencido a gente tem uns 140 mil na rua, de anúncio que já saiu e ninguém pagou. E com a contracapa a gente perdeu a loja de móveis que anunciava todo sábado, foi pra rádio.',
      ],
      [
        'Fagundes, Leonardo',
        'A nossa plataforma põe um balcão de anúncio no site, aberto 24 horas. A família manda a nota de falecimento no domingo, paga no Pix, e já cai pra diagramação. E os vendedores veem o mapa das páginas: o que tá vendido fica travado, ninguém vende duas vezes.',
      ],
      [
        'Albuquerque, Teresa',
        'Pagar na hora, no Pix, isso acaba com o boleto vencido. E um balcão que não fecha... é dinheiro que hoje nem entra.',
      ],
      [
        'Pires, Nelson',
        'Com todo o respeito, Leonardo, anúncio aqui se vende no cafezinho. O meu cliente da loja de pneu não vai entrar em site nenhum, ele quer que eu passe lá. Vendedor meu não vai ficar preso em tela.',
      ],
      [
        'Fagundes, Leonardo',
        'E nem precisa. O vendedor continua indo no cliente, só lança o pedido pelo celular ali mesmo. O site é pra quem hoje não é atendido.',
      ],
      ['Albuquerque, Teresa', 'E quanto é isso?'],
      [
        'Fagundes, Leonardo',
        'São 2.600 por mês, com os sete vendedores, e 4% de cada anúncio vendido pelo site. A implantação é 12 mil.',
      ],
      [
        'Albuquerque, Teresa',
        'Leonardo, você sabe como tá jornal, né? O papel subiu 40% em dois anos. Doze mil de entrada agora, só se cair do céu.',
      ],
      ['Fagundes, Leonardo', 'A gente pode diluir a implantação em seis vezes, junto com a mensalidade.'],
      [
        'Albuquerque, Teresa',
        'Hum. E tem outra: o grupo que comprou a rádio aqui da cidade tá oferecendo pacote de anúncio com portal e rádio junto, com um sistema deles. Metade dos meus anunciantes já recebeu a visita.',
      ],
      [
        'Fagundes, Leonardo',
        'Eles vendem o espaço deles. Nós somos a ferramenta pra vocês venderem o de vocês, e mais rápido do que eles.',
      ],
      [
        'Pires, Nelson',
        'E esse Pix no site, é seguro? Edital de prefeitura tem CNPJ, tem assinatura de prefeito. Se alguém entra lá e publica um edital falso em nome da prefeitura, quem responde é o jornal.',
      ],
      [
        'Fagundes, Leonardo',
        'Edital e nota de falecimento passam pela aprovação de alguém da redação antes de sair. Nada vai pro ar sozinho.',
      ],
      ['Fagundes, Leonardo', 'E pra decidir, além da senhora, quem mais participa?'],
      [
        'Albuquerque, Teresa',
        'Quem decide é o meu irmão, o Aurélio, o diretor-presidente. Gasto acima de dez mil só com a assinatura dele, e ele anda viajando, só volta dia 15.',
      ],
      [
        'Fagundes, Leonardo',
        'Então eu preparo a proposta com a implantação em seis vezes e mando pra senhora até quarta.',
      ],
      ['Albuquerque, Teresa', 'Manda. E eu levo pro Aurélio quando ele voltar.'],
      [
        'Pires, Nelson',
        'Eu te mando a tabela dos anúncios e o mapa de páginas de um sábado, pra vocês montarem o exemplo.',
      ],
      [
        'Fagundes, Leonardo',
        'Perfeito, Nelson. E depois que o Aurélio ler, a gente marca uma demonstração com ele?',
      ],
      ['Albuquerque, Teresa', 'Marca, sim. Obrigada, Leonardo.'],
      ['Fagundes, Leonardo', 'Eu que agradeço. Bom dia pros dois.'],
    ],
    templateAnswers: {
      budget: ['s17', 's18'],
      authority: ['s25'],
      need: ['s8', 's9'],
      timeline: [],
      situation: ['s4', 's6'],
      problems: ['s8', 's9'],
      implications: ['s11'],
      needPayoff: ['s13'],
    },
    nextSteps: [
      { line: 's26', owner: 'Fagundes, Leonardo', due: 'quarta-feira' },
      { line: 's27', owner: 'Albuquerque, Teresa' },
      { line: 's28', owner: 'Pires, Nelson' },
      { line: 's29', owner: 'Fagundes, Leonardo' },
    ],
    objections: [
      { line: 's14', kind: 'aderência' },
      { line: 's18', kind: 'preço' },
      { line: 's20', kind: 'concorrência' },
      { line: 's22', kind: 'segurança' },
      { line: 's25', kind: 'aprovação' },
    ],
    decisionMakers: ['Aurélio'],
    chat: [
      { question: 'Há quanto tempo o jornal circula?', line: ['s4'], fact: '58 anos' },
      { question: 'Qual a tiragem da versão de papel?', line: ['s4'], fact: '9 mil' },
      { question: 'Quanto rendiam os pequenos anúncios antigamente?', line: ['s11'], fact: '320 mil' },
      { question: 'Quanto eles têm pra receber de cliente inadimplente?', line: ['s11'], fact: '140 mil' },
      {
        question: 'Que anunciante foi embora por causa da página vendida em dobro?',
        line: ['s11'],
        fact: 'loja de móveis',
      },
      { question: 'Quanto encareceu a matéria-prima da impressão?', line: ['s18'], fact: '40%' },
    ],
  },
  {
    key: 'uploadedDrivingSchool',
    part: 'held-out',
    uploaded: true,
    seller: 'Natália Prates (ela/dela)',
    lines: [
      [
        'Usuário do Zoom',
        'Alô, tá indo o som? Aqui apareceu Usuário do Zoom, é que eu entrei pelo computador da recepção. É o Edson, da Sinal Verde.',
      ],
      ['Natália Prates (ela/dela)', 'Tá ótimo, Edson, bom dia! Natália, da Agendaê. E a Rita tá aí também?'],
      ['Rita | Sinal Verde', 'Tô sim, bom dia. Tô pelo celular, na outra unidade.'],
      ['Natália Prates (ela/dela)', 'Legal. Edson, me conta um pouco da autoescola.'],
      [
        'Usuário do Zoom',
        'A gente é de Londrina, tem duas unidades. São 14 instrutores, 11 carros e 4 motos. Forma uns 160 alunos por mês, a maioria de carro, categoria B.',
      ],
      ['Natália Prates (ela/dela)', 'E a aula prática, como vocês agendam hoje?'],
      [
        'Usuário do Zoom',
        'Numa agenda de papel na recepção, uma por instrutor. O aluno liga ou manda WhatsApp, a menina procura um buraco e anota. E o instrutor tira foto da página no fim do dia pra saber o dia seguinte.',
      ],
      ['Natália Prates (ela/dela)', 'E o que mais atrapalha nisso?'],
      [
        'Usuário do Zoom',
        'Falta. O aluno marca e não aparece, e o instrutor fica parado com o carro na porta, ganhando por hora. E a menina da recepção passa o dia no telefone remarcando.',
      ],
      [
        'Rita | Sinal Verde',
        'E o pagamento. A gente parcela o pacote em até dez vezes no carnê, e quando o aluno atrasa ninguém percebe até ele vir fazer a prova. Aí já fez as aulas todas.',
      ],
      ['Natália Prates (ela/dela)', 'E isso, em número, dá quanto?'],
      [
        'Usuário do Zoom',
        'Falta é uns 18% das aulas marcadas. Com a hora do instrutor a 45 reais, a gente calcula que joga fora uns 20 mil por mês de carro parado.',
      ],
      [
        'Rita | Sinal Verde',
        'E de carnê atrasado a gente tem uns 60 mil pra receber. Uns eu já dei por perdido.',
      ],
      [
        'Natália Prates (ela/dela)',
        'No nosso app o aluno marca e desmarca sozinho, vendo o horário livre de cada instrutor. Se não confirmar na véspera, a vaga volta pra fila de espera. E o pagamento é por Pix recorrente: atrasou, a aula nem aparece pra marcar.',
      ],
      [
        'Usuário do Zoom',
        'Se a vaga de quem faltou vai pra outro aluno, o meu instrutor para de ficar olhando pro tempo. E a recepção volta a atender quem chega no balcão.',
      ],
      [
        'Rita | Sinal Verde',
        'Aluno marcando sozinho... Natália, os meus instrutores são tudo das antigas. Tem o seu Valdemar, sessenta e oito anos, que nem WhatsApp usa direito. Ele vai olhar essa agenda aonde?',
      ],
      [
        'Natália Prates (ela/dela)',
        'O instrutor recebe a lista do dia por mensagem de texto, sem precisar abrir o app. E a recepção continua podendo marcar por quem ligar.',
      ],
      ['Usuário do Zoom', 'E quanto custa?'],
      [
        'Natália Prates (ela/dela)',
        'São 39 reais por instrutor por mês, então 546 pros catorze, e não tem taxa de implantação.',
      ],
      [
        'Usuário do Zoom',
        'Preço tá bom. O problema é outro: desde que a autoescola deixou de ser obrigatória, tem instrutor autônomo credenciado cobrando metade do nosso preço pela internet. Eu nem sei se daqui a um ano eu tenho aluno pra agendar.',
      ],
      [
        'Natália Prates (ela/dela)',
        'Justamente por isso: o aluno que compara vai pra quem responde rápido e marca na hora. O autônomo não tem carro reserva nem fila de espera.',
      ],
      [
        'Rita | Sinal Verde',
        'E outra coisa: a gente guarda RG, CPF, foto, exame médico do aluno. Menor de idade também, com documento dos pais. Isso fica num aplicativo aí no mundo? Se vaza, o Detran cai em cima da gente.',
      ],
      [
        'Natália Prates (ela/dela)',
        'Fica em servidor no Brasil, cada unidade só vê os próprios alunos, e documento nem precisa subir: o app só pede nome e telefone.',
      ],
      ['Natália Prates (ela/dela)', 'E quem decide, vocês dois juntos?'],
      [
        'Usuário do Zoom',
        'Olha, dinheiro aqui é com a Rita. Ela é a sócia majoritária, é ela que dá a palavra final.',
      ],
      ['Natália Prates (ela/dela)', 'E pra quando seria bom ter isso funcionando?'],
      [
        'Usuário do Zoom',
        'Janeiro e julho são as férias, é quando estudante tira carteira, a procura dobra. O ideal era rodar já em janeiro.',
      ],
      [
        'Rita | Sinal Verde',
        'Janeiro? Edson, em janeiro o instrutor não tem nem hora pra almoçar, tá todo mundo com a agenda estourada. Se for pra mexer, que seja em fevereiro, quando esvazia.',
      ],
      [
        'Natália Prates (ela/dela)',
        'Faz sentido. Nos outros clientes a virada leva umas duas semanas, e dá pra começar por uma unidade só.',
      ],
      [
        'Natália Prates (ela/dela)',
        'Eu te mando hoje ainda a proposta e um vídeo de como o instrutor recebe a agenda, pra Rita mostrar pros instrutores.',
      ],
      [
        'Rita | Sinal Verde',
        'E eu converso com o seu Valdemar e mais dois instrutores antigos até sexta, pra ver se eles topam.',
      ],
      [
        'Usuário do Zoom',
        'E eu te mando a planilha das faltas de outubro e novembro, pra você ver que eu não tô exagerando.',
      ],
      [
        'Natália Prates (ela/dela)',
        'Ótimo. E se os instrutores toparem, a gente marca uma conversa nós três pra fechar o piloto?',
      ],
      ['Usuário do Zoom', 'Fechado. Valeu, Natália.'],
      ['Rita | Sinal Verde', 'Obrigada, tchau.'],
    ],
    templateAnswers: {
      budget: ['s18', 's19'],
      authority: ['s24'],
      need: ['s8', 's9'],
      timeline: ['s26', 's27'],
      situation: ['s4', 's6'],
      problems: ['s8', 's9'],
      implications: ['s11', 's12'],
      needPayoff: ['s14'],
    },
    nextSteps: [
      { line: 's29', owner: 'Natália Prates (ela/dela)', due: 'hoje' },
      { line: 's30', owner: 'Rita | Sinal Verde', due: 'sexta-feira' },
      { line: 's31', owner: 'Usuário do Zoom' },
      { line: 's32', owner: 'Natália Prates (ela/dela)' },
    ],
    objections: [
      { line: 's15', kind: 'aderência' },
      { line: 's19', kind: 'concorrência' },
      { line: 's21', kind: 'segurança' },
      { line: 's27', kind: 'momento' },
    ],
    decisionMakers: ['Rita'],
    chat: [
      { question: 'Quantos veículos de duas rodas a escola tem?', line: ['s4'], fact: '4 motos' },
      { question: 'Quantos alunos eles habilitam mensalmente?', line: ['s4'], fact: '160' },
      { question: 'Em quantas prestações dá pra pagar o curso?', line: ['s9'], fact: 'dez vezes' },
      { question: 'Quanto eles pagam pro professor de direção pela hora?', line: ['s11'], fact: '45 reais' },
      { question: 'Quanto tem de mensalidade em aberto com os alunos?', line: ['s12'], fact: '60 mil' },
      { question: 'Qual a idade do instrutor mais velho?', line: ['s15'], fact: 'sessenta e oito' },
      { question: 'Quanto ficaria a conta mensal com a equipe toda?', line: ['s18'], fact: '546' },
    ],
  },
  {
    key: 'dentalProsthesisLab',
    part: 'held-out',
    uploaded: false,
    seller: 'Thaís Moreira',
    lines: [
      ['Thaís Moreira', 'Boa tarde, seu Reinaldo! Thaís, da Protocolo. Tudo certo por aí?'],
      [
        'Reinaldo Gusmão',
        'Boa tarde, Thaís. Tudo, a correria de sempre. A Solange, minha esposa, tá aqui do lado, ela cuida do financeiro.',
      ],
      ['Solange Gusmão', 'Boa tarde, Thaís.'],
      ['Thaís Moreira', 'Boa tarde, dona Solange. Seu Reinaldo, me conta do laboratório.'],
      [
        'Reinaldo Gusmão',
        'O Gusmão Prótese fica em Goiânia, tem 21 anos. São 18 protéticos. A gente faz coroa, ponte, prótese total, protocolo sobre implante, e de três anos pra cá zircônia na fresadora. Atende uns 130 dentistas, a maioria aqui na capital e em Anápolis.',
      ],
      ['Thaís Moreira', 'E o trabalho chega como até vocês?'],
      [
        'Reinaldo Gusmão',
        'De motoboy. Ele roda os consultórios de manhã, pega o molde de gesso com a ficha de papel e traz. Uns quinze dentistas já mandam escaneamento por e-mail ou WeTransfer, e aí vira uma caça ao arquivo.',
      ],
      ['Thaís Moreira', 'E o que mais tem dado problema?'],
      [
        'Reinaldo Gusmão',
        'Retrabalho. A ficha vem com letra de médico, né: a cor tá escrita A2 e era A3, ou não tem cor nenhuma. A peça volta e a gente refaz de graça.',
      ],
      [
        'Reinaldo Gusmão',
        'E o dentista ligando: "Reinaldo, cadê a coroa da dona Fulana? Ela tá na cadeira." E eu não sei se tá no acabamento, se tá na moto ou se nem chegou.',
      ],
      [
        'Solange Gusmão',
        'E do meu lado é a cobrança. Dentista paga no fim do mês, e eu fecho a conta de cada um numa planilha, na mão. Sempre escapa peça sem cobrar.',
      ],
      ['Thaís Moreira', 'E isso dá quanto, mais ou menos?'],
      [
        'Reinaldo Gusmão',
        'Retrabalho é uns 11% das peças. Uma coroa de zircônia refeita me custa uns 180 reais só de material, fora a hora do protético.',
      ],
      [
        'Solange Gusmão',
        'E no ano passado a gente perdeu a OdontoVida, uma rede com seis consultórios, porque atrasamos três protocolos seguidos. Era 25 mil por mês de serviço.',
      ],
      [
        'Thaís Moreira',
        'Na nossa plataforma o dentista abre o pedido pelo portal, escolhe a cor num campo obrigatório e anexa o escaneamento ali mesmo. Cada caixa ganha um QR, e cada bancada lê quando pega e quando solta: o dentista vê sozinho em que etapa tá a peça. E o faturamento do mês sai pronto por dentista.',
      ],
      [
        'Reinaldo Gusmão',
        'Bonito. Só que dentista não vai abrir portal nenhum, Thaís. Dentista mal responde WhatsApp. E os mais antigos nem escâner têm, é gesso e pronto.',
      ],
      [
        'Thaís Moreira',
        'Quem manda gesso continua mandando: o motoboy lê o QR na coleta e a ficha é fotografada na entrada. O portal é pra quem quiser.',
      ],
      [
        'Reinaldo Gusmão',
        'E vocês não fazem o que o 3Shape já faz? O escâner do dentista já vem com um programa deles pra mandar o caso pro laboratório, e de graça.',
      ],
      [
        'Thaís Moreira',
        'Aquele só manda o arquivo. Não acompanha a peça na bancada, não avisa o dentista e não fatura. A gente inclusive recebe o arquivo de lá direto.',
      ],
      [
        'Solange Gusmão',
        'Tem uma coisa que me preocupa: vai foto do paciente, nome, às vezes o rosto inteiro pra ver o sorriso. Isso num portal... Dentista já vive cheio de processo, se vaza, sobra pra gente.',
      ],
      [
        'Thaís Moreira',
        'Cada dentista só vê os casos dele, com senha, e a foto pode ir só com as iniciais do paciente. O servidor é no Brasil e a gente assina o termo de tratamento de dados com vocês.',
      ],
      ['Solange Gusmão', 'E o valor?'],
      [
        'Thaís Moreira',
        'São 1.650 por mês com os dezoito protéticos, e a implantação é 9.800, com a etiquetagem e o treinamento.',
      ],
      [
        'Solange Gusmão',
        'Thaís, a gente acabou de comprar a fresadora nova, foram 380 mil financiados em sessenta meses. Mais uma parcela agora, eu não sei não.',
      ],
      [
        'Thaís Moreira',
        'Dá pra começar só com o portal e o faturamento, sem as bancadas, e aí fica em 890 por mês.',
      ],
      ['Thaís Moreira', 'E quem decide essa compra?'],
      [
        'Reinaldo Gusmão',
        'Aí é com a Solange. Tudo que é gasto fixo passa por ela, eu só fico com a parte técnica.',
      ],
      ['Thaís Moreira', 'E pra quando vocês precisariam disso?'],
      [
        'Reinaldo Gusmão',
        'Antes de março. Em março começa o convênio novo com a Uniodonto, que vai quase dobrar o volume de prótese total.',
      ],
      [
        'Thaís Moreira',
        'Então eu mando a proposta nas duas versões, a completa e a só do portal, até segunda.',
      ],
      ['Solange Gusmão', 'Manda, que eu faço a conta com o contador. Eu te dou uma resposta até o dia 20.'],
      [
        'Reinaldo Gusmão',
        'E eu separo uns cinco dentistas bons de casa pra testar o portal, se a Solange liberar.',
      ],
      [
        'Thaís Moreira',
        'Perfeito. Posso mandar pro senhor um acesso de teste amanhã, pra já ir vendo com a equipe?',
      ],
      ['Reinaldo Gusmão', 'Pode. Obrigado, Thaís.'],
      ['Solange Gusmão', 'Obrigada, tchau.'],
    ],
    templateAnswers: {
      budget: ['s22', 's23'],
      authority: ['s26'],
      need: ['s8', 's9', 's10'],
      timeline: ['s28'],
      situation: ['s4', 's6'],
      problems: ['s8', 's9', 's10'],
      implications: ['s12', 's13'],
      needPayoff: [],
    },
    nextSteps: [
      { line: 's29', owner: 'Thaís Moreira', due: 'segunda-feira' },
      { line: 's30', owner: 'Solange Gusmão', due: 'dia 20' },
      { line: 's31', owner: 'Reinaldo Gusmão' },
      { line: 's32', owner: 'Thaís Moreira', due: 'amanhã' },
    ],
    objections: [
      { line: 's15', kind: 'aderência' },
      { line: 's17', kind: 'concorrência' },
      { line: 's19', kind: 'segurança' },
      { line: 's23', kind: 'preço' },
    ],
    decisionMakers: ['Solange'],
    chat: [
      { question: 'Há quanto tempo a empresa funciona?', line: ['s4'], fact: '21 anos' },
      { question: 'Quantos profissionais de odontologia compram deles?', line: ['s4'], fact: '130' },
      { question: 'Fora a capital, em que cidade ficam os clientes?', line: ['s4'], fact: 'Anápolis' },
      { question: 'Quanto sai em insumo refazer uma peça?', line: ['s12'], fact: '180 reais' },
      { question: 'Qual cliente grande eles deixaram escapar?', line: ['s13'], fact: 'OdontoVida' },
      { question: 'Quanto custou a máquina de usinagem?', line: ['s23'], fact: '380 mil' },
      { question: 'Com que operadora vem o contrato novo?', line: ['s28'], fact: 'Uniodonto' },
    ],
  },
  {
    key: 'cookingGasReseller',
    part: 'held-out',
    uploaded: false,
    seller: 'Rodolfo Campos',
    lines: [
      ['Rodolfo Campos', 'Bom dia, seu Josué! Rodolfo, da RotaGás. Tá me ouvindo bem?'],
      [
        'Josué Nascimento',
        'Bom dia, Rodolfo. Ouvindo. A Larissa, minha filha, tá aqui comigo, ela que toca o WhatsApp dos pedidos.',
      ],
      ['Larissa Nascimento', 'Oi, Rodolfo, bom dia.'],
      ['Rodolfo Campos', 'Bom dia, Larissa. Seu Josué, me conta da revenda.'],
      [
        'Josué Nascimento',
        'A Gás Bom Jesus é de Feira de Santana, tem três depósitos. A gente entrega uns 9.500 botijões de 13 quilos por mês, mais o P45 pra restaurante e padaria. São 16 entregadores de moto e dois caminhões.',
      ],
      ['Rodolfo Campos', 'E o pedido chega como?'],
      [
        'Larissa Nascimento',
        'Telefone fixo e WhatsApp. Eu anoto num bloco, passo pelo rádio e o entregador que tá mais perto pega. Mais perto pelo que ele acha, né.',
      ],
      ['Rodolfo Campos', 'E o que mais aperta no dia a dia?'],
      [
        'Josué Nascimento',
        'Domingo de manhã. Todo mundo fica sem gás na hora do almoço, o telefone dá ocupado e o cliente liga pro concorrente da esquina. Quem atende primeiro leva.',
      ],
      [
        'Larissa Nascimento',
        'E o dinheiro na rua. Metade ainda paga em espécie, e entregador com dinheiro é alvo. Esse ano já levaram duas motos com o caixa do dia.',
      ],
      ['Rodolfo Campos', 'E isso pesa quanto?'],
      [
        'Josué Nascimento',
        'No domingo a Larissa conta as ligações que caem: umas 70 chamadas perdidas só de manhã. Se metade for pedido, é 35 botijão que foi pro outro. E os dois assaltos deram uns 8 mil, fora o susto.',
      ],
      [
        'Rodolfo Campos',
        'Com a RotaGás o cliente pede pelo WhatsApp com um robô que já sabe o endereço dele, ou pelo link, e paga no Pix na hora. O pedido vai pro entregador mais perto pelo GPS. E o sistema avisa quando o gás do cliente tá pra acabar, pela média de consumo dele.',
      ],
      [
        'Josué Nascimento',
        'Se eu lembrar o cliente antes de acabar o gás, ele nem liga pro outro. E entregador sem dinheiro no bolso, não tem por que assaltar.',
      ],
      [
        'Larissa Nascimento',
        'Robô? Pai, o nosso cliente é a dona Maria que liga e diz "é a Maria da rua de trás". Se atender um robô, ela desliga e liga pro Dedé.',
      ],
      [
        'Rodolfo Campos',
        'O robô só entra quando a linha tá ocupada. Em dia normal a Larissa continua atendendo, e a dona Maria continua sendo a dona Maria.',
      ],
      [
        'Josué Nascimento',
        'E a Ultragaz? A gente é bandeira deles, e eles têm o aplicativo deles, que manda pedido pra revenda. Pra que pagar outro?',
      ],
      [
        'Rodolfo Campos',
        'O app da distribuidora manda pouco pedido e cobra por cada um. O nosso é pro cliente que já é seu, no seu número.',
      ],
      ['Josué Nascimento', 'E quanto é?'],
      [
        'Rodolfo Campos',
        'São 1.200 por mês pros três depósitos, mais 2 reais por pedido que entrar pelo link, e sem implantação.',
      ],
      [
        'Josué Nascimento',
        'Rodolfo, o botijão me deixa uns 9 reais de margem, e a distribuidora aumentou duas vezes esse ano. Mil e duzentos por mês é botijão que eu tenho que vender só pra pagar o sistema.',
      ],
      [
        'Rodolfo Campos',
        'São uns 130 botijões, seu Josué. Se o senhor recuperar metade das ligações de domingo, já passa disso no mês.',
      ],
      [
        'Larissa Nascimento',
        'E o entregador com o celular mostrando o endereço do cliente? Se levarem a moto, levam o celular com a lista de todo mundo e onde mora.',
      ],
      [
        'Rodolfo Campos',
        'O entregador só vê o pedido da vez, e some quando entrega. Se roubarem, a gente bloqueia o aparelho pelo painel.',
      ],
      ['Rodolfo Campos', 'E pra decidir, quem mais participa além do senhor?'],
      ['Josué Nascimento', 'Ah, isso aí a gente vê mais pra frente. Primeiro eu quero ver se funciona aqui.'],
      ['Rodolfo Campos', 'Claro. E quando seria bom começar?'],
      [
        'Josué Nascimento',
        'Agora em dezembro não, que é Natal e a venda sobe quase 30%. E em janeiro eu tô trocando o emissor de nota fiscal, que a Sefaz mudou a regra. Não dá pra mexer em duas coisas de uma vez.',
      ],
      ['Josué Nascimento', 'Fevereiro, depois do Carnaval, aí pode ser.'],
      ['Rodolfo Campos', 'Então eu te mando a proposta e um vídeo do robô funcionando até sexta.'],
      [
        'Larissa Nascimento',
        'E eu te passo a planilha de pedidos de novembro, com os endereços sem nome, pra você simular as rotas.',
      ],
      [
        'Rodolfo Campos',
        'Ótimo. E a gente podia fazer um teste num depósito só, num domingo de fevereiro, pra ver a linha ocupada?',
      ],
      [
        'Josué Nascimento',
        'Se a Larissa gostar da simulação, pode. Me liga na semana que vem, depois do feriado, que a gente acerta.',
      ],
      ['Rodolfo Campos', 'Combinado, seu Josué. Obrigado, Larissa.'],
      ['Josué Nascimento', 'Valeu, Rodolfo. Bom dia.'],
    ],
    templateAnswers: {
      budget: ['s19', 's20'],
      authority: [],
      need: ['s8', 's9'],
      timeline: ['s27', 's28'],
      situation: ['s4', 's6'],
      problems: ['s8', 's9'],
      implications: ['s11'],
      needPayoff: ['s13'],
    },
    nextSteps: [
      { line: 's29', owner: 'Rodolfo Campos', due: 'sexta-feira' },
      { line: 's30', owner: 'Larissa Nascimento' },
      { line: 's31', owner: 'Rodolfo Campos', due: 'fevereiro' },
      { line: 's32', owner: 'Rodolfo Campos', due: 'próxima semana' },
    ],
    objections: [
      { line: 's14', kind: 'aderência' },
      { line: 's16', kind: 'concorrência' },
      { line: 's20', kind: 'preço' },
      { line: 's22', kind: 'segurança' },
      { line: 's27', kind: 'momento' },
    ],
    decisionMakers: [],
    chat: [
      { question: 'Quantos pontos de estoque a empresa tem?', line: ['s4'], fact: 'três depósitos' },
      { question: 'Quantos motoqueiros fazem as entregas?', line: ['s4'], fact: '16' },
      { question: 'Eles revendem pra qual marca?', line: ['s16'], fact: 'Ultragaz' },
      { question: 'Quanto foi levado nos roubos?', line: ['s11'], fact: '8 mil' },
      { question: 'Quanto cobramos por encomenda feita online?', line: ['s19'], fact: '2 reais' },
      { question: 'Quanto sobra de lucro por unidade vendida?', line: ['s20'], fact: '9 reais' },
      { question: 'Quanto o movimento cresce nas festas de fim de ano?', line: ['s27'], fact: '30%' },
    ],
  },
];
