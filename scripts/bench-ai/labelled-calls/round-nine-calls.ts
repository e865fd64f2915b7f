import type { LabelledCall } from './types.ts';

/**
 * Round 9's calls, held out until round 10's were written (2026-11-29) and tuning calls since: written and
 * labelled before anything ran on them, and committed alone, so the history shows the labels came first. Five
 * industries no other call is about (a dialysis clinic, a winery, a parking-lot operator, a marina, an industrial
 * laundry renting hospital linen); three uploaded-style, with labels as tools give them: numbered speakers in
 * Portuguese ("Locutor 1", "Locutor 2", "Locutor 3") where the client speaks first and a second client (the head
 * nurse) joins, a room microphone for two clients at once ("Sala Reunião Diretoria") with the seller's name in
 * capitals ("KARINA BORGES") and her colleague by first name only ("Heitor"), and a seller by first name only
 * ("Gabriela") with a misspelt surname ("Vanderlei Figueredo") and a meeting app's visitor ("Participante
 * (visitante)"). The marina and laundry calls name their speakers in full; the laundry call has a second client
 * who leaves early. Some template questions go unanswered (labelled with no lines), the marina call names no
 * decision-maker, objections of every kind come with and without the obvious words (a public payment "sem
 * reajuste" for years, a sail club's system "que diz que faz marina também", chips washed at eighty-five degrees,
 * a hospital asking whether a chip "grava" its patients, a fund's representative who approves), next steps are
 * owned by clients as well as sellers, with and without dates, some asked as questions or said on a condition, and
 * some numbers are written in digits as transcription tools write them. Written as the clients would speak, not as
 * the rules read.
 */
export const roundNineCalls: LabelledCall[] = [
  {
    key: 'uploadedDialysisClinic',
    part: 'tuning',
    uploaded: true,
    seller: 'Locutor 2',
    lines: [
      [
        'Locutor 1',
        'Pronto, acho que agora foi. Tá me ouvindo? Aqui é o Cláudio, administrador da Nefroclin. A Joana, nossa enfermeira-chefe, tá aqui do meu lado.',
      ],
      [
        'Locutor 2',
        'Tô ouvindo sim, Cláudio, boa tarde! Aqui é a Patrícia. Boa tarde, Joana. Antes de eu falar de qualquer coisa, me conta como é a clínica de vocês hoje.',
      ],
      [
        'Locutor 1',
        'A gente tem três unidades, aqui em Ribeirão e mais duas na região. São uns 410 pacientes em hemodiálise, três sessões por semana cada um, quase tudo pelo SUS.',
      ],
      [
        'Locutor 3',
        'São sessenta e oito máquinas, em quatro turnos. O primeiro turno começa cinco e meia da manhã.',
      ],
      ['Locutor 2', 'E o controle de cada sessão, peso, pressão, intercorrência, fica onde?'],
      [
        'Locutor 3',
        'Na ficha de papel, na beira da cadeira. Depois uma técnica passa pra planilha, quando dá. E a conta do material, filtro, linha, é no olho.',
      ],
      ['Locutor 2', 'E o que mais dá dor de cabeça nisso?'],
      [
        'Locutor 3',
        'O reúso dos filtros. Cada dialisador pode ser reprocessado umas doze vezes, e a gente controla isso num caderno. Já aconteceu de um filtro passar do limite sem ninguém ver.',
      ],
      [
        'Locutor 1',
        'E a auditoria da Vigilância. No ano passado a gente tomou uma notificação porque não achou o registro do teste da água de dois meses. O papel tava numa caixa no almoxarifado.',
      ],
      ['Locutor 2', 'E isso custou o quê pra vocês?'],
      [
        'Locutor 1',
        'A notificação em si foi uma multa de vinte e oito mil. Mas o pior é a glosa: a APAC que volta por falta de registro. Mês passado voltaram umas noventa sessões, dá uns dezesseis mil que a gente deixou de receber.',
      ],
      [
        'Locutor 2',
        'Entendi. O nosso sistema fica num tablet em cada cadeira: a técnica registra os sinais na hora, o reúso de cada filtro conta sozinho e trava no limite, e a APAC sai pronta no fim do mês.',
      ],
      [
        'Locutor 3',
        'Se o tablet travar o filtro vencido, eu durmo melhor. Hoje sou eu que confiro caderno de noite.',
      ],
      ['Locutor 1', 'E se a APAC sair sem erro, só aí já paga boa parte, né.'],
      [
        'Locutor 3',
        'Agora, tablet na sala de diálise... a técnica tá de luva, com sangue, mexendo em fístula. Ela não vai largar o paciente pra digitar. Não sei se isso funciona no nosso ritmo.',
      ],
      [
        'Locutor 2',
        'A tela é grande, dá pra tocar de luva, e o peso e a pressão vêm direto da balança e do monitor, sem digitar.',
      ],
      [
        'Locutor 1',
        'Hum. E o prontuário do paciente renal tem tudo: sorologia, HIV, hepatite. Isso fica na nuvem de quem? Se vaza um dado desses, a gente é processado no dia seguinte.',
      ],
      [
        'Locutor 2',
        'Fica em servidor no Brasil, criptografado, com acesso por perfil. Eu mando o nosso relatório de segurança e o contrato de tratamento de dados.',
      ],
      ['Locutor 1', 'E o valor?'],
      [
        'Locutor 2',
        'É por máquina: duzentos e dez reais por mês. Pras sessenta e oito, dá uns catorze mil e trezentos, com os tablets em comodato.',
      ],
      [
        'Locutor 1',
        'Catorze mil por mês... Patrícia, o SUS paga a sessão a pouco mais de duzentos e quarenta reais, e faz anos que não tem reajuste. A gente vive no limite.',
      ],
      ['Locutor 2', 'Entendo. Só a glosa de um mês já passa disso, a conta se paga.'],
      [
        'Locutor 1',
        'Pode ser. Mas isso não sou eu que fecho. Quem bate o martelo é o doutor Aurélio, o diretor clínico, e o grupo tem um comitê que aprova tudo que passa de dez mil.',
      ],
      ['Locutor 2', 'E vocês têm alguma data em mente pra começar?'],
      [
        'Locutor 1',
        'A próxima visita da Vigilância deve ser em abril. Se desse pra estar rodando antes, em março, seria o ideal.',
      ],
      [
        'Locutor 2',
        'Dá sim. Então eu te mando até quinta a proposta com o relatório de segurança, e uma simulação da glosa com os números de vocês.',
      ],
      ['Locutor 1', 'Manda. E eu levo pro doutor Aurélio na reunião do comitê, que é dia dezoito.'],
      [
        'Locutor 3',
        'E eu te passo a planilha dos filtros do último trimestre, pra simulação. Amanhã eu consigo.',
      ],
      ['Locutor 2', 'Ótimo. E se o comitê aprovar, posso trazer um tablet pra Joana testar numa sala?'],
      ['Locutor 1', 'Pode. Obrigado, Patrícia.'],
      ['Locutor 3', 'Tchau, obrigada.'],
    ],
    templateAnswers: {
      budget: ['s19', 's20'],
      authority: ['s22'],
      need: ['s7', 's8'],
      timeline: ['s24'],
      situation: ['s2', 's3', 's5'],
      problems: ['s7', 's8'],
      implications: ['s10'],
      needPayoff: ['s12', 's13'],
    },
    nextSteps: [
      { line: 's25', owner: 'Locutor 2', due: 'quinta-feira' },
      { line: 's26', owner: 'Locutor 1', due: 'dia 18' },
      { line: 's27', owner: 'Locutor 3', due: 'amanhã' },
      { line: 's28', owner: 'Locutor 2' },
    ],
    objections: [
      { line: 's14', kind: 'aderência' },
      { line: 's16', kind: 'segurança' },
      { line: 's20', kind: 'preço' },
      { line: 's22', kind: 'aprovação' },
    ],
    decisionMakers: ['Aurélio', 'comitê'],
    chat: [
      { question: 'Quantos doentes renais eles atendem?', line: ['s2'], fact: '410' },
      { question: 'A que horas entra a primeira turma do dia?', line: ['s3'], fact: 'cinco e meia' },
      { question: 'Até quantas reutilizações aguenta cada cartucho?', line: ['s7'], fact: 'doze vezes' },
      {
        question: 'De quanto foi a penalidade que a fiscalização sanitária aplicou?',
        line: ['s10'],
        fact: 'vinte e oito mil',
      },
      {
        question: 'Quanto eles perderam no mês anterior com cobranças recusadas pelo governo?',
        line: ['s10'],
        fact: 'dezesseis mil',
      },
      {
        question: 'Quanto o poder público repassa por cada tratamento?',
        line: ['s20'],
        fact: 'duzentos e quarenta reais',
      },
      { question: 'Qual médico tem a última palavra?', line: ['s22'], fact: 'Aurélio' },
    ],
  },
  {
    key: 'uploadedWinery',
    part: 'tuning',
    uploaded: true,
    seller: 'KARINA BORGES',
    lines: [
      [
        'KARINA BORGES',
        'Boa tarde, pessoal! Aqui é a Karina. Tô vendo que vocês entraram pela sala de reunião, né? Quem tá aí com vocês?',
      ],
      [
        'Sala Reunião Diretoria',
        'Boa tarde, Karina. Aqui é a Luísa, gerente comercial, e tá comigo o meu pai, o seu Ernesto, que fundou a vinícola. A gente tá no viva-voz da sala.',
      ],
      [
        'KARINA BORGES',
        'Que bom. Eu trouxe o Heitor, que cuida das integrações aqui no nosso time. Luísa, me conta um pouco da vinícola.',
      ],
      ['Heitor', 'Boa tarde a todos. Prazer, seu Ernesto.'],
      [
        'Sala Reunião Diretoria',
        'A gente tá em Garibaldi, na Serra Gaúcha. São quarenta e dois hectares próprios, e a gente faz uns 600 mil litros por ano, metade espumante. Vende pra restaurante, empório e supermercado, pelo Brasil.',
      ],
      ['KARINA BORGES', 'E a venda pros restaurantes e empórios, como chega o pedido até vocês?'],
      [
        'Sala Reunião Diretoria',
        'São dezenove representantes, cada um com a sua tabela. O pedido chega por WhatsApp, foto de talão, e-mail... A Rose do faturamento redigita tudo no sistema.',
      ],
      ['KARINA BORGES', 'E o que mais pega nesse processo?'],
      [
        'Sala Reunião Diretoria',
        'Pega que o representante vende o que não tem. Ele vende o moscatel safra 23 e a gente já tá sem, aí é ligação, troca, cliente bravo. E cada um dá o desconto que quer, eu só descubro quando a nota já saiu.',
      ],
      ['KARINA BORGES', 'E quanto isso pesa no fim do mês?'],
      [
        'Sala Reunião Diretoria',
        'Olha, o desconto médio fora da política deu uns seis por cento no ano passado. Em cima de onze milhões de faturamento, dá pra fazer a conta. Fora os pedidos cancelados por falta de produto, uns cinquenta por mês.',
      ],
      [
        'KARINA BORGES',
        'O nosso app de pedidos mostra pro representante o estoque de verdade, na hora, e a tabela já vem com o desconto máximo que vocês liberaram. Passou disso, pede aprovação pra você no celular.',
      ],
      [
        'Sala Reunião Diretoria',
        'Se o desconto tiver trava, eu recupero uma parte boa da margem. E a Rose para de redigitar, ela ia gostar muito.',
      ],
      [
        'Sala Reunião Diretoria',
        'O pai tá dizendo aqui que os representantes mais antigos não vão usar. Tem representante com trinta anos de casa que anota tudo no talão e não larga por nada.',
      ],
      [
        'KARINA BORGES',
        'A gente faz o treinamento com cada um, e o app funciona sem internet, sincroniza depois.',
      ],
      [
        'Sala Reunião Diretoria',
        'E o nosso ERP? A gente usa o Bling, e tem uma integração com a transportadora feita por um sobrinho do pai, hahaha.',
      ],
      [
        'Heitor',
        'Com o Bling a gente tem integração pronta: pedido, estoque e nota. A da transportadora eu preciso olhar, mas normalmente sai em uma ou duas semanas.',
      ],
      ['Sala Reunião Diretoria', 'Tá. E quanto custa?'],
      [
        'KARINA BORGES',
        'É por representante: cento e quarenta e nove por mês cada um. Pros dezenove, fica em dois mil oitocentos e trinta e um, e a implantação sai por seis mil.',
      ],
      [
        'Sala Reunião Diretoria',
        'Hum. Olha, a gente fez uma demonstração mês passado com a Mercos, e eles cobram bem menos por representante. Por que eu pagaria mais pra vocês?',
      ],
      [
        'KARINA BORGES',
        'A Mercos é boa, mas não trava desconto por faixa nem mostra o estoque por safra. Eu posso te mandar uma comparação lado a lado.',
      ],
      [
        'Sala Reunião Diretoria',
        'Manda, que é isso que o pai vai querer ver. Aqui quem decide é ele, né, pai? ... Ele tá fazendo que sim com a cabeça, hahaha.',
      ],
      ['KARINA BORGES', 'E pra quando vocês pensam em ter isso rodando?'],
      [
        'Sala Reunião Diretoria',
        'Antes da vindima não dá. De janeiro a março é colheita, ninguém aqui tem tempo nem pra respirar. Depois da Páscoa a gente pensa.',
      ],
      ['KARINA BORGES', 'Faz sentido. Então eu te mando a comparação com a Mercos e a proposta até sexta.'],
      [
        'Heitor',
        'E eu peço pro sobrinho de vocês a documentação da integração da transportadora, pra estimar. Luísa, me passa o contato dele?',
      ],
      ['Sala Reunião Diretoria', 'Passo, sim. Te mando hoje por e-mail.'],
      [
        'Sala Reunião Diretoria',
        'E se o pai gostar da proposta, a gente marca uma visita de vocês aqui na vinícola em abril, pode ser?',
      ],
      ['KARINA BORGES', 'Pode sim, vou adorar. Obrigada, Luísa, obrigada, seu Ernesto!'],
      ['Sala Reunião Diretoria', 'Obrigado, Karina. Tchau, Heitor.'],
    ],
    templateAnswers: {
      budget: ['s18'],
      authority: ['s21'],
      need: ['s8'],
      timeline: ['s23'],
      situation: ['s4', 's6'],
      problems: ['s8'],
      implications: ['s10'],
      needPayoff: ['s12'],
    },
    nextSteps: [
      { line: 's24', owner: 'KARINA BORGES', due: 'sexta-feira' },
      { line: 's25', owner: 'Heitor' },
      { line: 's26', owner: 'Sala Reunião Diretoria', due: 'hoje' },
      { line: 's27', owner: 'Sala Reunião Diretoria', due: 'abril' },
    ],
    objections: [
      { line: 's13', kind: 'aderência' },
      { line: 's19', kind: 'concorrência' },
      { line: 's23', kind: 'momento' },
    ],
    decisionMakers: ['Ernesto'],
    chat: [
      { question: 'Quanto de vinho eles produzem num ano?', line: ['s4'], fact: '600 mil litros' },
      { question: 'Em que município fica a propriedade deles?', line: ['s4'], fact: 'Garibaldi' },
      { question: 'Quantos vendedores externos trabalham pra eles?', line: ['s6'], fact: 'dezenove' },
      { question: 'Qual funcionária digita de novo as encomendas?', line: ['s6'], fact: 'Rose' },
      { question: 'Qual a receita anual deles?', line: ['s10'], fact: 'onze milhões' },
      { question: 'Que programa de gestão eles usam?', line: ['s15'], fact: 'Bling' },
      {
        question: 'Com qual fornecedor concorrente eles já tiveram uma apresentação?',
        line: ['s19'],
        fact: 'Mercos',
      },
    ],
  },
  {
    key: 'uploadedParkingLots',
    part: 'tuning',
    uploaded: true,
    seller: 'Gabriela',
    lines: [
      ['Gabriela', 'Oi, Vanderlei, bom dia! Aqui é a Gabriela, da Placa Livre. Deu certo o link?'],
      [
        'Vanderlei Figueredo',
        'Bom dia, Gabriela. Deu. Chamei a Suellen, que é a gerente de operação, ela entrou pelo celular, deve estar aparecendo como visitante aí.',
      ],
      ['Participante (visitante)', 'Oi, bom dia. É, tô no carro, mas tô ouvindo.'],
      ['Gabriela', 'Bom dia, Suellen! Vanderlei, me conta como tá a operação de vocês hoje.'],
      [
        'Vanderlei Figueredo',
        'A gente administra 27 estacionamentos, a maioria em shopping e hospital, aqui em Curitiba e Joinville. Dá umas 9 mil vagas, e passa uns 1,2 milhão de carros por mês.',
      ],
      [
        'Participante (visitante)',
        'E tudo no ticket de papel. Entra, pega o ticket, paga no caixa ou na máquina, e sai validando na cancela.',
      ],
      ['Gabriela', 'E onde é que dói mais?'],
      [
        'Participante (visitante)',
        'Fila. Sábado à tarde no shopping a fila pra sair chega a quarenta minutos. E ticket perdido: todo dia tem uns trinta, cliente jurando que entrou agora há pouco.',
      ],
      [
        'Vanderlei Figueredo',
        'E a máquina de pagamento quebra direto. Eu tenho um técnico só pra ficar desatolando nota e ticket.',
      ],
      ['Gabriela', 'E isso custa quanto pra vocês?'],
      [
        'Vanderlei Figueredo',
        'O shopping Palladium ameaçou não renovar o contrato por causa da fila, saiu até no Reclame Aqui. Esse contrato é uns 180 mil por mês de receita pra gente.',
      ],
      [
        'Gabriela',
        'Entendi. A gente troca o ticket pela leitura de placa: a câmera lê na entrada, o cliente paga pelo app ou no totem digitando a placa, e a cancela abre sozinha na saída. Não tem ticket pra perder.',
      ],
      [
        'Participante (visitante)',
        'Sem ticket acaba a discussão do ticket perdido, né. Isso eu queria pra ontem.',
      ],
      [
        'Vanderlei Figueredo',
        'E a placa do cliente, a foto do carro, isso fica guardado quanto tempo? O jurídico do hospital já pediu pra gente explicar isso, por causa de paciente que não quer que ninguém saiba que esteve lá.',
      ],
      [
        'Gabriela',
        'A imagem é apagada em trinta dias, e a placa fica só pra cobrança. Eu te mando o nosso relatório de impacto de proteção de dados, pro jurídico.',
      ],
      [
        'Participante (visitante)',
        'E a câmera lê placa suja, placa de moto? Porque no hospital tem muita moto de entregador, e no subsolo a luz é horrível.',
      ],
      [
        'Gabriela',
        'Lê, a taxa de acerto é de noventa e oito por cento, e quando não lê o totem pede pra digitar.',
      ],
      ['Vanderlei Figueredo', 'Tá. E o custo?'],
      [
        'Gabriela',
        'É um valor por cancela: 690 por mês cada uma, com câmera e manutenção. Vocês têm quantas cancelas?',
      ],
      [
        'Vanderlei Figueredo',
        'Umas 110. Isso dá... mais de setenta mil por mês. Gabriela, estacionamento é negócio de centavo. Não cabe, não.',
      ],
      [
        'Gabriela',
        'Dá pra começar pelos shoppings, que é onde tem fila, e o app cobra uma taxa de conveniência que cobre boa parte disso.',
      ],
      [
        'Vanderlei Figueredo',
        'E outra: a Magnetec, que aluga as cancelas pra gente, já ofereceu um leitor de placa deles, e aí fica tudo com um fornecedor só.',
      ],
      [
        'Gabriela',
        'A leitura deles só funciona com a cancela deles, e o pagamento pelo app não vem junto. A nossa conversa com a cancela que vocês já têm.',
      ],
      ['Vanderlei Figueredo', 'Hum. Tá, vou pensar nisso.'],
      ['Gabriela', 'E pra aprovar, como é o caminho aí dentro?'],
      [
        'Vanderlei Figueredo',
        'Eu levo pros meus sócios, mas quem tem a palavra final é o seu Lauro, que é o majoritário.',
      ],
      [
        'Gabriela',
        'Perfeito. Posso montar um teste de trinta dias na saída do Palladium, que é onde tem fila?',
      ],
      [
        'Vanderlei Figueredo',
        'Se o shopping deixar, pode. Eu falo com a administração do Palladium na semana que vem.',
      ],
      ['Gabriela', 'Ótimo. Eu mando a proposta do teste e o relatório de dados até amanhã.'],
      [
        'Participante (visitante)',
        'E eu te mando a planta do subsolo do hospital, pra vocês verem onde fica a câmera.',
      ],
      ['Vanderlei Figueredo', 'Combinado. Obrigado, Gabriela.'],
      ['Gabriela', 'Eu que agradeço. Bom dia, Vanderlei, bom dia, Suellen!'],
    ],
    templateAnswers: {
      budget: ['s18', 's19'],
      authority: ['s25'],
      need: ['s7', 's8'],
      timeline: [],
      situation: ['s4', 's5'],
      problems: ['s7', 's8'],
      implications: ['s10'],
      needPayoff: ['s12'],
    },
    nextSteps: [
      { line: 's26', owner: 'Gabriela' },
      { line: 's27', owner: 'Vanderlei Figueredo', due: 'próxima semana' },
      { line: 's28', owner: 'Gabriela', due: 'amanhã' },
      { line: 's29', owner: 'Participante (visitante)' },
    ],
    objections: [
      { line: 's13', kind: 'segurança' },
      { line: 's15', kind: 'aderência' },
      { line: 's19', kind: 'preço' },
      { line: 's21', kind: 'concorrência' },
    ],
    decisionMakers: ['Lauro'],
    chat: [
      { question: 'Quantos pátios a empresa opera?', line: ['s4'], fact: '27' },
      { question: 'Quantos veículos entram nos pátios mensalmente?', line: ['s4'], fact: '1,2 milhão' },
      {
        question: 'Quanto tempo o motorista espera pra ir embora num fim de semana?',
        line: ['s7'],
        fact: 'quarenta minutos',
      },
      {
        question: 'Quanto rende por mês o cliente que pode não continuar?',
        line: ['s10'],
        fact: '180 mil',
      },
      { question: 'Depois de quanto tempo as fotos são descartadas?', line: ['s14'], fact: 'trinta dias' },
      { question: 'Qual a precisão do reconhecimento?', line: ['s16'], fact: 'noventa e oito por cento' },
      { question: 'Qual dos donos manda mais na empresa?', line: ['s25'], fact: 'Lauro' },
    ],
  },
  {
    key: 'marina',
    part: 'tuning',
    uploaded: false,
    seller: 'Eduardo Paiva',
    lines: [
      ['Eduardo Paiva', 'Oi, Marisa, bom dia! Aqui é o Eduardo. Tá um barulho de vento aí, hein?'],
      [
        'Marisa Coutinho',
        'Bom dia, Eduardo! É o nordeste, aqui no píer não para. Deixa eu entrar no escritório.',
      ],
      ['Marisa Coutinho', 'Pronto. Pode falar.'],
      ['Eduardo Paiva', 'Marisa, me explica como funciona a marina hoje, pra eu não falar besteira.'],
      [
        'Marisa Coutinho',
        'A gente tem cento e oitenta vagas na água e umas duzentas e quarenta no galpão, na garagem náutica. Lancha, veleiro, jet ski. O dono liga, pede pra descer o barco, e a gente desce com a empilhadeira.',
      ],
      [
        'Marisa Coutinho',
        'Os pedidos chegam por WhatsApp no celular do marinheiro de plantão. Fim de semana de sol dá umas cento e vinte descidas por dia.',
      ],
      ['Eduardo Paiva', 'E dá conta?'],
      [
        'Marisa Coutinho',
        'Dá, né, no grito. Mas o cliente chega e o barco não tá na água, porque o pedido se perdeu no meio das mensagens. Aí ele espera uma hora no píer com a família, com isopor, com tudo.',
      ],
      [
        'Marisa Coutinho',
        'E a cobrança da mensalidade é boleto que a gente emite na mão. Hoje tem uns trinta e cinco mil em atraso, tem cotista que deve seis meses e continua descendo o barco.',
      ],
      ['Eduardo Paiva', 'E o que isso tem causado?'],
      [
        'Marisa Coutinho',
        'Perdi onze clientes de vaga seca esse ano pra marina do lado, a Ilha Azul. Um deles me disse na cara que lá ele agenda a descida pelo aplicativo e o barco já tá esperando.',
      ],
      [
        'Eduardo Paiva',
        'Entendi. No nosso app o cotista agenda a descida com horário, o marinheiro vê a fila no tablet, e quem tá com mensalidade atrasada não consegue agendar até regularizar.',
      ],
      [
        'Marisa Coutinho',
        'Olha, se o cara com seis meses atrasados não conseguir descer o barco, ele paga na hora. Isso sozinho já resolve metade da minha vida.',
      ],
      [
        'Marisa Coutinho',
        'Mas deixa eu te falar: marinheiro aqui é pescador, gente simples. Tem uns que nem smartphone têm. Eles não vão ficar olhando tablet com a mão cheia de graxa.',
      ],
      [
        'Eduardo Paiva',
        'O tablet fica fixo no galpão, com letra grande, e a fila aparece em ordem. Eles só tocam em "desceu".',
      ],
      ['Marisa Coutinho', 'E quanto fica isso?'],
      [
        'Eduardo Paiva',
        'Pra uma marina do tamanho de vocês, mil e quatrocentos por mês, com o app dos cotistas e o tablet.',
      ],
      ['Marisa Coutinho', 'Mil e quatrocentos... tá dentro. Se recuperar os atrasados, paga fácil.'],
      [
        'Marisa Coutinho',
        'Só que agora, em dezembro? Eduardo, começou a temporada. Do Natal até o Carnaval é o período que eu faço o ano. Eu não vou treinar ninguém com a marina lotada.',
      ],
      ['Eduardo Paiva', 'Entendo. E depois do Carnaval?'],
      [
        'Marisa Coutinho',
        'Março. Em março o movimento cai, aí eu consigo parar o pessoal uma tarde pra aprender.',
      ],
      [
        'Marisa Coutinho',
        'E tem uma coisa: o clube de vela aqui do lado usa um sistema de gestão de clube que diz que faz marina também. O pessoal da diretoria do clube vive me oferecendo pra usar o deles junto.',
      ],
      [
        'Eduardo Paiva',
        'Sistema de clube é feito pra sócio e restaurante; agendamento de descida e fila de empilhadeira ele não tem.',
      ],
      ['Eduardo Paiva', 'E pra eu entender quem mais participa da decisão aí, tem mais alguém?'],
      ['Marisa Coutinho', 'Ah, isso a gente vê mais pra frente, primeiro eu quero ver funcionando.'],
      [
        'Eduardo Paiva',
        'Combinado. Eu te mando um vídeo da fila do galpão funcionando numa marina de Angra, pra você ver como é.',
      ],
      ['Marisa Coutinho', 'Manda. E a proposta por escrito, você me manda também?'],
      ['Eduardo Paiva', 'Mando na quinta, com o valor fechado e o cronograma pra março.'],
      [
        'Marisa Coutinho',
        'E eu te passo a lista dos cotistas com a situação de cada um, pra você ver o tamanho do atraso. Lá pelo dia vinte, que é quando eu fecho o mês.',
      ],
      ['Eduardo Paiva', 'Perfeito. E no começo de março eu passo aí pra gente marcar o treinamento?'],
      ['Marisa Coutinho', 'Passa, sim. Bom dia, Eduardo!'],
      ['Eduardo Paiva', 'Bom dia, Marisa, bons ventos!'],
    ],
    templateAnswers: {
      budget: ['s16', 's17'],
      authority: [],
      need: ['s7', 's8'],
      timeline: ['s20'],
      situation: ['s4', 's5'],
      problems: ['s7', 's8'],
      implications: ['s10'],
      needPayoff: ['s12'],
    },
    nextSteps: [
      { line: 's25', owner: 'Eduardo Paiva' },
      { line: 's27', owner: 'Eduardo Paiva', due: 'quinta-feira' },
      { line: 's28', owner: 'Marisa Coutinho', due: 'dia 20' },
      { line: 's29', owner: 'Eduardo Paiva', due: 'março' },
    ],
    objections: [
      { line: 's13', kind: 'aderência' },
      { line: 's18', kind: 'momento' },
      { line: 's21', kind: 'concorrência' },
    ],
    decisionMakers: [],
    chat: [
      { question: 'Quantas embarcações ficam atracadas?', line: ['s4'], fact: 'cento e oitenta' },
      {
        question: 'Num sábado ensolarado, quantos barcos eles lançam?',
        line: ['s5'],
        fact: 'cento e vinte',
      },
      { question: 'Quanto os associados estão devendo no total?', line: ['s8'], fact: 'trinta e cinco mil' },
      {
        question: 'Quantos donos de lancha guardada em terra foram embora neste ano?',
        line: ['s10'],
        fact: 'onze',
      },
      { question: 'Pra qual vizinha os donos de lancha migraram?', line: ['s10'], fact: 'Ilha Azul' },
      { question: 'Que mensalidade a gente cotou?', line: ['s16'], fact: 'mil e quatrocentos' },
      {
        question: 'Qual vizinho quer que eles adotem o software dele?',
        line: ['s21'],
        fact: 'clube de vela',
      },
    ],
  },
  {
    key: 'industrialLaundry',
    part: 'tuning',
    uploaded: false,
    seller: 'Vitória Sampaio',
    lines: [
      [
        'Vitória Sampaio',
        'Bom dia, Anderson! Aqui é a Vitória. Obrigada por me receber, vi que a lavanderia tá a todo vapor aí.',
      ],
      [
        'Anderson Rezende',
        'Bom dia, Vitória. Literalmente a todo vapor, hahaha. A Cleide, que é a supervisora de produção, vai participar também.',
      ],
      ['Cleide Barros', 'Bom dia. Vou ficar só um pouquinho, que tenho carga pra liberar.'],
      ['Vitória Sampaio', 'Bom dia, Cleide! Anderson, me dá uma visão geral: quanto vocês lavam e pra quem?'],
      [
        'Anderson Rezende',
        'A gente lava pra onze hospitais e uns vinte hotéis. São umas dezoito toneladas de roupa por dia: lençol, fronha, campo cirúrgico, uniforme. A roupa dos hospitais é nossa, a gente aluga o enxoval.',
      ],
      [
        'Cleide Barros',
        'A roupa chega suja no caminhão, a gente pesa o saco, lava, passa, dobra e devolve. A contagem é na mão, por amostragem.',
      ],
      ['Vitória Sampaio', 'E por amostragem dá certo?'],
      [
        'Anderson Rezende',
        'Não dá. A gente perde peça que é uma beleza. O hospital diz que mandou cem lençóis, a gente diz que chegou oitenta, e ninguém prova nada. Lençol some, vai parar em casa de funcionário, vira pano de chão.',
      ],
      [
        'Cleide Barros',
        'E a gente não sabe quantas lavagens cada peça já tem. Campo cirúrgico tem vida útil de umas cento e cinquenta lavagens, depois disso não pode mais ir pro centro cirúrgico.',
      ],
      ['Vitória Sampaio', 'E quanto isso custa por ano?'],
      [
        'Anderson Rezende',
        'No ano passado a reposição de enxoval perdido deu uns 620 mil reais. É quase o nosso lucro do ano inteiro.',
      ],
      [
        'Vitória Sampaio',
        'O que a gente faz é colocar um chip de RFID costurado em cada peça. O saco passa num túnel de leitura na entrada e na saída, e em dois segundos você sabe quantas peças de cada tipo entraram, de qual hospital, e quantas lavagens cada uma já tem.',
      ],
      [
        'Anderson Rezende',
        'Aí eu chego no hospital com o relatório na mão e a discussão acaba. Do jeito que tá, eu perco toda briga.',
      ],
      [
        'Cleide Barros',
        'E esse chip aguenta? A gente lava a oitenta e cinco graus, com alcalino, e a calandra passa a cento e oitenta. Já testamos etiqueta de código de barras que saiu na terceira lavagem.',
      ],
      [
        'Vitória Sampaio',
        'Aguenta duzentas lavagens industriais, é encapsulado em silicone. Eu deixo umas amostras com vocês pra testar na pior máquina.',
      ],
      ['Cleide Barros', 'Isso eu quero ver. Bom, gente, preciso ir, tem carga esperando.'],
      ['Anderson Rezende', 'Vai lá, Cleide. E aí, Vitória, quanto custa?'],
      [
        'Vitória Sampaio',
        'O chip sai a um real e oitenta a unidade, e o túnel com o sistema fica em quatro mil e duzentos por mês. Vocês têm quantas peças circulando?',
      ],
      [
        'Anderson Rezende',
        'Umas 280 mil. Só de chip dá mais de quinhentos mil reais. Isso é caro demais pra eu pagar de uma vez.',
      ],
      [
        'Vitória Sampaio',
        'Dá pra chipar só o enxoval de hospital primeiro, que é onde some mais, e parcelar os chips em vinte e quatro meses.',
      ],
      [
        'Anderson Rezende',
        'Parcelado melhora. Mas tem um detalhe: desde o ano passado a lavanderia tem um fundo de investimento como sócio. Investimento acima de cem mil quem aprova é o Haroldo Mattos, que representa o fundo aqui dentro, e ele é bem chato com prazo de retorno.',
      ],
      [
        'Vitória Sampaio',
        'Então vale montar o cálculo de retorno com os números de vocês. Com seiscentos e vinte mil de perda por ano, o projeto se paga rápido.',
      ],
      [
        'Anderson Rezende',
        'Monta. Mas uma coisa: os hospitais vão querer saber se o chip rastreia alguma coisa do paciente. O Hospital São Lucas já perguntou se o chip "grava" dado de quem usou o lençol.',
      ],
      [
        'Vitória Sampaio',
        'O chip só tem um número de série da peça, nenhum dado de paciente. Eu mando uma nota técnica pra você repassar pros hospitais.',
      ],
      [
        'Anderson Rezende',
        'Isso ajuda. Então vamos fazer assim: me manda o cálculo de retorno e a nota técnica, que eu apresento pro Haroldo na reunião do fundo, no fim do mês.',
      ],
      ['Vitória Sampaio', 'Mando até segunda, os dois.'],
      ['Vitória Sampaio', 'E amanhã eu passo aí e deixo as amostras de chip com a Cleide, pode ser?'],
      [
        'Anderson Rezende',
        'Pode. E eu separo os números de perda por hospital, que você vai precisar pro cálculo.',
      ],
      ['Vitória Sampaio', 'Perfeito. Obrigada, Anderson, e manda um abraço pra Cleide.'],
      ['Anderson Rezende', 'Mando. Até mais, Vitória.'],
    ],
    templateAnswers: {
      budget: ['s17', 's18'],
      authority: ['s20'],
      need: ['s7', 's8'],
      timeline: [],
      situation: ['s4', 's5'],
      problems: ['s7', 's8'],
      implications: ['s10'],
      needPayoff: ['s12'],
    },
    nextSteps: [
      { line: 's24', owner: 'Anderson Rezende', due: 'fim do mês' },
      { line: 's25', owner: 'Vitória Sampaio', due: 'segunda-feira' },
      { line: 's26', owner: 'Vitória Sampaio', due: 'amanhã' },
      { line: 's27', owner: 'Anderson Rezende' },
    ],
    objections: [
      { line: 's13', kind: 'aderência' },
      { line: 's18', kind: 'preço' },
      { line: 's20', kind: 'aprovação' },
      { line: 's22', kind: 'segurança' },
    ],
    decisionMakers: ['Haroldo'],
    chat: [
      { question: 'Quantas unidades de saúde são clientes deles?', line: ['s4'], fact: 'onze' },
      { question: 'Quanto tecido eles processam diariamente?', line: ['s4'], fact: 'dezoito toneladas' },
      {
        question: 'Quantos ciclos um pano de cirurgia suporta antes de ser aposentado?',
        line: ['s8'],
        fact: 'cento e cinquenta',
      },
      {
        question: 'Quanto gastaram no último ano comprando o que desapareceu?',
        line: ['s10'],
        fact: '620 mil',
      },
      { question: 'Quão quente é a água das máquinas deles?', line: ['s13'], fact: 'oitenta e cinco graus' },
      { question: 'Qual o tamanho do estoque de tecido em giro?', line: ['s18'], fact: '280 mil' },
      {
        question: 'Em quantas parcelas a gente ofereceu dividir as etiquetas?',
        line: ['s19'],
        fact: 'vinte e quatro',
      },
    ],
  },
];
