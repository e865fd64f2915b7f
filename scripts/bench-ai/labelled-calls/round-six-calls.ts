import type { LabelledCall } from './types.ts';

/**
 * Round 6's calls, held out until round 7's were written (2026-11-29) and tuning calls since: written and
 * labelled before anything ran on them, and committed alone, so the history shows the labels came first. Five
 * industries no other call is about (a dental-clinic chain, a truckers' cooperative, a private university, a
 * bakery franchise, a contact-centre outsourcer); three uploaded-style, with labels as tools give them:
 * diarisation ids ("SPK_00", "SPK_01", "SPK_02") where the client speaks first, a login ("marcos.t"), a phone's
 * name ("Galaxy de Ana"), a meeting-app default ("Participante 3") and numbered speakers ("Speaker 1",
 * "Speaker 2", "Speaker 3") where the seller's manager joins the call. Some template questions go unanswered
 * (labelled with no lines), the bakery call names no decision-maker, and some numbers are written in digits as
 * transcription tools write them. Written as the clients would speak, not as the rules read.
 */
export const roundSixCalls: LabelledCall[] = [
  {
    key: 'dentalChain',
    part: 'tuning',
    uploaded: false,
    seller: 'Priscila Andrade',
    lines: [
      [
        'Priscila Andrade',
        'Bom dia, doutor Ricardo, bom dia, Simone. Tudo certo? Conseguiram achar o link fácil?',
      ],
      ['Simone Carvalho', 'Achamos, achamos. Desculpa o atraso, o doutor tava terminando um atendimento.'],
      ['Ricardo Menezes', 'É, canal é assim, nunca termina na hora, né. Mas pode falar.'],
      [
        'Priscila Andrade',
        'Imagina. Então, pra eu entender: hoje como que funciona a marcação de consulta nas clínicas de vocês?',
      ],
      [
        'Simone Carvalho',
        'Olha, são quatro unidades, cada uma com a sua recepcionista. O paciente liga ou manda WhatsApp, e ela anota na agenda do Simples Dental.',
      ],
      [
        'Simone Carvalho',
        'Só que cada unidade tem um número de WhatsApp diferente, num celular diferente, então eu não tenho visão de nada.',
      ],
      ['Priscila Andrade', 'E a confirmação, vocês fazem como?'],
      [
        'Simone Carvalho',
        'A menina liga um dia antes. Quando dá. Segunda-feira, por exemplo, não dá, porque é o dia que o telefone mais toca.',
      ],
      [
        'Ricardo Menezes',
        'E aí é falta, né. A gente tem uns... sei lá, Simone, quanto? Uns vinte por cento de falta?',
      ],
      ['Simone Carvalho', 'Dezoito por cento no mês passado. Na ortodontia é pior ainda.'],
      [
        'Ricardo Menezes',
        'Cada cadeira parada é dinheiro jogado fora. Eu pago o dentista por hora, o paciente não vem, e eu pago do mesmo jeito.',
      ],
      ['Priscila Andrade', 'E vocês têm ideia de quanto isso dá no mês?'],
      [
        'Simone Carvalho',
        'Dá umas cento e quarenta consultas perdidas por mês, somando as quatro. Se for pensar no ticket médio, passa de trinta mil.',
      ],
      [
        'Priscila Andrade',
        'Entendi. O que a gente faz é centralizar o WhatsApp das quatro unidades num número só, com agendamento online, e a confirmação vai automática dois dias antes e no próprio dia.',
      ],
      ['Priscila Andrade', 'E se o paciente cancela, a vaga já vai pra lista de espera.'],
      [
        'Ricardo Menezes',
        'Tá, mas deixa eu te perguntar uma coisa. A gente já paga o Simples Dental. Ele não faz isso não?',
      ],
      [
        'Priscila Andrade',
        'Ele manda lembrete, mas não tem a central de WhatsApp nem a lista de espera. A gente integra com ele, a agenda continua lá.',
      ],
      ['Simone Carvalho', 'Se conseguisse preencher metade desses buracos, doutor, já seria outra clínica.'],
      [
        'Ricardo Menezes',
        'Ah, seria. Eu ia conseguir abrir sábado na unidade do Tatuapé sem contratar ninguém.',
      ],
      [
        'Ricardo Menezes',
        'E os dados dos pacientes? Porque tem foto, tem radiografia, tem prontuário... eu não quero problema com LGPD.',
      ],
      [
        'Priscila Andrade',
        'A gente não acessa prontuário nem imagem, só nome, telefone e horário. E fica tudo em servidor aqui no Brasil.',
      ],
      ['Ricardo Menezes', 'Hum. Manda isso por escrito depois, por favor.'],
      ['Priscila Andrade', 'Mando, claro. E em termos de investimento, vocês têm alguma faixa em mente?'],
      [
        'Simone Carvalho',
        'A gente pensou em alguma coisa entre dois e três mil por mês pras quatro unidades. Mais que isso fica pesado.',
      ],
      [
        'Priscila Andrade',
        'Dá pra trabalhar nisso. Hoje seria seiscentos e cinquenta por unidade, então dois mil e seiscentos.',
      ],
      [
        'Ricardo Menezes',
        'É, tá no limite. Mas olha, eu não decido isso sozinho. A palavra final é do meu sócio, o doutor Fábio, que cuida da parte financeira.',
      ],
      ['Priscila Andrade', 'E pra quando vocês pensam em ter isso funcionando?'],
      [
        'Ricardo Menezes',
        'Agora não, né. Janeiro é férias, metade da equipe fora. Depois do carnaval a gente conversa com calma.',
      ],
      [
        'Simone Carvalho',
        'Mas, doutor, março é quando volta a ortodontia toda. Se for pra começar, tinha que ser antes disso.',
      ],
      [
        'Ricardo Menezes',
        'É verdade. Tá, vamos fazer assim: eu converso com o Fábio na reunião de sócios, que é dia dez.',
      ],
      [
        'Priscila Andrade',
        'Perfeito. Eu te mando até sexta a proposta e o documento de LGPD, e a Simone me passa o relatório de faltas?',
      ],
      ['Simone Carvalho', 'Passo. Eu tiro do sistema amanhã e te mando.'],
      ['Priscila Andrade', 'Ótimo. Obrigada aos dois, boa tarde!'],
      ['Ricardo Menezes', 'Boa tarde, tchau.'],
    ],
    templateAnswers: {
      budget: ['s23', 's24'],
      authority: ['s25'],
      need: ['s8', 's9', 's5'],
      timeline: ['s28', 's27', 's29'],
      situation: ['s4', 's5'],
      problems: ['s5', 's7', 's9'],
      implications: ['s10', 's12'],
      needPayoff: ['s17', 's18'],
    },
    nextSteps: [
      { line: 's29', owner: 'Ricardo Menezes', due: 'dia 10' },
      { line: 's30', owner: 'Priscila Andrade', due: 'sexta-feira' },
      { line: 's31', owner: 'Simone Carvalho', due: 'amanhã' },
    ],
    objections: [
      { line: 's15', kind: 'concorrência' },
      { line: 's19', kind: 'segurança' },
      { line: 's25', kind: 'preço' },
      { line: 's25', kind: 'aprovação' },
      { line: 's27', kind: 'momento' },
    ],
    decisionMakers: ['Fábio'],
    chat: [
      { question: 'Quantos consultórios a rede tem?', line: ['s4'], fact: 'quatro' },
      {
        question: 'Qual foi o índice de pacientes que não apareceram no último mês?',
        line: ['s9'],
        fact: 'Dezoito por cento',
      },
      {
        question: 'Qual programa odontológico eles usam hoje?',
        line: ['s4', 's15'],
        fact: 'Simples Dental',
      },
      { question: 'Qual unidade passaria a funcionar no fim de semana?', line: ['s18'], fact: 'Tatuapé' },
      { question: 'Quem é o sócio que cuida do dinheiro?', line: ['s25'], fact: 'Fábio' },
      { question: 'Qual o preço por clínica?', line: ['s24'], fact: 'seiscentos e cinquenta' },
    ],
  },
  {
    key: 'uploadedTruckersCoop',
    part: 'tuning',
    uploaded: true,
    seller: 'SPK_01',
    lines: [
      ['SPK_00', 'Alô? Tá me ouvindo? Acho que caiu aqui um pouco.'],
      ['SPK_01', 'Tô ouvindo sim, Valdir. Agora foi. Bom dia! A dona Irene também tá aí?'],
      ['SPK_02', 'Tô aqui, tô aqui, bom dia. Tô no viva-voz do Valdir.'],
      [
        'SPK_01',
        'Beleza. Então, pra gente começar: me explica como é a cooperativa hoje, quantos caminhões, que tipo de carga.',
      ],
      [
        'SPK_00',
        'A gente tem 63 cooperados, cada um com o seu caminhão, alguns com dois. Dá uns oitenta caminhões rodando.',
      ],
      ['SPK_00', 'É mais grão, soja e milho, daqui de Rio Verde pro porto de Santos e pra Paranaguá.'],
      ['SPK_01', 'E hoje vocês acompanham essas viagens como?'],
      [
        'SPK_00',
        'Pelo telefone, rapaz. Eu ligo pro motorista, ele fala onde tá. Os caminhões têm rastreador da seguradora, mas esse a gente não vê, só a seguradora vê.',
      ],
      [
        'SPK_02',
        'E o problema maior nem é saber onde tá. É o diesel. O diesel subiu e tem cooperado fazendo um e oitenta de média, quando o caminhão faz dois e dez.',
      ],
      ['SPK_01', 'Um e oitenta quilômetros por litro?'],
      [
        'SPK_02',
        'Por litro. E como o frete é rateado, quem dirige bem paga a conta de quem dirige mal. Tá dando briga em assembleia.',
      ],
      [
        'SPK_00',
        'Teve cooperado que saiu por causa disso. Dois, no ano passado, foram pra outra cooperativa.',
      ],
      [
        'SPK_01',
        'Entendi. A telemetria que a gente instala lê direto do computador do caminhão: consumo, marcha, freada, tempo parado com motor ligado. E cada motorista vê a própria nota no celular.',
      ],
      [
        'SPK_00',
        'Olha, eu vou ser sincero com você. O caminhoneiro aqui é dono do caminhão, ele não é empregado. Se chegar falando que vai vigiar, ele manda a gente, com o perdão da palavra, pastar.',
      ],
      [
        'SPK_01',
        'Entendo. Por isso a nota é dele, e a cooperativa vê só a média. Em outras cooperativas o que pegou foi o prêmio pra quem economiza.',
      ],
      ['SPK_02', 'Prêmio aí já é outra conversa. Se o cara ganhar desconto na taxa, ele topa.'],
      ['SPK_01', 'E ó, numa cooperativa parecida em Sorriso o consumo caiu oito por cento em seis meses.'],
      ['SPK_02', 'Oito por cento de diesel pra nós é... nossa. Dá uns cento e poucos mil por mês, Valdir?'],
      ['SPK_00', 'Por aí. A gente gasta perto de um milhão e meio de diesel por mês, somando todo mundo.'],
      ['SPK_02', 'Pois é. Agora, quanto que é isso?'],
      [
        'SPK_01',
        'São cento e dez reais por caminhão por mês, e o equipamento a gente instala sem custo, em comodato.',
      ],
      [
        'SPK_02',
        'Hum. Aí dá uns oito, nove mil por mês. Mas eu vou te falar, a gente ainda não tem verba aprovada pra isso, não tá no orçamento desse ano.',
      ],
      [
        'SPK_00',
        'E a seguradora já põe o rastreador dela de graça. O pessoal vai perguntar por que pagar outro.',
      ],
      [
        'SPK_01',
        'Faz sentido. O da seguradora só manda posição, não lê o consumo. Dá pra ver os dois lado a lado no teste.',
      ],
      ['SPK_01', 'E quem aprova uma coisa dessas aí na cooperativa?'],
      [
        'SPK_02',
        'Olha, quem bate o martelo é a diretoria, mas coisa que mexe na taxa do cooperado tem que passar na assembleia.',
      ],
      ['SPK_00', 'E a assembleia geral é só em março, depois do carnaval.'],
      ['SPK_01', 'Entendi. E dá pra levar antes pra diretoria?'],
      [
        'SPK_02',
        'A diretoria se reúne toda primeira terça do mês. Se você me mandar alguma coisa até o dia 15, eu ponho na pauta de fevereiro.',
      ],
      [
        'SPK_01',
        'Fechado. Eu te mando até o dia quinze uma proposta com piloto de dez caminhões por noventa dias, e um resumo de uma página pra diretoria.',
      ],
      [
        'SPK_00',
        'Eu separo os dez cooperados pro piloto. Já tenho uns nomes em mente, o pessoal mais novo topa.',
      ],
      [
        'SPK_02',
        'E, Gustavo, manda junto aquele caso de Sorriso, com o nome da cooperativa, que o pessoal vai querer ligar lá.',
      ],
      ['SPK_01', 'Mando sim. Valdir, te ligo semana que vem pra gente ver os nomes.'],
      ['SPK_00', 'Beleza, tamo junto. Abraço.'],
      ['SPK_02', 'Tchau, tchau.'],
    ],
    templateAnswers: {
      budget: ['s21', 's20'],
      authority: ['s25'],
      need: ['s8', 's10'],
      timeline: ['s26', 's28'],
      situation: ['s4', 's5', 's7'],
      problems: ['s8', 's10', 's7'],
      implications: ['s10', 's11'],
      needPayoff: ['s17'],
    },
    nextSteps: [
      { line: 's28', owner: 'SPK_02', due: 'fevereiro' },
      { line: 's29', owner: 'SPK_01', due: 'dia 15' },
      { line: 's30', owner: 'SPK_00' },
      { line: 's31', owner: 'SPK_01' },
      { line: 's32', owner: 'SPK_01', due: 'próxima semana' },
    ],
    objections: [
      { line: 's13', kind: 'aderência' },
      { line: 's21', kind: 'preço' },
      { line: 's22', kind: 'concorrência' },
      { line: 's25', kind: 'aprovação' },
      { line: 's26', kind: 'momento' },
    ],
    decisionMakers: ['diretoria', 'assembleia'],
    chat: [
      { question: 'Quantos associados a cooperativa tem?', line: ['s4'], fact: '63' },
      { question: 'Pra onde vai a carga que eles transportam?', line: ['s5'], fact: 'Santos' },
      {
        question: 'Quantos quilômetros por litro faz o motorista menos econômico?',
        line: ['s8'],
        fact: 'um e oitenta',
      },
      {
        question: 'Quanto eles queimam de combustível no mês, no total?',
        line: ['s18'],
        fact: 'um milhão e meio',
      },
      { question: 'Qual a mensalidade por veículo?', line: ['s20'], fact: 'cento e dez' },
      { question: 'Em que cidade fica a cooperativa que serviu de exemplo?', line: ['s16'], fact: 'Sorriso' },
    ],
  },
  {
    key: 'uploadedUniversity',
    part: 'tuning',
    uploaded: true,
    seller: 'marcos.t',
    lines: [
      ['marcos.t', 'Oi, Ana, tudo bom? Tô te ouvindo meio baixinho, será que é o microfone?'],
      [
        'Galaxy de Ana',
        'Oi, Marcos! Peraí... melhorou? Tô no celular, o notebook resolveu atualizar bem agora.',
      ],
      ['marcos.t', 'Agora sim, perfeito. E quem tá com você?'],
      ['Galaxy de Ana', 'O Thiago, da TI. Ele que cuida do Moodle hoje.'],
      ['Participante 3', 'Oi, pessoal. Oi, Marcos.'],
      [
        'marcos.t',
        'Oi, Thiago, prazer. Então, Ana, você me contou rapidinho no congresso, mas me conta de novo: como tá o EAD de vocês hoje?',
      ],
      [
        'Galaxy de Ana',
        'Então, a gente tem hoje uns nove mil alunos, entre graduação presencial e EAD. Só no EAD são 3.400.',
      ],
      [
        'Galaxy de Ana',
        'E tudo roda num Moodle que a gente instalou lá em 2016, no servidor daqui do campus.',
      ],
      ['Participante 3', 'Que eu mantenho praticamente sozinho, né. Atualização, plugin, backup, tudo.'],
      ['marcos.t', 'E como tem sido?'],
      [
        'Participante 3',
        'Ah, cai. Em semana de prova cai. Na última, em junho, ficou fora quase a tarde toda, e a gente teve que reabrir a prova pra mil e poucos alunos.',
      ],
      [
        'Galaxy de Ana',
        'E aluno de EAD não perdoa, né. Foi parar no Reclame Aqui, no grupo da turma, em tudo quanto é lugar.',
      ],
      [
        'Galaxy de Ana',
        'E o pior é a evasão. A gente perde uns vinte e dois por cento no primeiro semestre do EAD, e a maior parte nem entra mais na plataforma depois da segunda semana.',
      ],
      ['marcos.t', 'Vinte e dois é bastante. E vocês conseguem ver quem parou de entrar?'],
      [
        'Galaxy de Ana',
        'Não, essa é a questão. O tutor só descobre quando o aluno já sumiu. Aí a gente liga e ele já trancou.',
      ],
      [
        'Galaxy de Ana',
        'E cada aluno desse é uma mensalidade de trezentos e poucos reais que vai embora, fora o que a gente gastou pra captar.',
      ],
      [
        'marcos.t',
        'Entendi. Nossa plataforma é em nuvem, então a queda em dia de prova deixa de ser problema do Thiago, e ela avisa o tutor quando o aluno fica três dias sem entrar.',
      ],
      [
        'Galaxy de Ana',
        'Isso aí, se funcionar, muda o jogo pra gente. Se eu recuperar metade desses alunos, paga o ano.',
      ],
      [
        'Participante 3',
        'Só uma coisa, Marcos. Nuvem de quem? Porque aqui tem nota, tem dado de aluno menor de idade no técnico, tem laudo de aluno com deficiência. O nosso DPO vai querer saber onde fica isso.',
      ],
      [
        'marcos.t',
        'Fica na AWS de São Paulo, e a gente assina o contrato de operador de dados com vocês. Posso mandar o relatório de segurança pro DPO.',
      ],
      [
        'Participante 3',
        'Manda, por favor. E outra coisa: tem como migrar os cursos do Moodle? Porque são mais de quatrocentas disciplinas montadas. Se for pra montar tudo de novo, esquece.',
      ],
      [
        'marcos.t',
        'A gente importa os pacotes do Moodle. O que costuma dar trabalho é questionário com plugin muito específico, aí a gente olha caso a caso.',
      ],
      ['Participante 3', 'Hum. Tá. A gente tem uns assim, mas não muitos.'],
      ['marcos.t', 'E, Ana, na parte de decisão, como funciona aí na universidade?'],
      [
        'Galaxy de Ana',
        'Olha, eu decido, sou eu que respondo pelo EAD. Mas preciso passar pelo financeiro antes de assinar, é o procedimento daqui.',
      ],
      ['marcos.t', 'Perfeito. E prazo, vocês têm algum?'],
      [
        'Galaxy de Ana',
        'O ideal era virar a chave nas férias de julho. Não dá pra trocar de plataforma com o semestre rodando.',
      ],
      [
        'Participante 3',
        'E o contrato do servidor vence em agosto, então se for pra migrar, que seja antes.',
      ],
      [
        'marcos.t',
        'Dá tempo, a implantação leva uns sessenta dias. E aí, pra gente avançar, o que vocês acham de um ambiente de teste com duas disciplinas de vocês?',
      ],
      ['Galaxy de Ana', 'Acho ótimo. Thiago, você consegue exportar duas disciplinas pra ele?'],
      ['Participante 3', 'Consigo. Mando até quarta, pode ser?'],
      [
        'marcos.t',
        'Pode. E eu mando hoje ainda o relatório de segurança e o modelo do contrato de operador, pro DPO ir olhando.',
      ],
      ['Galaxy de Ana', 'E a proposta, Marcos? Porque o financeiro vai me perguntar valor logo de cara.'],
      [
        'marcos.t',
        'A proposta eu monto depois do teste, porque depende de quantos alunos ativos entram. Te mando junto com o resultado do teste, lá pelo fim do mês.',
      ],
      ['Galaxy de Ana', 'Tá bom. Vou precisar de um número antes de falar com eles, viu.'],
      ['marcos.t', 'Combinado. Obrigado, Ana, obrigado, Thiago.'],
      ['Participante 3', 'Valeu.'],
    ],
    templateAnswers: {
      budget: [],
      authority: ['s24'],
      need: ['s10', 's12', 's14'],
      timeline: ['s26', 's27'],
      situation: ['s6', 's7', 's8'],
      problems: ['s10', 's12', 's14'],
      implications: ['s15', 's11'],
      needPayoff: ['s17'],
    },
    nextSteps: [
      { line: 's30', owner: 'Participante 3', due: 'quarta-feira' },
      { line: 's31', owner: 'marcos.t', due: 'hoje' },
      { line: 's33', owner: 'marcos.t', due: 'fim do mês' },
    ],
    objections: [
      { line: 's18', kind: 'segurança' },
      { line: 's20', kind: 'aderência' },
      { line: 's24', kind: 'aprovação' },
    ],
    decisionMakers: ['Ana', 'financeiro'],
    chat: [
      { question: 'Quantos estudantes fazem curso a distância?', line: ['s6'], fact: '3.400' },
      { question: 'Quando foi a última pane em dia de avaliação?', line: ['s10'], fact: 'junho' },
      {
        question: 'Qual a taxa de desistência no começo do curso online?',
        line: ['s12'],
        fact: 'vinte e dois por cento',
      },
      { question: 'Quantas matérias teriam de ser transferidas?', line: ['s20'], fact: 'quatrocentas' },
      { question: 'Em que região ficariam hospedadas as informações?', line: ['s19'], fact: 'São Paulo' },
      { question: 'Quando termina o contrato da máquina atual?', line: ['s27'], fact: 'agosto' },
    ],
  },
  {
    key: 'bakeryFranchise',
    part: 'tuning',
    uploaded: false,
    seller: 'Rafael Domingues',
    lines: [
      ['Rafael Domingues', 'Cristina, Júlio, boa tarde! Tudo bem com vocês? E aí, muito movimento hoje?'],
      [
        'Cristina Bezerra',
        'Boa tarde! Ah, segunda é tranquilo. O Júlio tá aqui na loja da Mooca comigo, a gente vai fazer juntos.',
      ],
      ['Júlio Prado', 'Boa tarde, Rafael. Pode ficar à vontade, só se eu sumir é porque chamaram no balcão.'],
      [
        'Rafael Domingues',
        'Tranquilo. Bom, a Cristina me passou por cima, mas queria ouvir de vocês: como funciona hoje o caixa nas lojas?',
      ],
      [
        'Cristina Bezerra',
        'São vinte e duas lojas da rede, dezessete franqueadas e cinco próprias. Cada franqueado escolheu o seu sistema de caixa, então tem de tudo.',
      ],
      [
        'Júlio Prado',
        'Aqui na minha é um sistema que veio com a maquininha, e a balança não conversa com ele. O atendente pesa o pão, olha o valor e digita na mão.',
      ],
      ['Rafael Domingues', 'Digita na mão? E erra muito?'],
      [
        'Júlio Prado',
        'Erra, né. Fim de semana, fila na porta, o menino digita quatro e cinquenta em vez de quarenta e cinco... Eu fiz um inventário mês passado e a diferença de caixa deu uns dois mil e oitocentos.',
      ],
      [
        'Cristina Bezerra',
        'E pra mim, na franqueadora, o problema é outro: eu não tenho o número de venda das lojas. Eu cobro royalty sobre o faturamento que o franqueado me manda numa planilha, no dia cinco.',
      ],
      ['Cristina Bezerra', 'Então eu confio, né. Mas a gente desconfia que tem loja declarando menos.'],
      [
        'Rafael Domingues',
        'Entendi. O nosso PDV integra com a balança, lê a etiqueta, e o faturamento de todas as lojas aparece num painel da franqueadora em tempo real. O royalty já sai calculado.',
      ],
      [
        'Júlio Prado',
        'Aí que tá. O franqueado vai achar que é a franqueadora querendo fiscalizar ele. Eu mesmo não sei se gosto disso, pra ser sincero.',
      ],
      ['Cristina Bezerra', 'Júlio, mas você mesmo reclamou da diferença de —'],
      ['Júlio Prado', 'Reclamei, reclamei. Tô só falando o que os outros vão falar.'],
      [
        'Rafael Domingues',
        'É uma conversa que aparece em toda rede. Dá pra configurar o que a franqueadora enxerga, só o faturamento, sem ver o detalhe de cada venda.',
      ],
      ['Cristina Bezerra', 'E quanto custa por loja?'],
      [
        'Rafael Domingues',
        'O plano com balança integrada e emissão de nota é trezentos e oitenta e nove por mês, por caixa. A maioria das lojas de vocês tem dois caixas?',
      ],
      [
        'Júlio Prado',
        'A minha tem três. Três caixas, então mais de mil por mês só pra mim? A maquininha hoje não me cobra nada pelo sistema, só a taxa do cartão.',
      ],
      [
        'Rafael Domingues',
        'Entendo. Pra rede a gente trabalha com desconto de volume, e o segundo e o terceiro caixa saem pela metade.',
      ],
      [
        'Cristina Bezerra',
        'Olha, pra franqueado eu acho que até uns quinhentos por loja passa. Mais que isso vai ter chiadeira.',
      ],
      ['Rafael Domingues', 'Beleza. E vocês pensam em trocar todas as lojas de uma vez?'],
      [
        'Cristina Bezerra',
        'Não, não. Começaria pelas cinco próprias. Aí se der certo a gente leva pra convenção dos franqueados.',
      ],
      ['Rafael Domingues', 'E nessa decisão, além de vocês dois, quem mais entra?'],
      ['Cristina Bezerra', 'Ah, isso a gente resolve aqui internamente. Deixa comigo essa parte.'],
      ['Rafael Domingues', 'Tá certo. E em relação a prazo?'],
      [
        'Júlio Prado',
        'Dezembro nem pensar. É mês de panetone, loja lotada, ninguém mexe em caixa em dezembro.',
      ],
      [
        'Cristina Bezerra',
        'É, tem que ser em janeiro. A convenção dos franqueados é em março, eu queria chegar lá com as cinco próprias rodando.',
      ],
      [
        'Rafael Domingues',
        'Dá tempo. Então eu faço assim: mando pra você até sexta uma proposta só pras cinco próprias, já com o desconto de volume.',
      ],
      [
        'Cristina Bezerra',
        'Pode ser. E manda também alguma coisa que eu possa mostrar pros franqueados, um vídeo, alguma coisa curtinha.',
      ],
      [
        'Rafael Domingues',
        'Mando sim. E, Júlio, posso passar na sua loja pra ver a balança? Aí eu já vejo o modelo.',
      ],
      ['Júlio Prado', 'Pode, passa quinta de manhã, antes das dez, que é mais calmo.'],
      ['Rafael Domingues', 'Fechado, quinta de manhã eu tô aí.'],
      ['Cristina Bezerra', 'Ótimo, então. Obrigada, Rafael.'],
    ],
    templateAnswers: {
      budget: ['s19', 's16'],
      authority: [],
      need: ['s5', 's7', 's8'],
      timeline: ['s26', 's25'],
      situation: ['s4', 's5'],
      problems: ['s5', 's7', 's8'],
      implications: ['s7', 's9'],
      needPayoff: [],
    },
    nextSteps: [
      { line: 's27', owner: 'Rafael Domingues', due: 'sexta-feira' },
      { line: 's28', owner: 'Rafael Domingues' },
      { line: 's31', owner: 'Rafael Domingues', due: 'quinta-feira' },
    ],
    objections: [
      { line: 's11', kind: 'aderência' },
      { line: 's17', kind: 'preço' },
      { line: 's17', kind: 'concorrência' },
      { line: 's25', kind: 'momento' },
    ],
    decisionMakers: [],
    chat: [
      { question: 'Quantos pontos de venda a marca tem ao todo?', line: ['s4'], fact: 'vinte e duas' },
      {
        question: 'Quanto faltou no caixa do Júlio na última contagem?',
        line: ['s7'],
        fact: 'dois mil e oitocentos',
      },
      { question: 'Quando acontece o encontro com os franqueados?', line: ['s26'], fact: 'março' },
      {
        question: 'Como a franqueadora fica sabendo quanto cada loja faturou?',
        line: ['s8'],
        fact: 'planilha',
      },
      { question: 'Quantos terminais de cobrança tem a loja do Júlio?', line: ['s17'], fact: 'três' },
      { question: 'Qual teto por unidade a Cristina acha aceitável?', line: ['s19'], fact: 'quinhentos' },
    ],
  },
  {
    key: 'uploadedContactCenter',
    part: 'tuning',
    uploaded: true,
    seller: 'Speaker 1',
    lines: [
      [
        'Speaker 1',
        'Sandra, boa tarde! Obrigada por aceitar. Eu trouxe o Eduardo, que é meu gerente, ele cuida das contas de BPO aqui.',
      ],
      ['Speaker 3', 'Boa tarde, Sandra. Prazer.'],
      [
        'Speaker 2',
        'Prazer, Eduardo. Boa tarde, Bianca. Olha, eu tenho uns quarenta minutos, tá? Às três eu tenho calibração com os supervisores.',
      ],
      ['Speaker 1', 'Dá tempo, tranquilo. Sandra, me conta como é a operação de vocês hoje.'],
      [
        'Speaker 2',
        'A gente tem 450 posições de atendimento, em dois turnos, em Campina Grande. Uns setecentos operadores.',
      ],
      ['Speaker 2', 'Os maiores clientes são um banco digital e uma operadora de plano de saúde.'],
      ['Speaker 1', 'E a monitoria de qualidade, como funciona?'],
      [
        'Speaker 2',
        'Tenho doze monitores. Cada um escuta umas... quinze, vinte ligações por dia e preenche o formulário. Dá menos de um por cento das ligações.',
      ],
      [
        'Speaker 2',
        'Então a gente descobre o problema quando o cliente já reclamou. Foi assim com o banco mês passado.',
      ],
      ['Speaker 1', 'O que aconteceu com o banco?'],
      [
        'Speaker 2',
        'Um grupo de operadores tava oferecendo o seguro junto com o cartão sem o cliente pedir. Deu Procon, deu ouvidoria. O banco aplicou multa contratual de cento e vinte mil.',
      ],
      [
        'Speaker 2',
        'E agora o contrato vence em maio, e eles já avisaram que vão fazer concorrência. Se a gente perde o banco, perde quase metade do faturamento.',
      ],
      [
        'Speaker 3',
        'Isso é bem comum, Sandra. Em outro BPO aqui do Nordeste, a gente começou justamente por venda casada.',
      ],
      [
        'Speaker 1',
        'A nossa ferramenta transcreve cem por cento das ligações e marca sozinha as que têm risco: venda casada, cliente irritado, palavra proibida. O monitor só escuta o que importa.',
      ],
      [
        'Speaker 2',
        'Cem por cento? Olha, eu já testei uma dessas ano passado e ela não entendia nada. Aqui o sotaque é forte, o áudio é ruim, tem fone chiando.',
      ],
      [
        'Speaker 1',
        'A gente faz a prova com os áudios de vocês antes de qualquer contrato. Se a transcrição não passar de noventa por cento de acerto, nem segue.',
      ],
      ['Speaker 2', 'Hum, aí é justo.'],
      [
        'Speaker 2',
        'Mas tem outra coisa. O banco não deixa a gravação sair do ambiente deles sem aprovação do jurídico e da segurança da informação. É cláusula de contrato.',
      ],
      [
        'Speaker 3',
        'A gente pode rodar dentro da nuvem de vocês, ou em região dedicada no Brasil. Já passamos por due diligence de banco duas vezes.',
      ],
      ['Speaker 2', 'Tá. Manda isso por escrito que eu encaminho.'],
      ['Speaker 1', 'Mando. E em termos de investimento, vocês já têm algo previsto?'],
      [
        'Speaker 2',
        'Tenho uma verba de qualidade pro ano que vem de uns duzentos mil. Não é tudo pra isso, mas é de onde sairia.',
      ],
      ['Speaker 1', 'A gente cobra por posição de atendimento: cento e vinte reais por posição por mês.'],
      [
        'Speaker 2',
        'Quatrocentas e cinquenta vezes cento e vinte... dá cinquenta e quatro mil por mês. Não, isso é mais que o ano inteiro que eu tenho.',
      ],
      [
        'Speaker 2',
        'E a empresa do discador já oferece a transcrição como módulo adicional, bem mais barato.',
      ],
      [
        'Speaker 3',
        'Sandra, deixa eu entrar aqui. A gente não precisa começar pelas quatrocentas e cinquenta. Começa pela operação do banco, que é onde tá o risco. Quantas posições são?',
      ],
      ['Speaker 2', 'Do banco são 110.'],
      [
        'Speaker 3',
        'Então a gente faz cento e dez posições, e eu consigo um desconto de lançamento nos primeiros seis meses. Fica dentro da sua verba.',
      ],
      [
        'Speaker 2',
        'Aí começa a fazer sentido. Se eu chego na renovação do banco mostrando que eu audito cem por cento das ligações, isso vale o contrato.',
      ],
      ['Speaker 1', 'E quem aprova uma contratação assim aí na Conecta?'],
      ['Speaker 2', 'O Gilberto. Diretor de operações.'],
      ['Speaker 2', 'Ele assina, mas vai querer que o jurídico olhe, por causa do banco.'],
      ['Speaker 1', 'Perfeito. E quando vocês precisariam disso rodando?'],
      [
        'Speaker 2',
        'Antes de maio, que é a renovação. Na real, até o fim de março, pra ter dois meses de dado.',
      ],
      [
        'Speaker 1',
        'Então, próximos passos: eu te mando amanhã a lista de áudios que a gente precisa pra prova, e o documento de segurança.',
      ],
      [
        'Speaker 2',
        'Tá. Eu separo uns cem áudios da operação do banco, sem dado de cartão, até sexta que vem.',
      ],
      [
        'Speaker 3',
        'E eu preparo a proposta das cento e dez posições com o desconto e mando pra você e pro Gilberto na segunda.',
      ],
      ['Speaker 2', 'Fechado. Gente, preciso correr pra calibração. Obrigada!'],
      ['Speaker 1', 'Obrigada, Sandra! Boa calibração.'],
    ],
    templateAnswers: {
      budget: ['s21', 's22', 's23'],
      authority: ['s30', 's31'],
      need: ['s7', 's8', 's10'],
      timeline: ['s33', 's11'],
      situation: ['s4', 's5', 's7'],
      problems: ['s7', 's8', 's10'],
      implications: ['s10', 's11'],
      needPayoff: ['s28'],
    },
    nextSteps: [
      { line: 's34', owner: 'Speaker 1', due: 'amanhã' },
      { line: 's35', owner: 'Speaker 2', due: 'sexta-feira' },
      { line: 's36', owner: 'Speaker 3', due: 'segunda-feira' },
    ],
    objections: [
      { line: 's14', kind: 'aderência' },
      { line: 's17', kind: 'segurança' },
      { line: 's23', kind: 'preço' },
      { line: 's24', kind: 'concorrência' },
      { line: 's31', kind: 'aprovação' },
    ],
    decisionMakers: ['Gilberto'],
    chat: [
      { question: 'Quantos atendentes trabalham na operação?', line: ['s4'], fact: 'setecentos' },
      {
        question: 'De quanto foi a penalidade que o cliente bancário cobrou?',
        line: ['s10'],
        fact: 'cento e vinte mil',
      },
      { question: 'Que fatia das chamadas é auditada hoje?', line: ['s7'], fact: 'um por cento' },
      { question: 'Qual o tamanho da equipe que atende a conta bancária?', line: ['s26'], fact: '110' },
      {
        question: 'Quanto dinheiro a área de qualidade tem pro próximo ano?',
        line: ['s21'],
        fact: 'duzentos mil',
      },
      { question: 'Em que cidade fica a central?', line: ['s4'], fact: 'Campina Grande' },
    ],
  },
];
