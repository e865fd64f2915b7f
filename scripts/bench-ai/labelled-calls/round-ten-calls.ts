import type { LabelledCall } from './types.ts';

/**
 * Round 10's calls, held out until round 11's were written (2026-11-29) and tuning calls since: written and
 * labelled before anything ran on them, and committed alone, so the history shows the labels came first. Five
 * industries no other call is about (an animal-feed mill, a pet-shop chain with grooming, an intercity bus
 * company, an ice-cream distributor lending freezers to shops, a notary office); three uploaded-style, with labels
 * as tools give them: English diarisation labels ("Speaker 1", "Speaker 2") where the client speaks first, a
 * client known only by her phone number ("+55 31 98812-4470") with the seller as a lower-case login ("tiago.r")
 * and his implementation colleague as a numbered guest ("Participante 3"), and Teams-style external guests
 * ("Renata Lopes (Externo)", "Joel Antunes (Externo)") with the seller's name cut short ("Marcelo Ferr"). The
 * ice-cream and notary calls name their speakers in full; the ice-cream call names no decision-maker (the client
 * puts the question off). Some template questions go unanswered (labelled with no lines), objections of every kind
 * come with and without the obvious words (a corn price that left the margin "no osso", a fare the government
 * fixes, a free telemetry from the bus maker, a notaries' association platform "de graça", a freezer sensor in a
 * beach hut where no phone gets signal, a family council with a founder "da época do caderninho"), next steps are
 * owned by clients as well as sellers, with and without dates, some asked as questions or said on a condition,
 * some numbers are written in digits as transcription tools write them, and some things a seller would ask about
 * are not in the calls (a brand's name, what the package plans lose), so no chat item asks them. Written as the
 * clients would speak, not as the rules read.
 */
export const roundTenCalls: LabelledCall[] = [
  {
    key: 'uploadedFeedMill',
    part: 'tuning',
    uploaded: true,
    seller: 'Speaker 2',
    lines: [
      [
        'Speaker 1',
        'Alô? Oi, tá me escutando? Aqui é o Gilmar, da Nutrivale. O sinal aqui dentro da fábrica é ruim, se cair eu volto.',
      ],
      [
        'Speaker 2',
        'Escuto sim, Gilmar, bom dia! Aqui é a Débora, da Lotus Agro. Obrigada pelo horário. Pra começar, me conta como tá a fábrica hoje.',
      ],
      [
        'Speaker 1',
        'A gente tá em Rio Verde. Produz umas 1.800 toneladas de ração por dia, pra suíno e frango, quase tudo pros integrados da região. São três turnos, umas 140 pessoas.',
      ],
      ['Speaker 2', 'E a formulação, o controle de lote, isso roda em quê?'],
      [
        'Speaker 1',
        'A fórmula o nutricionista faz num software dele e passa pra produção numa folha impressa. O operador da misturadora pesa os micro na mão, o premix, e anota na ficha. O lote é a data e o turno, escrito a caneta no saco.',
      ],
      ['Speaker 2', 'E onde é que o calo aperta?'],
      [
        'Speaker 1',
        'Contaminação cruzada. A gente faz ração com medicamento, com antibiótico, e depois na mesma linha faz ração de terminação, que não pode ter resíduo nenhum. Se o operador esquece a sequência de limpeza, vai remédio pro porco que tá indo pro abate.',
      ],
      [
        'Speaker 1',
        'E quando o integrado reclama, leitão com diarreia, frango que não ganhou peso, eu levo dois dias revirando ficha pra descobrir qual lote foi pra qual granja.',
      ],
      ['Speaker 2', 'E isso já deu problema de verdade?'],
      [
        'Speaker 1',
        'Deu. Em agosto o frigorífico achou resíduo de antibiótico num lote de suíno e condenou a carga toda. Foram 2.300 animais, a indenização pro integrado saiu uns 410 mil. E o Ministério veio aqui e ficou três dias.',
      ],
      [
        'Speaker 2',
        'Nossa. O nosso sistema puxa a fórmula direto do software do nutricionista, o operador pesa na balança ligada no tablet, e a linha só libera a ração de terminação depois que a limpeza tá registrada. E cada saco sai com etiqueta de lote que diz pra qual granja foi.',
      ],
      [
        'Speaker 1',
        'Se a linha trava sem a limpeza, eu paro de depender da memória do operador. E achar o lote em cinco minutos em vez de dois dias... isso o frigorífico ia adorar ver numa auditoria.',
      ],
      [
        'Speaker 1',
        'Agora, o nosso pessoal da misturadora é gente da roça, tem uns que mal sabem ler. Botar tablet na mão deles, com pó de ração pra todo lado... tenho minhas dúvidas se pega.',
      ],
      [
        'Speaker 2',
        'A tela é de ícone, com cor, e o tablet vai numa caixa vedada, a gente já instalou em fábrica com muito pó. E o treinamento é no turno de cada um.',
      ],
      ['Speaker 1', 'Hum. E quanto fica?'],
      [
        'Speaker 2',
        'A licença é 7.900 por mês, com as balanças integradas, e a implantação são 35 mil, em três vezes.',
      ],
      [
        'Speaker 1',
        'É... olha, Débora, o milho subiu quarenta por cento esse ano, a margem da ração tá no osso. Trinta e cinco mil de entrada agora pesa.',
      ],
      ['Speaker 2', 'Entendo. Só a carga condenada de agosto pagaria uns quatro anos de licença.'],
      [
        'Speaker 1',
        'Isso é verdade. Mas não sou eu que assino. A Nutrivale é do grupo, e investimento assim quem libera é o Valdir, o diretor industrial, lá da matriz em Chapecó.',
      ],
      ['Speaker 2', 'E o Valdir costuma olhar o quê, pra liberar?'],
      [
        'Speaker 1',
        'Retorno, e se tem outra fábrica usando. E a matriz tá migrando tudo pro SAP, e o pessoal da TI de lá diz que o módulo de produção do SAP faz isso aí também. Ele vai querer saber por que não esperar.',
      ],
      [
        'Speaker 2',
        'O SAP controla estoque e custo, mas trava de limpeza na linha e pesagem de micro no chão de fábrica ele não faz. A gente integra com ele.',
      ],
      ['Speaker 2', 'E pra quando vocês precisam disso funcionando?'],
      ['Speaker 1', 'O frigorífico volta pra auditoria em maio. Queria estar com isso rodando antes.'],
      [
        'Speaker 2',
        'Dá tempo. Então eu te mando até sexta a proposta, com uma comparação com o módulo do SAP pro pessoal da TI.',
      ],
      [
        'Speaker 1',
        'Manda. E eu te passo o laudo do frigorífico sobre o lote condenado, pra você usar na conta. Acho que consigo ainda hoje.',
      ],
      ['Speaker 2', 'Ótimo. E se o Valdir topar, dá pra eu ir aí em Rio Verde ver a linha funcionando?'],
      ['Speaker 1', 'Dá. Eu falo com ele na reunião de segunda e te dou um retorno.'],
      ['Speaker 2', 'Combinado. Obrigada, Gilmar!'],
      ['Speaker 1', 'Valeu, Débora. Bom dia.'],
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
      { line: 's24', owner: 'Speaker 2', due: 'sexta-feira' },
      { line: 's25', owner: 'Speaker 1', due: 'hoje' },
      { line: 's26', owner: 'Speaker 2' },
      { line: 's27', owner: 'Speaker 1', due: 'segunda-feira' },
    ],
    objections: [
      { line: 's12', kind: 'aderência' },
      { line: 's16', kind: 'preço' },
      { line: 's18', kind: 'aprovação' },
      { line: 's20', kind: 'concorrência' },
    ],
    decisionMakers: ['Valdir'],
    chat: [
      { question: 'Qual o volume que eles fabricam diariamente?', line: ['s2'], fact: '1.800 toneladas' },
      {
        question: 'Quantos bichos foram rejeitados pelo abatedouro?',
        line: ['s9'],
        fact: '2.300',
      },
      {
        question: 'Quanto eles tiveram que pagar de ressarcimento ao criador?',
        line: ['s9'],
        fact: '410 mil',
      },
      {
        question: 'Por quanto tempo a fiscalização federal ficou na unidade?',
        line: ['s9'],
        fact: 'três dias',
      },
      { question: 'Quanto encareceu o grão neste ano?', line: ['s16'], fact: 'quarenta por cento' },
      { question: 'Em que cidade fica a sede do grupo?', line: ['s18'], fact: 'Chapecó' },
      {
        question: 'Em que mês o comprador dos animais volta pra inspecionar?',
        line: ['s23'],
        fact: 'maio',
      },
      { question: 'Qual a mensalidade que a gente apresentou?', line: ['s15'], fact: '7.900' },
    ],
  },
  {
    key: 'uploadedPetShops',
    part: 'tuning',
    uploaded: true,
    seller: 'tiago.r',
    lines: [
      [
        'tiago.r',
        'Boa tarde! Acho que entrou todo mundo. Priscila, você tá me ouvindo? Aqui só aparece o seu número.',
      ],
      [
        '+55 31 98812-4470',
        'Tô ouvindo, Tiago, boa tarde. Entrei pelo celular, tô no carro entre uma loja e outra, desculpa.',
      ],
      [
        'tiago.r',
        'Imagina. Eu chamei a Lorena, que cuida de implantação aqui com a gente, ela deve aparecer como Participante 3. Priscila, me conta como é a rede hoje.',
      ],
      ['Participante 3', 'Oi, Priscila, boa tarde! Pode falar, por enquanto eu tô só ouvindo.'],
      [
        '+55 31 98812-4470',
        'A gente tem nove lojas, em BH e Contagem. Todas com banho e tosa, e duas com clínica veterinária. Dá uns 3 mil banhos por mês, fora a venda de ração e acessório.',
      ],
      ['tiago.r', 'E a agenda do banho, como vocês marcam?'],
      [
        '+55 31 98812-4470',
        'Pelo WhatsApp de cada loja. A recepcionista anota num caderno e depois passa pra uma planilha. Cada loja tem a sua, uma não conversa com a outra.',
      ],
      ['tiago.r', 'E o que mais te incomoda nisso?'],
      [
        '+55 31 98812-4470',
        'O buraco na agenda. A tosadora fica parada das dez ao meio-dia e às quatro da tarde tá lotado. E o cliente que não aparece: tem dia que falta um terço dos agendados, e ninguém confirma nada na véspera.',
      ],
      [
        '+55 31 98812-4470',
        'E o pacote mensal. O cliente paga quatro banhos e a gente não sabe quantos ele já usou, porque ele dá banho numa loja e depois vai em outra.',
      ],
      ['tiago.r', 'E isso bate no caixa como?'],
      [
        '+55 31 98812-4470',
        'Eu fiz a conta com a minha sócia: a gente deixa de faturar uns 45 mil por mês em horário vazio. E no pacote tem cliente que leva banho de graça, aí eu nem sei te dizer quanto é.',
      ],
      [
        'tiago.r',
        'Com a nossa agenda o tutor marca pelo link, recebe a confirmação um dia antes e, se não confirmar, o horário volta pra fila de espera. E o pacote fica no cadastro do pet, vale em qualquer loja.',
      ],
      [
        '+55 31 98812-4470',
        'Se o horário vago voltar pra fila sozinho, a tosadora não fica parada. E o pacote valendo em toda loja acaba com aquela briga de balcão.',
      ],
      [
        '+55 31 98812-4470',
        'Só que o cadastro dos clientes... tem telefone, endereço, foto do cachorro, cartão de alguns. Isso fica onde? Teve uma rede aqui de BH que a lista de clientes foi parar na mão de golpista, saiu até no jornal.',
      ],
      [
        'Participante 3',
        'Fica em nuvem no Brasil, criptografado, e o cartão nem passa pela gente, quem guarda é a maquininha. Tá tudo no nosso termo de proteção de dados.',
      ],
      ['+55 31 98812-4470', 'Tá. E quanto é?'],
      ['tiago.r', 'São 390 por loja por mês. Pras nove, 3.510, e a implantação a gente faz sem custo.'],
      [
        '+55 31 98812-4470',
        'O valor até que tá ok. O problema é outro: eu já pago o SimplesVet nas duas clínicas, e o vendedor deles falou que a agenda de banho deles faz a mesma coisa. Minha sócia vai perguntar por que não usar o que a gente já tem.',
      ],
      [
        'tiago.r',
        'O SimplesVet é ótimo pra clínica, mas a agenda de banho deles não tem fila de espera nem pacote entre lojas. Lado a lado a diferença aparece rápido.',
      ],
      [
        '+55 31 98812-4470',
        'Pode ser. E outra coisa: agora em dezembro não dá pra mexer em nada. É Natal, todo mundo quer o cachorro cheiroso pra ceia, a gente abre até domingo.',
      ],
      ['tiago.r', 'Entendo. E passando as festas?'],
      [
        '+55 31 98812-4470',
        'Janeiro, segunda quinzena. Aí o movimento cai e dá pra treinar as recepcionistas.',
      ],
      ['tiago.r', 'E a decisão, é você e a sua sócia?'],
      [
        '+55 31 98812-4470',
        'É a Cíntia e eu, a gente decide junto. Ela cuida mais do financeiro, então vai olhar o número com lupa.',
      ],
      [
        'tiago.r',
        'Perfeito. Então eu te mando o comparativo com o SimplesVet, a proposta e o termo de proteção de dados até quarta.',
      ],
      [
        'Participante 3',
        'E eu deixo a agenda montada numa loja de teste, pra vocês verem funcionando antes da reunião. Só preciso da lista de serviços e preços de cada loja.',
      ],
      ['+55 31 98812-4470', 'Te mando semana que vem, que eu tenho que pegar com as gerentes.'],
      [
        'tiago.r',
        'Ótimo. E posso marcar uma conversa com você e a Cíntia juntas em janeiro, pra apresentar?',
      ],
      ['+55 31 98812-4470', 'Pode, me manda o convite. Tchau, gente, tenho que descer aqui.'],
    ],
    templateAnswers: {
      budget: ['s17', 's18'],
      authority: ['s24'],
      need: ['s8', 's9'],
      timeline: ['s22'],
      situation: ['s4', 's6'],
      problems: ['s8', 's9'],
      implications: ['s11'],
      needPayoff: ['s13'],
    },
    nextSteps: [
      { line: 's25', owner: 'tiago.r', due: 'quarta-feira' },
      { line: 's26', owner: 'Participante 3' },
      { line: 's27', owner: '+55 31 98812-4470', due: 'próxima semana' },
      { line: 's28', owner: 'tiago.r', due: 'janeiro' },
    ],
    objections: [
      { line: 's14', kind: 'segurança' },
      { line: 's18', kind: 'concorrência' },
      { line: 's20', kind: 'momento' },
    ],
    decisionMakers: ['Priscila', 'Cíntia'],
    chat: [
      { question: 'Quantas unidades a rede tem?', line: ['s4'], fact: 'nove' },
      { question: 'Quantos atendimentos de higiene eles fazem num mês?', line: ['s4'], fact: '3 mil' },
      {
        question: 'Que parte dos clientes marcados costuma dar bolo?',
        line: ['s8'],
        fact: 'um terço',
      },
      {
        question: 'Quanto eles perdem mensalmente com a equipe ociosa?',
        line: ['s11'],
        fact: '45 mil',
      },
      { question: 'Quanto daria o total mensal pra rede inteira?', line: ['s17'], fact: '3.510' },
      { question: 'Que programa os veterinários deles já usam?', line: ['s18'], fact: 'SimplesVet' },
      { question: 'Como se chama a parceira de negócio dela?', line: ['s24'], fact: 'Cíntia' },
    ],
  },
  {
    key: 'uploadedBusCompany',
    part: 'tuning',
    uploaded: true,
    seller: 'Marcelo Ferr',
    lines: [
      ['Marcelo Ferr', 'Boa tarde, Renata! Consegue me ouvir? Vi que o Joel entrou também.'],
      [
        'Renata Lopes (Externo)',
        'Boa tarde, Marcelo. Ouço sim. O Joel é o nosso chefe de manutenção, achei melhor ele estar junto.',
      ],
      [
        'Joel Antunes (Externo)',
        'Boa tarde. Tô aqui na garagem, então se tiver barulho de compressor, já peço desculpa.',
      ],
      ['Marcelo Ferr', 'Sem problema, Joel. Renata, me dá um panorama da viação.'],
      [
        'Renata Lopes (Externo)',
        'A gente roda 162 ônibus, a maioria rodoviário, ligando Guarapuava a Curitiba, Ponta Grossa e Foz. E tem o fretamento, que leva funcionário pros frigoríficos da região, três turnos por dia.',
      ],
      [
        'Joel Antunes (Externo)',
        'A preventiva é por quilometragem, mas a quilometragem vem do tacógrafo, que alguém tem que ler. Na prática a gente anota numa planilha quando o ônibus volta pra garagem.',
      ],
      ['Marcelo Ferr', 'E onde vocês sentem mais?'],
      [
        'Renata Lopes (Externo)',
        'Diesel. É o nosso maior custo depois da folha. Tem motorista que faz a mesma linha gastando vinte por cento a mais que o colega, e eu não sei se é o pé dele, se é o ônibus ou se tá sumindo diesel.',
      ],
      [
        'Joel Antunes (Externo)',
        'E ônibus quebrando na estrada. Mês passado foram seis socorros, um deles com passageiro esperando quatro horas no acostamento, perto de Irati, de noite.',
      ],
      ['Marcelo Ferr', 'E o que isso tem trazido pra vocês?'],
      [
        'Renata Lopes (Externo)',
        'O diesel dá uns 2,1 milhões por mês. Se eu economizar cinco por cento, já é dinheiro que não acaba mais. E cada quebra é ônibus reserva, guincho, passagem devolvida e reclamação no DER. A de Irati virou processo.',
      ],
      [
        'Marcelo Ferr',
        'A nossa telemetria lê direto o computador de bordo: consumo por motorista, freada brusca, marcha lenta. E avisa a manutenção quando a peça tá chegando no limite, pela quilometragem real.',
      ],
      [
        'Joel Antunes (Externo)',
        'Se o aviso vier sozinho, eu paro de correr atrás de planilha e de ônibus quebrado. Isso eu quero.',
      ],
      [
        'Renata Lopes (Externo)',
        'E com o consumo por motorista eu consigo fazer o prêmio de economia que eu sempre quis fazer.',
      ],
      [
        'Joel Antunes (Externo)',
        'Agora, metade da frota é Marcopolo antigo, 2012, 2013. Esses não têm computador de bordo que preste. Não sei se esse negócio vai ler alguma coisa desses carros.',
      ],
      [
        'Marcelo Ferr',
        'Pros antigos a gente põe um sensor no tanque e o GPS. Não tem tudo, mas consumo e quilometragem tem.',
      ],
      ['Renata Lopes (Externo)', 'Tá. E quanto custa?'],
      ['Marcelo Ferr', 'São 189 por ônibus por mês, com o equipamento em comodato. Pros 162, dá 30.618.'],
      [
        'Renata Lopes (Externo)',
        'Trinta mil por mês... Marcelo, passagem tem tarifa que o governo fixa, e o reajuste desse ano não cobriu nem o diesel. Eu teria que ver isso com muito cuidado.',
      ],
      ['Marcelo Ferr', 'Com cinco por cento de diesel vocês economizam uns cem mil por mês. A conta fecha.'],
      [
        'Renata Lopes (Externo)',
        'No papel fecha. Mas aqui nada acima de vinte mil passa sem o conselho da família. E o seu Anselmo, meu sogro, que fundou a viação, é da época do caderninho. Vai dar trabalho convencer.',
      ],
      ['Marcelo Ferr', 'E quando o conselho se reúne?'],
      ['Renata Lopes (Externo)', 'Toda primeira segunda do mês.'],
      [
        'Joel Antunes (Externo)',
        'E tem outra: a Volvo deu a telemetria dela de graça nos ônibus novos que a gente comprou. São só doze, mas o seu Anselmo vai perguntar por que pagar se a montadora dá.',
      ],
      [
        'Marcelo Ferr',
        'A da Volvo só funciona nos Volvo. A nossa pega a frota toda, inclusive os doze, num painel só.',
      ],
      [
        'Marcelo Ferr',
        'Então eu monto o cálculo de economia com os números de vocês e mando até terça, pra ir pra reunião do conselho.',
      ],
      [
        'Renata Lopes (Externo)',
        'Pra isso eu te mando o consumo de diesel por linha dos últimos seis meses. Amanhã sai.',
      ],
      [
        'Joel Antunes (Externo)',
        'E eu separo dois ônibus antigos pra vocês testarem o sensor, se a Renata liberar.',
      ],
      [
        'Marcelo Ferr',
        'Ótimo. Renata, posso te ligar depois da reunião do conselho pra saber o que eles acharam?',
      ],
      ['Renata Lopes (Externo)', 'Pode. Obrigada, Marcelo. Tchau, Joel.'],
    ],
    templateAnswers: {
      budget: ['s17', 's18'],
      authority: ['s20'],
      need: ['s7', 's8'],
      timeline: [],
      situation: ['s4', 's5'],
      problems: ['s7', 's8'],
      implications: ['s10'],
      needPayoff: ['s12', 's13'],
    },
    nextSteps: [
      { line: 's25', owner: 'Marcelo Ferr', due: 'terça-feira' },
      { line: 's26', owner: 'Renata Lopes (Externo)', due: 'amanhã' },
      { line: 's27', owner: 'Joel Antunes (Externo)' },
      { line: 's28', owner: 'Marcelo Ferr' },
    ],
    objections: [
      { line: 's14', kind: 'aderência' },
      { line: 's18', kind: 'preço' },
      { line: 's20', kind: 'aprovação' },
      { line: 's23', kind: 'concorrência' },
    ],
    decisionMakers: ['Anselmo', 'conselho'],
    chat: [
      { question: 'Qual o tamanho da frota deles?', line: ['s4'], fact: '162' },
      {
        question: 'Quantas vezes tiveram que mandar resgate na rodovia no mês anterior?',
        line: ['s8'],
        fact: 'seis',
      },
      {
        question: 'Quanto tempo os viajantes ficaram largados na beira da pista?',
        line: ['s8'],
        fact: 'quatro horas',
      },
      { question: 'Quanto eles gastam de combustível mensalmente?', line: ['s10'], fact: '2,1 milhões' },
      { question: 'Quem criou a empresa?', line: ['s20'], fact: 'Anselmo' },
      { question: 'Quando a família se junta pra decidir?', line: ['s22'], fact: 'primeira segunda' },
      {
        question: 'Quantos veículos novos vieram com o rastreador da fabricante?',
        line: ['s23'],
        fact: 'doze',
      },
    ],
  },
  {
    key: 'iceCreamDistributor',
    part: 'tuning',
    uploaded: false,
    seller: 'Camila Rocha',
    lines: [
      ['Camila Rocha', 'Bom dia, Francisco! Aqui é a Camila. Calor aí em Fortaleza?'],
      [
        'Francisco Holanda',
        'Bom dia, Camila! Aqui é calor o ano inteiro, graças a Deus, senão sorvete não vendia, hahaha. A Iara, da logística, tá aqui comigo.',
      ],
      ['Iara Menezes', 'Bom dia, Camila.'],
      ['Camila Rocha', 'Bom dia, Iara! Francisco, me explica a operação, pra eu entender direitinho.'],
      [
        'Francisco Holanda',
        'A gente distribui sorvete e picolé de duas marcas pra capital e região metropolitana. São uns 1.400 pontos: mercadinho, padaria, barraca de praia. Em quase todos o freezer é nosso, em comodato.',
      ],
      [
        'Iara Menezes',
        'E a gente tem uma câmara fria de vinte e cinco graus negativos, aqui no Maracanaú, e dezessete caminhões baú refrigerados. Sai tudo de madrugada.',
      ],
      ['Camila Rocha', 'E o que mais tira o sono de vocês?'],
      [
        'Francisco Holanda',
        'Freezer. O dono do mercadinho desliga o freezer de noite pra economizar luz, ou enche de cerveja. O sorvete derrete, congela de novo, fica cheio de cristal, e o consumidor reclama da marca. E a marca reclama de mim.',
      ],
      [
        'Iara Menezes',
        'E a gente só descobre quando o vendedor passa, e vendedor passa a cada quinze dias. Fora os freezers que somem: o ponto fecha e leva o freezer junto.',
      ],
      ['Camila Rocha', 'E quanto isso pesa?'],
      [
        'Francisco Holanda',
        'No ano passado a troca de produto estragado deu uns 380 mil. Sumiram 46 freezers, e cada um custa uns quatro mil e quinhentos. E uma das marcas me deu uma advertência de qualidade em outubro. Mais uma e eu perco a exclusividade da região.',
      ],
      [
        'Camila Rocha',
        'O nosso sensor vai dentro do freezer, com chip de celular: manda a temperatura de hora em hora e a localização. Se desligou, se passou de menos dezoito, você recebe um alerta, e o vendedor passa lá no mesmo dia.',
      ],
      [
        'Francisco Holanda',
        'Rapaz, se eu souber no mesmo dia, eu salvo o produto e ainda tenho a prova pra mostrar pra marca. E freezer sumido eu vou buscar com o GPS.',
      ],
      [
        'Iara Menezes',
        'E dá pra eu ver a câmara e os caminhões no mesmo painel? Hoje é um termômetro de ponteiro na porta da câmara e um motorista que jura que ligou o aparelho.',
      ],
      ['Camila Rocha', 'Dá, o mesmo sensor vai na câmara e no baú, e fica tudo num painel só.'],
      [
        'Francisco Holanda',
        'Agora, chip de celular dentro de freezer, em barraca de praia, lá no interior de Caucaia... Tem lugar que nem o meu celular pega. Esse sensor vai falar com quem?',
      ],
      [
        'Camila Rocha',
        'Ele guarda as leituras e manda quando pega sinal, e usa a operadora que for melhor no local.',
      ],
      ['Francisco Holanda', 'Tá. E quanto custa a brincadeira?'],
      [
        'Camila Rocha',
        'O sensor é 320 cada, e a mensalidade é 19 por sensor. Pra 1.400 freezers, mais a câmara e os caminhões, dá uns 448 mil de sensor e uns 27 mil por mês.',
      ],
      [
        'Francisco Holanda',
        'Quatrocentos e tantos mil de uma vez? Aí complica, Camila. Eu tô com o caixa todo em estoque e em freezer novo.',
      ],
      [
        'Camila Rocha',
        'Dá pra começar pelos quatrocentos pontos que mais vendem, e o sensor pode ser parcelado em dezoito vezes.',
      ],
      [
        'Francisco Holanda',
        'Parcelado fica mais fácil. Mas agora não tem como instalar nada. De outubro a março é verão, é quando a gente faz o ano, e vendedor não tem um minuto.',
      ],
      ['Camila Rocha', 'Entendo. E pra instalar, quando seria?'],
      [
        'Francisco Holanda',
        'Abril. Depois da Semana Santa as vendas caem e dá pra rodar os pontos com calma.',
      ],
      ['Camila Rocha', 'E além de você, mais alguém precisa olhar isso?'],
      ['Francisco Holanda', 'Deixa eu primeiro ver a proposta direitinho, depois a gente fala disso.'],
      [
        'Camila Rocha',
        'Combinado. Então eu te mando a proposta com os quatrocentos pontos e o parcelamento até sexta.',
      ],
      [
        'Iara Menezes',
        'E eu te mando a lista dos pontos com a venda de cada um, pra você escolher os quatrocentos. Sai até quarta.',
      ],
      [
        'Camila Rocha',
        'Ótimo. E no comecinho de abril eu posso ir aí no Maracanaú instalar uns dez sensores de teste?',
      ],
      [
        'Francisco Holanda',
        'Se a proposta fechar, pode. Eu mesmo aviso os donos dos pontos que vocês vão passar.',
      ],
      ['Camila Rocha', 'Perfeito. Bom dia, Francisco! Bom dia, Iara!'],
    ],
    templateAnswers: {
      budget: ['s18', 's19'],
      authority: [],
      need: ['s7', 's8'],
      timeline: ['s23'],
      situation: ['s4', 's5'],
      problems: ['s7', 's8'],
      implications: ['s10'],
      needPayoff: ['s12'],
    },
    nextSteps: [
      { line: 's26', owner: 'Camila Rocha', due: 'sexta-feira' },
      { line: 's27', owner: 'Iara Menezes', due: 'quarta-feira' },
      { line: 's28', owner: 'Camila Rocha', due: 'abril' },
      { line: 's29', owner: 'Francisco Holanda' },
    ],
    objections: [
      { line: 's15', kind: 'aderência' },
      { line: 's19', kind: 'preço' },
      { line: 's21', kind: 'momento' },
    ],
    decisionMakers: [],
    chat: [
      { question: 'Quantos estabelecimentos eles abastecem?', line: ['s4'], fact: '1.400' },
      {
        question: 'A que temperatura é mantido o depósito gelado?',
        line: ['s5'],
        fact: 'vinte e cinco graus negativos',
      },
      { question: 'Quantos veículos de entrega eles têm?', line: ['s5'], fact: 'dezessete' },
      {
        question: 'De quanto em quanto tempo o representante visita cada cliente?',
        line: ['s8'],
        fact: 'quinze dias',
      },
      {
        question: 'Quanto gastaram repondo mercadoria que se perdeu no último ano?',
        line: ['s10'],
        fact: '380 mil',
      },
      { question: 'Quantos equipamentos desapareceram?', line: ['s10'], fact: '46' },
      {
        question: 'Em quantas prestações a gente pode dividir os aparelhos?',
        line: ['s20'],
        fact: 'dezoito',
      },
    ],
  },
  {
    key: 'notaryOffice',
    part: 'tuning',
    uploaded: false,
    seller: 'Rafael Nogueira',
    lines: [
      ['Rafael Nogueira', 'Boa tarde, doutora Helena! Obrigado por me receber aqui no cartório.'],
      [
        'Helena Prado',
        'Boa tarde, Rafael. Pode me chamar de Helena. O Márcio, meu substituto, vai participar, ele que toca o dia a dia.',
      ],
      ['Márcio Tavares', 'Boa tarde, Rafael.'],
      ['Rafael Nogueira', 'Boa tarde, Márcio. Helena, como é o movimento do cartório hoje?'],
      [
        'Helena Prado',
        'A gente é o 2º Tabelionato de Notas de Campinas. Faz umas 900 escrituras por mês, fora procuração, reconhecimento de firma e autenticação, que é o grosso do balcão. São trinta e dois escreventes.',
      ],
      [
        'Márcio Tavares',
        'No balcão o atendimento é por senha. Na escritura, o cliente manda os documentos por e-mail ou WhatsApp pro escrevente, e o escrevente monta a minuta no Word.',
      ],
      ['Rafael Nogueira', 'E o que mais atrapalha?'],
      [
        'Márcio Tavares',
        'Documento perdido no meio de e-mail. O cliente manda a matrícula atualizada pra um escrevente que tá de férias, e o negócio para. E a imobiliária liga dez vezes pra saber em que pé tá a escritura, e ninguém sabe responder.',
      ],
      [
        'Helena Prado',
        'E a fila do balcão. Segunda de manhã tem gente esperando uma hora e meia pra reconhecer firma. Já teve reclamação no site do Tribunal.',
      ],
      ['Rafael Nogueira', 'E isso tem custado o quê?'],
      [
        'Helena Prado',
        'As imobiliárias grandes estão levando escritura pro cartório de Valinhos, que atende mais rápido. Só a Imobiliária Barão, que fazia umas quarenta escrituras por mês com a gente, parou em setembro. É uns 150 mil de emolumento por mês saindo pela porta.',
      ],
      [
        'Rafael Nogueira',
        'No nosso sistema cada escritura vira um processo com checklist de documentos, o cliente manda tudo por um link, e a imobiliária acompanha o andamento sozinha. E no balcão o cliente agenda horário pelo celular.',
      ],
      [
        'Helena Prado',
        'Se a imobiliária acompanhar sozinha, o telefone para de tocar. E eu consigo mostrar pra Barão que a gente mudou.',
      ],
      [
        'Márcio Tavares',
        'Vou ser sincero: metade da equipe vai torcer o nariz. Tem escrevente com vinte e cinco anos de casa que imprime o e-mail pra ler.',
      ],
      [
        'Rafael Nogueira',
        'O escrevente continua fazendo a minuta no Word; o que muda é que o documento já chega no lugar certo.',
      ],
      [
        'Helena Prado',
        'E tem a questão do sigilo. Escritura tem CPF, patrimônio, testamento, às vezes briga de família. A Corregedoria faz correição todo ano e olha isso com lupa. Onde ficam esses documentos?',
      ],
      [
        'Rafael Nogueira',
        'Em servidor no Brasil, criptografado, com registro de quem abriu cada documento. A gente já atende três cartórios no interior de São Paulo que passaram por correição com ele.',
      ],
      ['Helena Prado', 'Tá. E o investimento?'],
      [
        'Rafael Nogueira',
        'Pro tamanho de vocês, 4.800 por mês, com a agenda do balcão inclusa, e 12 mil de implantação.',
      ],
      [
        'Helena Prado',
        'O valor é razoável. Mas o Márcio me lembrou ontem: o Colégio Notarial tem o e-Notariado, que é de graça, e o pessoal da associação diz que vai resolver tudo isso.',
      ],
      [
        'Rafael Nogueira',
        'O e-Notariado é pro ato eletrônico, a videoconferência e a assinatura. O andamento da escritura, o checklist e a fila do balcão ele não faz. A gente integra com ele.',
      ],
      ['Helena Prado', 'Hum, faz sentido.'],
      ['Rafael Nogueira', 'E a decisão fica com você?'],
      [
        'Helena Prado',
        'Fica. A delegação é minha, quem responde pelo cartório sou eu. Mas eu quero ouvir o Márcio antes.',
      ],
      ['Rafael Nogueira', 'E vocês têm algum prazo em mente?'],
      [
        'Helena Prado',
        'A correição deste ano é em março. Eu queria mostrar isso funcionando pro juiz corregedor.',
      ],
      ['Rafael Nogueira', 'Então eu te mando a proposta e o contato dos três cartórios até segunda.'],
      [
        'Márcio Tavares',
        'E eu ligo pra um desses cartórios semana que vem, pra perguntar como foi a correição deles.',
      ],
      [
        'Rafael Nogueira',
        'Ótimo. E se tudo andar, a gente apresenta pros escreventes no dia 15, depois do expediente?',
      ],
      ['Helena Prado', 'Dia 15 tá bom. Obrigada, Rafael.'],
    ],
    templateAnswers: {
      budget: ['s18', 's19'],
      authority: ['s23'],
      need: ['s7', 's8'],
      timeline: ['s25'],
      situation: ['s4', 's5'],
      problems: ['s7', 's8'],
      implications: ['s10'],
      needPayoff: ['s12'],
    },
    nextSteps: [
      { line: 's26', owner: 'Rafael Nogueira', due: 'segunda-feira' },
      { line: 's27', owner: 'Márcio Tavares', due: 'próxima semana' },
      { line: 's28', owner: 'Rafael Nogueira', due: 'dia 15' },
    ],
    objections: [
      { line: 's13', kind: 'aderência' },
      { line: 's15', kind: 'segurança' },
      { line: 's19', kind: 'concorrência' },
    ],
    decisionMakers: ['Helena'],
    chat: [
      {
        question: 'Quantos atos de compra e venda de imóvel eles lavram mensalmente?',
        line: ['s4'],
        fact: '900',
      },
      { question: 'Quantos funcionários atendem no tabelionato?', line: ['s4'], fact: 'trinta e dois' },
      {
        question: 'Quanto o povo aguarda no início da semana pra autenticar assinatura?',
        line: ['s8'],
        fact: 'uma hora e meia',
      },
      { question: 'Pra qual cidade vizinha os clientes estão migrando?', line: ['s10'], fact: 'Valinhos' },
      { question: 'Qual parceira deixou de trazer negócio?', line: ['s10'], fact: 'Barão' },
      {
        question: 'Quanto de receita mensal está indo embora?',
        line: ['s10'],
        fact: '150 mil',
      },
      {
        question: 'Qual a ferramenta gratuita da entidade da classe?',
        line: ['s19'],
        fact: 'e-Notariado',
      },
    ],
  },
];
