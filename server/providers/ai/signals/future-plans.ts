/**
 * The future said with "ir" and an infinitive ("vou pedir pro jurídico", "a gente vai reservar a agenda"),
 * whatever the verb: in the first person it is what the speaker will do. Verbs of being, wanting, thinking
 * or saying ("vou ser sincero", "vou precisar", "vamos supor", "vou te mostrar aqui") are not a step, nor
 * are one's part on the call ("eu vou focar em integração", "vou só acompanhar"), what happens on the call
 * itself ("agora", "aqui"), what a condition threatens ("se não resolver, vou trocar") or a refusal ("não
 * vou largar a planilha").
 */
export const notAStep =
  'ser|estar|ficar|ter|precisar|querer|poder|dever|conseguir|saber|achar|pensar|imaginar|supor|lembrar|mostrar|explicar|resumir|recapitular|repetir|perguntar|come[cç]ar|entender|perder|acabar|virar|continuar|sair|cair|dizer|contar|confessar|admitir|deixar|parar|tentar|gostar|adorar|amar|odiar|chorar|sofrer|morrer|esperar|falar|fazer|ver|focar|acompanhar|ouvir|participar|observar|assistir';

const futureInFirstPerson = new RegExp(
  `\\b(?:eu vou|vou|vamos|irei|iremos|a gente vai|nos vamos)(?: (?:te|lhe|ja|so|tambem|logo|entao))* (?!(?:${notAStep.replace('[cç]', 'c')})\\b)[a-z]{2,}[aei]r\\b`,
);
const onTheCall = /\b(?:aqui|agora|rapidinho|nessa tela|na tela)\b/;
const threatened = /^(?:e |mas )?se\b|\bsenao\b|\bse nao\b/;
/** "Eu não vou largar a minha planilha": a refusal. */
export const refused = /\b(?:nao|nunca|ninguem|nem) (?:\w+ )?(?:vou|vamos|vai|irei|iremos)\b/;

/** Whether a normalised sentence says, in the future with "ir", what the speaker will do after the call. */
export const plansInFirstPerson = (plain: string) =>
  futureInFirstPerson.test(plain) &&
  !onTheCall.test(plain) &&
  !threatened.test(plain) &&
  !refused.test(plain);
