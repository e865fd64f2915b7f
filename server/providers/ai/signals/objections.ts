import {
  givesFreeToCustomers,
  talksAboutTheCall,
  tellsToForgetIt,
  wordingRules,
} from './objection-wordings.ts';

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
    /\blgpd\b|\bprotecao de dados\b|\bdados (?:ficam|sao|vao ficar|estao) (?:hospedados|armazenados|guardados)\b|\bhospedad[oa]s? onde\b|\bseguranca da informacao\b|\bvazamento de (?:dados|informac\w+)\b|\bsigilo\b|\bcompliance\b|\bpolitica (?:interna )?(?:de|sobre) (?:dados|seguranca|privacidade)\b|\bauditoria de seguranca\b|\bnuvem (?:fora|no exterior)\b|\bfora do (?:brasil|pais)\b|\bno exterior\b|\bdados (?:pessoais|sensiveis|d[oa]s? (?:clientes|pacientes|alunos|criancas|funcionarios|colaboradores))\b|\bprivacidade\b|\b(?:para|pra) onde (?:eles|elas|esses dados|os dados) vao\b|\bonde ficam (?:os|esses|nossos) dados\b|\bquem (?:tem|teria) acesso\b|\bquem acessa\b|\bsegredo de justica\b|\bsigilos[oa]s?\b|\bdados? de (?:cartao|assinantes?|clientes?|pacientes?)\b|\bsaindo daqui\b|\bem servidor (?:de|da|do) (?:voces|vcs)\b|\bse vaza\w*\b|\bvaza\w* (?:de )?(?:os |as |algum |alguma )?(?:dados?|informac\w+|senhas?|cadastros?)\b|\bhackers?\b|\binvas(?:ao|oes)\b|\bacesso indevido\b|\bconfidencia(?:l|is|lidade)\b|\bcriptograf\w*\b|\bonde (?:fica|ficam) hospedad\w*\b|\biso 27001\b/,
    'segurança',
  ],
  [
    /\b(?:ta|esta|e|ficou|fica|muito|meio|bem|bem mais|achei|acho) caro\b|\bcaro demais\b|\bfora do (?:nosso )?orcamento\b|\bnao (?:temos|tenho) (?:verba|orcamento|isso)\b|\borcamento [\w ]{0,30}(?:ja )?(?:esta |ta )?(?:fechado|estourado|apertado|comprometido)\b|\bcortando custos\b|\blevar uma reducao\b|\bfica longe\b|\b(?:acima|alem|mais) do que (?:a gente |nos |eu )?(?:esperava|esperavamos|imaginava|imaginavamos|pensava|pensavamos|previa|previmos|planejava|planejamos|tinha(?:mos)? (?:pensado|previsto|planejado|imaginado)|pode(?:mos)? pagar)\b|\b(?:fica|ficou|fica meio|pesa|pesou) (?:muito |bem |meio |um pouco )?(?:pesado|puxado|salgado|alto)\b|\b(?:e|ta|esta) (?:muito |bem |meio |um pouco )?(?:pesado|puxado|salgado)\b|\b(?:preco|valor|custo|investimento|mensalidade|isso|o seu|a sua) (?:e|ta|esta) (?:muito |bem |meio |um pouco )?alto\b|\bpesa no (?:bolso|caixa|orcamento)\b|\bfora da (?:nossa )?realidade\b|\bnao (?:cabe|comporta|fecha) (?:no|com o|dentro do) (?:nosso |meu )?(?:orcamento|caixa|bolso)\b|\bmuito dinheiro (?:pra|para) (?:a gente|nos)\b|\bacima do (?:nosso )?orcamento\b|\bnao (?:vejo|vemos) (?:valor|retorno|beneficio)\b|\bpreco (?:alto|salgado)\b|\bsem verba\b|\bnao cabe no (?:nosso )?orcamento\b|\bnao tenho isso\b|\b(?:tem como|consegue|da pra|pode|podem|conseguem) (?:melhorar|baixar|reduzir|abaixar) (?:um pouco )?(?:esse |o |isso|nesse )?(?:valor|preco)?\b|\b(?:algum|um|mais) desconto\b|\b(?:e|fica|ficou) muito (?:pra|para) (?:a gente|nos|mim|nossa realidade)\b|\b(?:quase )?o dobro do que\b|\bnao (?:tenho|temos) como pagar\b/,
    'preço',
  ],
  [
    /\b(?:a gente |nos )?ja (?:temos|tenho|tem|usamos|uso|usa|trabalhamos com) (?:um |uma |o |a )?(?:sistema|ferramenta|fornecedor|solucao|parceiro|contrato|crm|erp|plataforma|universidade corporativa)\b|\bfornecedor atual\b|\b(?:um |uma |o |outro )?concorrente\b|\boutra (?:empresa|ferramenta|proposta|solucao)\b|\bproposta de (?:outra|outro)\b|\b(?:tambem )?(?:ofereceu|ofereceram|mandou uma proposta|mandaram uma proposta|cotou|cotaram)\b|\bmais barat[oa] (?:que|do que) (?:o |a )?(?:de )?(?:voces|vcs|seu|sua)\b|\b(?:hoje )?(?:pagamos|pago|gastamos|a gente paga|a gente gasta) [\w ,]{0,40}? (?:no|na|pro|pra|ao|a|do|da) (?!mes\b|ano\b|semana\b|dia\b|gente\b)\w+\b(?! (?:por|de) )|\bja (?:paga|pagamos|pago)\b|\b(?:assinou|assinamos|fechou|fechamos) com (?:a|o)\b|\b(?:acabou|acabamos) de (?:renovar|assinar|fechar|contratar) com\b|\brenovamos com\b|\b(?:olhando|avaliando|comparando|cotando) (?:outras?|outros|com (?:a|o|outr[oa]s?))\b|\boutr[oa]s? (?:opcoes|alternativas|ferramentas|empresas|solucoes|propostas|fornecedores)\b|\boutro fornecedor\b|\bconversando com outr[oa]s?\b|\bja (?:da|dao|oferece|oferecem|fornece|fornecem|inclui|incluem|vem com)\b|\bde graca\b|\bgratis\b|\b(?:hoje|atualmente) (?:o|a|os|as) [\w ]{1,25}? (?:cobra|cobram|custa|custam|sai por|saem por)\b|\bja (?:usa|usamos|uso) (?:o|a) (?!gente\b)\w+ (?:pra|para)\b/,
    'concorrência',
  ],
  [
    /\b(?:preciso|precisamos|tenho que|teria que|vou ter que|temos que|vou precisar|vamos precisar|precisaria|precisariamos|tenho de|temos de) (?:ver|falar|consultar|levar|validar|alinhar|checar|aprovar|apresentar|mostrar|passar|submeter)(?: isso| essa proposta| a proposta)? (?:com(?! (?:mais |muito |bastante |toda )?(?:calma|cuidado|carinho|atencao|tempo|jeito)\b)|pro|pra|para o|para a|ao|a diretoria|ao conselho)\b|\b(?:e|sao) (?:ele|ela|eles|elas) (?:quem|que) (?:assina|assinam|decide|decidem|aprova|aprovam)\b|\bnao (?:e|depende) so de mim\b|\b(?:tem|precisa|vai ter) que passar (?:pelo|pela)\b|\bprecisa (?:de aprovacao|ir pro|ir para|passar pelo|passar pela)\b|\bnao (?:sou|e) (?:eu )?quem decide\b|\bdepende d[oa] (?:diretoria|conselho|comite|dono|financeiro)\b|\b(?:aprovacao|aval) d[oa]\b|\bprecisa(?:m)? (?:concordar|assinar junto|aprovar|dar o aval)\b|\bnao e so minha\b|\bnao e minha\b|\bnao (?:fecho|decido|assino|bato o martelo) sozinh[oa]\b|\bsem passar pel[oa]\b|\bprecisa (?:do|da) (?:aceite|ok|aval|assinatura) d[oa]\b|\blicitacao\b|\bpregao\b|\bata de registro\b|\bprocesso (?:de compra|de compras|licitatorio)\b|\b(?:precis\w*|exig\w*|pede|pedem|tem que|temos que|ter que|obrigatori\w*|regra|norma)\b[\w ]{0,20}\b(?:tres|3) (?:orcamentos|cotacoes)\b|\b(?:tres|3) (?:orcamentos|cotacoes) (?:no minimo|obrigatori\w*)\b|\bcotar com (?:mais )?(?:dois|duas|tres|outros|outras)\b|\b(?:tem|precisa|precisamos|temos) (?:que|de) (?:cotar|licitar)\b|\b(?:precis\w+|tem que|temos que|ter que) (?:\w+ ){0,3}homolog\w*|\bhomologacao\b|\b(?:pra|para) contratar (?:precisa|tem que|temos que)\b|\b(?:consultar|ver com|falar com|levar (?:pro|pra|para o|para a|ao|a)|passar (?:pro|pra|pelo|pela)) (?:(?:o|a|os|as) )?(?:(?:meu|minha|nosso|nossa|nossos|nossas) )?(?:diretor\w*|gerente|chefe|socio\w*|dono|dona|conselho|comite|financeiro|juridico|presidente|ceo|cfo|matriz|board|superintendente|secretari[oa])\b/,
    'aprovação',
  ],
  [
    /\bnao e (?:uma )?prioridade\b|\bnao e o momento\b|\bmais pra frente\b|\b(?:agora|esse ano|este ano) nao\b|\bcontrato atual (?:vence|termina|acaba)\b|\bso (?:vence|termina|acaba) em\b|\b(?:vou|vamos|preciso|precisamos|deixa eu) pensar\b|\bso (?:no|em|depois de) (?:ano que vem|proximo ano)\b|\bsem tempo (?:agora|pra isso)\b|\bdepois d[oa] (?:fechamento|auditoria|carnaval|ferias)\b|\bso (?:consigo|da pra|posso) pensar nisso\b|\borcamento do (?:ano que vem|proximo ano)\b|\bagora [\w ]{0,25}nao da\b|\bnao da (?:agora|esse ano|este ano|neste momento)\b|\b(?:o )?orcamento (?:so )?(?:abre|libera|vem|sai|entra|renova) (?:so )?(?:em|no|depois)\b|\bso (?:teremos|vamos ter|temos) (?:verba|orcamento) (?:em|no|depois)\b|\b(?:neste|nesse) momento nao\b|\bvamos (?:esperar|aguardar)\b|\bpensar (?:nisso )?com calma\b|\bmulta se (?:a gente )?(?:sair|cancelar|romper)\b|\b(?<!(?:cartao|cartoes|programa|plano|clube) (?:de )?)fidelidade\b(?! d[oa]s? (?:clientes?|consumidor\w*))|\bcomprometid[oa] ate\b|\b(?:agora|neste momento|chegando)\b[\w ,]{0,50}\bnao tem como\b|\bnao e (?:uma )?(?:boa )?hora\b|\bno meio d[oa] (?:implantacao|auditoria|fechamento|safra|temporada|mudanca|migracao|balanco|inventario)\b|\bprimeiro (?:a gente )?(?:precisa|precisamos|tem que|temos que) (?:terminar|resolver|fechar|concluir)\b|\bsegundo semestre\b|\b(?:esta|ta) (?:muito )?(?:corrido|apertado) (?:agora|esse mes|este mes)\b|\b(?:estamos|estou|to) (?:muito )?(?:focad[oa]s? (?:em|no|na|nos|nas|num|numa)|atolad[oa]s?|enrolad[oa]s? com|sem tempo)\b|\bdepois d[oa]s? (?:natal|ano novo|pascoa|black friday|feriados?|festas|safra|colheita|temporada|volta as aulas|virada do ano|balanco|inventario)\b|\b(?:e|fica|vira) uma loucura\b/,
    'momento',
  ],
  [
    /\b(?:meu|nosso) medo\b|\b(?:tenho|temos) medo\b|\b(?:fico|fica|ficamos|estou|to|tenho|temos) com (?:medo|receio)\b|\bmedo de\b|\bme preocupa\b|\bpreocupacao\b|\bresistencia\b|\bnao tem familiaridade\b|\b(?:muito|bem|meio) (?:complexo|complicado)\b|\bnao sei se (?:funciona|serve|atende|se encaixa|da certo)\b|\bpreciso ver isso\b|\bnao confio\b|\bfoi um caos\b|\bficou um caos\b|(?<!\b(?:gente|clientes?|pessoas?|ninguem|ele|ela|eles|elas) )\bnao atende\b|\bnao se encaixa\b|\bnosso processo e (?:diferente|muito especifico)\b|\bprecisam aceitar\b|\b(?:e|esta) (?:muito )?limitad[ao]\b|\b(?:sinal|internet|conexao) (?:de celular )?(?:e|esta) (?:ruim|fraco|fraca)\b|\b(?:voces|vcs) integram\b|\bintegra com (?:o|a) (?:nosso|nossa)\b|\breceio\b|\bme incomoda\b|\bsem (?:sinal|internet|rede|conexao|bateria|energia|cobertura)\b|\bnao larga\w*\b|\bnem usa\b|\b(?:virar|vai dar|gerar|dar) mais trabalho\b|\bfico pensando se\b|\btenho duvida se\b|\bpe atras\b|\bnao (?:quero|queremos|quer) mais um\b|\blargaram\b|\bmal usa\w*\b|\bnunca (?:conversou|funcionou|integrou)\b|\bvai ter (?:chiadeira|resistencia|reclamacao|briga|gritaria)\b|\b(?:vai|vao) (?:chiar|reclamar|resistir|estranhar|boicotar)\b|\bnao (?:vai|vao) (?:aceitar|gostar|largar|usar|aderir)\b|\bnao gost(?:a|am) de\b|\bnao acredito que\b|\bnao pode ser so\b|\bnao (?:tem|tem como|sabe|sabem) (?:usar|mexer)\b|\b(?:muita|a maioria da) gente nao tem\b|\bcurva de aprendizado\b|\bninguem (?:entrou|acessou|instalou|baixou|aderiu)\b|\bnao deu certo\b|\bnosso caso e (?:diferente|especifico|outro)\b|\bnao sei se (?:\w+ ){0,5}(?:vai|vao) (?:usar|aderir|funcionar|dar certo|aceitar|conseguir)\b|\bresistentes?\b|\bnao (?:usa|usam|mexe|mexem) (?:com )?(?:computador|celular|sistema|aplicativo)\b|\b(?:muito|bem) (?:complicado|dificil) (?:pro|pra|para) (?:eles|o pessoal|a equipe|o time)\b/,
    'aderência',
  ],
];

const months = 'janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro';

/**
 * Objections said in whole families of phrasing rather than one keyword: the decision that is not the
 * speaker's alone whatever sits between ("não decido isso sozinho"), a gate the deal must pass ("tem que
 * passar na assembleia", "vai querer que o jurídico olhe"), money that is not there ("ainda não tem verba
 * aprovada", "não está no orçamento", "o caixa está comprometido"), a price set against all they have ("é mais que o ano inteiro que eu
 * tenho"), what they use today costing nothing ("não me cobra nada"), a season ruled out ("dezembro nem
 * pensar", "é mês de panetone"), a similar tool that already failed ("já testei uma dessas e não funcionou"),
 * and whose data it is ("dado de aluno", "o nosso DPO").
 */
const families: Array<[RegExp, ObjectionKind]> = [
  ...wordingRules,
  [tellsToForgetIt, 'aderência'],
  [
    /\bnao (?:decido|fecho|assino|aprovo|resolvo|bato o martelo|decidimos|fechamos|assinamos|resolvemos)(?: \w+){0,5} sozinh[oa]s?\b|\b(?:tem|teria|precisa|precisaria|preciso|precisamos|vai ter|vai precisar|vamos ter) (?:que |de )?passar (?:n[oa]s?|pel[oa]s?) (?:\w+ ){0,2}(?:diretoria|diretor|conselho|comite|comissao|financeiro|juridico|dono|dona|socios?|assembleia|compras|presidente|presidencia|matriz|board|compliance|auditoria|prefeitura|secretaria|reitoria|mantenedora|holding|reuniao)\b|\b(?:vai|vao) querer que (?:o|a|os|as) (?:\w+ ){1,2}(?:olhe|olhem|veja|vejam|aprove|aprovem|revise|revisem|analise|analisem|valide|validem|assine|assinem|de uma olhada)\b|\bantes de (?:assinar|fechar|contratar),? (?:preciso|precisamos|tenho que|temos que)\b/,
    'aprovação',
  ],
  [
    /\bnao (?:tem|temos|tenho|ha|tinha|tinhamos)(?: \w+){0,2} (?:verba|orcamento|budget|dinheiro)(?: \w+)? (?:aprovad[oa]|previst[oa]|reservad[oa]|separad[oa]|disponivel|sobrando|pra isso|para isso)\b|\bnao (?:esta|ta|estava|foi|entrou) (?:previsto )?no (?:nosso |meu )?orcamento\b|\bmais (?:que|do que) (?:\w+ ){0,4}(?:que|o que) (?:eu |a gente |nos )?(?:tenho|temos|tem|posso|podemos)\b|\b(?:caixa|verba|dinheiro|bolso|budget)\b[\w ]{0,20}\b(?:esta|ta|anda|ficou|segue) (?:todo |toda |bem |muito )?(?:comprometid[oa]|apertad[oa]|curt[oa]|estourad[oa]|no limite|zerad[oa])\b/,
    'preço',
  ],
  [
    /\bnao (?:me |nos )?(?:cobra|cobram|custa) nada\b|\b(?:nao pago|nao pagamos|a gente nao paga) nada (?:por|pelo|pela|pra|no|na)\b|\b(?:ja )?(?:vem|veio) (?:junto|incluso|incluid[oa]) (?:com|no|na)\b/,
    'concorrência',
  ],
  [
    new RegExp(
      `\\b(?:${months}|esse mes|este mes|fim de ano|final de ano|agora) nem pensar\\b|\\bnem pensar (?:em|no|na) (?:${months})\\b|^(?:\\w+ )?(?:e|eh) (?:mes|epoca|periodo|temporada|semana) de \\w+|\\bninguem (?:mexe|muda|troca|para|implanta)\\b[\\w ]{0,30}\\b(?:em|no|na) (?:${months}|fim de ano|final de ano|temporada|safra)\\b`,
    ),
    'momento',
  ],
  [
    /\b(?:ja )?(?:(?:test|tent|us|contrat|experiment|implant)(?:ei|amos|ou|aram)) (?:um|uma|uns|umas|outr[oa]s?|dess[ea]s?|ess[ea]s?|algo parecido)\b[^.]{0,60}\b(?:nao|nunca|ninguem|nada|largou|largaram|abandon\w*|desist\w*|parou|pararam)\b/,
    'aderência',
  ],
  [
    /\bdpo\b|\bencarregad[oa] de (?:dados|protecao)\b|\bdados? (?:d[oa]s? |de )?(?:\w+ )?(?:alunos?|pacientes?|clientes?|menor(?:es)?|criancas?|funcionarios?|colaboradores?|usuarios?|cidadaos?|segurados?|associados?|cooperados?|correntistas?)\b|\bmenor(?:es)? de idade\b|\bnuvem de quem\b/,
    'segurança',
  ],
];

/**
 * "Mais que isso fica pesado", "Acima disso vai ter chiadeira", "Se passar disso...": a ceiling said ahead of
 * any price is what they can pay, budget to answer with, not a pushback on a price.
 */
export const setsACeiling = (plain: string) =>
  /^(?:\w+,? )?(?:(?:mais|acima) (?:que|do que|de) (?:isso|isto|esse valor|essa faixa)|acima disso|passando disso|se passar (?:disso|desse valor|daí|dai))\b/.test(
    plain,
  );

/**
 * "O cliente já foi na concorrente da avenida", "o cara já fechou com a loja do lado", "perdeu doze pedidos
 * porque o concorrente respondeu antes": the competitor is where their customers or orders go, a pain the
 * product answers, not an alternative to it.
 */
const losesCustomersTo =
  /\b(?:clientes?|paciente|pacientes|aluno|alunos|comprador|compradores)\b[\w ]{0,20}\b(?:foi|foram|vai|vao|indo|fecha|fecham|fechou|compra|compram|comprou) (?:na|no|pra|para a|para o|pro|com a|com o) concorr|\bperde\w* (?:pra|para) (?:a )?concorr|\bperd\w+ [\w ]{0,40}\b(?:porque|pq|que) (?:o|a|os|as) concorr|\b(?:o cara|a pessoa|o cliente|a cliente|o aluno|a aluna|o paciente) (?:ja )?(?:fechou|foi|comprou|assinou) (?:com|na|no|pra)\b/;

/** "Já aconteceu com outro fornecedor": another supplier named for a past trouble, not as an offer to weigh. */
export const troubleWithAnother =
  /\b(?:aconteceu|deu problema|tivemos problema|tive problema) com (?:o |um |uma )?outr[oa]\b/;

/**
 * "Hoje pagamos três por cento no atual, então já seria mais barato", "com isso já se paga": set against what
 * they have, the offer wins; naming today's supplier or price there is a reason to buy, not a rival or a cost.
 */
export const offerWins =
  /\b(?:seria|sai|fica|ficaria|sairia) (?:bem |ate )?mais (?:barat[oa]|em conta)\b|\bja compensa\b|\bse paga\b|\bja (?:se )?paga (?:metade|boa parte|parte|um terco|o (?:investimento|custo|sistema))\b/;

/**
 * "Uma preocupação: os dados dos clientes ficariam onde?", "meu receio é o conselho": a worry that names its
 * topic is about that topic; the worry word alone says nothing of fit.
 */
const worryWord = /\b(?:(?:meu|nosso) )?(?:medo|receio|preocupacao)\b|\bme preocupa\b/g;

/**
 * "Me encaminha a política de segurança de vocês", "manda o contrato pro nosso jurídico": a request to be sent
 * something is a step the client asks for, whatever the document is about.
 */
export const asksToBeSent =
  /^(?:e |entao |ah,? )?(?:me|nos) (?:manda|mande|envia|envie|encaminha|encaminhe|passa|passe)\b|^(?:e |entao |ah,? |pode )?(?:manda|mande|envia|envie|encaminha|encaminhe)[,!]|^(?:e |entao )?(?:manda|mande|envia|envie|encaminha|encaminhe) (?:pra|para|pro) (?:mim|a gente|gente)\b/;

/**
 * "Esse valor já inclui o treinamento?", "Vocês já fazem isso pra outras clínicas?": what the offer or the
 * seller already does, asked; no rival named.
 */
export const asksWhatOfferIncludes = (plain: string) =>
  plain.trim().endsWith('?') &&
  /\b(?:(?:esse|este|nesse|neste|o|a) (?:valor|preco|plano|pacote|mensalidade|proposta|licenca)\b[^?]{0,30}|(?:voces|vcs) )ja (?:inclui|incluem|vem com|tem|cobre|da|dao|faz|fazem|atendem|trabalham)\b/.test(
    plain,
  );

/**
 * "Isso a gente vê mais pra frente", "isso eu resolvo depois": a detail put off (often the seller's question),
 * not the purchase.
 */
export const defersADetail = (plain: string) =>
  /\bisso (?:ai )?(?:a gente|eu|nos) (?:ve|vemos|resolve|resolvo|resolvemos|conversa|conversamos|fala|falamos|define|defino|definimos|acerta|acertamos) (?:\w+ )?(?:mais pra frente|depois|la na frente|com calma)\b/.test(
    plain,
  );

/** "E tem fidelidade?", "Tem multa se cancelar?": the offer's terms asked, not a contract holding them. */
const asksTheTerms =
  /^(?:\w+,? )?(?:e )?(?:tem|existe|ha) (?:alguma )?(?:fidelidade|multa|carencia|contrato minimo|prazo minimo)\b[^?]*\?$/;

/**
 * "E funciona sem internet?", "Dá pra usar offline?": asking whether the product works in a condition is a
 * question for information; the doubt is in a statement ("aqui não tem sinal").
 */
export const asksWhetherItWorks =
  /^(?:\w+,? )?(?:e |mas )?(?:ele |ela |isso |o sistema |a plataforma |o aplicativo |o app )?(?:funciona|funcionaria|roda|rodaria|da pra usar|tem como usar|opera)\b[^?]*\?$/;

/** "Não é isso que me preocupa": a worry word denied says the worry is elsewhere, not that it is one. */
const deniesWorry =
  /\bnao (?:e|sao) (?:\w+ ){1,3}(?:que|o que) (?:me |nos )?(?:preocupa|preocupam|assusta|assustam|incomoda)\b/;

const fitRules = [...objections, ...families].filter(([, kind]) => kind === 'aderência');

/** Fit is read in the sentence only through a worry word, which says nothing of what the worry is about. */
export const fitOnlyWorried = (plain: string) =>
  fitRules.some(([pattern]) => pattern.test(plain)) &&
  !fitRules.some(([pattern]) => pattern.test(plain.replace(worryWord, '')));

/** The kinds of objection the sentence voices, most specific first; none when it voices none. */
export function objectionKindsOf(normalizedSentence: string): ObjectionKind[] {
  if (asksToBeSent.test(normalizedSentence)) return [];
  const asksIfItWorks = asksWhetherItWorks.test(normalizedSentence);
  // Past the ceiling someone else may have to approve ("Se passar disso, precisa ir pro comitê"): that
  // gate is still an objection; what the ceiling says of price or fit is not.
  const ceiling = setsACeiling(normalizedSentence);
  const kinds = [...objections, ...families]
    .filter(
      ([pattern, kind]) =>
        pattern.test(normalizedSentence) &&
        !(
          kind === 'concorrência' &&
          (losesCustomersTo.test(normalizedSentence) ||
            troubleWithAnother.test(normalizedSentence) ||
            givesFreeToCustomers.test(normalizedSentence))
        ),
    )
    .map(([, kind]) => kind);
  const winning = offerWins.test(normalizedSentence);
  // A family may repeat a kind a main rule already found: each kind once, in the order found.
  const unique = [...new Set(kinds)];
  return unique.filter(
    (kind) =>
      !((asksIfItWorks || talksAboutTheCall.test(normalizedSentence)) && kind === 'aderência') &&
      !(kind === 'momento' && (defersADetail(normalizedSentence) || asksTheTerms.test(normalizedSentence))) &&
      !(kind === 'concorrência' && asksWhatOfferIncludes(normalizedSentence)) &&
      (!ceiling || kind === 'aprovação' || kind === 'segurança') &&
      !(winning && (kind === 'concorrência' || kind === 'preço')) &&
      !(
        kind === 'aderência' &&
        (unique.length > 1 || deniesWorry.test(normalizedSentence)) &&
        fitOnlyWorried(normalizedSentence)
      ),
  );
}
