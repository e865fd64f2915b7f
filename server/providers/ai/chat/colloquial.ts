import { normalize } from '../text.ts';

/**
 * Spoken and colloquial pt-BR as a seller asks a question ("Quem é o chefão?", "Quanto encolheu a margem?",
 * "O que tá pesando no caixa?"), each family of ways of saying a thing with the plain words a call and the
 * thesaurus use for it. A question is read in these plain words, so retrieval meets the call's words and
 * a question is not taken for one about a subject nobody spoke of; there are no Portuguese word vectors to
 * do it by meaning. Matched on accent-free lower case, whole
 * words, so a family lists its inflections by a shared prefix.
 */
/** `asSaid: false`: words of the question's form, replaced and not kept ("quanto tempo" asks, it is no subject). */
const families: Array<[pattern: RegExp, plain: string, options?: { asSaid: false }]> = [
  // Who is in charge.
  [
    /\b(?:chefao|chefona|chefe maior|patrao|patroa|manda[- ]?chuva|big boss|cabeca|mandachuva|o homem|a mulher)\b/,
    'chefe dono diretor decide',
  ],
  [
    /\b(?:quem libera|liberar|libera|dar o ok|da o ok|dar o sinal verde|bater o martelo|aval)\b/,
    'aprova decide',
  ],
  [/\b(?:convencid[oa]s?|convencer|ser convencid)\b/, 'decide aprova'],
  // Going down and going up.
  [
    /\b(?:encolh\w*|diminu\w*|baix(?:ou|aram|ar|a)|reduz\w*|despenc\w*|desceu|cai(?:u|ram|r)?|recuou|murchou)\b/,
    'caiu reduziram',
  ],
  [/\b(?:cresceu|aument\w*|sub(?:iu|iram|ir)|disparou|encareceu|inchou)\b/, 'subiu aumentou'],
  // Trouble, and what is stuck.
  [
    /\b(?:dor de cabeca|pepinos?|abacaxis?|perrengues?|enroscos?|furada)\b/,
    'problema dificuldade atrapalha dói',
  ],
  [/\b(?:travando|travad[oa]s?|emperrad[oa]s?|empacad[oa]s?|engasgando)\b/, 'problema atrapalha parado'],
  // Picking a crop, said as taking it off the plant or the tree: the harvest.
  [
    /\b(?:tir|apanh|catand|colh)\w* (?:\w+ )?(?:do pe|dos pes|da arvore|das arvores|da parreira|das parreiras|do cafezal|do pomar)\b/,
    'colheita',
  ],
  // What holds up the flow: the bottleneck, which a call names as such or says piles up.
  [
    /\b(?:segur|prend|amarr|afunil|estrangul)(?:a|am|ando|ou) (?:o |a |os |as |toda a |todo o )?(?:fluxo|producao|linha|fila|operacao|entregas?|processo|fabrica|expedicao)\b/,
    'gargalo acumula',
  ],
  // A feeling of doubt, asked of someone: the call says it as a concern ("o que me preocupa", "meu medo é").
  [
    /\b(?:insegur[oa]s?|inseguranca|(?:com|de) (?:o )?pe atras|desconfiad[oa]s?|desconfianca|receos[oa]s?|apreensiv[oa]s?|temeros[oa]s?|com medo|com duvidas?|incomod(?:a|am|ava|ando|ado|ada)|tira o sono|tirando o sono|preocupad[oa]s?|(?:deixa|deixam|deixou) (?:\w+ )?(?:inseguro|insegura|com o pe atras))\b/,
    'preocupa preocupação medo receio dúvida',
  ],
  [/\b(?:chiando|chiadeira|bravos?|bravas?|reclamando|irritad[oa]s?)\b/, 'reclamação reclamaram'],
  [/\b(?:debandada|vazando|indo embora|rodando muito|saindo da empresa)\b/, 'rotatividade saída turnover'],
  // Money: how much it comes to, having none.
  [/\b(?:estrago|facada|paulada)\b/, 'custo preço valor'],
  [/\b(?:sem grana|sem dinheiro|sem verba|liso|lisos|duro|duros)\b/, 'orçamento comprometido caixa'],
  [/\b(?:cofre|grana|bolso da empresa|financas|as contas|o dinheiro)\b/, 'dinheiro financeiro contas'],
  // Customers who do not pay, and the help desk.
  [
    /\b(?:calote|caloteir[oa]s?|inadimplentes?|nao pagam|pagando atrasado|atrasam o pagamento)\b/,
    'inadimplência',
  ],
  [/\b(?:suporte|sac|help ?desk|central de atendimento)\b/, 'atendimento'],
  // The field. Being bound to a contract, power and paperwork are subjects of the thesaurus (preso, amarrado,
  // fidelidade; eletricidade, luz; papéis, papelada), which retrieval and the unheard-subject check read.
  [/\b(?:na rua|em campo|externos?)\b/, 'campo'],
  // Before, and how long it took.
  [/\b(?:anterior|da outra vez|ultima vez|da ultima|passad[oa])\b/, 'última passado'],
  [/\b(?:dur(?:ou|aram)|demor(?:ou|aram))\b/, 'levou demorou'],
  // Seasons of a business, and of the weather.
  [/\b(?:epoca|tempo|periodo|meses) (?:de calor|quente)\b|\bcalorao\b/, 'verão'],
  [/\b(?:epoca|tempo|periodo|meses) (?:de frio|fri[oa])\b/, 'inverno'],
  [/\b(?:epoca|tempo|periodo|meses) (?:de|das) chuvas?\b/, 'chuva chuvas'],
  [/\b(?:epoca fraca|baixa estacao|periodo fraco|meses fracos|mes fraco|entressafra)\b/, 'baixa temporada'],
  [/\b(?:epoca forte|alta estacao|periodo forte|pico|meses fortes)\b/, 'alta temporada'],
  // People: the team, said loosely.
  [/\b(?:galera|turma|mocada|rapaziada|equipe toda)\b/, 'equipe funcionários'],
  // Deadlines said loosely.
  [/\b(?:deadline|data limite|prazo final|ultimo dia)\b/, 'prazo'],
  // Money: profit, what weighs on the cash, what fits, the lowest price.
  [/\b(?:lucro|lucratividade|rentabilidade|ganho por)\b/, 'margem'],
  [/\b(?:frete|fretes|corrida|viagem|viagens|carga)\b/, 'entrega'],
  // What a truck carries is its load, however the question names where it goes.
  [/\b(?:carroceria|cacamba|bau|carreta|caminhao)\b/, 'carga'],
  [
    /\b(?:pesando|pesa|apertando|aperta|aperto|sufocando|comendo)\b(?: n[oa])? (?:caixa|bolso|orcamento|conta)/,
    'complica comprometido caixa custo',
  ],
  [/\b(?:coube|cabe|caber|cabia)\b/, 'cabe orçamento'],
  [
    /\b(?:menor preco|preco minimo|topou dar|topou|chorou|chorar|desconto maximo|baixar o preco|abaixar)\b/,
    'desconto consigo chegar',
  ],
  [/\b(?:comissao|percentual cobrado)\b/, 'taxa'],
  // Rates and attendance.
  [/\b(?:indice|indicador)\b/, 'taxa'],
  // Not showing up, said as standing someone up: "dar bolo", "furar" the booking.
  [
    /\b(?:nao comparecimento|nao aparece\w*|nao vem|nao vier|faltosos|no[- ]show|ausencias?|d(?:ar|a|ao|eu|eram|ando|e|ou) (?:o |um )?bolo|fur(?:ar|a|am|ou|aram|ando))\b/,
    'faltas',
  ],
  // Starting, said as the starting gun or the first kick: "dar a largada", "o pontapé inicial".
  [/\b(?:largada|pontape inicial|dar partida|dar o start|start)\b/, 'começar começo'],
  [
    /\b(?:torr\w*|gast(?:aram|ou|am|a|ar)|desembols\w*|pag(?:aram|ou|am|ar)|investi(?:ram|u)|queimaram)\b/,
    'gastamos pagamos custo',
  ],
  [/\b(?:perd(?:eu|eram|er)|prejuizo|rombo|quanto custou|saiu caro)\b/, 'custou perdemos prejuízo'],
  [/\b(?:serao|seroes|horas? extras?|virar a noite|viram a noite)\b/, 'horas extras'],
  // Connecting systems, going live, teaching people.
  [
    /\b(?:ligar|plugar|conectar|integrar|juntar) o sistema\b|\bligar (?:com|ao|no|na)\b/,
    'integração conector integra',
  ],
  [/\b(?:no ar|rodando|funcionando|de pe|ativo|pronto pra usar)\b/, 'implantação funcionando'],
  [
    /\b(?:capacit\w*|ensinar|treinar|formar|qualificar|ensino|aprendizagem|educacao corporativa)\b/,
    'treinamento treinar cursos',
  ],
  [/\b(?:pessoal extra|temporarios?|sazonais|safristas|extras)\b/, 'temporário contrata'],
  [/\b(?:festas|fim de ano|final do ano|natal)\b/, 'fim do ano'],
  // What they use today and what they bought.
  [/\b(?:contratad[oa]s?|assinad[oa]s?)\b/, 'usa usamos temos'],
  // What they hire, they pay for: "Que ferramenta eles contratam?" / "A gente já paga a Docusign".
  [/\bcontrat(?:am|a|amos|aram|ou)\b/, 'usa usamos paga pagamos'],
  [/\b(?:vigiar|vigia|monitorar|observar|olhar|de olho)\b/, 'monitoram alertas'],
  [/\b(?:painel|paineis|dashboard|tela de monitoramento)\b/, 'alertas monitoram'],
  [/\b(?:chamados?|ordens?|os tickets?|tickets?(?! medio)|pedidos de servico)\b/, 'ordens serviço'],
  [/\b(?:repassad\w*|repass\w*|distribuid\w*|encaminhad\w*|dividid\w*|atribuid\w*)\b/, 'distribuem agenda'],
  // Words of the question's form, not of its subject: "quanto tempo", "tem que estar pronta".
  // "Em quanto tempo fica pronto?" asks how long it takes, not by when (the "pronto" below): a call says it
  // as what it takes or delivers in ("a gente entrega em sete dias", "leva duas semanas").
  [
    /(?<=\b(?:quanto tempo|quantos dias|quantas semanas|quanto demora)\b.*)\b(?:(?:fica|ficar|estar|ser|sai|sair) )?pront[oa]s?\b/,
    'leva demora entrega',
    { asSaid: false },
  ],
  [/\bquanto tempo\b/, 'quanto', { asSaid: false }],
  // "Em que cidade fica a central?", "Em que municípios ficam as lojas?": where something is asks for a place,
  // the call says its name.
  [
    /\b(?:onde|cidades?|estados?|regiao|regioes|bairros?|pais|paises|municipios?|local|locais|lugar|lugares)(?: que)? (?:fica|ficam|ficava|ficavam|esta|estao)\b|\bgeograficamente\b/,
    '',
    { asSaid: false },
  ],
  [
    /\b(?:estar|ficar|fica|ser|sera) pront[oa]s?\b|\bpront[oa]s?\b|\bconcluid[oa]s?\b|\bfinalizad[oa]s?\b/,
    'fecha prazo',
  ],
  [/\b(?:estar|ficar|ser|sera)\b/, '', { asSaid: false }],
  // "A maior fila já registrada": a superlative on record asks for a record, which a call tells as a peak
  // ("chegou a trezentos caminhões"), not in the question's words: they are its form (records.ts reads it).
  [
    /\b(?:maior(?:es)?|menor(?:es)?|recordes?|mais alt[oa]s?|mais baix[oa]s?)\b(?=.*\b(?:ja|ate hoje|registrad\w*|de todos os tempos|da historia)\b)|\b(?:(?:ja )?registrad[oa]s?|de todos os tempos|da historia)\b/,
    '',
    { asSaid: false },
  ],
  // "Qual a quantidade de pedidos?" asks how many pedidos: the noun is the subject, not "quantidade".
  [/\bquantidade\b/, '', { asSaid: false }],
  // "Pra onde vão...?": "vão" is "vai" said of many, a filler text.ts lists only in the singular.
  [/\bvao\b/, '', { asSaid: false }],
  // "A obra que eles poderiam adiar": a modal verb says how sure, not what about.
  [
    /\b(?:poderia|poderiam|podiam|podera|poderao|conseguiria|conseguiriam|deveria|deveriam)\b/,
    '',
    { asSaid: false },
  ],
  // Putting off, said loosely.
  [
    /\bempurr\w* (?:pra|para) (?:frente|depois)\b|\bempurr\w* com a barriga\b|\bdeixar (?:pra|para) depois\b|\bpostergar\b|\bprotelar\b/,
    'adiar',
    { asSaid: false },
  ],
  // A case told as an example: "uma cooperativa parecida", "um cliente do mesmo porte".
  [
    /\b(?:serv\w* de (?:exemplo|referencia|modelo)|caso de sucesso|usad[oa] como exemplo|citad[oa] como exemplo)\b/,
    'parecida parecido exemplo mesmo porte',
    { asSaid: false },
  ],
  // A trial, said as an experience or a test period.
  [
    /\b(?:a experiencia|periodo de (?:teste|avaliacao|experiencia)|fase de testes?|test[- ]?drive)\b/,
    'piloto teste',
  ],
  // Signing up, said of any course or service.
  [/\b(?:inscrev\w*|inscric\w*|se matricul\w*|fechar (?:o )?curso)\b/, 'matrícula matrículas'],
  // Rules and deadlines set by others.
  [/\b(?:regulador|reguladora|fiscalizacao|orgao regulador|banco central|anatel|anvisa)\b/, 'auditoria'],
  [/\b(?:adequar|adequacao|se ajustar|regularizar|cumprir|atender a exigencia)\b/, 'corrigir'],
  [/\b(?:previsao de vendas|previsao|projecao de vendas)\b/, 'forecast'],
  // The competition, and customers leaving.
  [
    /\b(?:disputando|disputa|brigando|concorrendo|de olho no|assediando|cortejando)\b/,
    'concorrente concorrência ofereceu',
  ],
  [
    /\b(?:outro lugar|outra clinica|outra loja|outra empresa|outro fornecedor|outro concorrente|pra fora|a concorrencia)\b/,
    'concorrência',
  ],
  [/\b(?:donos? de (?:bicho|pet|animal|cachorro|gato)s?|tutor(?:es)?)\b/, 'tutor'],
  // "A marca" is the company; its stem is March's ("marc"), so left as said it reads as a date.
  [/\b(?:a|da|na) marca\b/, 'a rede empresa', { asSaid: false }],
  // Places that sell, a bank said formally, a contract said as a commitment.
  [/\b(?:pontos? de venda|pdvs?)\b/, 'lojas unidades'],
  [/\binstituic(?:ao|oes) financeiras?\b|\bfinanceiras?\b(?= (?:que|cobr|aplic))/, 'banco'],
  [/\bcompromisso (?:atual|vigente|com)\b|\bvinculo\b/, 'contrato'],
  // A system down, time lost, sales not made.
  // Said as a whole: "fora" alone is "apart from" ("fora a multa"), "ar" is air.
  [/\b(?:fora do ar|saiu do ar)\b/, 'queda quedas parado', { asSaid: false }],
  [/\b(?:indisponive(?:l|is)|instabilidade)\b/, 'queda quedas parado'],
  [/\bdeix(?:a|am|ou|aram) de (?:faturar|ganhar|vender|receber)\b/, 'perdidas perdemos perde'],
  [/\b(?:ocios[oa]s?|vag[oa]s|buracos? na agenda|horarios vazios)\b/, 'perdidas faltas'],
  [/\b(?:debandaram|debandou|largaram|abandonaram|sairam)\b/, 'saiu saída'],
  // The busiest season, said loosely.
  [/\b(?:mais (?:puxad|pesad|movimentad|corrid|cheio|cheia)\w*)\b/, 'mais pesado alta temporada'],
  // Given for free, and what a price or a cap comes to.
  [/\b(?:brinde|de graca|gratis|cortesia|bonus|sem cobrar)\b/, 'sem custo incluído'],
  [/\bquanto (?:sai|sairia|saiu|sai por)\b/, 'quanto custo investimento'],
  [/\b(?:aceitave(?:l|is)|toleravel|razoavel|suportavel)\b/, 'passa aceita'],
  [/\bticket medio\b/, 'mensalidade'],
  // The customer and their messages.
  [/\b(?:fregues\w*|consumidor(?:es)?|comprador(?:es)?)\b/, 'cliente clientes'],
  [/\b(?:ouve algo|tem retorno|recebe retorno|obtem resposta)\b/, 'resposta'],
  [/\b(?:escrever|escreve|escrevem|escreveu|manda(?:r)? mensage\w*)\b/, 'mensagens'],
  // Since when something is used is when it was put in: "instalou lá em 2016", "começamos em março".
  [
    /\bdesde quando\b/,
    'quando instalou instalaram começou começaram implantou implantaram',
    { asSaid: false },
  ],
  [/\bambiente virtual\b|\bplataforma de ensino\b/, 'plataforma sistema'],
  // A network's own units, as franchisors say them.
  [
    /\b(?:tocad|gerid|administrad|operad)[oa]s? (?:diretamente )?pela (?:matriz|franqueadora|sede|rede)\b/,
    'próprias próprios',
  ],
  // A gathering of a network's members, said loosely.
  [/\bencontros? (?:com [oa]s?|d[oa]s?) /, 'convenção evento'],
  [/\b(?:a distancia|ead|online|remot[oa]s?)\b/, 'EAD distância online'],
  [/\bsobrecarregad\w*|\bsaturad\w*|\bestourad\w*/, 'carga cento por cento'],
  [/\bparceir[oa] del[ea]\b|\bseu parceir[oa]\b|\bsua parceir[oa]\b/, 'sócio sócios'],
  // Opening a new place.
  [/\b(?:inaugur\w*|abrir|abertura|estrear)\b/, 'abrir nova'],
  [/\b(?:proxima unidade|nova unidade|nova loja|proxima loja|nova filial)\b/, 'loja nova'],
];

/**
 * The question in plain words: each colloquial way of saying a thing replaced by the words a call uses for
 * it ("Quem é o chefão?" → "Quem é o chefe dono diretor decide?"). Only its words count (retrieval stems
 * them), so it is read for what it is about, never shown. `oneWord` picks one plain word for each, to tell
 * whether the question is about a subject nobody spoke of: a family's several words must not outnumber the
 * question's words nobody said ("Eles já usam inteligência artificial?").
 */
export function inPlainWords(
  question: string,
  { oneWord }: { oneWord?: (words: string[]) => string } = {},
): string {
  const original = question.normalize('NFC');
  // Matched without accents, replaced in the words as written: the stemmer reads "concorrência" and
  // "concorrencia" differently. Removing accents keeps every other character where it was.
  const plain = normalize(original);
  const aligned = plain.length === original.length;
  let text = aligned ? original : plain;
  let matched = plain;
  for (const [pattern, words, options] of families) {
    const found = [...matched.matchAll(new RegExp(pattern.source, 'g'))].toReversed();
    for (const match of found) {
      const end = match.index + match[0].length;
      // The words as said stay beside their plain ones: a call may say them too ("dor de cabeça").
      const asSaid = options?.asSaid ?? true;
      // One word for the family, among its plain words and, when they are kept, the words as said: a call
      // may say those ("a carga" where the call says "tipo de carga").
      const said = asSaid ? [text.slice(match.index, end)] : [];
      const replaced = oneWord
        ? ` ${oneWord([...words.split(' '), ...said])} `
        : ` ${said.join('')} ${words} `;
      text = text.slice(0, match.index) + replaced + text.slice(end);
      matched = matched.slice(0, match.index) + normalize(replaced) + matched.slice(end);
    }
  }
  return text;
}
