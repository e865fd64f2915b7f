/**
 * What a turn says without saying anything: the fillers that open it ("Olha,", "É,", "deixa eu te perguntar
 * uma coisa") and the names it is said to. A note leaves them out (reported-speech.ts).
 */

/**
 * What opens a turn without saying anything: "Sinceramente,", "Olha,", "Bom dia.", "Entendi.", "É, ...",
 * "Hum.", and what announces a question or a frank word ("deixa eu te perguntar uma coisa", "vou ser
 * sincero com você"), even when it is the whole sentence. A short filler ("é", "tá", "pra mim") only with its
 * comma or point: "É verdade", "Tá no limite" and "Pra mim tanto faz" say something.
 */
const openers =
  /^(?:(?:sinceramente|olha|bom|bem|então|entao|pois é|ah|ok|certo|perfeito|ótimo|otimo|entendi|entendo|concordo|combinado|fechado|isso é verdade|nossa|sim|claro|exato|beleza|legal|bom dia|boa tarde|boa noite|obrigad[oa]|(?:eu )?vou (?:te |lhe )?(?:ser (?:diret|sincer|franc|honest)[oa]|falar|dizer|contar)(?: uma coisa| com (?:você|voce|vc)| pra (?:você|voce|vc))?|pra ser (?:sincer|franc|honest)[oa]|faz sentido|acho que sim|e|mas|porque|(?:deixa|deixe) eu (?:te |lhe )?(?:perguntar|fazer uma pergunta)(?: uma coisa)?|posso (?:te |lhe )?(?:perguntar|fazer uma pergunta)(?: uma coisa)?)(?:\s*[,.:!]?\s+|\s*[,.:!?]?$)|(?:é|hum+|hm+|tá|uhum|aham|hã|opa|ué|(?:e )?(?:pra|para) mim)\s*[,.!]\s*)+/i;
/**
 * "Juliana, me conta:", "Doutor Roberto, Sandra,": names the turn is said to. A number is no name ("Doze,
 * treze dias." is a reply, its first number part of it), nor a month or a weekday ("Janeiro, segunda
 * quinzena." says when), nor is a list of names the first of them ("Recife, Natal e Maceió entram primeiro.").
 */
const vocatives =
  /^(?:(?:seu |dona |doutor(?:a)? |dr\.? |dra\.? )?(?!(?:Uma?|Dois|Duas|Tr[êe]s|Quatro|Cinco|Seis|Sete|Oito|Nove|Dez|Onze|Doze|Treze|Quatorze|Catorze|Quinze|Dezesseis|Dezessete|Dezoito|Dezenove|Vinte|Trinta|Quarenta|Cinquenta|Sessenta|Setenta|Oitenta|Noventa|Cem|Cento|Duzent[oa]s|Trezent[oa]s|Quatrocent[oa]s|Quinhent[oa]s|Seiscent[oa]s|Setecent[oa]s|Oitocent[oa]s|Novecent[oa]s|Mil|Janeiro|Fevereiro|Mar[çc]o|Abril|Maio|Junho|Julho|Agosto|Setembro|Outubro|Novembro|Dezembro|Segunda|Ter[çc]a|Quarta|Quinta|Sexta|S[áa]bado|Domingo)(?![\p{L}-]))\p{Lu}[\p{L}-]+(?: \p{Lu}[\p{L}-]+)?,\s*)+(?!\s*\p{Lu}[\p{L}-]+(?:,\s*\p{Lu}[\p{L}-]+)* e \p{Lu})/u;

/** The sentence without its opening fillers and the names it is said to; its first letter as it was. */
export function withoutOpeners(sentence: string): string {
  let text = sentence.trim();
  for (let previous = ''; previous !== text;) {
    previous = text;
    text = text.replace(openers, '').replace(vocatives, '').trim();
  }
  return text;
}

/**
 * What closes a sentence without saying anything: a discourse marker after the last word ("Eu envio até quinta
 * então.", "Mando hoje, tá?", "Fica para março, combinado."). With its comma any of them; without one only
 * those that cannot end a clause with meaning ("então" unless "desde então" / "até então", "né", "viu"): "o
 * valor combinado" and "o prazo está ok" say something.
 */
const closers =
  /(?:,\s*(?:então|entao|aí|ai|tá|ta|tá bom|tá certo|tá ok|tá bem|beleza|combinado|fechado|certo|ok|okay|né|viu|valeu|sabe|entendeu|pode ser|tudo bem|perfeito)|(?<!\b(?:desde|até|ate))\s+(?:então|entao)|\s+(?:né|viu))\s*[.!?…]*$/iu;

/** The sentence without the markers that close it; its final point kept when it had one. */
export function withoutClosers(sentence: string): string {
  let text = sentence.trim();
  for (let previous = ''; previous !== text;) {
    previous = text;
    const point = /[.!?…]+$/.exec(text)?.[0] ?? '';
    const cut = text.replace(closers, '');
    if (cut !== text) text = `${cut}${point}`;
  }
  return text;
}

/**
 * What announces a concern before saying it: "Só uma coisa que me preocupa: ...", "O que me preocupa é que
 * ...", "Minha preocupação é que ...", "O problema é o seguinte: ...". The concern is what follows; a lead-in
 * followed by a bare noun ("o que me preocupa é o prazo") is the concern itself and stays.
 */
const leadIns = [
  /^(?:(?:só|mas|e|agora) )?(?:tem |há )?(?:uma|outra|a única|uma última) coisa(?: que (?:me|nos|a gente) (?:preocupa|incomoda|pega|deixa \p{L}+)| que eu (?:queria|quero|preciso) (?:falar|dizer|levantar|colocar|perguntar))?\s*:\s*/iu,
  /^(?:(?:só|mas|e|agora) )?(?:o que (?:me|nos|a gente) (?:preocupa|incomoda|pega|deixa \p{L}+)|(?:a )?(?:minha|nossa) (?:maior |única |grande )?preocupação|(?:o )?(?:meu|nosso) (?:maior |único |grande )?(?:medo|receio)|o (?:único |grande |maior )?problema),? (?:é|seria)(?: o seguinte)?(?:\s*:\s*|\s+que\s+)/iu,
];

/** The sentence without what announces the concern it says; unchanged when nothing follows the announcement. */
export function withoutLeadIn(sentence: string): string {
  for (const leadIn of leadIns) {
    const rest = sentence.replace(leadIn, '');
    if (rest !== sentence && /\p{L}/u.test(rest)) return withoutOpeners(rest);
  }
  return sentence;
}

const withoutVocative = (sentence: string) => sentence.trim().replace(vocatives, '');

/** A sentence with nothing left once its fillers are gone: "Combinado.", "Bom saber.". */
export function saysNothing(sentence: string): boolean {
  // "Obrigado por receberem a gente, Sílvia.": thanks, however long.
  if (/^(?:muito )?obrigad[oa]s?\b/i.test(withoutVocative(sentence))) return true;
  return (
    withoutOpeners(sentence)
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
      .split(' ')
      .filter(Boolean).length < 3
  );
}

/**
 * A speaker saying who they are and nothing else: "Aqui é a Denise, da Padaria Trigo Bom.", "Meu nome é Paulo
 * Reis.", "Eu sou o Tiago, da Frota Sul." A role ("eu sou a gerente de compras") says more, and is not one.
 */
export function introducesSelf(sentence: string): boolean {
  const text = withoutOpeners(sentence).trim();
  const opening = text.charAt(0).toLocaleLowerCase('pt-BR') + text.slice(1);
  return /^(?:aqui (?:quem fala )?é|quem fala é|eu sou|meu nome é|sou) (?:o |a )?\p{Lu}\p{L}+(?: \p{Lu}\p{L}+)*(?:,? (?:aqui )?d[aoe]s? [^,.;!?]{1,40})?[.!]?$/u.test(
    opening,
  );
}
