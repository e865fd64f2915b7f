/**
 * Template answers told by how the client's line is built, not by its vocabulary: the way things are set up
 * (a count of what they have, a habit, who does it and through what), what goes wrong as a habit ("nunca
 * bate", "vive apagando incêndio"), what solving it would bring in the conditional whatever the verb ("isso
 * me tiraria um peso", "a equipe ficaria livre"), and a budget reckoned ("pensamos em algo em torno de...").
 * template-cues.ts adds them to its word cues. Each takes a normalised line (lower case, no accents).
 */

const count =
  '(?:\\d+|um|uma|dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez|onze|doze|treze|quatorze|quinze|vinte|trinta|quarenta|cinquenta|sessenta|setenta|oitenta|noventa|cem|cento|duzent\\w+|trezent\\w+|quinhent\\w+|mil|umas?|uns|mais de|quase|perto de)';

/**
 * How things are set up today: what they have, counted ("a gente tem doze lojas", "nosso time tem oito
 * vendedores"), a habit ("cada filial manda toda sexta"), who does it ("quem cuida disso é a Rita") and
 * through what ("numa planilha compartilhada", "por e-mail").
 */
export const situationShape = new RegExp(
  `\\b(?:temos|tenho|a gente tem|nos temos|somos|(?:nosso|nossa|o nosso|a nossa) \\w+(?: \\w+)? (?:tem|e de|sao))\\b (?:hoje )?${count}\\b|\\b(?:toda|todo|cada) (?:semana|mes|dia|sexta|segunda|terca|quarta|quinta|manha|noite|filial|loja|unidade|vendedor|cliente|turno|obra)\\b|\\bquem (?:cuida|faz|controla|toca|lanca|confere|acompanha) (?:\\w+ )?(?:e|sou|sao)\\b|\\b(?:num|numa|na|no|pelo|pela|por) (?:planilha|caderno|papel|e-?mail|whatsapp|telefone|excel|sistema proprio)\\b`,
);

/**
 * What goes wrong, said as what keeps happening: "o estoque nunca bate", "a equipe vive apagando incêndio",
 * "toda semana some pedido", "não fecha com o sistema".
 */
export const painShape =
  /\bnunca (?:bate|batem|chega|chegam|funciona|funcionam|fecha|fecham|sai|saem|da certo|confere|conferem)\b|\bviv(?:e|em|emos|o) \w+(?:ando|endo|indo)\b|\bapag\w* incendio\b|\bsome(?:m)?\b|\bnao (?:bate|batem|fecha|fecham|funciona|funcionam|confere|conferem)\b|\bsempre (?:atras\w*|falta\w*|da problema|da errado|quebra\w*)\b/;

/**
 * What solving it would bring, in the conditional whatever the verb, after what brings it ("isso me tiraria
 * um peso", "com isso a equipe ficaria livre", "isso traria tranquilidade"); or said as its benefit ("a
 * vantagem pra gente é...", "o principal ganho"). What they do once it works ("se der certo, a gente leva
 * pras outras lojas") is a plan, not a gain. Modal and polite conditionals ("gostaria", "poderia", "teria que") and a cost foreseen ("isso
 * ficaria caro") are not a gain.
 */
export const worthShape = {
  test: (plain: string) =>
    (gainInConditional.test(plain) && !costForeseen.test(plain)) || benefitNamed.test(plain),
};
const gainInConditional =
  /\b(?:isso|com isso|ai|assim|entao|ja)\b (?:\w+ ){0,3}?(?!(?:gostaria|poderia|deveria|precisaria|teria|diria|preferiria|queria|seria|custaria|sairia|daria)\w*\b)\w{2,}(?:aria|eria|iria)(?:m|mos)?\b/;
const costForeseen =
  /(?:aria|eria|iria)(?:m|mos)? (?:\w+ )?(?:caro|cara|pesad[oa]|dificil|complicad[oa]|apertad[oa]|inviavel|ruim|arriscad[oa]|mais)\b/;
const benefitNamed = /\b(?:a|o|maior|principal|grande) (?:vantagem|beneficio|ganho)\b/;

/**
 * A budget reckoned: "a gente pensou em algo em torno de cinco mil", "previmos uns trinta mil no ano". Money
 * reckoned lost ("estimamos uns cento e vinte mil em vendas perdidas") is what the problem costs.
 */
export const budgetShape = {
  test: (plain: string) => budgetReckoned.test(plain) && !reckonedLost.test(plain),
};
const budgetReckoned =
  /\b(?:pens|prev|imagin|estim|calcul|planej)\w* (?:em |num |numa |gastar |investir |pagar )?(?:algo |um valor )?(?:em torno de|na faixa de|perto de|por volta de|uns|umas|no maximo)\b[^.]*\b(?:mil|reais|por mes|mensais|por ano)\b/;
const reckonedLost = /\bperd\w*|\bna mesa\b|\bprejuizo\b|\bmultas?\b|\bdeix\w* de\b|\bjogad[oa]s? fora\b/;
