import { objectionKindsOf, setsACeiling } from './signals/objections.ts';
import { findAmounts } from './signals/amounts.ts';
import { findDates } from './signals/dates.ts';
import { isNextStep } from './signals/next-steps.ts';
import { statesPrice } from './signals/index.ts';
import type { TranscriptSegment } from '../../../src/api-contract/transcription.ts';
import { normalize, sentences } from './text.ts';
import { saysNothing } from './writing/fillers.ts';
import { budgetShape, painShape, situationShape, worthShape } from './template-line-shapes.ts';
import {
  asksCost,
  asksMoney,
  asksPain,
  asksSituationWords,
  asksTime,
  asksWorth,
} from './seller-questions.ts';

/**
 * The kinds of objection a line raises, sentence by sentence: the rules read one sentence ("Olha, mil e duzentos
 * é puxado."), and a whole line of three says none.
 */
const objectionKindsIn = (plain: string) => [
  ...new Set(sentences(plain).flatMap((said) => objectionKindsOf(said))),
];

/**
 * What each template question asks for, as rules: the lines that say it (a budget, a pain, a date), the
 * lines that never answer it, and the seller's lines whose reply answers it. extractive.ts ranks lines with
 * them.
 */

/**
 * "Orçamento" as money set aside: "não tá no orçamento", "o orçamento desse ano", "sem orçamento", "o
 * orçamento tá apertado". In a mover's, a print shop's or a builder's mouth it is also the quote they make
 * ("só aí sai o orçamento", "quando o meu orçamento chega", "de cada dez orçamentos"), which is no budget.
 */
const moneySetAside =
  /\b(?:no|nosso|nesse|neste|sem|tem|temos|ter|tinha|tinhamos|fora do|dentro do|pelo|pro|para o|do) orcamento\b(?! (?:pro|pra|para o|para a|do|da|de) (?:cliente|mudanca|obra|servico|pedido|impressao|frete))|\borcamento (?:desse|deste|do ano|da empresa|anual|previsto|aprovado|reservado|separado|disponivel|ta|esta|ja|nao|apertado|curto|estourado|fechado|pra isso|para isso|de ti|de marketing|de tecnologia)\b/;
/** A budget said, or a price weighed against one ("está acima do que a gente imaginava"): a price objection. */
export const budgetSaid = (plain: string) =>
  moneySetAside.test(plain) ||
  /\bverba\b|\breservad[oa]s?\b|\bseparad[oa]\b|\b(?:tenho|temos) ate\b|\bcabe\b|\bdentro do\b|\bnao tenho isso\b|\bcortando custos\b|\b(?:tinha|tinhamos) (?:pensado|previsto|imaginado) em\b|\b(?:pagar|gastar|investir) (?:ate|uns|umas|no maximo)\b/.test(
    plain,
  ) ||
  budgetShape.test(plain) ||
  setsACeiling(plain) ||
  ceilingAccepted.test(plain) ||
  objectionKindsIn(plain).includes('preço');
/**
 * "Gasto que não tá no orçamento tem que passar na assembleia", "fora do orçamento quem libera é a diretoria":
 * the budget named in a rule of who approves says who decides, not what they can spend; with a sum ("acima
 * de vinte mil vai pro conselho") it is still the most they spend alone.
 */
const gateOnly = (plain: string) =>
  objectionKindsIn(plain).includes('aprovação') && findAmounts(plain).length === 0 && !setsACeiling(plain);
/**
 * "Pra franqueado, até uns quinhentos por loja passa", "temos até vinte mil", "pensamos em uns oito mil": the
 * most they can spend, said as a sum, answers the budget more surely than a reaction to the price ("mais de
 * mil por mês só pra mim?"), even said later.
 */
const ceilingSaid = (plain: string) =>
  setsACeiling(plain) ||
  ceilingAccepted.test(plain) ||
  budgetShape.test(plain) ||
  /\b(?:tenho|temos) ate\b|\b(?:pagar|gastar|investir) (?:ate|no maximo)\b/.test(plain);
/** As sure as a cue and a reply to the price together and more, whatever words of the question each has. */
const ceilingStrength = 3;
/** "Até uns quinhentos por loja passa", "até dois mil tudo bem": the most they accept, said as a ceiling. */
const ceilingAccepted =
  /\bate (?:uns |umas |no maximo )?[\w ]{1,25}? (?:passa|da|cabe|tudo bem|aceita|rola)\b/;
/** How things are done today: "hoje é no papel", "atualmente usamos planilhas", "numa planilha que...". */
const presentSaid =
  /\bhoje\b|\batualmente\b|\bpor enquanto\b|\b(?:usamos|utilizamos|fazemos|controlamos|acompanhamos|operamos|trabalhamos|monitoramos|rodamos|separamos|atendemos)\b|\b(?:e|fica|ficam) (?:tudo )?(?:no|na|num|numa|pelo|pela|em) (?:papel|planilha|caderno|excel|whatsapp|e-?mail|sistema)\b|\bsao (?:\w+ ){0,3}(?:alunos|pacientes|clientes|funcionarios|vendedores|usuarios|lojas|unidades|veiculos|caminhoes|pedidos)\b/;
/**
 * A pain said: errors, losses, delays, what is lost or nobody knows; said as the worst of it ("o pior é a
 * evasão", "na ortodontia é pior ainda", "essa é a questão") or as what they cannot see ("não tenho visão de
 * nada").
 */
const painSaid =
  /\bpior\b|\bmais dificil\b|\b(?:essa|esse) e (?:a|o) (?:questao|ponto|x)\b|\ba questao e\b|\bnao (?:tenho|temos|tem) (?:visao|controle|visibilidade|nocao)\b|\bsumi(?:u|ram)\b|\bnem (?:entra|entram|aparece|aparecem|usa|usam) mais\b|\berros?\b|\berrad[oa]s?\b|\bproblemas?\b|\bdificuldades?\b|\bdemora\b|\batras[ao]s?\b|\bincomoda\b|\bpesa\b|\bse perde(?:m)?\b|\bperde(?:m|mos)?\b|\bnao (?:sabe|sabemos|conseguimos|consegue|vemos|ve)\b|\bninguem\b|\breclam\w*\b|\bcai(?:u)?\b|\bquedas?\b|\bfalh\w+\b|\bretrabalho\b|\btrocad[oa]s?\b|\bquem avisa e o cliente\b|\bmuito tempo\b|\b(?:no )?dia seguinte\b|\b(?:dias|semanas) depois\b|\bja foi (?:na|no|pra|para)\b|\bvai embora\b|\bdesist\w+\b|\bnao (?:espera|aparece|aparecem|recebeu|recebe|da conta)\b|\binferno\b|\bfila\b|\bso (?:eu|ele|ela) (?:sei|sabe)\b/;
/** A deadline or a start, not a meeting's weekday: a month, "prazo", "começar", "vence", "antes do...". */
const timeSaid = (plain: string) =>
  timeWords.test(plain.replace(anotherTerm, '')) || findDates(plain).some((date) => !dayAtHand.test(date));
/**
 * A weekday, today or tomorrow is when a call or a task happens ("sábado à tarde a fila chega a quarenta
 * minutos", "eu falo com eles semana que vem" aside), not when a project starts or must be done.
 */
const dayAtHand = /-feira$|^(?:sábado|domingo|hoje|amanhã|depois de amanhã)$/;
/**
 * "Toda primeira segunda do mês", "o conselho se reúne sempre em março": when something happens every time
 * is a routine, not when the client needs the solution, even in reply to a "quando".
 */
const routine =
  /\b(?:tod[oa]s? (?:[oa]s? )?(?:primeir[oa]s? |ultim[oa]s? |segund[oa]s? )?(?:dias?|semanas?|mes|meses|anos?|segundas?|tercas?|quartas?|quintas?|sextas?|sabados?|domingos?|inicio|comeco|final|fim)|sempre)\b/;
/**
 * A line whose every time is a routine ("o conselho se reúne sempre em março", "toda primeira segunda do
 * mês") says no time of the project's. Read per sentence: "As férias de julho. É filme infantil toda
 * semana." still dates it, the routine beside the date being about something else.
 */
const noTimeOfTheirs = (plain: string) => {
  const timed = plain.split(/[.!?;]+\s*/).filter((sentence) => timeSaid(sentence));
  return timed.length > 0 ? timed.every((sentence) => routine.test(sentence)) : routine.test(plain);
};
/**
 * Not when: "prazo de retorno" is the payback, "prazo de pagamento" the credit, and "começar pelos shoppings"
 * or "começar com um piloto" says where or with what to start.
 */
const anotherTerm =
  /\bprazo (?:de|do|da) (?:retorno|pagamento|entrega|validade|garantia|payback|contrato)\b|\bcomecar(?:mos)? (?:pel[oa]s?|por|com (?:um|uma|o|a|os|as))\b/g;
const timeWords =
  /\b(?:janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro|prazo|comecar|comecarmos|vence|trimestre|semestre)\b|\bantes d[oa]s?\b|\ba partir de\b|\b(?:em|temos) \w+ dias\b/;
/**
 * What the client says the solution is worth to them: "isso já resolveria metade", "é muito dinheiro", "se
 * funcionar, muda o jogo", "paga o ano", "isso vale o contrato", "aí começa a fazer sentido". What they pay
 * today ("a gente já paga o sistema do caixa") is no worth.
 */
const worthSaid =
  /\bmuda(?:ria)? o jogo\b|\b(?<!\b(?:ja|gente|eu|nos|voces|eles|tambem) )(?:se )?paga(?:ria)? (?:o|a) (?:ano|mes|investimento|projeto|contrato|sistema|ferramenta|assinatura)\b|\bvale(?:ria)? (?:o|a) (?:contrato|investimento|mensalidade|assinatura)\b|\bcomeca a fazer sentido\b|^(?:mas |e |olha,? )?se\b[^.]*,? (?:ja|entao|a gente ja)\b|\b(?<!nao )compensa\b|\bcom folga\b|\bfaz(?:er|eria)? (?:toda a |muita )?diferenca\b|\bvale(?:ria)? a pena\b|\bse pagaria\b|\bresolveria\b|\bajudaria\b|\bajuda\b|\bseria otimo\b|\bexatamente o que\b|\bganho real\b|\bse paga\b|\bmais barato\b|\bmuito dinheiro\b|\bmelhora\b/;
/**
 * The worth said as a hypothesis: "se a gente resolvesse isso...", "se isso funcionar, ...", in the
 * imperfect spoken for the conditional ("dava pra adiar a obra", "já acabava com metade das brigas"), "aí eu ganharia uma tarde por semana",
 * "ia liberar duas pessoas", "ia sobrar tempo pra vender": what solving it would bring, in the conditional.
 */
const worthImagined =
  /(?<!\bnao )\b(?:ja )?(?:dava pra|dava para|acabava com|resolvia|pagava|compensava|ajudava|valia a pena|economizava|sobrava)\b|(?:^|, |\b(?:mas|e|ai|agora|olha|entao) )se (?:\w+ ){0,6}?(?:resolv|funcion|consegu|recuper|reduz|diminu|automatiz|acab\w* com|melhor|agiliz|evit|corta|baixa)\w*\b|(?:^|, |\b(?:mas|e|ai|agora|olha|entao) )se (?:\w+ ){0,5}?\w+(?:asse|esse|isse)(?:mos|m)?\b|\b\w+(?:aria|eria|iria)(?:mos|m)? (?:(?:\w+ )?(?:tempo|horas?|dias?|dinheiro|gente|pessoas?|margem|clientes?|vendas?)|(?:pra|para) (?:vender|atender|crescer|focar|abrir))\b|\b(?:ganharia|economizaria|pouparia|liberaria|sobraria|reduziria|aumentaria|evitaria|melhoraria|facilitaria|agilizaria|pagaria|compensaria|valeria|mudaria|conseguiria)(?:mos|m)?\b|\b(?:a gente |eu |nos |isso |ja )?ia (?:me |nos |te )?(?:liberar|sobrar|ganhar|economizar|poupar|reduzir|acabar com|resolver|ajudar|melhorar|facilitar|conseguir|aumentar|evitar|salvar|mudar|pagar|valer|dar conta|vender|atender)\b|\bseria (?:um alivio|outra|um sonho|perfeito|excelente|maravilhoso|otimo)\b/;
/**
 * The worth foretold in the present, in other words than the conditional: what the client can then do
 * ("se eu chegar com o relatório pronto, eu consigo até cobrar mais", "aí dá até pra abrir sábado", "se o
 * aviso vier sozinho, eu paro de correr atrás", "com o consumo por motorista eu consigo fazer o prêmio"), a share
 * of the problem gone ("já paga metade do problema", "resolve boa parte"), or the delight of who gains
 * ("a Jaque ia adorar", "o pessoal ia soltar fogos", "chorar de alegria").
 */
const worthForetold =
  /(?:^|, |\b(?:e|mas|ai|olha|rapaz|agora) )se (?:\w+ ){1,8}?\w+(?:er|ir|ar)\b[^.]*?, (?:eu|a gente|nos) (?:ja |ate )?(?:paro de|paramos de|deixo de|deixamos de|consigo|conseguimos|salvo|salvamos|ganho|ganhamos|economizo|economizamos|evito|evitamos|acabo com|fico livre)\b|\b(?:com (?:isso|isto|esse|essa|esses|essas|o|a|os|as) [^,.]{0,40}?|assim,?) (?:eu|a gente) (?:ja |finalmente )?(?:consigo|conseguimos|paro de|paramos de|deixo de|deixamos de)\b|\b(?:consigo|conseguimos|consegue|da|dava) (?:ate|inclusive) (?:pra |para )?\w+(?:ar|er|ir)\b|\b(?:ja )?(?:paga|resolve|mata|elimina) (?:metade|boa parte|grande parte|um terco|dois tercos)(?: d[oa] problema| disso)?\b|\bia (?:adorar|amar|agradecer|soltar fogos|pular de alegria|chorar de alegria)\b|\bde alegria\b/;

/**
 * What a problem costs: money, a share, time lost, people who left or fight over it ("teve cooperado que saiu
 * por causa disso"); or a line that goes on from the one before to what it leads to ("Isso segura o caixa da
 * obra", "Aí ele reclama na Anatel").
 */
const goesOn = /^(?:e )?(?:isso|isto|com isso|por causa disso|resultado)\b/;
const notThePainItself = {
  test: (plain: string) =>
    goesOn.test(plain) ||
    worthSaid.test(plain) ||
    worthImagined.test(plain) ||
    worthForetold.test(plain) ||
    worthShape.test(plain),
};
const costSaid = (plain: string) => costWords.test(plain) || consequenceSaid.test(plain);
/**
 * A consequence said as one: an incident suffered or found out late ("tivemos uma tentativa de invasão", "só
 * descobrimos na segunda"), what it ends in ("acaba indo pra concorrência", "aí o cliente cancela"), what
 * is left on the table, fines and notices, public complaints, the risk run, money or clients gone ("a gente
 * perdeu uns seis clientes grandes", not "perdeu tudo" of a lost file).
 */
const consequenceSaid =
  /\bso (?:descobri\w*|percebe\w*|soube\w*|vimos|ficamos sabendo)\b|\b(?:tivemos|teve|sofremos|sofreu) (?:uma? )?(?:tentativa|ataque|invasao|vazamento|incendio|roubo|acidente|pane|incidente|autuacao|processo)\b|\b(?:ja )?(?:fechou|fecharam|foi|foram|trocou|trocaram|migrou|migraram) (?:com|pra|para|na|no) (?:a |o )?(?:outr[oa]s?|concorr\w+|\w+ (?:do lado|da frente|vizinh[oa]))\b|\b(?:paguei|pagamos|pagou|pagaram) (?!\w+ (?:por cento|reais por))|\bacab(?:a|am|amos|ou|aram) (?:\w+ )?\w+(?:ando|endo|indo)\b|\bna mesa\b|\b(?:notifica\w*|autua\w*|glosa|procon|reclame aqui|ouvidoria|processad[oa]s?|indeniza\w*)\b|\bnota (?:baixa|ruim)\b|\b(?:risco|arrisca\w*)\b|\b(?:comeu|come|comendo) (?:\w+ )?(?:margem|lucro|caixa)\b|\bfaz(?:em)? falta\b|\b(?:cancela|cancelam|cancelou|cancelaram)\b|\b(?:vai|vao|foi|foram|indo) (?:pra|para|na|no) (?:a )?concorren\w+\b|\b(?:deixa|deixam|deixamos|deixou) de (?:\w+ )?(?:ganhar|vender|faturar|atender|receber)\b|\bgast(?:amos|am|ou|aram) (?:\w+ ){0,3}(?:mil|reais|horas|dias)\b|\b(?:horas?|dias?|semanas?) (?:parad[oa]s?|perdid[oa]s?|jogad[oa]s? fora)\b|\bperdendo\b|\bperdeu\b[^.]{0,60}\b(?:mil|milhoes|milhao|reais|clientes?|contratos?|vendas?|pedidos?|negocios?)\b/;
/**
 * Money or something lost, said as the cost ("deixamos oitenta mil na mesa", "pagamos trinta mil em multas",
 * "perdemos dois clientes"): a consequence more surely than a share or a delay mentioned ("cai pra quarenta
 * por cento", "chega atrasado").
 */
const lossSaid =
  /\b(?:reais|mil|milhoes|milhao)\b|\bperd(?:a|as|emos|eram|eu|idas?|idos?|endo)\b|\bna mesa\b|\bjogad[oa]s? fora\b|\bprejuizo\b|\bmultas?\b|\bdeixa\w* de (?:\w+ )?(?:ganhar|vender|faturar|receber|atender)\b|\bcust(?:a|ou|am)\b/;
/** How surely a line tells what a problem costs: 0 when it does not, more when it names money or a loss. */
const costStrength = (plain: string) => (!costSaid(plain) ? 0 : lossSaid.test(plain) ? 1.5 : 1);
const costWords =
  /\bpor causa disso\b|\b(?:saiu|sairam|foram (?:pra|para) (?:outr|[oa] concorr)|trocaram de|cancelaram|largaram)\b|\b(?:dando|da|deu) briga\b|\bpaga(?:m)? a conta d[eo]\b|^(?:e )?(?:isso|isto|com isso|por causa disso|ai|resultado)\b|\bmuito pouco\b|\bpodia(?:mos)? ter (?:sido|vendido|faturado|fechado|ganhado)\b|\bdeixa(?:mos|m)? de (?:ganhar|vender|faturar|receber|fechar)\b|\bjogad[oa]s? fora\b|\bsem receber\b|\bcaixa\b|\bcust(?:a|ou|am)\b|\bperd(?:a|as|emos|eram|idas?|idos?)\b|\bmultas?\b|\bprejuizo\b|\breais\b|\bpor cento\b|\bdeixa de receber\b|\bparad[oa]s\b|\batras[ao]\b/;
/**
 * What the deal costs or who signs it, not what the problem costs: a budget weighed ("um milhão agora não
 * sai", "temos uma verba de oito mil"), a cheaper competitor, an approval ("aí
 * fica na minha alçada"). Clients lost to a competitor, or money lost, are the problem's cost.
 */
const aboutThePurchase = (plain: string) =>
  budgetSaid(plain) ||
  (objectionKindsIn(plain).some((kind) => kind === 'concorrência' || kind === 'aprovação') &&
    !lostVerb.test(plain)) ||
  /\b(?:alcada|assina|assinar|aprova|aprovar|aprovacao|decide|decisao|proposta|contrato novo)\b/.test(plain);
/** Said as lost or paid for the problem: "perdemos", "deixamos na mesa", "acaba indo pro concorrente", "pagamos". */
const lostVerb =
  /\bperd\w*|\bna mesa\b|\bjogad[oa]s? fora\b|\bprejuizo\b|\bmultas?\b|\bdeixa\w* de\b|\bcust(?:a|ou|am)\b|\bgast(?:amos|am|ou|aram|a)\b|\bpag(?:amos|am|ou|aram)\b|\bacab\w* (?:\w+ )?\w+(?:ando|endo|indo)\b/;
/** A question, or a request to tell: "Me conta como vocês acompanham hoje os alunos que param de vir." */
export const asksOrRequests = (text: string) =>
  text.includes('?') ||
  /\b(?:me (?:conta|conte|contem|fala|fale|falem|explica|explique|expliquem|diz|diga|digam|mostra|mostrem)|queria entender|gostaria de entender)\b/.test(
    normalize(text),
  );

/**
 * The seller says what the client would pay: an amount in money words, or a discount. "Reduziram os
 * sinistros em trinta por cento" states a number, not a price.
 */
const quotesPrice = (sellerLine: string) => {
  const plain = normalize(sellerLine);
  return (
    statesPrice(plain) &&
    /\b(?:reais|mil|milhao|milhoes|por mes|mensal|mensais|por ano|anual|por usuario|por licenca|desconto|custa|valor|preco|mensalidade|investimento)\b|r\$/.test(
      plain,
    )
  );
};

/** The seller's line asks (or asks to be told) about it. */
const asked = (about: { test: (plain: string) => boolean }) => (sellerLine: string) =>
  asksOrRequests(sellerLine) && about.test(normalize(sellerLine));

/** A seller's question about how things are done today: "Como vocês definem hoje o preço?". */
const asksSituation = (plain: string) => !greeting.test(plain) && asksSituationWords.test(plain);
/** A presentation names what is sold: "o nosso aplicativo", "o que a gente faz é...", "o sistema". */
const aboutTheProduct = (sellerLine: string) =>
  /\b(?:a gente|nosso|nossa|o sistema|a plataforma|o app|o aplicativo|a ferramenta|a solucao)\b/.test(
    normalize(sellerLine),
  );
/**
 * The client's reply to the seller's first presentation of the product that takes it well ("Aí eu chego no
 * hospital com o relatório e a discussão acaba", "Isso eu queria pra ontem"): what the solution is worth to
 * them. A question, a doubt, a frank reservation or an objection ("E esse chip aguenta?", "vou ser sincero",
 * "aí que tá", "isso é caro") weighs it instead, and a request or a plan ("me manda também") moves on.
 */
const welcomes = (reply: string) =>
  !reply.includes('?') &&
  objectionKindsIn(reply).length === 0 &&
  !/\b(?:mas|porem|so que|sincer\w*|franc\w*|ai que ta|nao sei|duvid\w*|sera que|vai achar|medo)\b/.test(
    reply,
  ) &&
  !isNextStep(reply);

/**
 * Each cue: what a question asks for, the lines that say it, whether only such lines answer it (the worth
 * of the solution is what the client said it is worth, or nothing; a deadline is a date said, or none),
 * lines that never do (what the solution is worth is not what the problem costs), and the seller's
 * lines whose reply answers it (a question about it; for the budget, the price).
 */
export const cues: Array<
  [
    asks: RegExp,
    /** Whether a line says it, or how surely (1 is a plain yes). */
    says: (plain: string, saysWhoDecides: boolean) => boolean | number,
    required?: boolean,
    /** Lines that never answer it; `bySeller` when the seller's side said it. */
    excluded?: (plain: string, bySeller: boolean) => boolean,
    /**
     * Whether the seller's line asks for it, so that the client's reply answers it; `presents` when the
     * seller's line is the first presentation of the product (extractive.ts's pitch).
     */
    askedFor?: (sellerLine: string, reply: string, presents: boolean) => boolean,
  ]
> = [
  // "O prazo para a decisão" asks when, not who: time first.
  [/\b(?:prazo|timeline)\b/, timeSaid, true, noTimeOfTheirs, asked(asksTime)],
  // Only a line naming who decides answers who decides: without one the call has no answer to it.
  [/\b(?:decisao|decide|authority|aprova|comprador|assina)/, (_, saysWhoDecides) => saysWhoDecides, true],
  // The reply to the price weighs it against the budget: "Uns quatro e meio por mês. Se economizar...".
  // The reply to the price, or to a question about money ("E quanto vocês pagam hoje?"), says the budget.
  [
    /\b(?:orcamento|budget|verba)\b/,
    (plain) => (!budgetSaid(plain) || gateOnly(plain) ? false : ceilingSaid(plain) ? ceilingStrength : 1),
    false,
    undefined,
    (sellerLine) => quotesPrice(sellerLine) || asked(asksMoney)(sellerLine),
  ],
  [
    /\bsituacao\b/,
    (plain) => presentSaid.test(plain) || situationShape.test(plain),
    false,
    undefined,
    asked({ test: asksSituation }),
  ],
  // What the problem costs, not what the solution is worth ("isso já resolveria metade"); before the pain
  // cue, since "as implicações desses problemas" names the problems too.
  [
    /\bimplicac|\bconsequencias negativas\b|\bo que acontece\b/,
    costStrength,
    false,
    // The seller's price is what the deal costs, never what the problem does.
    (plain, bySeller) => worthSaid.test(plain) || aboutThePurchase(plain) || (bySeller && quotesPrice(plain)),
    asked(asksCost),
  ],
  // SPIN's problems are the pains as first said: a line going on from the one before ("Isso é consulta
  // jogada fora") tells what they lead to, and one weighing the solution ("Se metade se resolver...") what
  // it is worth. BANT's need takes any of the pains.
  [
    /\bproblemas?\b/,
    (plain) => painSaid.test(plain) || painShape.test(plain),
    false,
    (plain) => notThePainItself.test(plain),
    asked(asksPain),
  ],
  [
    /\b(?:dor|need)\b/,
    (plain) => painSaid.test(plain) || painShape.test(plain),
    false,
    undefined,
    asked(asksPain),
  ],
  // "O outro fornecedor sai bem mais barato" weighs a competitor, not what the solution is worth to them.
  // The client's reply to the seller's need-payoff question ("E se isso se resolvesse, o que mudaria?") says
  // the worth, whatever its words.
  [
    /\bvalor\b.*\bsolucao\b|\bimplicacoes positivas\b/,
    (plain) =>
      worthSaid.test(plain) ||
      worthImagined.test(plain) ||
      worthForetold.test(plain) ||
      worthShape.test(plain),
    true,
    (plain) => objectionKindsIn(plain).includes('concorrência'),
    (sellerLine, reply, presents) =>
      (sellerLine.includes('?') && asksWorth(normalize(sellerLine))) ||
      (presents && aboutTheProduct(sellerLine) && welcomes(normalize(reply))),
  ],
];

/**
 * What the opening says about the call itself: the link, the sound, the connection, being late ("Desculpa o
 * atraso", "Acho que caiu aqui um pouco", "o notebook resolveu atualizar"). Words of pain ("atraso",
 * "caiu") that are about the meeting, not the business.
 */
const aboutTheCall =
  /\b(?:link|microfone|audio|som|ouvindo|me ouve|me escuta|escutando|camera|tela|conexao|internet|notebook|computador|celular|viva-voz|viva voz|travou|travando|cortando|picotando)\b|\b(?:caiu|cai|caindo) (?:aqui|a ligacao|a conexao|o sinal|a internet)\b|\bdesculp\w* (?:o|a|pelo|pela) (?:atraso|demora)\b|\batrasad[oa]s?\b/;

/**
 * Greetings and how-are-yous, asked or answered: "Oi, Rita, tudo bem?", "Tudo ótimo por aqui, e com você?",
 * "Como vocês estão hoje?". "Hoje" in them is the day of the call, not how things are done.
 */
const greetingWords =
  /\b(?:oi|ola|opa|e ai|bom dia|boa tarde|boa noite|tudo (?:bem|bom|certo|otimo|tranquilo|joia|em ordem)|(?:eu )?(?:to|estou|estamos) (?:bem|otim[oa]s?)|otimo|beleza|tranquilo|por aqui|por ai|e (?:com )?(?:voce|voces|o senhor|a senhora)|como (?:voce|voces|vc|vcs|o senhor|a senhora) (?:esta|estao|vai|vao)|como vai|como vao as coisas|hoje|obrigad[oa]s?|(?:muito )?prazer(?: em (?:te |lhe )?conhecer)?|que bom (?:te |lhe )?(?:ver|ouvir)|tambem|sim|bem)\b/;
/** A greeting asked or answered: nothing but greeting words and, at most, the name of who is greeted. */
const greeting = {
  test: (plain: string) =>
    greetingWords.test(plain) &&
    (plain.replace(new RegExp(greetingWords.source, 'g'), ' ').match(/[a-z]+/g) ?? []).length <= 1,
};
/**
 * Who is on the call and why: "Eu sou o Marcelo, gerente regional, hoje vou só acompanhar", "quem conduz é a
 * Carol", "a Neide, de compras, também tá conectada?". "Hoje" there is the call's day.
 */
const introduces =
  /\b(?:eu sou (?:o|a)|meu nome e|aqui e (?:o|a)|quem (?:conduz|fala|apresenta) (?:e|sou)|(?:vou|venho) (?:so )?(?:acompanhar|ouvir|assistir)|(?:ta|esta|estao|tao) (?:conectad[oa]s?|na chamada|na sala|com a gente)|entrei pelo|vou mais ouvindo)\b/;
/** A line that is greeting only, in each of its sentences. */
const greetsOnly = (plain: string) =>
  plain
    .split(/[.!?]+\s*/)
    .filter((part) => part.trim().length > 0)
    .every((part) => greeting.test(part));

/**
 * The lines of the opening, before the seller's first question about the business, that talk about the call
 * itself or only greet: small talk, which answers no template question.
 */
export function smallTalk(segments: TranscriptSegment[], seller: string | undefined): Set<string> {
  const discovery = segments.findIndex(
    (segment) =>
      segment.speaker === seller &&
      asksOrRequests(segment.text) &&
      [{ test: asksSituation }, asksPain, asksMoney, asksTime, asksCost].some((about) =>
        about.test(normalize(segment.text)),
      ),
  );
  return new Set(
    segments
      .slice(0, Math.max(discovery, 0))
      .filter(
        (segment) =>
          aboutTheCall.test(normalize(segment.text)) ||
          greetsOnly(normalize(segment.text)) ||
          introduces.test(normalize(segment.text)),
      )
      .map((segment) => segment.id),
  );
}

/** The problem question, not the implication one ("as implicações desses problemas" names problems too). */
export const asksProblem = (question: string) =>
  /\bproblemas?\b/.test(normalize(question)) && !asksImplication(question);

/**
 * "Quando um representante sai, a carteira dele some junto. No ano passado a gente perdeu seis clientes,
 * duzentos mil em pedidos.": a line telling what goes wrong, then what it cost. SPIN's problem is the first
 * and its implication the second; the problem given the cost would leave the implication only the same note.
 * `line` is the line's sentences, `chosen` those picked for the question.
 */
export function painBeforeCost(line: string[], chosen: string[]): string[] {
  if (chosen.length === 0 || !chosen.every((sentence) => costSaid(normalize(sentence)))) return chosen;
  const pains = line
    .slice(0, line.indexOf(chosen[0]!))
    .filter(
      (sentence) =>
        !sentence.trim().endsWith('?') && !costSaid(normalize(sentence)) && !saysNothing(sentence),
    );
  return pains.length > 0 ? [pains.at(-1)!] : chosen;
}

/**
 * The implication question's sentences of a line: what it cost, when the sentences its words picked do not say
 * it and another sentence of the line does (the line's first sentence the problem, its next the loss).
 */
export function costOverPain(line: string[], chosen: string[]): string[] {
  if (chosen.some((sentence) => costSaid(normalize(sentence)))) return chosen;
  const costs = line.filter((sentence) => !sentence.trim().endsWith('?') && costSaid(normalize(sentence)));
  return costs.length > 0 ? costs : chosen;
}

/** The implication question: what the problems cost. */
export const asksImplication = (question: string) => /\bimplicac/.test(normalize(question));

/**
 * A line telling a pain and what it costs, cut to the cost: "Dois clientes reclamaram de guia atrasada, e
 * pagamos trinta mil em horas extras." → "Pagamos trinta mil em horas extras."; "Já perdemos um prazo porque a
 * procuração demorou onze dias." → "Já perdemos um prazo.". None when the line does not
 * tell both (a line describing how things are done, with a cost in it, is not cut down to answer again).
 */
export function costClauses(said: string[]): string[] {
  const clauses = said.flatMap((sentence) =>
    sentence
      .replace(/[.!?…]+$/, '')
      // "Já perdemos um prazo porque a procuração demorou": what was lost, and its cause.
      .split(/,\s+e\s+|;\s+|,\s+(?=mas\b)|,?\s+(?=porque\b|por causa d)/u)
      .map((clause) => clause.trim())
      .filter(Boolean),
  );
  const costs = clauses.filter((clause) => costSaid(normalize(clause)));
  const pains = clauses.filter(
    (clause) =>
      !costSaid(normalize(clause)) &&
      (painSaid.test(normalize(clause)) || /^porque\b|^por causa d/.test(clause)),
  );
  if (costs.length === 0 || pains.length === 0) return [];
  return costs.map((clause) => `${clause.charAt(0).toLocaleUpperCase('pt-BR')}${clause.slice(1)}.`);
}
