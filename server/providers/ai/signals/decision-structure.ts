import { normalize } from '../text.ts';

/**
 * Who decides, read from how the sentence is built rather than from set phrases: a verb of the deciding
 * family in any tense or after any modal ("vai ter que validar", "aprovou", "pode autorizar"), with someone
 * as its subject or as "quem"; a noun of the family owned by someone ("a aprovação final vem do Eduardo",
 * "sem a assinatura do Ernesto", "precisa do sim da Fernanda"); or the deal sent up to a body ("levar pro
 * comitê", "submeter ao conselho", "sobe pro Ernesto").
 */

/** Verbs whose subject decides the purchase, any inflection: "decide", "aprovou", "validar", "homologa". */
const decidingVerb =
  '(?:decid|aprov|assin|autoriz|valid|homolog|chancel|referend|ratific)\\w*|bat\\w* o martelo|(?:da|dao|dar|de|der|deu|dara|dava) o (?:ok|aval|sinal verde|sim|de acordo|aceite)';
/** Nouns of a decision someone owns: "a aprovação", "a caneta", "o de acordo". */
const decidingNoun =
  '(?:decisao|aprovacao|assinatura|aval|ok|caneta|palavra final|ultima palavra|martelo|autorizacao|validacao|chancela|de acordo|bencao|sim|sinal verde)';

/** "Quem valida", "quem vai decidir", "ela que fecha", "é quem vai bater o martelo": the one named decides. */
const whoDecides = new RegExp(
  `\\b(?:quem|(?:ele|ela|eles|elas) que) (?:\\w+ ){0,3}?(?:${decidingVerb}|fecha|fecham)\\b`,
);
/** "A aprovação final vem do Eduardo", "a decisão vai ser do comitê", "a caneta é do Osvaldo". */
const nounOwned = new RegExp(
  `\\b${decidingNoun}(?: final| mesmo| mesma)? (?:\\w+ ){0,2}?(?:e|vem|fica|sai|cabe|esta|vai ser|seria|continua) (?:sempre |mesmo )?(?:com |de |d)(?:[oa]s? )?\\w`,
);
/** "Sem a assinatura do Ernesto", "precisa do sim da Fernanda", "depende do aval do conselho". */
const nounNeeded = new RegExp(
  `\\b(?:sem|precis\\w+ d[oa]|depende d[oa]|dependo d[oa]|dependemos d[oa]|com) (?:[oa] )?${decidingNoun}(?: final)? d[oa]s?\\b`,
);
/**
 * The deal sent up to a body to decide: "submeter ao conselho", "isso sobe pra diretoria", "vai pro comitê
 * aprovar". Presenting to a body or taking it to one ("apresentar pra diretoria", "levar pro financeiro")
 * reports or asks, and says nothing of who decides.
 */
const sentUpTo = (bodies: string) =>
  new RegExp(
    `\\b(?:submet\\w+ (?:isso |tudo |a proposta |o contrato )?(?:ao|aos|a|as|para [oa]s?|pr[oa]s?)|(?:sobe|sobem|subir) (?:pr[oa]s?|para [oa]s?|ao|aos|a)) (?:\\w+ )?(?:${bodies})\\b|\\b(?:vai|vao|ir) (?:pr[oa]s?|para [oa]s?|ao|aos|a) (?:\\w+ )?(?:${bodies}) (?:\\w+ )?(?:${decidingVerb})\\b|\\bpass\\w* (?:por|pel[oa]s?|n[oa]s?) (?:\\w+ )?(?:${decidingBodies})\\b`,
  );
/** Bodies that exist to decide: a deal passing by them is theirs to approve, as it is not the legal's. */
const decidingBodies = 'comite|conselho|diretoria|assembleia|presidencia|socios|mantenedora|holding';
/** The deal sent up to a person: "isso sobe pro Ernesto", "vai pra mesa do Ernesto". */
const sentUpToPerson =
  /\b(?:sobe|sobem|subir) (?:pr[oa]|para [oa]) (?:mesa d[oa] )?\p{Lu}\p{Ll}+|\bmesa d[oa] \p{Lu}/u;
/**
 * Someone named as the subject of a deciding verb: "o Rui aprovou", "só o Ernesto pode autorizar", "o
 * Ernesto, nosso diretor, é quem vai bater o martelo", "depende do Otávio".
 */
const namedSubject = new RegExp(
  `\\b(?:[Oo]|[Aa]|[Ss]ó|[Dd]ona|[Ss]eu)\\s\\p{Lu}\\p{Ll}+(?:,[^,]{1,40},)? (?:\\p{Ll}+ ){0,4}?(?:${decidingVerb})\\b|\\b[Dd]epende d[oa] \\p{Lu}\\p{Ll}+`,
  'u',
);
/** A personal choice, not a purchase: "ele decidiu sair", "ela decidiu mudar de cidade". */
const personalChoice = /\bdecid\w* (?:sair|ir|mudar|parar|voltar|ficar|largar|se )/;
/**
 * The legal or security review's approval ("sem aprovação do jurídico") clears the contract's terms; who
 * buys is decided elsewhere.
 */
const review = new RegExp(`\\b${decidingNoun}(?: final)? d[oa]s? (?:juridico|seguranca|compliance)\\b`);

/** Whether the sentence says someone (named in it or just before) decides, signs or approves the deal. */
export function saysWhoDecides(sentence: string, bodies: string): boolean {
  const plain = normalize(sentence);
  if (personalChoice.test(plain) || review.test(plain)) return false;
  return (
    whoDecides.test(plain) ||
    nounOwned.test(plain) ||
    nounNeeded.test(plain) ||
    sentUpTo(bodies).test(plain) ||
    sentUpToPerson.test(sentence) ||
    namedSubject.test(sentence.normalize('NFC'))
  );
}
