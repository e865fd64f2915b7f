import { describe, expect, test } from 'vitest';
import { objectionKindsAfter } from './objection-replies.ts';

/**
 * Objections said in wording no labelled call uses, read by the structure of the pushback (a refusal of a
 * chore, a condition on the price, a gate said backwards, a question whether it copes backed by their
 * conditions) and topic words by family; and client turns that only look like pushbacks (questions for
 * information, today's situation, agreement with a condition). Every line is made up, from businesses unlike
 * the labelled calls' (a hair salon, a bakery, a gym, a dental clinic, a hostel, a print shop).
 */
const pitch =
  'A plataforma agenda cada atendimento e manda o lembrete sozinha, com o histórico de cada cliente.';
const price = 'Pra vocês fica em dois mil e trezentos por mês, com a implantação inclusa.';
const question = 'E como vocês fazem isso hoje?';
const opinion = 'E aí, o que você achou da proposta?';

/** The kinds of objection the client's reply voices, after the seller's line, in a fixed order. */
const kindsAfter = (sellerLine: string, reply: string) => objectionKindsAfter(sellerLine, reply).sort();

describe('the price, in words of money rather than of a judgement', () => {
  test.each([
    // The verb, not only the adjective.
    [price, 'Hum, pra uma padaria pequena como a minha isso pesa.'],
    // A price set as a condition.
    [price, 'Se fosse a metade eu fechava hoje.'],
    [price, 'Pra mim só fecha se ficar abaixo de mil e quinhentos.'],
    // Money missing, the noun said first.
    [price, 'É um dinheiro que eu não tenho sobrando agora.'],
    [pitch, 'O problema é que a gente tá segurando cada centavo esse ano.'],
    [pitch, 'Sinceramente, a gente tá no vermelho desde o começo do ano.'],
    // What the same money buys them.
    [price, 'Olha, com esse valor eu pago dois funcionários meio período.'],
    // The money asked about, then weighed.
    [price, 'Mas a mensalidade é por unidade? Aí multiplica por seis, fica inviável.'],
    // Set beside a big expense of theirs, or what it would add to.
    [price, 'Isso é praticamente o meu aluguel.'],
    [price, 'Por esse preço eu contrato mais uma atendente.'],
    [pitch, 'Eu tô pagando a reforma ainda, não posso assumir mais uma parcela.'],
    // A cheaper offer asked for; a margin too thin for one more cost.
    [price, 'Não tem uma versão mais enxuta, mais barata?'],
    [pitch, 'A nossa margem é muito pequena pra mais um custo fixo.'],
    // What they expected, or a multiple of what they have.
    [price, 'Eu tava pensando em algo mais perto de quinhentos.'],
    [price, 'Então. Pra mim faria sentido se fosse por profissional ativo, não por cadeira.'],
    [price, 'Tá salgadinho, hein.'],
    [price, 'Fica difícil de engolir esse valor, viu.'],
    [price, 'Vocês não têm um plano de entrada, pra começar pequeno?'],
    [price, 'Se for mensal assim, no ano vira uma fortuna.'],
    [price, 'E ainda tem implantação? Aí pesou.'],
    [
      'Posso te mandar a proposta e a gente marca com a sua sócia?',
      'Pode, mas já te adianto que ela vai torcer o nariz pro preço.',
    ],
    [
      'Vocês têm um orçamento reservado pra isso?',
      'Tem uns quinhentos por mês, o que vocês passaram é o triplo.',
    ],
    ['E quem mais participa dessa decisão?', 'A diretoria, e eles cortaram todo investimento novo esse ano.'],
  ])('after "%s", "%s" is about the price', (seller, reply) => {
    expect(kindsAfter(seller, reply)).toEqual(['preço']);
  });
});

describe('a rival, named by what it does rather than by a word for rival', () => {
  test.each([
    'Só que o meu contador já me oferece um programinha que faz quase isso.',
    'O pessoal da franquia usa um sistema próprio que a franqueadora manda.',
    'Tem uma startup de Recife que veio aqui mês passado com a mesma proposta, mais em conta.',
    'O banco me dá uma maquininha que já manda lembrete, sem custo nenhum.',
    'A Fulano Tech esteve aqui ontem e prometeu a mesma coisa por menos.',
    'Hoje a gente resolve isso com uma planilha compartilhada e tá funcionando bem.',
    'E tem uma coisa: a academia do lado usa um sistema que diz que faz agenda também.',
    'Meu sobrinho fez um sisteminha pra gente que resolve.',
    'A prefeitura fornece um programa gratuito pras escolas.',
    'A rede de farmácias aqui usa o sistema da própria distribuidora, que vem de brinde.',
    'A Totvs também veio com uma proposta dessas e eles já integram com tudo.',
    'Pra que eu vou pagar se o WhatsApp Business faz isso?',
    'A minha irmã tem uma clínica e usa um app de agenda que custa um terço disso.',
    'Eu não vejo por que trocar, o nosso sistema atende bem.',
    'Eu uso uma planilha que meu contador montou e, sinceramente, me atende.',
    'O sindicato já disponibiliza uma plataforma dessas pros associados.',
    'Olha, a gente fechou um pacote com a operadora e isso vem dentro.',
    'O hospital parceiro oferece o sistema deles pra gente sem cobrar.',
  ])('"%s" names a rival', (reply) => {
    expect(kindsAfter(pitch, reply)).toEqual(['concorrência']);
  });

  test('a rival that charges less, with no sum and no spend of theirs, is the rival, not our price', () => {
    expect(
      kindsAfter(price, 'A gente viu uma demonstração com a Beta, e eles cobram bem menos por usuário.'),
    ).toEqual(['concorrência']);
  });
});

describe('not now, said as a delay, a capacity used up or a season', () => {
  test.each([
    'Olha, até o fim da obra eu não consigo pensar em mais nada.',
    'Estamos trocando de sede agora, então isso fica pra depois.',
    'Esse semestre não dá, a equipe está toda envolvida na auditoria.',
    'Dezembro pra nós é o mês mais pesado, não tem quem pare pra treinamento.',
    'Acabamos de implantar um ERP novo, o pessoal não aguenta outra mudança agora.',
    'Agora no fim do ano eu não tenho perna pra isso.',
    'A gente tá no meio de uma fusão, melhor esperar a poeira baixar.',
    'Vamos deixar pro começo do ano que vem, que agora é só apagar incêndio.',
    'Esse mês tá impossível, é fechamento de balanço.',
    'Nesse trimestre a prioridade é outra, a gente está abrindo filial.',
    'Antes de março eu não mexo em nada.',
    'O pessoal tá de férias coletivas até o meio de janeiro.',
    'Olha, vamos retomar isso no ano que vem.',
    'A gente tá esperando sair a fusão das duas unidades pra decidir qualquer coisa.',
    'No mês que vem a gente muda de endereço, aí complica.',
    'Deixa passar o período de matrículas que aí eu consigo te dar atenção.',
    'A gente vai abrir a segunda loja em abril, antes disso não dá pra pensar em sistema.',
    'Tô sem cabeça pra isso agora, com a reforma da cozinha.',
    'Estou com a agenda travada até o fim do mês que vem.',
    'Só consigo olhar isso com calma depois da inauguração.',
    'Depois que passar a Páscoa a gente volta a falar.',
    'Até a gente terminar a mudança de sistema contábil, nada de projeto novo.',
  ])('"%s" is about when', (reply) => {
    expect(kindsAfter(pitch, reply)).toEqual(['momento']);
  });
});

describe('someone else decides, said backwards or as a threshold', () => {
  test.each([
    'Sem o sim do conselho fiscal eu não posso contratar nada.',
    'Gasto acima de mil aqui precisa do ok do meu irmão.',
    'Pode ser, mas não sou eu que assino. Quem bate o martelo é a dona Lurdes.',
    'Compra acima de vinte mil quem aprova é o conselho da rede.',
    'Qualquer contrato aqui passa pelo jurídico da rede, não adianta eu dizer sim.',
    'Eu até gosto, mas isso tem que subir pra diretoria regional.',
    'O dono é quem solta o dinheiro, e ele é difícil de convencer.',
    'Quem assina os contratos é a minha esposa, e ela é bem desconfiada.',
    'A gente é cooperativa, tudo vai pra votação em assembleia.',
    'Eu sou só a coordenadora, quem compra é o setor de suprimentos.',
    'Eu preciso que o contador aprove qualquer coisa que mexa na parte fiscal.',
    'Olha, eu gostei. Mas aqui quem manda é o conselho da associação, e eles se reúnem de três em três meses.',
    'A franqueadora não deixa a gente contratar nada por fora.',
    'Qualquer software aqui tem que ter parecer do jurídico antes.',
  ])('"%s" is a gate', (reply) => {
    expect(kindsAfter(pitch, reply)).toEqual(['aprovação']);
  });

  test('a threshold said when asked who decides is neither a gate nor a price', () => {
    expect(
      kindsAfter(
        'E quem mais participa da decisão?',
        'A dona. Ela aprova qualquer compra acima de cinquenta mil.',
      ),
    ).toEqual([]);
  });
});

describe('whose data, and who sees it', () => {
  test.each([
    'E as fichas dos clientes, quem consegue ver isso aí do lado de vocês?',
    'Meu receio é a gente perder o controle das informações dos pacientes.',
    'Se algum funcionário de vocês abrir os prontuários, como eu fico?',
    'Tenho medo de os contratos dos clientes parar na mão de terceiros.',
    'E as gravações das ligações, ficam armazenadas por quanto tempo e onde?',
    'E se alguém da equipe copiar a base inteira e levar pra concorrência?',
    'E a foto do documento, fica guardada quanto tempo? Tem hóspede que não quer que ninguém saiba que esteve aqui.',
    'Mas uma coisa: as clínicas vão querer saber se o aparelho grava alguma coisa dos pacientes.',
    'E os áudios das consultas, vocês guardam?',
    'Nosso contrato com os planos de saúde proíbe mandar dado pra fora.',
    'O cliente tem que autorizar o uso da imagem dele, né? Isso complica.',
    'Se der pau no servidor de vocês, eu perco tudo?',
    'E quem dentro da empresa de vocês vai enxergar os salários dos meus funcionários?',
    'E se a polícia pedir as imagens, vocês entregam?',
    'E quem garante que vocês não vão vender a minha lista de clientes?',
    'Os exames dos pets ficam no servidor de vocês? Os tutores vão perguntar.',
    'Isso grava as conversas dos clientes? Porque aqui tem muita informação de saúde.',
    'E o que acontece com os meus dados se eu cancelar?',
    'As fotos dos alunos iam ficar onde? A escola tem regra rígida com isso.',
    'Vocês vendem informação pra terceiros? Porque já aconteceu com outro fornecedor.',
  ])('"%s" is about data', (reply) => {
    expect(kindsAfter(pitch, reply)).toEqual(['segurança']);
  });
});

describe('it may not fit how they work', () => {
  test.each([
    'Aqui tudo é no papel e na confiança, o povo estranha qualquer coisa diferente.',
    'Só que metade dos nossos clientes nem usa WhatsApp.',
    'Nosso fluxo é muito particular, cada obra tem um jeito.',
    'E se o sistema cair no meio do plantão? A gente fica de mãos atadas.',
    'Os motoristas mais antigos vão torcer o nariz pra isso.',
    'Duvido que o pessoal da oficina vá largar o caderninho.',
    'Os técnicos trabalham no campo, longe de tudo, muitas vezes sem bateria.',
    'Isso exige uma disciplina que a minha equipe não tem.',
    'Já tentamos implantar um CRM e voltamos pro caderno em dois meses.',
    'Os garçons são gente simples. Tem uns que nem celular têm.',
    'Os garçons não vão ficar digitando pedido no tablet com a bandeja na mão.',
    'E essa etiqueta resiste? A gente esteriliza tudo em autoclave.',
    'E a câmera reconhece rosto de boné? Porque na academia metade treina de boné.',
    'Já testamos uma pulseira de outra marca que soltou na primeira semana.',
    'Meus professores são meio avessos a tecnologia.',
    'Lá na fábrica o barulho é tanto que ninguém escuta notificação.',
    'Cada cliente nosso pede um relatório diferente, não sei se vocês dão conta.',
    'Vai ser mais uma senha pra eles esquecerem.',
    'Meu pessoal é de obra, mão pesada, celular dura uma semana na mão deles.',
    'Tem muito idoso que vem aqui e não sabe nem ler direito.',
    'A gente é muito artesanal, cada bolo é sob encomenda.',
    'Aqui a internet cai toda hora, principalmente quando chove.',
    'Isso vai dar um trabalho enorme pra cadastrar tudo de novo.',
    'Olha, na última empresa a gente comprou algo assim e virou elefante branco.',
    'Entendi a ideia. O problema é que metade da equipe é temporária, troca todo mês.',
    'Nosso cliente é do interior, prefere ligar e falar com alguém.',
    'O último sistema que a gente pôs durou três meses, depois todo mundo voltou pra planilha.',
    'Os entregadores trocam de celular toda hora, metade nem tem plano de dados.',
    'A gente tem muita gente mais velha na equipe, que ainda imprime e-mail.',
    'Minha equipe é pequena e já faz mil coisas, não sobra tempo pra alimentar sistema.',
  ])('"%s" doubts fit', (reply) => {
    expect(kindsAfter(pitch, reply)).toEqual(['aderência']);
  });
});

describe('asked what they think, the praise answers and the turn after it pushes back', () => {
  test.each([
    ['Achei interessante, mas o valor ficou bem fora do que a gente consegue agora.', 'preço'],
    ['É bom, mas eu não consigo aprovar isso sem a minha sócia.', 'aprovação'],
    ['Bonito, mas o meu pessoal vai sofrer pra aprender isso.', 'aderência'],
  ])('"%s" is about %s', (reply, kind) => {
    expect(kindsAfter(opinion, reply)).toEqual([kind]);
  });

  test('praise with a next step is no pushback', () => {
    expect(
      kindsAfter(opinion, 'Gostei bastante, vou mostrar pra minha sócia e te retorno na sexta.'),
    ).toEqual([]);
  });
});

test('a condition the approver sets on the return is the gate, not the price', () => {
  expect(
    kindsAfter(
      'E quem mais participa dessa decisão?',
      'Eu e o meu sócio. E ele só topa se ver retorno em três meses.',
    ),
  ).toEqual(['aprovação']);
});

describe('turns that only look like pushbacks', () => {
  test.each([
    [pitch, 'E funciona sem internet?'],
    [pitch, 'Vocês fazem por menos se a gente fechar anual?'],
    [pitch, 'Legal, e vocês já fazem isso pra outras clínicas?'],
    [price, 'Certo. Esse valor já inclui o treinamento?'],
    [pitch, 'Quem vai ver os relatórios é a Marina, do comercial.'],
    [question, 'É impossível controlar tudo no papel, por isso chamei vocês.'],
    [question, 'A equipe não aguenta mais digitar a mesma coisa duas vezes.'],
    [question, 'Hoje a loja que não tem internet manda o pedido por telefone.'],
    [question, 'A gente tá no meio de uma expansão, abrindo mais duas lojas esse ano.'],
    [pitch, 'E se a multa sumir, só aí já paga boa parte, né.'],
    [pitch, 'Olha, se o cara não pagar, ele fica sem a vaga na hora.'],
    [pitch, 'Manda, que é isso que a minha sócia vai querer ver.'],
    [price, 'Tá, e tem fidelidade ou posso cancelar quando quiser?'],
    [pitch, 'E o aplicativo roda em Android antigo?'],
    [pitch, 'Perfeito. E se não for pedir muito, me manda um contrato modelo.'],
    [pitch, 'Dezoito por cento da frota é muito dinheiro, hein.'],
    [question, 'Perdi seis alunos pra academia do lado, lá o professor já tá esperando na porta.'],
    [question, 'O banco só libera a parcela do financiamento com a obra medida.'],
    [question, 'Hoje a recepcionista liga um por um, mas muita gente não atende.'],
    [pitch, 'E como fica a parte fiscal? O nosso contador vai perguntar.'],
    [pitch, 'Eu te passo a planilha, mas só semana que vem, que essa tá de fechamento.'],
    [pitch, 'E se der certo na matriz, a gente leva pras outras cinco unidades.'],
    ['Quando seria bom mostrar pra ela?', 'Ela volta de férias dia dez. Antes disso não adianta.'],
    [question, 'É. E metade disso a gente nem sabe pra onde vai.'],
    [pitch, 'E a proposta, sai quando? Porque o financeiro vai me perguntar o valor logo de cara.'],
    ['E o que isso causa pra vocês hoje?', 'A rotatividade é alta, a equipe troca quase toda.'],
    ['E quanto vocês perdem com isso por mês?', 'Uns trinta mil. É quase a folha de um mês.'],
    ['E quem mais decide com você?', 'Ah, isso a gente vê mais pra frente, primeiro quero ver rodando.'],
  ])('after "%s", "%s" is no objection', (seller, reply) => {
    expect(kindsAfter(seller, reply)).toEqual([]);
  });
});
