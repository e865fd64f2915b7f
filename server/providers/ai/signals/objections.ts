/**
 * What holds a deal back, as pt-BR buyers say it, in a normalised sentence (lower case, no accents); each
 * rule names the kind of objection in Portuguese, which is what the meeting page shows beside it.
 */
const objections: Array<[RegExp, string]> = [
  [
    /\b(?:ta|esta|e|ficou|fica|muito|meio|bem|bem mais) caro\b|\bcaro demais\b|\bfora do (?:nosso )?orcamento\b|\bnao (?:temos|tenho) (?:verba|orcamento|isso)\b|\borcamento [\w ]{0,30}(?:ja )?(?:esta |ta )?(?:fechado|estourado|apertado)\b|\bcortando custos\b|\blevar uma reducao\b|\bfica longe\b|\bacima do que (?:esperava|esperavamos|imaginava|imaginavamos)\b|\bacima do (?:nosso )?orcamento\b|\bnao (?:vejo|vemos) (?:valor|retorno|beneficio)\b|\b(?:proposta|concorrente|deles)\b.*\bmais barat[oa]s?\b/,
    'preço',
  ],
  [
    /\bja (?:temos|tenho|usamos|uso|trabalhamos com) (?:um |uma |o |a )?(?:sistema|ferramenta|fornecedor|solucao|parceiro|contrato|crm|erp)\b|\bfornecedor atual\b|\b(?:um |uma |o )?concorrente\b/,
    'concorrência',
  ],
  [
    /\bnao e (?:uma )?prioridade\b|\bnao e o momento\b|\bmais pra frente\b|\b(?:agora|esse ano|este ano) nao\b|\bcontrato atual (?:vence|termina|acaba)\b|\bso (?:vence|termina|acaba) em\b|\b(?:vou|vamos|preciso|precisamos|deixa eu) pensar\b|\bso (?:no|em|depois de) (?:ano que vem|proximo ano)\b/,
    'momento',
  ],
  [
    /\b(?:preciso|precisamos|tenho que|teria que|vou ter que|temos que) (?:ver|falar|consultar|levar|validar|alinhar|checar)(?: isso)? (?:com|pro|pra|para o|para a)\b|\bprecisa (?:de aprovacao|ir pro|ir para|passar pelo|passar pela)\b/,
    'aprovação',
  ],
  [
    /\b(?:meu|nosso) medo\b|\b(?:tenho|temos) medo\b|\bme preocupa\b|\bpreocupacao\b|\bresistencia\b|\bnao tem familiaridade\b|\b(?:muito|bem|meio) (?:complexo|complicado)\b|\bnao sei se\b|\bpreciso ver isso\b|\bnao confio\b|\bfoi um caos\b|\bficou um caos\b/,
    'risco',
  ],
];

/** The kind of objection the sentence voices, or undefined when it voices none. */
export function objectionKind(normalizedSentence: string): string | undefined {
  return objections.find(([pattern]) => pattern.test(normalizedSentence))?.[1];
}
