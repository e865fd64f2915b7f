import { takesThePrice, trailsOffOnAmount } from './objection-wordings.ts';
import {
  asksPriceOrTime,
  namesATime,
  namesPeopleOrHabits,
  objectionTopicsOf,
  saysAmount,
} from './objection-topics.ts';
import {
  asksToBeSent,
  asksWhetherItWorks,
  type ObjectionKind,
  objectionKindsOf,
  offerWins,
  setsACeiling,
} from './objections.ts';
import {
  announcesPushback,
  deviceBreaks,
  opensAgainst,
  praiseThenTurn,
  pushbackCue,
  refusesOrFears,
  setsACondition,
} from './pushback-cues.ts';

/**
 * Objections in words no rule was written for, read in two stages over one client turn: stage one
 * (pushback-cues.ts) asks whether a sentence has the shape of a pushback, stage two (objection-topics.ts)
 * what it is about. Read per turn because clients warn in one sentence and object in the next ("Hum. O
 * pessoal aqui mal mexe no celular."), and because a turn that names an approver or a rival is about that,
 * not about the money it also mentions. `answersQuestion`: the seller has just asked something, so a reply
 * that only opens with "olha" or "mas" is telling how things are. Returns the kinds per sentence, in order.
 */
/**
 * "Eu vendo pipoca pra quem hoje desiste na fila", "a gente atende quem hoje vai embora sem comprar": who is
 * lost today, won with the product, is a gain; the loss word in it is not a fear.
 */
const winsBackToday =
  /\b(?:vendo|vendemos|vende|atendo|atendemos|atende|recupero|recuperamos|recupera|ganho|ganhamos|ganha|fecho|fechamos|seguro|seguramos|pego|pegamos|trago|trazemos|fidelizo|fidelizamos)\b(?: [a-z]+){0,3} (?:pra |para |a |de )?quem hoje\b/;

/**
 * A sentence that welcomes the offer ("Mas isso resolve boa parte do problema", "Sinceramente, é o que a gente
 * precisa"): its "mas" or "sinceramente" opens praise, not a doubt.
 */
export const welcomesIt = (plain: string) =>
  offerWins.test(plain) ||
  winsBackToday.test(plain) ||
  (/\b(?:resolve|resolveria|ajuda|ajudaria|gostei|gostamos|faz sentido|e o que (?:a gente|eu|nos) (?:precisa|preciso|precisamos)|seria (?:otimo|perfeito|bom)|muda o jogo|vale a pena)\b|\b(?:achei|acho|ficou|e|esta|ta) (?:muito |bem )?(?:bom|boa|otimo|otima|excelente|legal|interessante)\b|\bque (?:legal|bom|otimo|interessante|bacana)\b/.test(
    plain,
  ) &&
    !/\bnao (?:\w+ ){0,3}(?:resolve|ajuda|gostei|faz sentido|vale|seria|e o que|achei|ficou)\b/.test(plain));

/**
 * "E esse chip aguenta? A gente lava a oitenta e cinco graus.", "E a câmera lê placa suja? Porque no subsolo a
 * luz é horrível.": whether it copes, asked and then backed by how hard their conditions are, doubts it fits
 * them; asked alone ("E funciona sem internet?") it asks.
 */
const copesVerb =
  /\b(?:aguenta|aguentam|resiste|resistem|suporta|suportam|le|leem|reconhece|reconhecem|pega|pegam|da conta)\b[^?]*\?$/;
const givesReason = /^(?:porque|pois|que|a gente|aqui|la|no|na|nos|nas|com|ja)\b/;
const asksIfItCopes = (plain: string, next: string | undefined) =>
  next !== undefined &&
  !next.trim().endsWith('?') &&
  ((copesVerb.test(plain) && givesReason.test(next)) ||
    // "Isso grava as conversas? Porque aqui tem muita informação de saúde.": a question about their data backed
    // by a reason ("E a proposta? Porque o financeiro vai perguntar." asks for it).
    (plain.trim().endsWith('?') &&
      /^(?:porque|pois)\b/.test(next) &&
      objectionTopicsOf(plain).kinds.includes('segurança')));

/**
 * A doubt that points back to what was just said: "Isso complica.", "Aí fica difícil.", "O conselho não vai
 * gostar nada disso.", "A diretoria não aceita isso.".
 */
export const pointsBackToIt =
  /^(?:e |mas |ai |dai )?(?:isso|ai|aí|dai|entao) (?:\w+ ){0,2}(?:complica|fica (?:dificil|complicado|pesado)|pega|pesa)\b|\bnao (?:\w+ ){0,2}(?:gost\w*|aceit\w*|deix\w*|permit\w*|topa\w*)(?: nada| muito)? (?:disso|isso)(?: ai| aqui)?[.!]*$/;

/**
 * A client picturing what the offer would bring: "Se eu conseguir responder o importador, já valeu", "Se o combo
 * vier junto, eu vendo pipoca", "se eu mostrar a origem, eu não perco o contrato", "isso é o sonho de todo franqueado", or welcoming it outright.
 */
export const picturesTheGain = (plain: string) =>
  welcomesIt(plain) ||
  /^(?:\w+,? )?se (?:eu|a gente|nos|isso|o|a|os|as)\b[^.]*,? (?:eu|a gente|nos|ja|isso|ai)\b(?! nao\b(?! (?:perco|perde|perdemos|preciso|precisa|precisamos)\b))/.test(
    plain,
  ) ||
  /\b(?:e|seria) o sonho\b|\bja valeu\b|\bmuda (?:o jogo|tudo|a minha vida)\b/.test(plain);

/**
 * `followsOffer`: the line before offers something (the seller's pitch or a client picturing the gain), so a turn
 * that opens against it pushes back on the offer.
 */
export function pushbackKindsOfTurn(
  plainSentences: string[],
  answersQuestion: boolean,
  followsOffer = false,
): ObjectionKind[][] {
  let announced = false;
  const plainTurn = plainSentences.join(' ');
  const read = plainSentences.map((plain, index) => {
    const copes = asksIfItCopes(plain, plainSentences[index + 1]);
    const hangsOnPrice = trailsOffOnAmount(plain) && !plainSentences.some(takesThePrice);
    const cue = pushbackCue(plain) ?? (copes ? 'doubt' : hangsOnPrice ? 'strong' : undefined);
    const heard = cue === 'doubt' || cue === 'strong' || (cue === 'weak' && !answersQuestion);
    const pushes = (heard || announced) && !asksPriceOrTime(plain) && !asksToBeSent.test(plain);
    const onlyAnnounces = heard && announcesPushback(plain) && cue === 'weak';
    if (heard && announcesPushback(plain)) announced = true;
    // "Mais que isso fica pesado": a ceiling said ahead of a price is what they can pay, not a pushback; a
    // gate or a data concern said with it still is.
    const ceiling = setsACeiling(plain);
    const topics = pushes ? objectionTopicsOf(plain, plainTurn) : { kinds: [], namesMoney: false };
    // Asked who decides, "ela vai querer ver os números" answers; only a condition set by the approver ("ele
    // só olha se eu levar o número") still pushes back.
    const kinds = topics.kinds
      .filter((kind) => !ceiling || kind === 'aprovação' || kind === 'segurança')
      .filter((kind) => kind !== 'aprovação' || !answersQuestion || setsACondition(plain));
    // A doubt names its topic or is about fit; said in answer to a question it is more often how things are
    // today ("à noite ninguém olha"), so only a doubt said unasked is read as one without a topic.
    // A worried question with no other topic doubts fit only when it names their people or habits ("E o
    // meu pessoal?"); "Como fica a parte fiscal?" asks. "Depois disso ninguém mexe em nada até agosto" is
    // said about when.
    const asks = plain.trim().endsWith('?');
    const doubts =
      pushes &&
      !welcomesIt(plain) &&
      !ceiling &&
      !onlyAnnounces &&
      !asksWhetherItWorks.test(plain) &&
      (cue === 'doubt' || (cue === 'weak' && (asks || deviceBreaks(plain)))) &&
      (!answersQuestion || praiseThenTurn.test(plain)) &&
      !namesATime(plain) &&
      (!asks || namesPeopleOrHabits(plain) || copes);
    // "Mas a mensalidade é por unidade?": the money asked about, which the doubt said next weighs.
    const asksOfMoney = asks && !ceiling && objectionTopicsOf(plain, plainTurn).namesMoney;
    // "Ele aprova qualquer contrato acima de cem mil", said when asked who decides: the sum is the gate's
    // threshold, not a price pushed back on.
    const gatesMoney = topics.kinds.includes('aprovação');
    return { kinds, namesMoney: pushes && !ceiling && !gatesMoney && topics.namesMoney, doubts, asksOfMoney };
  });
  const kinds = read.map((sentence) => sentence.kinds);
  const all = new Set(kinds.flat());
  // An amount weighed against a rival's or a time is about the price too ("A outra cotou três mil pra mesma
  // coisa", "Oito mil de uma vez agora não tem como"); set beside a gate it is the gate's threshold.
  // A rival's price may be said in the next sentence ("São dois mil por mês. Hoje o banco cobra um e noventa.");
  // a time set beside an amount weighs it only in the same sentence ("O orçamento só abre em janeiro" after
  // the sum is about when).
  const weighs = (found: ObjectionKind[], index: number) =>
    found.includes('concorrência')
      ? plainSentences.some(saysAmount)
      : found.includes('momento') && saysAmount(plainSentences[index]!);
  const weighed = kinds.findIndex(weighs);
  if (!all.has('preço') && !all.has('aprovação') && weighed >= 0)
    kinds[weighed] = [...kinds[weighed]!, 'preço'];
  // "A gente já usa outro pro pagamento. Não quero mais um aplicativo.": a refusal beside a named topic, in a
  // sentence of its own that names their people or tools, is a doubt of fit too ("Quinze mil? Isso não cabe
  // aqui." refuses the price named beside it; a worried question beside it asks about that topic).
  if (all.size > 0)
    return kinds.map((found, index) =>
      found.length === 0 &&
      read[index]!.doubts &&
      !plainSentences[index]!.trim().endsWith('?') &&
      refusesOrFears(plainSentences[index]!) &&
      namesPeopleOrHabits(plainSentences[index]!)
        ? ['aderência']
        : found,
    );
  // Nothing more specific named: money said in a pushback is about the price ("Aí dá uns oito mil. A gente não
  // tem verba pra isso."), and a doubt that names no money is a doubt that it fits them, unless it follows a
  // question about the money ("A mensalidade é por unidade? Aí multiplica por seis, fica inviável.").
  const money = read.findIndex(({ namesMoney }) => namesMoney);
  const doubt = read.findIndex(({ doubts }) => doubts);
  const at = money >= 0 ? money : doubt;
  const weighsMoneyAsked = doubt >= 0 && read.slice(0, doubt).some(({ asksOfMoney }) => asksOfMoney);
  // "O cliente tem que autorizar o uso da imagem dele, né? Isso complica.": a short doubt that points back
  // ("isso") weighs the topic the sentence before it named, even unpushed.
  const before =
    doubt > 0 && money < 0 && pointsBackToIt.test(plainSentences[doubt]!)
      ? objectionTopicsOf(plainSentences[doubt - 1]!, plainTurn).kinds
      : [];
  if (before.length > 0) return plainSentences.map((_, index) => (index === doubt ? before : []));
  // "Só que aqui o pessoal é bem tradicional.", "Agora, o nosso público é muita gente de idade.": a turn that
  // opens against the offer, unasked, and goes on about their people or conditions says it does not fit them.
  const turnsToThem =
    doubt < 0 &&
    money < 0 &&
    !answersQuestion &&
    followsOffer &&
    opensAgainst(plainSentences[0]!) &&
    !welcomesIt(plainSentences[0]!) &&
    !plainSentences[0]!.trim().endsWith('?') &&
    plainSentences.some(namesPeopleOrHabits);
  if (turnsToThem) return plainSentences.map((_, index) => (index === 0 ? ['aderência'] : []));
  const kind: ObjectionKind = money >= 0 || weighsMoneyAsked ? 'preço' : 'aderência';
  // "Não dá, é muito pra mim": the phrase rules already name what the sentence pushes back on; a fallback
  // kind beside it would only guess.
  if (at >= 0 && objectionKindsOf(plainSentences[at]!).length > 0) return plainSentences.map(() => []);
  return plainSentences.map((_, index) => (index === at ? [kind] : []));
}
