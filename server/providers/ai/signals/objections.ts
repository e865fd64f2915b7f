/**
 * What holds a deal back, as pt-BR buyers say it, in a normalised sentence (lower case, no accents); each
 * rule names the kind of objection in Portuguese, which is what the meeting page shows beside it. Six kinds,
 * the ones sales methods name: price, competition, timing, authority (someone else approves), security and
 * data protection (LGPD), and fit (it may not work for them: adoption, migration, their way of working).
 * Labelled examples live in scripts/bench-ai/labelled-calls; rules are tuned on the tuning calls only.
 */
export const objectionKinds = [
  'preço',
  'concorrência',
  'momento',
  'aprovação',
  'segurança',
  'aderência',
] as const;
export type ObjectionKind = (typeof objectionKinds)[number];

const objections: Array<[RegExp, ObjectionKind]> = [
  [
    /\blgpd\b|\bprotecao de dados\b|\bdados (?:ficam|sao|vao ficar|estao) (?:hospedados|armazenados|guardados)\b|\bhospedad[oa]s? onde\b|\bseguranca da informacao\b|\bvazamento\b|\bsigilo\b|\bcompliance\b|\bpolitica (?:interna )?(?:de|sobre) (?:dados|seguranca|privacidade)\b|\bauditoria de seguranca\b|\bnuvem (?:fora|no exterior)\b|\bfora do brasil\b/,
    'segurança',
  ],
  [
    /\b(?:ta|esta|e|ficou|fica|muito|meio|bem|bem mais|achei|acho) caro\b|\bcaro demais\b|\bfora do (?:nosso )?orcamento\b|\bnao (?:temos|tenho) (?:verba|orcamento|isso)\b|\borcamento [\w ]{0,30}(?:ja )?(?:esta |ta )?(?:fechado|estourado|apertado|comprometido)\b|\bcortando custos\b|\blevar uma reducao\b|\bfica longe\b|\bacima do que (?:esperava|esperavamos|imaginava|imaginavamos)\b|\bacima do (?:nosso )?orcamento\b|\bnao (?:vejo|vemos) (?:valor|retorno|beneficio)\b|\bpreco (?:alto|salgado)\b|\bsem verba\b|\bnao cabe no (?:nosso )?orcamento\b|\bnao tenho isso\b/,
    'preço',
  ],
  [
    /\b(?:a gente |nos )?ja (?:temos|tenho|tem|usamos|uso|usa|trabalhamos com) (?:um |uma |o |a )?(?:sistema|ferramenta|fornecedor|solucao|parceiro|contrato|crm|erp|plataforma|universidade corporativa)\b|\bfornecedor atual\b|\b(?:um |uma |o |outro )?concorrente\b|\boutra (?:empresa|ferramenta|proposta|solucao)\b|\bproposta de (?:outra|outro)\b/,
    'concorrência',
  ],
  [
    /\b(?:preciso|precisamos|tenho que|teria que|vou ter que|temos que) (?:ver|falar|consultar|levar|validar|alinhar|checar|aprovar)(?: isso)? (?:com|pro|pra|para o|para a)\b|\bprecisa (?:de aprovacao|ir pro|ir para|passar pelo|passar pela)\b|\bnao (?:sou|e) (?:eu )?quem decide\b|\bdepende d[oa] (?:diretoria|conselho|comite|dono|financeiro)\b|\b(?:aprovacao|aval) d[oa]\b|\bprecisa(?:m)? (?:concordar|assinar junto|aprovar|dar o aval)\b|\bnao e so minha\b/,
    'aprovação',
  ],
  [
    /\bnao e (?:uma )?prioridade\b|\bnao e o momento\b|\bmais pra frente\b|\b(?:agora|esse ano|este ano) nao\b|\bcontrato atual (?:vence|termina|acaba)\b|\bso (?:vence|termina|acaba) em\b|\b(?:vou|vamos|preciso|precisamos|deixa eu) pensar\b|\bso (?:no|em|depois de) (?:ano que vem|proximo ano)\b|\bsem tempo (?:agora|pra isso)\b|\bdepois d[oa] (?:fechamento|auditoria|carnaval|ferias)\b|\bso (?:consigo|da pra|posso) pensar nisso\b|\borcamento do (?:ano que vem|proximo ano)\b|\bagora nao da\b/,
    'momento',
  ],
  [
    /\b(?:meu|nosso) medo\b|\b(?:tenho|temos) medo\b|\bme preocupa\b|\bpreocupacao\b|\bresistencia\b|\bnao tem familiaridade\b|\b(?:muito|bem|meio) (?:complexo|complicado)\b|\bnao sei se (?:funciona|serve|atende|se encaixa|da certo)\b|\bpreciso ver isso\b|\bnao confio\b|\bfoi um caos\b|\bficou um caos\b|\bnao atende\b|\bnao se encaixa\b|\bnosso processo e (?:diferente|muito especifico)\b|\bprecisam aceitar\b|\b(?:e|esta) (?:muito )?limitad[ao]\b|\b(?:sinal|internet|conexao) (?:de celular )?(?:e|esta) (?:ruim|fraco|fraca)\b|\b(?:voces|vcs) integram\b|\bintegra com (?:o|a) (?:nosso|nossa)\b/,
    'aderência',
  ],
];

/** The kinds of objection the sentence voices, most specific first; none when it voices none. */
export function objectionKindsOf(normalizedSentence: string): ObjectionKind[] {
  return objections.filter(([pattern]) => pattern.test(normalizedSentence)).map(([, kind]) => kind);
}
