import { findDates } from './dates.ts';
import { plansInFirstPerson, refused } from './future-plans.ts';
import { ourSideCommits } from './our-side.ts';

/**
 * Commitments about what happens after the call, in a normalised sentence (lower case, no accents). People
 * commit in the first person ("eu envio", "vou mandar", "a gente fecha"), ask the other side for something
 * ("você me manda a proposta", "pode marcar", "inclui também"), or state the plan ("próximos passos",
 * "agendado pra terça"). Questions are proposals, not commitments, so they are left out.
 */
const commitments = [
  /\bproximos? passos?\b/,
  // First person, present for future: "eu envio", "te mando", "apresento pro seu Alberto". "Marco" and
  // "levo" only after a pronoun: alone they are "março" and "levo dez minutos"; nor before how long it
  // takes ("eu levo dois dias revirando ficha", "eu levo umas três horas").
  /\b(?:eu |te |lhe |ja )(?:marco|levo)\b(?! (?:uns |umas |quase |mais de |menos de |ate )?(?:\w+ )?(?:minutos?|horas?|dias?|semanas?|meses|mes|anos?)\b)/,
  // Setting things up or handing them over, after a pronoun and with a time ahead: "eu configuro o ambiente
  // na segunda", "te passo os acessos amanhã". Without the time it is what they do every day ("eu monto as
  // rotas de manhã", "eu faço a recomendação").
  /\b(?:eu |te |lhe |ja |eu te |eu lhe |eu ja )(?:passo|configuro|instalo|libero|crio|cadastro|monto|ajusto|levanto|faco|peco|aviso|atualizo|testo|abro|trago|disparo|escrevo|redijo|mostro|separo)\b.*\b(?:hoje|amanha|depois de amanha|(?:na|nesta|ate) (?:segunda|terca|quarta|quinta|sexta)|(?:no|neste|ate o?) (?:sabado|domingo)|semana que vem|proxima semana|ainda (?:hoje|essa semana|esta semana)|ate (?:o fim|o final|sexta|amanha))\b/,
  /\b(?:eu |te |lhe |ja )?(?:envio|mando|preparo|agendo|apresento|incluo|confirmo|encaminho|retorno|ligo|chamo|compartilho|reviso|organizo|providencio)\b/,
  // "Vamos começar pelo forecast" is the call's own agenda, not what comes after it.
  /\b(?:vou|vamos|iremos|irei) (?!comecar (?:pelo|pela|por)\b)(?:te |lhe |ja )?(?:enviar|mandar|preparar|agendar|marcar|apresentar|incluir|confirmar|levar|encaminhar|retornar|ligar|chamar|compartilhar|revisar|ver|fazer|fechar|assinar|comecar|conversar|falar|alinhar|testar|rodar|validar|avaliar|montar|configurar|instalar|liberar|migrar|treinar|implantar|visitar|ajustar|integrar)\b/,
  // Not "fechamos": "fechamos o ano com..." reports the past.
  /\b(?:assinamos|comecamos|agendamos|marcamos|combinamos|alinhamos|iniciamos)\b/,
  // The other side asked for it: "você me manda", "pode mandar o convite", "me manda também".
  /\b(?:voce|voces|vc) (?:me |nos |pra gente )?(?:manda|envia|prepara|agenda|marca|traz|apresenta|confirma|encaminha|liga)\b/,
  /\bpode (?:mandar|enviar|marcar|agendar|preparar|incluir|trazer)\b/,
  /^(?:e )?(?:me |nos )?(?:manda|envia|inclui|traz|prepara|marca|agenda)\b/,
  // Any verb asked for the speaker: "me encaminha a política", "nos passa os acessos", "me mostra".
  /^(?:e |entao )?(?:me|nos) (?!(?:parece|preocupa|incomoda|interessa|agrada|assusta|soa|serve|atende|convence|chama|lembra que|deixa)\b)[a-z]+(?:a|e|z)\b/,
  /\b(?:preciso|precisamos) (?:da|de uma|de um|do) (?:proposta|minuta|contrato|cronograma|plano|orcamento|material)\b/,
  /\baguardo (?:a|o|seu|sua)\b/,
  /\bproponho\b/,
  // The plan agreed, said as such: "fica combinado que você me manda...", "o combinado é...".
  /\b(?:fica|ficou) (?:combinado|acertado|definido) (?:entao )?(?:que|assim)\b|\bo combinado (?:e|fica)\b/,
  /\b(?:agendad|marcad)[oa] (?:pra|para)\b/,
  /\bfic(?:o|ou|amos|a) de (?:te |lhe )?\w+(?:ar|er|ir)\b/,
  // Taking it on: "deixa que eu vejo com o financeiro", "pode deixar comigo", "me comprometo a enviar".
  /\b(?:pode )?deixa(?:r)? (?:que eu|comigo)\b|\bme comprometo a\b/,
  /\blembrem? de\b/,
  /\bposso (?:te )?(?:passar|enviar|mandar|conectar)\b/,
  /\bconsigo (?:te |lhe )?(?:enviar|mandar|passar|preparar)\b/,
];

/**
 * A proposal in the first person is a commitment even asked as a question: "Então eu te mando a proposta
 * amanhã e a gente marca com o Tiago na terça?".
 */
const proposedInFirstPerson =
  /\beu (?:te |lhe )?(?:envio|mando|preparo|agendo|apresento|incluo|confirmo|encaminho|ligo|chamo|compartilho|levo|passo|configuro)\b|\b(?:eu )?vou (?:te |lhe )?(?:enviar|mandar|preparar|agendar|marcar|apresentar)\b/;
/**
 * An offer to do it for the listener, asked: "Posso te mandar o catálogo amanhã?", "Quer que eu te mande a
 * tabela?". Without "te" and without a date it asks leave ("Posso levar alguém da equipe?", "Posso passar
 * na sua loja?"), and is not yet a step; "posso te fazer uma pergunta?" asks to ask.
 */
const offersToDo =
  /\b(?:posso|consigo) (?:te|lhe) (?:enviar|mandar|preparar|agendar|marcar|apresentar|encaminhar|levar|trazer|separar|montar|fazer|ligar|reservar|simular|passar)\b(?! (?:uma|outra|mais uma) (?:pergunta|duvida|coisa)\b)|\bquer(?:em)? que eu (?:te |lhe |ja )?(?:envie|mande|prepare|agende|marque|apresente|passe|encaminhe|leve|traga|separe|monte|faca|ligue|reserve)\b/;

/**
 * Any verb in the first person present after "eu" ("eu coloco", "eu vejo com o Henrique", "eu tento
 * marcar"): with a time ahead in the sentence it is what the speaker will do, whatever the verb. Verbs of
 * opinion, wish or state ("eu acho", "eu preciso", "eu tenho") say nothing about what comes next.
 */
export const firstPersonPresent =
  /\beu (?:mesm[oa] )?(?:te |lhe |ja )?(?!(?:acho|penso|creio|gosto|quero|preciso|espero|imagino|suponho|duvido|tenho|fico|concordo|entendo|lembro|sinto|trabalho|uso|moro|conheco|nego|juro|confesso|digo|falo que|vejo que|no|do|ao|pelo|como|isso|disso|nisso|mesmo|so|sozinho|junto|proprio)\b)[a-z]{2,}o\b/;

/**
 * The future said with a gerund ("vou estar te mandando", "a gente vai estar separando") or written
 * ("enviarei", "te retornaremos"), of a verb a commitment is said with.
 */
const saidInTheFuture =
  /\b(?:vou|vamos|vai) estar (?:te |lhe |ja )?[a-z]+ndo\b|\b(?:envi|mand|encaminh|prepar|agend|marc|retorn|lig|compartilh|apresent|separ|reserv|confirm|lev)(?:arei|aremos)\b/;
const alreadyDoing = /^(?:e |entao |ai )?ja (?:te |lhe )?[a-z]{3,}o\b/;
const weInThePresent =
  /\ba gente (?:se )?(?:fecha|assina|comeca|faz|manda|envia|marca|agenda|conversa|fala|volta|alinha|testa|roda|valida|avalia|monta|decide)\b/;
/** "Posso fazer um piloto em dezembro", "dá pra eu ir aí em maio?": an offer; with a date, a step. */
const offerToDo =
  /\b(?:(?:eu )?(?:posso|consigo|pretendo|tento)|da (?:pra|para) (?:eu|mim|gente|a gente)) (?:te |lhe |ja )?[a-z]*[aei]r\b/;
/**
 * "Em março, vocês topam uma visita nossa?", "que tal uma reunião com o diretor na quinta?": a meeting
 * proposed for a time ahead is a step of the one who proposes it, asked as it is for a yes.
 */
const proposesToMeet =
  /\b(?:(?:voce|voces|vc) (?:topa|topam|aceita|aceitam|toparia|topariam)|topa|topam|que tal|bora) (?:marcar |fazer |ter )?(?:uma?|outra|mais uma|um novo|uma nova) (?:conversa|reuniao|call|ligacao|visita|demonstracao|demo|apresentacao|almoco|cafe|papo|rodada)\b/;

/** Promising to report back is a commitment without a date: "e te aviso", "te dou um retorno". */
const reportsBack =
  /\b(?:te|lhe|vos) (?:aviso|retorno|respondo|confirmo|dou (?:um |o )?(?:retorno|toque|feedback|sinal)|falo|conto)\b(?! que\b)/;

/**
 * A date or deadline still to come. Not the past ("desde março"), a habit ("toda segunda", "todo dia
 * dez") or "hoje" opening the sentence, which is "nowadays" ("Hoje eu pago cento e vinte"), nor "hoje" in a
 * clause about who or what is like that now ("pra quem hoje desiste na fila", "o cliente que hoje compra
 * fora", "hoje em dia").
 */
export const saysTimeAhead = (plain: string) => {
  const ahead = plain
    .replace(/\bdesde \w+/g, '')
    .replace(/\b(?:tod[oa]s?|cada) (?:o |a )?\w+/g, '')
    .replace(/^(?:e |mas |so que )?hoje\b/, '')
    .replace(/\bhoje em dia\b|\b(?:quem|onde|(?:o|a|os|as) [a-z]+ que) hoje\b/g, '');
  return findDates(ahead).length > 0 || /\bhoje\b/.test(ahead);
};

/**
 * "E eu levanto quantos pacientes faltaram", "enquanto isso eu separo os acessos": after someone else's
 * commitment, a turn opening with "eu" (after what it is for, if said) and a verb in the present takes a
 * part of the plan, date or not.
 */
export const joinsThePlan = (plain: string) =>
  /^(?:e |entao |ai )?(?:(?:pra|para|por|enquanto|nesse|neste) (?:isso|isto|caso),? |ate la,? )?eu /.test(
    plain,
  ) && firstPersonPresent.test(plain);

/**
 * Who signs or decides, or whose word is final: "quem assina é o seu Antônio", "quem dá o ok são os sócios",
 * "a palavra final é dele", "o Henrique, que aprova qualquer contrato".
 */
const namesTheDecider =
  /\bquem (?:assina|decide|aprova|bate o martelo|da (?:o|a) (?:ok|sim|aval|palavra final|ultima palavra)|tem a (?:palavra final|ultima palavra)|manda)\b|\b(?:a )?(?:palavra final|ultima palavra|decisao(?: final)?)\b[\w ]{0,15}\b(?:e|fica|fica com|cabe a) (?:dele|dela|deles|delas|d[oa]s? \w+|(?:o|a|os|as) \w+)\b|\bque (?:aprova|assina|decide)\b/;

/**
 * "Quem assina é o seu Antônio. Eu levo pra ele com a minha recomendação, mas a palavra final é dele.": a
 * verb in the first person present beside who decides says how the approval goes, not what the speaker will
 * do. With a time ahead ("eu levo pra ele amanhã") or a promise to report back ("e te retorno") it is a step.
 */
export const describesApprovalPath = (plain: string, plainTurn: string) =>
  firstPersonPresent.test(plain) &&
  !/\b(?:vou|vamos|irei|iremos)\b/.test(plain) &&
  namesTheDecider.test(plainTurn) &&
  !saysTimeAhead(plain) &&
  !reportsBack.test(plain);

/** "Toda segunda eu reviso os pedidos", "sempre mando o relatório": a habit, not a plan. */
const habit =
  /\b(?:tod[oa]s? (?:[oa]s? )?(?:dias?|semanas?|mes|meses|segundas?|tercas?|quartas?|quintas?|sextas?|sabados?|domingos?|manhas?|tardes?|noites?)|sempre|normalmente|geralmente|costum\w+|de vez em quando)\b/;

/**
 * The sentence as the commitment it carries: a tag question asks for a yes to what is said ("Mando até
 * quarta, pode ser?"), a name opening it says who it is said to ("E, Gustavo, manda junto o caso"), and "vou
 * te falar" announces what follows ("eu vou te falar, a gente não tem verba"); none commits anyone.
 */
const asStatement = (plain: string) =>
  plain
    .trim()
    .replace(tagQuestion, '.')
    .replace(/^(?:e|entao|ai),? (?:[a-z]+, )+/, '')
    .replace(politeLeadIn, '')
    .replace(speechAct, '')
    .trim();
/**
 * "Se não for pedir muito, me manda o contrato", "por favor, me envia a tabela": courtesy before a request
 * asks the same thing; without it the request opens the sentence, as the rules read it.
 */
const politeLeadIn =
  /^(?:e |entao )?(?:se (?:nao for (?:pedir muito|incomodo|abuso|muito trabalho)|puder|possivel|der)|por favor|sem querer abusar|se (?:voce|vc) puder),? (?=(?:me|nos) )/;
const tagQuestion =
  /,? (?:pode ser|tudo bem|ta bom|ta|combinado|beleza|fechado|ok|certo|serve|fica bom|da certo|pode|sim|nao e|ne)\s*\?$/;
const speechAct =
  /\b(?:eu )?(?:vou|vamos) (?:te |lhe |ser )?(?:falar|dizer|contar|confessar|admitir|ser sincer[oa]s?|ser franc[oa]s?|ser honest[oa]s?)(?: uma coisa| com (?:voce|voces|vc)| pra (?:voce|voces|vc))?(?=\s*(?:[,:.]|$)|\s+que\b)/;

/**
 * "Se fechar o piloto, eu separo as lojas", "se a Paula me mandar a planilha, eu monto a simulação": once
 * the deal moves (someone agrees, approves, signs, hands something over), the speaker's own verb in the
 * present is what the speaker will do, date or not. A condition on how things turn out ("se metade passar
 * pro Pix, eu dispenso dois cobradores", "se o paciente faltar, eu remarco") tells a gain or a routine.
 */
const promisedOnCondition = (plain: string) => {
  const promise =
    /(?:^|\b(?:e|entao|ai),? )se (?:[a-z]+ ){0,12}?(?:for (?:o |um |uma )?(?:piloto|teste|projeto|contrato|fechar|aprovad[oa]|sim)|(?:topar|toparem|aprovar|aprovarem|fechar|fecharmos|fecharem|assinar|assinarem|aceitar|aceitarem|autorizar|autorizarem|confirmar|confirmarem|gostar|gostarem|quiser|quiserem|der certo|derem certo|der o ok|derem o ok)|(?:me|nos) (?:mandar|mandarem|enviar|enviarem|passar|passarem|encaminhar|encaminharem))\b.*?, (?:entao )?(eu .+)$/.exec(
      plain,
    )?.[1];
  return promise !== undefined && firstPersonPresent.test(promise);
};

/**
 * "E se o Valdir topar, dá pra eu ir aí ver a linha?", "se tudo andar, a gente apresenta pros escreventes
 * no dia 15?": once the deal moves, the speaker proposes what they (or both sides) will do, asked for a yes.
 * A question of how or when ("se fechar, a gente começa quando?") asks, and proposes nothing yet; nor do
 * the client's questions on terms ("se fechar, a gente paga em três vezes?", "posso pagar no boleto?").
 */
const proposedOnCondition = (plain: string) => {
  if (
    !plain.trim().endsWith('?') ||
    /\b(?:quando|como|onde|quanto|quantos|qual|quais|quem|o que|por que)\b/.test(plain)
  )
    return false;
  const proposal =
    /(?:^|\b(?:e|entao|ai),? )se (?:[a-z]+ ){0,8}?(?:topar|toparem|aprovar|aprovarem|fechar|fecharmos|fecharem|assinar|assinarem|aceitar|aceitarem|autorizar|autorizarem|liberar|liberarem|gostar|gostarem|andar|der certo|derem certo|der o ok|derem o ok|correr bem)\b[^,]*, (?:entao )?(.+)$/.exec(
      plain,
    )?.[1];
  return (
    proposal !== undefined &&
    (firstPersonPresent.test(proposal) ||
      /^(?:a gente|nos) (?:ja )?(?!(?:paga|pagamos|tem|temos|fica|ficamos|precisa|precisamos|pode|podemos|consegue|conseguimos|ganha|ganhamos|perde|perdemos|economiza|economizamos)\b)(?:[a-z]{2,}[aez]|[a-z]+[aei]mos)\b/.test(
        proposal,
      ) ||
      /^(?:da pra eu|(?:eu )?posso) (?:ja )?(?:ir|vir|passar|voltar|instalar|apresentar|treinar|mostrar|montar|levar|trazer|marcar|agendar|fazer|rodar|comecar|configurar|visitar|preparar|mandar|enviar)\b/.test(
        proposal,
      ))
  );
};

/** "Quinta de manhã eu tô aí", "amanhã passo lá": being there at a time is a visit. */
const presence = /\b(?:eu )?(?:to|estou|estarei|vou estar|passo|apareco|chego) (?:ai|la|por ai|por la)\b/;

/**
 * "Me conta um pouco como vocês tocam a gráfica hoje", "me explica o que acontece hoje": asked to tell now,
 * on the call, and "hoje" says how things are, not when to do it. Told later it is a step ("me fala até
 * sexta o que vocês decidiram").
 */
const asksToTellNow =
  /\b(?:me|nos) (?:conta|fala|explica|descreve|diz)\b(?: \w+){0,3} (?:como|o que|quant\w*|qual|quais|onde|quem|por que|sobre)\b/;
const toldLater =
  /\b(?:amanha|depois|ate (?:o |a )?\w+|semana que vem|proxim\w+|segunda|terca|quarta|quinta|sexta|sabado|domingo|quando (?:souber|tiver|decidir\w*))\b/;

export function isNextStep(sentence: string): boolean {
  const normalizedSentence = asStatement(sentence);
  // "Eu não vou treinar ninguém com a marina lotada": a refusal, whatever the verb.
  if (refused.test(normalizedSentence)) return false;
  if (asksToTellNow.test(normalizedSentence) && !toldLater.test(normalizedSentence)) return false;
  if (presence.test(normalizedSentence) && saysTimeAhead(normalizedSentence)) return true;
  if (
    offersToDo.test(normalizedSentence) ||
    (offerToDo.test(normalizedSentence) && saysTimeAhead(normalizedSentence))
  )
    return true;
  if (proposedOnCondition(normalizedSentence)) return true;
  if (proposesToMeet.test(normalizedSentence) && saysTimeAhead(normalizedSentence)) return true;
  if (normalizedSentence.trim().endsWith('?') && !proposedInFirstPerson.test(normalizedSentence))
    return false;
  if (saidInTheFuture.test(normalizedSentence)) return true;
  if (normalizedSentence.split(/\s+/).length < 3) return false;
  if (habit.test(normalizedSentence) && !saysTimeAhead(normalizedSentence)) return false;
  if (firstPersonPresent.test(normalizedSentence) && saysTimeAhead(normalizedSentence)) return true;
  if (promisedOnCondition(normalizedSentence)) return true;
  // "E já adianto pro diretor hoje à tarde": "já" and a verb in the first person, with a time ahead.
  if (alreadyDoing.test(normalizedSentence) && saysTimeAhead(normalizedSentence)) return true;
  if (reportsBack.test(normalizedSentence)) return true;
  // "A gente faz o treinamento na obra" is how the product works; "a gente fecha na terça" is a plan.
  if (weInThePresent.test(normalizedSentence) && saysTimeAhead(normalizedSentence)) return true;
  // "Posso fazer um piloto em dezembro": an offer with its date is a step.
  if (offerToDo.test(normalizedSentence) && saysTimeAhead(normalizedSentence)) return true;
  if (plansInFirstPerson(normalizedSentence) || takesItOn.test(normalizedSentence)) return true;
  if (ourSideCommits(normalizedSentence, saysTimeAhead(normalizedSentence))) return true;
  return commitments.some((pattern) => pattern.test(normalizedSentence));
}

/**
 * Taking a task on in other words than a verb of doing: "fico responsável por montar o cronograma", "preciso
 * que você me mande a proposta" (asking the other side, in the subjunctive).
 */
const takesItOn =
  /\bfic(?:o|amos) responsave(?:l|is) (?:por|pela|pelo)\b|\b(?:preciso|precisamos|queria|gostaria) que (?:voce|voces|vc) (?:me |nos )?[a-z]+[ae]\b/;

/**
 * A request asked as a question ("Vocês conseguem me mandar o inventário?", "Você me manda o mapa das
 * salas?", "se eles toparem, você vem aqui apresentar pra eles?") commits the other side once they say yes
 * in the next turn ("Consigo, até terça.", "Claro.", "Vou sim.").
 */
export const asksForIt = (plain: string) =>
  plain.trim().endsWith('?') &&
  /\b(?:voce|voces|vc) (?:me |nos )(?:manda|envia|passa|encaminha|prepara|traz|separa|confirma)\b|\b(?:voce|voces|vc) (?:vem|viria|viriam|pode vir|podem vir) (?:aqui |ate aqui |na \w+ |no \w+ )?[a-z]+[aei]r\b|\b(?:consegue|conseguem|pode|podem|poderia|poderiam|da pra (?:voce|voces|vc)) (?:me |nos )(?:mandar|enviar|passar|encaminhar|preparar|trazer|separar|confirmar)\b/.test(
    plain,
  );
/**
 * "Posso montar um teste de trinta dias na saída?" / "Se o shopping deixar, pode.": an offer to set
 * something up, bring something to try or call someone back ("depois da reunião eu posso ligar pro Paulo?"),
 * asked and accepted in the next turn, commits the one who offers,
 * whatever the reply goes on to say. Asking leave to come, to see or to bring someone ("posso passar na sua
 * loja?", "posso ver o galpão?", "posso levar o técnico?") or for the call itself ("posso compartilhar a
 * tela?") is not.
 */
export const offerAsked = (plain: string) =>
  plain.trim().endsWith('?') &&
  /\b(?:eu )?posso (?:te |lhe |ja )?(?:montar|preparar|fazer|simular|instalar|configurar|separar|reservar|organizar|deixar|liberar|criar|rodar|ligar|telefonar|(?:levar|trazer|deixar) (?:um|uma|uns|umas))\b/.test(
    plain,
  ) &&
  !/\b(?:tela|pergunta|duvida|aqui|agora|rapidinho)\b/.test(plain);
export const saysYes = (plain: string) =>
  /^(?:se [^,]{1,40}, )?(?:consigo|posso|pode|claro|sim|mando|envio|passo|encaminho|preparo|trago|separo|confirmo|pode deixar|combinado|fechado|com certeza|beleza|ok|certo|perfeito|tranquilo|(?:vou|vamos|venho|vimos) sim|venho|topo|topamos)\b/.test(
    plain,
  );
