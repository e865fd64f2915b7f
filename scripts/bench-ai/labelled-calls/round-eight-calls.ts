import type { LabelledCall } from './types.ts';

/**
 * Round 8's calls, held out until round 9's were written (2026-11-29) and tuning calls since: written and
 * labelled before anything ran on them, and committed alone, so the history shows the labels came first. Five
 * industries no other call is about (a private-security company, a coffee exporter, a furniture factory, an
 * event venue, a funeral home selling monthly funeral plans); three uploaded-style, with labels as tools give
 * them: pyannote-style ids ("SPEAKER_00", "SPEAKER_01", "SPEAKER_02") where the client speaks first and a second
 * client joins, numbered speakers in Portuguese ("Orador 1", "Orador 2", "Orador 3") where the seller's
 * implementation engineer speaks, and an e-mail as the seller's label ("larissa.mendes@cobrafacil.com.br"), a
 * name without its accent ("Joao Vitor") and a meeting app's guest ("Usuário (convidado)"). The security and
 * event-venue calls name their speakers in full; the security call has a second client who joins late. Some
 * template questions go unanswered (labelled with no lines), the event-venue call names no decision-maker,
 * objections of every kind come mostly without the obvious words (a margin that "come um pedaço", a
 * cooperative's project that "sai quase de graça", a harvest's rains, a family council), next steps are owned by
 * clients as well as sellers, with and without dates, some asked as questions or said on a condition, and some
 * numbers are written in digits as transcription tools write them. Written as the clients would speak, not as
 * the rules read.
 */
export const roundEightCalls: LabelledCall[] = [
  {
    key: 'privateSecurity',
    part: 'tuning',
    uploaded: false,
    seller: 'Aline Tavares',
    lines: [
      [
        'Aline Tavares',
        'Boa tarde, seu Roberto! Tudo certo? Obrigada por arrumar um horário, sei que a semana de vocês tá puxada.',
      ],
      [
        'Roberto Siqueira',
        'Boa tarde, Aline. Puxada é apelido. Chamei a Sandra, que cuida da supervisão dos postos, ela já já entra.',
      ],
      [
        'Aline Tavares',
        'Ótimo. Enquanto isso, me conta: hoje vocês têm quantos postos e quantos vigilantes?',
      ],
      [
        'Roberto Siqueira',
        'São cento e doze postos, entre condomínio, indústria e dois hospitais. Dá uns 640 vigilantes, contando folguista.',
      ],
      ['Sandra Melo', 'Oi, gente, desculpa, tava no rádio com um posto. Cheguei.'],
      ['Aline Tavares', 'Oi, Sandra! Tava perguntando pro Roberto como vocês acompanham a ronda hoje.'],
      [
        'Sandra Melo',
        'Ronda é no bastão, aquele relógio de ronda antigo. O vigilante passa nos pontos e uma vez por mês o supervisor descarrega o bastão no computador. Ocorrência é no livro, à caneta.',
      ],
      ['Aline Tavares', 'Uma vez por mês? Então se o cara pula um ponto...'],
      [
        'Sandra Melo',
        'A gente só fica sabendo trinta dias depois. Ou quando o cliente liga. Semana retrasada sumiu uma bateria de caminhão numa transportadora, e no livro tava escrito "ronda sem alteração" a noite toda.',
      ],
      [
        'Roberto Siqueira',
        'E aí o cliente desconta da fatura. Esse ano já perdi dois contratos assim, um deles de quarenta e cinco mil por mês. Vigilância é confiança, né? Perdeu a confiança, o cliente vai embora.',
      ],
      [
        'Aline Tavares',
        'Entendi. O nosso aplicativo troca o bastão pelo celular do posto: o vigilante lê uma etiqueta NFC em cada ponto, a ocorrência vai com foto e hora, e se ele pular um ponto a central recebe um alerta na hora.',
      ],
      [
        'Roberto Siqueira',
        'Se eu pudesse mandar pro síndico um relatório da ronda toda manhã, com foto... isso aí vende contrato novo, viu.',
      ],
      [
        'Sandra Melo',
        'Só que celular no posto é complicado. Tem posto que nem sinal pega, subsolo de indústria, galpão. E vigilante com celular na mão é vigilante no Instagram.',
      ],
      [
        'Aline Tavares',
        'Ele funciona sem sinal e sincroniza quando pega rede. E o aparelho fica travado, só abre o nosso app.',
      ],
      ['Roberto Siqueira', 'Tá. E quanto é que sai essa brincadeira?'],
      [
        'Aline Tavares',
        'É por posto: cento e oitenta e nove reais por mês, com a etiqueta e o suporte. Pros cento e doze, dá uns vinte e um mil.',
      ],
      [
        'Roberto Siqueira',
        'Vinte e um mil por mês... Aline, a minha margem por posto é de oito, dez por cento. Isso come um pedaço grande do que eu ganho.',
      ],
      [
        'Aline Tavares',
        'Dá pra repassar uma parte pro cliente como serviço premium, com o relatório diário. Vários clientes nossos fazem isso.',
      ],
      [
        'Sandra Melo',
        'E a foto do vigilante, a localização dele... isso vai parar onde? A gente já teve processo trabalhista por causa de dado de funcionário que foi parar onde não devia.',
      ],
      [
        'Aline Tavares',
        'Fica em servidor no Brasil, e a localização só é registrada no ponto de ronda, não no turno inteiro. Eu mando o nosso termo de tratamento de dados.',
      ],
      [
        'Roberto Siqueira',
        'E outra: a gente conversou com um pessoal de Campinas, a RondaMax, que faz isso aí e ainda deixa o aparelho em comodato.',
      ],
      [
        'Aline Tavares',
        'Conheço. O aparelho deles é próprio e caro de trocar; o nosso roda em qualquer Android de entrada.',
      ],
      ['Aline Tavares', 'E, pra eu entender o processo, quem mais precisa estar de acordo?'],
      [
        'Roberto Siqueira',
        'Eu decido junto com o meu sócio, o Evandro, que cuida do comercial. Contrato desse tamanho a gente sempre assina os dois.',
      ],
      [
        'Aline Tavares',
        'Perfeito. Que tal começar com um piloto em dez postos? Eu te mando a proposta do piloto e o termo de dados até sexta.',
      ],
      ['Roberto Siqueira', 'Manda. E eu apresento pro Evandro na nossa reunião de segunda e te falo.'],
      [
        'Sandra Melo',
        'Se for piloto, eu separo os postos. Deixa eu ver quais têm sinal ruim, pra testar o pior caso.',
      ],
      ['Aline Tavares', 'E se o Evandro topar, eu posso ir aí na base instalar as etiquetas no dia 15?'],
      ['Roberto Siqueira', 'Pode ser. Obrigado, Aline.'],
      ['Sandra Melo', 'Tchau, tchau.'],
    ],
    templateAnswers: {
      budget: ['s15', 's16'],
      authority: ['s23'],
      need: ['s6', 's8'],
      timeline: [],
      situation: ['s3', 's6'],
      problems: ['s6', 's8'],
      implications: ['s9'],
      needPayoff: ['s11'],
    },
    nextSteps: [
      { line: 's24', owner: 'Aline Tavares', due: 'sexta-feira' },
      { line: 's25', owner: 'Roberto Siqueira', due: 'segunda-feira' },
      { line: 's26', owner: 'Sandra Melo' },
      { line: 's27', owner: 'Aline Tavares', due: 'dia 15' },
    ],
    objections: [
      { line: 's12', kind: 'aderência' },
      { line: 's16', kind: 'preço' },
      { line: 's18', kind: 'segurança' },
      { line: 's20', kind: 'concorrência' },
    ],
    decisionMakers: ['Roberto', 'Evandro'],
    chat: [
      { question: 'Quantos seguranças a empresa tem ao todo?', line: ['s3'], fact: '640' },
      {
        question: 'Com que frequência eles puxam hoje o histórico das passagens do vigia?',
        line: ['s6'],
        fact: 'uma vez por mês',
      },
      { question: 'O que foi furtado no cliente de transporte?', line: ['s8'], fact: 'bateria de caminhão' },
      {
        question: 'Quanto pagava por mês o maior cliente que eles perderam?',
        line: ['s9'],
        fact: 'quarenta e cinco mil',
      },
      {
        question: 'Quanto eles lucram em cima de cada local atendido?',
        line: ['s16'],
        fact: 'oito, dez por cento',
      },
      {
        question: 'Qual fornecedor do interior paulista eles andaram avaliando?',
        line: ['s20'],
        fact: 'RondaMax',
      },
      { question: 'Quem é o outro dono do negócio?', line: ['s23'], fact: 'Evandro' },
    ],
  },
  {
    key: 'uploadedCoffeeExporter',
    part: 'tuning',
    uploaded: true,
    seller: 'SPEAKER_01',
    lines: [
      [
        'SPEAKER_00',
        'Alô? Tá gravando já? Então tá. Bom dia, é a Mirela, da Serra Verde Exportadora. Comigo tá o seu Donizete, o nosso classificador chefe.',
      ],
      [
        'SPEAKER_01',
        'Bom dia, Mirela! Bom dia, seu Donizete. Aqui é o Caio. Mirela, antes de eu mostrar qualquer coisa, me explica como vocês sabem hoje de onde vem cada saca.',
      ],
      [
        'SPEAKER_00',
        'Então. A gente compra de uns 1.300 produtores, a maioria pequeno, aqui do sul de Minas. Exporta umas 380 mil sacas por ano, mais pra Alemanha, Bélgica e Japão.',
      ],
      [
        'SPEAKER_02',
        'O café chega no armazém, eu classifico, e aí mistura. Pra fazer um blend de exportação às vezes entra café de quarenta, cinquenta produtores num contêiner só.',
      ],
      [
        'SPEAKER_00',
        'E o controle de qual produtor foi pra qual contêiner tá numa planilha que só o Donizete entende. Hahaha.',
      ],
      ['SPEAKER_02', 'Ô, Mirela, não é bem assim... mas é. Hahaha.'],
      ['SPEAKER_01', 'E com a lei europeia do desmatamento, como é que vocês tão se preparando?'],
      [
        'SPEAKER_00',
        'Aí é que tá o desespero. O comprador de Hamburgo já mandou avisar: sem a geolocalização de cada fazenda que entrou no lote, não embarca. E a gente não tem o polígono de quase ninguém.',
      ],
      [
        'SPEAKER_00',
        'Metade dos nossos produtores não tem nem e-mail. Tem uns que o CAR tá desatualizado há anos.',
      ],
      ['SPEAKER_01', 'E se não der pra comprovar, o que acontece com vocês?'],
      [
        'SPEAKER_00',
        'A Europa é sessenta por cento do que a gente vende. Se trava, eu tenho que desovar no mercado interno com um deságio de uns quarenta reais por saca. Faz a conta.',
      ],
      [
        'SPEAKER_01',
        'A nossa plataforma faz isso: o técnico de campo marca o polígono da fazenda no celular, mesmo sem internet, cruza com os mapas de desmatamento, e cada lote que sai do armazém leva o histórico dos produtores que entraram nele.',
      ],
      [
        'SPEAKER_02',
        'E o meu romaneio? Porque eu não vou largar a minha planilha pra ficar preenchendo sistema, não. Na colheita eu classifico trezentas amostras por dia.',
      ],
      ['SPEAKER_01', 'Dá pra importar a planilha do jeito que ela tá, o senhor continua trabalhando nela.'],
      [
        'SPEAKER_00',
        'Se eu chegar pro comprador alemão com o relatório pronto, lote por lote, eu consigo até cobrar prêmio em cima. Tem torrefação pagando mais por café rastreado.',
      ],
      [
        'SPEAKER_00',
        'Mas me diz uma coisa: o polígono da fazenda, o CPF do produtor, isso fica guardado aonde? Porque o produtor aqui é desconfiado, se achar que vai pra Receita ele não passa nada.',
      ],
      [
        'SPEAKER_01',
        'Fica num servidor no Brasil, e o comprador lá fora só recebe o que a lei pede: o polígono e o lote, sem CPF.',
      ],
      [
        'SPEAKER_00',
        'Hum. A cooperativa aqui do lado tá montando uma coisa dessas com a Embrapa e chamou a gente pra entrar junto. Sai quase de graça.',
      ],
      [
        'SPEAKER_01',
        'Sei, é um projeto bom, mas ainda tá no papel, e vocês precisam embarcar antes. O nosso já gera o arquivo que o sistema europeu pede.',
      ],
      ['SPEAKER_01', 'E, falando em investimento, vocês chegaram a reservar alguma coisa pra isso?'],
      [
        'SPEAKER_00',
        'Reservado, reservado, não. A gente tava esperando ver o tamanho do problema. Mas quanto sai?',
      ],
      [
        'SPEAKER_01',
        'Pro volume de vocês, é uma licença anual de R$ 96 mil, mais o mapeamento dos produtores, que é por fazenda: uns trinta e cinco reais cada.',
      ],
      [
        'SPEAKER_00',
        'Noventa e seis mil mais o mapeamento... isso eu não consigo soltar sozinha. Quem libera dinheiro aqui é o conselho da família, e eles se reúnem uma vez por mês.',
      ],
      [
        'SPEAKER_00',
        'E tempo é o que eu não tenho: o primeiro contrato com a regra nova embarca em março. Até fevereiro tem que estar tudo mapeado.',
      ],
      [
        'SPEAKER_02',
        'Só que de dezembro a fevereiro é chuva, estrada de terra... o técnico não chega em metade das fazendas. Sei não, viu.',
      ],
      [
        'SPEAKER_01',
        'A gente começa pelos maiores fornecedores, que ficam perto do asfalto. Com uns duzentos produtores vocês já cobrem o embarque de março?',
      ],
      [
        'SPEAKER_00',
        'Cobre, acho que cobre. Olha, faz assim: me manda uma proposta só com os duzentos maiores, que fica mais fácil de passar no conselho.',
      ],
      ['SPEAKER_01', 'Mando até quarta.'],
      [
        'SPEAKER_01',
        'E se vocês toparem, o nosso técnico mapeia cinco fazendas de teste sem custo, antes do Natal.',
      ],
      [
        'SPEAKER_02',
        'Eu te passo a lista dos duzentos maiores, com o município de cada um. Amanhã cedo eu separo.',
      ],
      ['SPEAKER_00', 'E eu levo pro conselho na reunião do dia 10. Te dou retorno depois dela.'],
      ['SPEAKER_01', 'Combinado. Muito obrigado, Mirela, obrigado, seu Donizete.'],
      ['SPEAKER_00', 'Obrigada, Caio. Tchau.'],
    ],
    templateAnswers: {
      budget: ['s20', 's21', 's22'],
      authority: ['s22'],
      need: ['s4', 's7'],
      timeline: ['s23'],
      situation: ['s2', 's3', 's4'],
      problems: ['s4', 's7', 's8'],
      implications: ['s10'],
      needPayoff: ['s14'],
    },
    nextSteps: [
      { line: 's27', owner: 'SPEAKER_01', due: 'quarta-feira' },
      { line: 's28', owner: 'SPEAKER_01' },
      { line: 's29', owner: 'SPEAKER_02', due: 'amanhã' },
      { line: 's30', owner: 'SPEAKER_00', due: 'dia 10' },
    ],
    objections: [
      { line: 's12', kind: 'aderência' },
      { line: 's15', kind: 'segurança' },
      { line: 's17', kind: 'concorrência' },
      { line: 's22', kind: 'aprovação' },
      { line: 's24', kind: 'momento' },
    ],
    decisionMakers: ['conselho'],
    chat: [
      { question: 'De quantos fazendeiros eles compram?', line: ['s2'], fact: '1.300' },
      { question: 'Quantas sacas eles mandam pra fora num ano?', line: ['s2'], fact: '380 mil' },
      {
        question: 'Em que cidade está o cliente europeu que fez a exigência?',
        line: ['s7'],
        fact: 'Hamburgo',
      },
      {
        question: 'Que fatia do faturamento depende do continente europeu?',
        line: ['s10'],
        fact: 'sessenta por cento',
      },
      {
        question: 'Com que instituição os vizinhos estão desenvolvendo a solução deles?',
        line: ['s17'],
        fact: 'Embrapa',
      },
      {
        question: 'Quanto custa marcar cada propriedade no mapa?',
        line: ['s21'],
        fact: 'trinta e cinco reais',
      },
      { question: 'Em que data a família senta pra decidir?', line: ['s30'], fact: 'dia 10' },
    ],
  },
  {
    key: 'uploadedFurnitureFactory',
    part: 'tuning',
    uploaded: true,
    seller: 'Orador 2',
    lines: [
      [
        'Orador 2',
        'Bom dia, Gilmar, tudo bem? Eu trouxe o Fábio, que é o nosso engenheiro de implantação, pode ser?',
      ],
      ['Orador 1', 'Bom dia. Pode sim, quanto mais gente que entende de fábrica, melhor.'],
      ['Orador 2', 'Hahaha. Gilmar, pra gente começar, como tá a fábrica hoje?'],
      [
        'Orador 1',
        'A gente faz móvel seriado, de MDF: guarda-roupa, cômoda, painel de TV. São 210 funcionários, dois turnos, e a gente vende pra rede de loja no Brasil inteiro.',
      ],
      [
        'Orador 1',
        'O programa de produção sai do PCP numa planilha, impressa, e desce pro chão de fábrica. O operador anota no papel o que cortou, o que furou, e no fim do turno o apontador digita.',
      ],
      ['Orador 2', 'E onde é que isso pega?'],
      [
        'Orador 1',
        'Pega que eu nunca sei onde tá o pedido. O comprador da loja liga perguntando da carga e eu tenho que mandar alguém andar a fábrica procurando as peças.',
      ],
      [
        'Orador 1',
        'E falta peça na expedição. Sai caminhão com guarda-roupa sem porta, porque a porta ficou pra trás numa pilha. Aí é frete de novo, é loja reclamando.',
      ],
      ['Orador 2', 'E quanto isso custa pra vocês, mais ou menos?'],
      [
        'Orador 1',
        'Só de reentrega de peça faltante foi uns dezoito mil mês passado. E tem a multa de atraso da rede MaxLar, que é dois por cento do pedido por semana.',
      ],
      [
        'Orador 3',
        'Se me permite, Gilmar: o que a gente faz é etiquetar cada peça na saída do corte, com código de barras. Cada máquina tem um leitor, e o sistema sabe em tempo real em que etapa tá cada peça de cada pedido.',
      ],
      [
        'Orador 3',
        'Na expedição o conferente bipa o volume, e se faltar peça o sistema não deixa fechar a carga.',
      ],
      ['Orador 1', 'Ah, isso aí. Se não deixar fechar carga incompleta, já paga metade do problema.'],
      [
        'Orador 1',
        'Agora, o nosso ERP é o Sênior. Vocês conversam com ele? Porque eu não vou ter dois cadastros de produto, nem pensar.',
      ],
      [
        'Orador 3',
        'Conversa, a gente já integrou com o Senior em três fábricas aqui do polo. O cadastro vem de lá.',
      ],
      [
        'Orador 1',
        'E o meu pessoal do chão, hein? É gente que trabalha há anos do mesmo jeito. Bipar cada peça... vai atrasar a linha.',
      ],
      ['Orador 3', 'A leitura é na própria esteira, o operador nem para. E a gente mede isso no piloto.'],
      ['Orador 2', 'E de investimento, vocês têm uma ideia de quanto pode ser?'],
      [
        'Orador 1',
        'Olha, tem uma verba de modernização que a gente pegou no BNDES, mas ela é pra máquina. Se dá pra usar em software eu não sei, tem que ver com o contador.',
      ],
      [
        'Orador 2',
        'Pra duas linhas e a expedição, fica em catorze mil e quinhentos de implantação e três mil e duzentos por mês.',
      ],
      [
        'Orador 1',
        'Três e duzentos... tá, não é isso que me assusta. O que me assusta é a época: de agosto a novembro é o nosso pico, Black Friday, Natal. Mexer na linha agora não dá.',
      ],
      ['Orador 2', 'Faz sentido. E quando seria bom pra vocês?'],
      [
        'Orador 1',
        'Janeiro. Em janeiro tem as férias coletivas, a fábrica para duas semanas. Se der pra instalar os leitores aí, perfeito.',
      ],
      ['Orador 2', 'E a decisão fica com o senhor?'],
      [
        'Orador 1',
        'A parte técnica sou eu que dou o aval. Mas quem assina é o seu Ademir, o dono. Ele é das antigas, vai querer ver funcionando em outra fábrica antes.',
      ],
      [
        'Orador 3',
        'Isso a gente resolve: dá pra visitar a Móveis Bianchi, aqui em Arapongas mesmo, que usa há dois anos.',
      ],
      ['Orador 2', 'Então eu agendo essa visita na Bianchi pra vocês. Pode ser na terça?'],
      ['Orador 1', 'Terça é bom. Eu levo o seu Ademir.'],
      ['Orador 1', 'E eu vejo com o contador se a verba do BNDES cobre software, e te aviso.'],
      [
        'Orador 3',
        'E eu te mando a lista do que precisa de rede e de tomada em cada máquina, pra vocês irem preparando. Até sexta.',
      ],
      ['Orador 2', 'Fechado. Obrigado, Gilmar!'],
      ['Orador 1', 'Valeu, gente.'],
    ],
    templateAnswers: {
      budget: ['s18', 's19'],
      authority: ['s24'],
      need: ['s6', 's7'],
      timeline: ['s22', 's20'],
      situation: ['s3', 's4'],
      problems: ['s6', 's7'],
      implications: ['s9'],
      needPayoff: ['s12'],
    },
    nextSteps: [
      { line: 's26', owner: 'Orador 2', due: 'terça-feira' },
      { line: 's27', owner: 'Orador 1', due: 'terça-feira' },
      { line: 's28', owner: 'Orador 1' },
      { line: 's29', owner: 'Orador 3', due: 'sexta-feira' },
    ],
    objections: [
      { line: 's13', kind: 'aderência' },
      { line: 's15', kind: 'aderência' },
      { line: 's20', kind: 'momento' },
      { line: 's24', kind: 'aprovação' },
    ],
    decisionMakers: ['Ademir'],
    chat: [
      { question: 'Quanta gente trabalha na fábrica?', line: ['s3'], fact: '210' },
      {
        question: 'Quanto gastaram no último mês mandando de novo o que tinha faltado?',
        line: ['s9'],
        fact: 'dezoito mil',
      },
      {
        question: 'Qual a penalidade do cliente varejista por entrega fora do prazo?',
        line: ['s9'],
        fact: 'dois por cento',
      },
      { question: 'Que sistema de gestão a fábrica usa?', line: ['s13', 's14'], fact: 'Senior' },
      { question: 'De onde veio o dinheiro pra modernizar?', line: ['s18'], fact: 'BNDES' },
      { question: 'Quando a produção fica parada por causa das férias?', line: ['s22'], fact: 'Janeiro' },
      { question: 'Qual fábrica da região eles podem ir conhecer?', line: ['s25'], fact: 'Bianchi' },
    ],
  },
  {
    key: 'eventVenue',
    part: 'tuning',
    uploaded: false,
    seller: 'Rodrigo Fontes',
    lines: [
      ['Rodrigo Fontes', 'Oi, Tânia, boa tarde! Aqui é o Rodrigo. Consegue me ouvir bem?'],
      [
        'Tânia Marques',
        'Oi, Rodrigo, consigo. Só deixa eu fechar a porta aqui, que tá tendo montagem de festa e a barulheira tá grande.',
      ],
      ['Rodrigo Fontes', 'Hahaha, sinal de casa cheia. Me conta como funciona o espaço hoje.'],
      [
        'Tânia Marques',
        'A gente tem dois salões, o Jardim e o Cristal. O Jardim pega até quatrocentos convidados, o Cristal cento e cinquenta. Faz casamento, quinze anos, formatura, e em dia de semana uns eventos de empresa.',
      ],
      [
        'Tânia Marques',
        'Foram noventa e dois eventos ano passado. Sábado de setembro a dezembro tá tudo vendido até o ano que vem.',
      ],
      [
        'Rodrigo Fontes',
        'E o atendimento dos noivos, como é que é? Desde o primeiro contato até o dia da festa?',
      ],
      [
        'Tânia Marques',
        'Ih. O noivo chama no WhatsApp, a Jaque marca a visita numa agenda de papel, e depois é contrato em Word e as parcelas num caderno. Cada casal paga em dez, doze vezes.',
      ],
      ['Rodrigo Fontes', 'E o caderno dá conta?'],
      [
        'Tânia Marques',
        'Dá conta até não dar, né. Mês passado eu descobri que um casal tava com três parcelas atrasadas, e a festa era dali a vinte dias. Ninguém tinha cobrado.',
      ],
      [
        'Tânia Marques',
        'E teve a história da data dupla. Duas pessoas reservaram o Cristal pro mesmo sábado, porque uma anotou na agenda e a outra no celular.',
      ],
      ['Rodrigo Fontes', 'Nossa. E como é que resolveu?'],
      [
        'Tânia Marques',
        'Devolvi o sinal de um, com multa, e ainda dei desconto pro outro. Uns doze mil de prejuízo, fora a avaliação de uma estrela no Google que tá lá até hoje.',
      ],
      [
        'Rodrigo Fontes',
        'Entendi. O que a gente tem é uma agenda única dos salões, que não deixa reservar a mesma data duas vezes, o contrato gerado automático e as parcelas cobradas por Pix com lembrete no WhatsApp.',
      ],
      [
        'Tânia Marques',
        'Isso das parcelas se cobrando sozinhas... a Jaque ia chorar de alegria. Ela passa a segunda-feira inteira mandando mensagem pra cobrar.',
      ],
      [
        'Tânia Marques',
        'Mas deixa eu te contar: o buffet que a gente terceiriza usa o Celebre, e o dono já me ofereceu uma conta lá por um precinho camarada.',
      ],
      [
        'Rodrigo Fontes',
        'O Celebre é muito bom pro buffet, cardápio, ficha técnica. Mas ele não cobra parcela nem trava data de salão.',
      ],
      ['Tânia Marques', 'Entendi. E quanto fica?'],
      [
        'Rodrigo Fontes',
        'Pro tamanho de vocês, o plano fica em trezentos e quarenta e nove por mês, e no Pix vocês só pagam a taxa do banco.',
      ],
      [
        'Tânia Marques',
        'Trezentos e quarenta e nove... tá. É menos do que eu pago hoje de coisa que nem uso, hahaha.',
      ],
      [
        'Tânia Marques',
        'Agora, uma coisa que me tira o sono: os contratos têm RG, CPF, endereço dos noivos, dos pais... Se isso fica na internet e alguém pega, quem responde sou eu.',
      ],
      [
        'Rodrigo Fontes',
        'Fica tudo criptografado, em servidor no Brasil, e só quem você liberar enxerga os contratos.',
      ],
      [
        'Tânia Marques',
        'E a Jaque, coitada, mal se entende com o computador. Ela é ótima com noivo, mas sistema... Tem que ser uma coisa que ela aprenda num dia.',
      ],
      ['Rodrigo Fontes', 'A gente faz o treinamento com ela aí no espaço, e o suporte é por WhatsApp mesmo.'],
      ['Rodrigo Fontes', 'E pra quando você gostaria de começar?'],
      [
        'Tânia Marques',
        'Olha, agora é alta temporada, tem festa toda sexta e sábado até o Réveillon. Trocar o jeito de trabalhar no meio disso, eu não tenho cabeça.',
      ],
      [
        'Tânia Marques',
        'Depois do Carnaval dá. Fevereiro, março é mais tranquilo, aí eu consigo sentar com a Jaque.',
      ],
      [
        'Rodrigo Fontes',
        'Perfeito. Então eu te mando um vídeo curtinho mostrando a agenda e a cobrança, pra você e a Jaque verem com calma.',
      ],
      [
        'Tânia Marques',
        'Manda, sim. E se não for pedir muito, me manda um contrato modelo de vocês, pra eu ver se dá pra usar o meu.',
      ],
      [
        'Tânia Marques',
        'E eu te passo a planilha dos contratos ativos, pra você ver o volume. Isso eu consigo até segunda.',
      ],
      [
        'Rodrigo Fontes',
        'Ótimo. E eu te ligo na primeira semana de fevereiro pra gente marcar a implantação, combinado?',
      ],
      ['Tânia Marques', 'Combinado. Obrigada, Rodrigo, boa tarde!'],
      ['Rodrigo Fontes', 'Boa tarde, Tânia, boa festa aí!'],
    ],
    templateAnswers: {
      budget: ['s17', 's18'],
      authority: [],
      need: ['s8', 's9'],
      timeline: ['s25', 's24'],
      situation: ['s3', 's6'],
      problems: ['s8', 's9'],
      implications: ['s11'],
      needPayoff: ['s13'],
    },
    nextSteps: [
      { line: 's26', owner: 'Rodrigo Fontes' },
      { line: 's27', owner: 'Rodrigo Fontes' },
      { line: 's28', owner: 'Tânia Marques', due: 'segunda-feira' },
      { line: 's29', owner: 'Rodrigo Fontes', due: 'fevereiro' },
    ],
    objections: [
      { line: 's14', kind: 'concorrência' },
      { line: 's19', kind: 'segurança' },
      { line: 's21', kind: 'aderência' },
      { line: 's24', kind: 'momento' },
    ],
    decisionMakers: [],
    chat: [
      { question: 'Quantas pessoas cabem no salão maior?', line: ['s3'], fact: 'quatrocentos' },
      { question: 'Quantas festas eles fizeram no último ano?', line: ['s4'], fact: 'noventa e dois' },
      {
        question: 'Qual funcionária agenda quando os casais vêm conhecer o salão?',
        line: ['s6'],
        fact: 'Jaque',
      },
      { question: 'Quanto ela perdeu com a reserva em duplicidade?', line: ['s11'], fact: 'doze mil' },
      { question: 'Que programa o fornecedor de comida usa?', line: ['s14'], fact: 'Celebre' },
      {
        question: 'Qual valor mensal a gente passou pra ela?',
        line: ['s17'],
        fact: 'trezentos e quarenta e nove',
      },
    ],
  },
  {
    key: 'uploadedFuneralPlans',
    part: 'tuning',
    uploaded: true,
    seller: 'larissa.mendes@cobrafacil.com.br',
    lines: [
      ['larissa.mendes@cobrafacil.com.br', 'Oi, João Vítor, boa tarde! Aqui é a Larissa. Tá me ouvindo bem?'],
      [
        'Joao Vitor',
        'Boa tarde, Larissa. Tô sim. A Celina, do financeiro, entrou como convidada, acho que tá aparecendo só "usuário" aí.',
      ],
      ['Usuário (convidado)', 'Oi, oi. É, entrei pelo link, não sei mexer nisso não. Boa tarde.'],
      [
        'larissa.mendes@cobrafacil.com.br',
        'Boa tarde, Celina! Sem problema. João, me conta da funerária: como funciona o plano hoje?',
      ],
      [
        'Joao Vitor',
        'A gente tem o plano familiar, que cobre o titular e até seis dependentes. Hoje são uns 14 mil contratos ativos, em Maringá e mais quatro cidades da região.',
      ],
      [
        'Usuário (convidado)',
        'A mensalidade média é cinquenta e nove e noventa. E a cobrança é no carnê e no cobrador de porta, que passa de moto uma vez por mês.',
      ],
      ['larissa.mendes@cobrafacil.com.br', 'Cobrador de porta ainda? E como é que tá a inadimplência?'],
      [
        'Usuário (convidado)',
        'Tá feia. Uns vinte e dois por cento atrasa mais de sessenta dias. E o cobrador leva oito por cento de comissão do que recebe.',
      ],
      [
        'Joao Vitor',
        'E o pior é na hora do óbito. A família liga de madrugada, o contrato tá atrasado, e a gente tem que decidir ali se atende ou não. Ninguém quer negar enterro pra família chorando.',
      ],
      [
        'Joao Vitor',
        'Aí a gente atende, e um funeral completo custa uns quatro mil e quinhentos pra gente. Quem pagou três parcelas no ano leva o mesmo serviço de quem pagou tudo.',
      ],
      [
        'larissa.mendes@cobrafacil.com.br',
        'Entendi. O que a gente faz é tirar a cobrança do papel: o associado escolhe Pix automático ou cartão recorrente, e quem atrasa recebe lembrete no WhatsApp antes de virar dívida.',
      ],
      [
        'Usuário (convidado)',
        'Se metade desse povo do carnê passar pro Pix automático, eu dispenso dois cobradores e ainda durmo tranquila.',
      ],
      [
        'Joao Vitor',
        'É, mas a nossa clientela é idosa, Larissa. Muita gente nem tem conta em banco, recebe a aposentadoria no cartão do INSS e paga em dinheiro. Pix automático pra dona Cida de oitenta anos não vai.',
      ],
      [
        'larissa.mendes@cobrafacil.com.br',
        'Por isso o carnê continua existindo. A ideia é tirar do carnê quem pode sair, não todo mundo.',
      ],
      [
        'Usuário (convidado)',
        'E os dados desse povo? A gente guarda CPF, data de nascimento, até causa da morte. Já teve funerária aqui da região que vazou lista de cliente e deu o maior rolo.',
      ],
      [
        'larissa.mendes@cobrafacil.com.br',
        'Fica tudo em servidor no Brasil, criptografado, e a gente assina com vocês o contrato de operador de dados.',
      ],
      ['Joao Vitor', 'E vocês cobram quanto?'],
      [
        'larissa.mendes@cobrafacil.com.br',
        'Não tem mensalidade fixa: é um real e noventa por cobrança paga. Com os 14 mil contratos, se metade migrar, dá uns treze mil e trezentos por mês.',
      ],
      [
        'Usuário (convidado)',
        'Treze mil... João, é mais do que eu pago pros cobradores juntos. Não fecha, não.',
      ],
      [
        'larissa.mendes@cobrafacil.com.br',
        'Mas o cobrador leva oito por cento de cada parcela, e a gente cobra um e noventa fixo. Posso fazer a conta com os números reais de vocês?',
      ],
      [
        'Joao Vitor',
        'Faz. E outra: a Sicredi, onde a gente tem conta, já ofereceu fazer essa cobrança de graça se a gente aumentar a aplicação lá.',
      ],
      [
        'larissa.mendes@cobrafacil.com.br',
        'O banco faz o boleto, mas não faz a régua de lembrete nem mostra quem tá em dia na hora do óbito.',
      ],
      ['larissa.mendes@cobrafacil.com.br', 'E a decisão de mudar a cobrança fica com vocês dois?'],
      [
        'Joao Vitor',
        'Eu sou o administrador, mas a funerária é do meu pai, o seu Valdir, e da minha tia, a dona Rosângela. Contrato novo passa pelos dois.',
      ],
      [
        'larissa.mendes@cobrafacil.com.br',
        'Então, se a Celina me mandar a base de contratos, só com valor e situação, sem nome, eu monto a simulação com os números de vocês.',
      ],
      ['Usuário (convidado)', 'Mando sim. Depois do fechamento, lá pelo dia 5.'],
      [
        'larissa.mendes@cobrafacil.com.br',
        'E hoje ainda eu mando o contrato de tratamento de dados, pro advogado de vocês olhar.',
      ],
      [
        'Joao Vitor',
        'E eu converso com o meu pai e a tia Rosângela na sexta, que a gente sempre almoça junto.',
      ],
      ['Joao Vitor', 'Se eles toparem, você vem aqui apresentar pra eles?'],
      ['larissa.mendes@cobrafacil.com.br', 'Vou sim, com todo prazer. Obrigada, João, obrigada, Celina!'],
      ['Usuário (convidado)', 'Obrigada, tchau.'],
    ],
    templateAnswers: {
      budget: ['s17', 's18'],
      authority: ['s23'],
      need: ['s7', 's8'],
      timeline: [],
      situation: ['s4', 's5'],
      problems: ['s7', 's8'],
      implications: ['s9'],
      needPayoff: ['s11'],
    },
    nextSteps: [
      { line: 's24', owner: 'larissa.mendes@cobrafacil.com.br' },
      { line: 's25', owner: 'Usuário (convidado)', due: 'dia 5' },
      { line: 's26', owner: 'larissa.mendes@cobrafacil.com.br', due: 'hoje' },
      { line: 's27', owner: 'Joao Vitor', due: 'sexta-feira' },
      { line: 's28', owner: 'larissa.mendes@cobrafacil.com.br' },
    ],
    objections: [
      { line: 's12', kind: 'aderência' },
      { line: 's14', kind: 'segurança' },
      { line: 's18', kind: 'preço' },
      { line: 's20', kind: 'concorrência' },
    ],
    decisionMakers: ['Valdir', 'Rosângela'],
    chat: [
      { question: 'Quantas famílias pagam o plano atualmente?', line: ['s4'], fact: '14 mil' },
      {
        question: 'Quanto o associado desembolsa, em média, todo mês?',
        line: ['s5'],
        fact: 'cinquenta e nove e noventa',
      },
      {
        question: 'Que parcela da carteira está devendo há mais de dois meses?',
        line: ['s7'],
        fact: 'vinte e dois por cento',
      },
      {
        question: 'Quanto fica com quem passa recolhendo o dinheiro nas casas?',
        line: ['s7', 's19'],
        fact: 'oito por cento',
      },
      {
        question: 'Quanto sai pra eles um sepultamento com tudo incluído?',
        line: ['s9'],
        fact: 'quatro mil e quinhentos',
      },
      {
        question: 'Que cooperativa de crédito se ofereceu pra cobrar sem custo?',
        line: ['s20'],
        fact: 'Sicredi',
      },
      { question: 'Quem é o proprietário da funerária?', line: ['s23'], fact: 'Valdir' },
    ],
  },
];
