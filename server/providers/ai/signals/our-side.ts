import { notAStep } from './future-plans.ts';

/**
 * Someone on the speaker's side, named by the side rather than by name: "o nosso técnico", "a minha equipe",
 * "o nosso time de implantação". What they will do is the speaker's commitment: the speaker answers for it.
 */
export const ourSide =
  '(?:o|a|os|as) (?:nosso|nossa|nossos|nossas|meu|minha|meus|minhas) [a-z]+(?: de [a-z]+)?';

const ourSideWill = new RegExp(
  `\\b${ourSide} (?:ja )?(?:vai|vao|ira|irao) (?:te |lhe |ja )?(?!(?:${notAStep.replace('[cç]', 'c')})\\b)[a-z]{2,}[aei]r\\b`,
);
/** "O nosso técnico mapeia cinco fazendas": the present said for what is to come (with a time or a deal). */
const ourSideDoes = new RegExp(
  `\\b${ourSide} (?:te |lhe |ja )?(?!(?:e|tem|esta|fica|faz|sao|era|foi|usa|cuida|trabalha)\\b)[a-z]{3,}(?:a|am)\\b`,
);
/** "Se vocês toparem", "se o Evandro aprovar": the deal moving. */
const dealMoves =
  /\bse (?:[a-z]+ ){0,3}?(?:topar|toparem|aprovar|aprovarem|fechar|fecharem|fecharmos|assinar|assinarem|aceitar|aceitarem|der certo|derem o ok|der o ok)\b/;

/** Whether the speaker's side, named as such, will do something after the call. */
export const ourSideCommits = (plain: string, timeAhead: boolean) =>
  ourSideWill.test(plain) || (ourSideDoes.test(plain) && (timeAhead || dealMoves.test(plain)));
