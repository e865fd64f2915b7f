import {
  approvalPath,
  hasTheSay,
  onlyRecommends,
  swamped,
  talksAboutTheCall,
  tellsToForgetIt,
} from './objection-wordings.ts';

/**
 * Stage one of reading an objection the phrase rules (objections.ts) have never seen: does the client's
 * sentence have the SHAPE of a pushback, whatever it is about? Buyers object in endless words but in few
 * shapes: they turn against what was said ("mas", "só que", "agora,"), warn before saying it ("vou ser
 * sincero", "olha,", "hum."), ask a worried question ("e os dados, ficam onde?"), refuse or set a condition
 * ("não rola", "sem isso não passa"), measure it against what they have or expected ("acima do que eu
 * imaginava", "já uso um"), say the money or the time is not there ("o caixa está apertado", "só em março"),
 * name a gate ("vou ter que levar pro conselho"), tell a bad experience ("testamos e largaram") or fear a
 * consequence ("se vazar, a gente tá ferrado"). Sentences are normalised (lower case, no accents). Which kind
 * of objection it is comes from stage two (objection-topics.ts).
 */

/** Turning against what was said, at the head of the sentence: "Mas…", "Só que…", "Agora, …", "E outra: …". */
const turnsAgainst =
  /^(?:(?:ta|ok|certo|entendi|sei|bom|legal|beleza|entendo|e|ah|hum|olha|tudo bem),? )?(?:mas|so que|porem|contudo|entretanto|agora(?=,)|e outra|e tem outra|(?:e )?tem (?:outra|uma) coisa|(?:mas )?tem um detalhe|outra coisa|so tem um|o problema|o porem|o duro|o chato|o complicado|o dificil|a questao|ai que ta|ai e que)\b/;

/**
 * Praise, then a turn: "Achei interessante, mas…", "Gostei, só que…", "É bom, mas…". Asked what they think, the
 * client answers the question with the praise and pushes back with what follows it.
 */
export const praiseThenTurn =
  /^(?:\w+,? ){0,2}(?:gostei|gostamos|faz(?: sentido)?|sim|claro|pode(?: sim| mandar)?|com certeza|pode ser|concordo|achei (?:\w+ )?(?:interessante|bom|boa|legal|bonit[oa]|otim[oa])|e (?:bom|boa|legal|bonito|interessante)|bonit[oa]|interessante|legal|bacana|otim[oa]|muito bom)\b[^.]{0,30}?,? (?:mas|so que|porem)\b/;

/** An opener that only announces: "Olha,", "Hum.", "Veja bem". Weak alone, since it opens answers too. */
const opensGuarded = /^(?:hum|hmm|humm|olha|veja|bom, olha)\b/;

/** A warning that something unwelcome comes next: "vou ser sincero", "deixa eu te falar uma coisa", "sei não". */
const warnsFirst =
  /\b(?:vou|vamos|pra|para) ser (?:bem |muito )?(?:sincer|franc|honest|diret)[oa]s?\b|\b(?:sinceramente|francamente|honestamente)\b|\bdeix[ae] eu te (?:falar|dizer|contar) (?:uma coisa|um negocio)\b|\b(?:vou|deixa eu) te (?:falar|dizer) (?:uma coisa|um negocio|a verdade)\b|\bsei (?:nao|la)\b|\bquem sabe(?:[,.!]|$)|\bcom (?:o )?(?:perdao|todo (?:o )?respeito)\b|\buma (?:preocupacao|ressalva|coisa que me (?:incomoda|preocupa|pega))\b|\b(?:me|nos) (?:preocupa|incomoda|assusta|pega)\b|\b(?:tenho|temos|fico|ficamos|da|um) (?:um )?(?:medo|receio|pe atras)\b|\b(?:meu|nosso|minha|nossa) (?:medo|receio|preocupacao)\b/;

/**
 * A question that worries rather than asks: "E os dados, ficam onde?", "E o meu pessoal?", "Qual a diferença
 * pro que eu já tenho?", "Como é que fica…?", "Por que eu pagaria outro?", "Ele não faz isso não?", "De quem
 * é a nuvem?".
 */
const worriedQuestion =
  /^(?:\w+,? )?e (?:o|a|os|as) (?:meu |minha |meus |minhas |nosso |nossa |nossos |nossas )?\w+(?: \w+){0,4}(?:,? (?:hein|ne|entao|viu))?\?/;
const doubtingQuestion =
  /\b(?:ficam|fica|vao|vai|ficaria|ficariam|estao|sao) (?:\w+ )?onde\b|\bonde (?:eles |elas |esses |essas )?(?:ficam|fica|vao|ficaria)\b|\bqual (?:e )?a diferenca\b|\bcomo (?:e que |que )?(?:fica|ficaria)(?: (?:com|quando|se|o|a|os|as|isso)\b|\s*\?)|\bpor que (?:eu |a gente |nos )?(?:pagar|pagaria|trocar|trocaria|mudar|mudaria|usar|usaria)\b|\b(?:por|pra) que (?:eu |a gente |nos )?(?:vou |vamos |iria |ia )?(?:pagar|trocar|mudar)\b|\bnao faz (?:isso|o mesmo|a mesma coisa)\b[^?]*\?|\be se (?:a|o|os|as) \w+ (?:pedir|exigir|solicitar)\b|\be se (?:\w+ ){0,3}(?:der(?! certo| bom)|vazar|vaza|cair|parar|travar|sair|acontecer|falhar|quebrar)\b|\be se alguem\b|\bde quem\?|\bficar\w* (?:\w+ )?onde\b|\bo que acontece com\b[^?]*\?|\bquem\b[^.?]{0,40}\b(?:vai|pode|consegue|teria como) (?:ver|enxergar|acessar|mexer)\b[^.?]*\?|\b(?:voces|vcs) (?:guardam|armazenam|gravam|ficam com|tem acesso)\b[^?]*\?|\b(?:fica|ficam|ficaria|ficariam) (?:guardad|armazenad|salv|hospedad)\w*\b[^?]*\?|\b(?:dados?|informacoes|arquivos|gravacoes|fotos?|imagens?|videos?|placas?|documentos)\b[^?]{0,40}\b(?:ficam|fica|vao|estao|ficariam)\b[^?]*\?|\b(?:integra|integram|conversa|conversam)\b[^?]{0,30}\bcom (?:o|a|os|as|ele|ela|esse|essa|nosso|nossa)\b[^?]*\?|\bquem (?:acessa|ve|tem acesso|mexe)\b|\bquem (?:mais )?(?:consegue|pode|podera|vai poder|teria como|tem como) (?:ver|acessar|enxergar|mexer|abrir)\b|\bcomo (?:e que |que )?(?:eu |a gente |nos )?(?:fico|ficamos)\b/;

/**
 * Refusing, judging badly, or setting a condition: "não rola", "não tem como", "aí não", "agora não", "é
 * difícil", "achei caro", "senão não passa", "pra eu justificar isso", "sem isso eu não fecho", "esquece".
 */
const refusesOrConditions =
  /\b(?:pra|para|por) que (?:complicar|mexer|trocar|mudar)\b|\bnao sei se (?:\w+ ){0,4}(?:engole|engolem|topa|topam|compra|compram) (?:\w+ )?(?:isso|essa|esse|uma|um|a ideia)\b|\b(?:e|sao) (?:um )?segredo\b|\bnao (?:pode|podem) (?:\w+ )?(?:circular|vazar|aparecer|sair daqui|ser (?:\w+ )?(?:divulgad|compartilhad|expost|publicad|mostrad)\w*)\b|\bnao passa(?: aqui| assim| nunca|[,.!]|$)|\bnao tem como(?! (?:saber|provar|controlar|ver|medir|acompanhar|conferir|descobrir))\b|\bnao (?:rola|compensa|cabe|sai|fecha|serve|atende|funciona|encaixa|adianta|vale)\b|\bnao da\b(?! (?:conta|tempo)\b)|\b(?:ai|assim|isso|desse jeito|dai|agora|ainda|por enquanto) nao\b|\bnao (?:posso|podemos|consigo|conseguimos|quero|queremos|quer|querem|aceito|aceitamos|aceita|deixa|deixam|gosto|gostam|gosta|confio|acredito|vejo)\b|\bnao sei se (?:\w+ ){0,5}(?:funciona|justifica|da conta|dao conta|conseguem|funcionaria|serve|serviria|vale|valeria|faz sentido|compensa|vai|vao|da certo|daria certo|consigo|conseguimos|aguenta|atende|encaixa|precisa|cabe)\b|\bnao (?:vai|vao) (?:\w+ )?(?:usar|aceitar|aderir|largar|querer|gostar|conseguir|funcionar|dar certo|entrar|baixar|instalar)\b|\bsenao nao\b|\b(?:pra|para) (?:eu|a gente|nos) (?:justificar|explicar|convencer)\b|\bsem (?:\w+ ){1,3}(?:eu |a gente |nos )?nao (?:fecho|fechamos|assino|assinamos|passa|entra|sai|rola)\b|\b(?:e|fica|seria|vai ser|ta|esta|achei|acho|acha|acham) (?:muito |bem |meio |um pouco )?(?:dificil|complicad[oa]|inviavel|impossivel|pesad[oa]|puxad[oa]|arriscad[oa]|caro|cara|salgad[oa]|limitad[oa])\b|\bnem pensar\b|\bde jeito nenhum\b|\bnunca (?:vai|vao|funcionou|deu|usou|usaram|conversou)\b|\bninguem (?:\w+ )?(?:vai|usa|usou|olha|abre|mexe|quer|aceita|entra|escuta|ouve|le|responde|percebe|tem cabeca|tem tempo|para)\b|\bmal (?:mexe|mexem|usa|usam|sabe|sabem|abre|abrem|(?:se )?entende|(?:se )?entendem|lida|lidam)\b|\bnao (?:vou|vamos) (?:\w+ )?(?:largar|abandonar|trocar|mudar|deixar)\b|\bnao (?:tenho|temos) cabeca\b|\bnao vai(?: nao)?[.!]?$|\bgosta(?:m)? (?:e|mesmo|mais) d[oa]s?\b|\b(?:odeia|odeiam|odiaram|odiou|odiar|detesta|detestam)\b|\bnao (?:e|eh) (?:assim|tao simples|so isso)\b|\b(?:muita gente|metade|a maioria|ninguem|o pessoal|eles|elas)\b[^.]{0,30}\bnao (?:tem|sabe|sabem|usa|usam|consegue|conseguem) (?:familiaridade|costume|habito|paciencia|jeito|smartphone|celular|computador|internet|sinal|mexer|usar)\b|\bnao (?:tem|tenho|temos) (?:familiaridade|costume|habito|paciencia)\b|\bnao (?:aguenta|aguentam|aguento|aguentamos|suporta|suportam|comporta)\b(?! mais)|\bnao tem quem\b|\b(?:uma fortuna|os olhos da cara|uma nota preta)\b|\b(?:ai|isso|entao) (?:\w+ )?pes(?:a|ou)\b|\bnada de (?:projeto|sistema|mudanca|coisa|contratacao) nov[oa]\b|\bnao sobra tempo\b|\bnao (?:garanto|prometo)\b|\bainda (?:imprime\w*|anota\w*|usa\w* (?:papel|caderno|fax|agenda de papel))\b|\b(?:salgadinh[oa]|puxadinh[oa])\b|\bsem cabeca\b|\bprefere(?:m)? (?:\w+ )?(?:ligar|falar|o telefone|papel|pessoalmente|presencial|o jeito)\b|\b(?:todo mundo|o pessoal|eles|elas|a gente) volt(?:ou|aram|amos) (?:pro|pra|ao|a)\b|\bse (?:fosse|cobrasse|cobrassem) (?:por|pelo|pela) (?!mim\b)|\b(?:troca|trocam|muda|mudam) (?:todo|toda|a cada) (?:mes|semana|ano|temporada)\b|\b(?:internet|sinal|rede|energia|luz|conexao|wifi) (?:\w+ )?(?:cai|caindo|falha|oscila|nao pega)\b|\b(?:vai|vao|pode|ia) (?:dar|gerar|virar) (?:um )?(?:\w+ )?(?:trabalh\w+|retrabalho)\b|\bquem (?:me |nos )?garante\b|\belefante branco\b|\b(?:virou|vira) enfeite\b|\bficou encostad\w+\b|\b(?:ficam|fica|vao|vai) (?:\w+ )?(?:no|num|em) servidor\b|\b(?:muito|bem|meio) (?:pequen|curt|apertad|baix|estreit)\w+ (?:pra|para)\b|\bnao (?:sabe|sabem) nem\b|\bnem (?:sabe|sabem) (?:ler|usar|mexer|escrever)\b|\b(?:dura|durava|duram) (?:so |uma |um |pouco)|\b(?:e|somos) muito (?:artesana\w+|manua\w+|personalizad\w+|familiar|informal)\b|\bproib\w+|\bnao permite\w*|\bcomplica\b|\bavess[oa]s?\b|\b(?:vai ser|e|seria|vira|virar) mais (?:um|uma) \w+ (?:pra|para)\b|\bnao (?:mexo|mexemos|mexe) em nada\b|\bnao (?:vai|vao) ficar \w+(?:ando|endo|indo)\b|\b(?:uns|umas|muit[oa]s|alguns|algumas|metade|maioria|gente) que nem (?:\w+ )?(?:tem|usa|usam|le|leem)\b|\bso (?:fecha|fecho|fechamos|assino|assinamos|contrato|contratamos|da) se\b|\bnao (?:tenho|temos|tem) (?:perna|braco|folego|estrutura|gente) (?:pra|para)\b|\bque (?:\w+ ){0,3}nao (?:tem|temos|tenho)[.!]?$|\bnao adianta (?:eu|so eu)\b|\bmelhor (?:esperar|aguardar|deixar)\b|\bduvido\b|\btorc\w+ o nariz\b|\bestranh(?:a|am|ar|aria|ariam)\b|\b(?:metade|maioria|muit[oa]s|boa parte|ninguem|o pessoal|eles|elas)\b[^.]{0,40}\bnem (?:usa|usam|tem|mexe|mexem|abre|abrem)\b|\b(?:nosso|nossa|meu|minha) (?:processo|fluxo|jeito|caso|negocio|operacao|rotina|realidade|modelo)\b[^.]{0,30}\b(?:particular|especific\w+|diferente|peculiar)\b|\bcada (?:\w+ ){1,2}(?:tem|e) (?:um|uma|de um|de uma) (?:jeito|esquema|regra|forma)\b/;

/**
 * Measured against what they have, pay or expected: "acima do que a gente imaginava", "fica longe", "já usamos
 * um", "hoje o banco cobra menos", "a outra cotou três mil", "sai bem menos", "o dobro".
 */
const measuresAgainst =
  /\b(?:contrato|acordo)\b[^.]{0,40}\bexclusividade\b|\b(?:tem|temos|tenho|com|de) exclusividade\b|\bfaz parte do (?:contrato|pacote|plano) (?:com|del)\w*|\b(?:ta|esta|estao|tao) (?:montando|criando|desenvolvendo|lancando) (?:um|uma) (?:\w+ ){0,3}(?:junto com|pr[oa]s?|para)\b|\b(?:aplicativo|app|sistema|plataforma|ferramenta|site)\b[^.]{0,30}\bque (?:o pessoal|todo mundo|a turma|os outros|muita gente) (?:ja )?(?:usa|usam)\b|\b(?:nunca|ninguem (?:nunca )?)reclam\w+\b|\b(?:acima|alem) do que\b|\bfica longe\b|\bo (?:dobro|triplo|quadruplo)\b|\b(?:pensando|imaginando|esperando|pensei|imaginei|esperava) (?:em )?(?:algo |uma coisa |um valor )?(?:mais )?(?:perto|na casa|na faixa|em torno) d[eo]\b|\bmais (?:do )?que (?:o que |o )?(?:\w+ ){0,4}(?:eu |a gente |nos )?(?:tenho|temos|tinha|tinhamos|esperava|imaginava|pensava|posso|podemos|sobrou|sobra|resta|restou|cabe|paga|pago|pagamos|gasta|gasto|gastamos)\b|\bja (?:usa|usamos|uso|paga|pagamos|pago|faz|fazem|oferece|oferecem|da|dao|poe|poem|inclui|vem com|disponibiliza\w*|fornece\w*)\b(?! (?:mil|muita|muitas|tudo|de tudo)\b)|\bvem dentro\b|\bja vem (?:no|na|junto|incluso)\b|\bja (?:tem|temos|tenho) (?:um|uma|o|a)\b|\b(?:hoje|atualmente)\b[^.]{0,60}\b(?:cobr\w+|pag(?:o|a|am|amos)|custa\w*|gast(?:o|amos|a))\b|\bnao (?:me |nos )?cobra\w* nada\b|\b(?:cotou|cotaram|ofereceu|ofereceram|prometeu|prometeram|mandou uma proposta|mandaram uma proposta)\b|\bpor menos\b|\b(?:ta|esta) (?:funcionando|dando conta|dando certo|resolvendo) (?:bem|direitinho|muito bem)\b|\bsempre (?:funcionou|deu certo|resolveu)\b|\b(?:sai|saiu|fica|ficou|paga|pagam|pagamos|gasta|gastam) (?:bem |muito )?(?:menos|mais barat\w+)\b|\bmais barat\w+ (?:que|do que)\b|\b(?:acabamos|acabou) de (?:renovar|assinar|fechar|contratar)\b|\b(?:assinamos|assinou|fechamos|renovamos) com\b|\bja (?:me|nos) (?:oferece|oferecem|da|dao|manda|mandam|faz|fazem)\b|\bque (?:ja )?(?:faz|fazem) (?:quase |praticamente |basicamente )?(?:isso|o mesmo|a mesma coisa|igual|parecido)\b|\bque ja (?:manda|mandam|avisa|avisam|resolve|resolvem|da|dao|oferece|oferecem|cobre|cobrem)\b|\bmesma proposta\b|\bsem cobrar\b|\bsem pagar nada\b|\b(?:planilha|sistema|ferramenta|programa|app|aplicativo|caderno)\b[^.]{0,50}\b(?:me|nos|ja) (?:atende|resolve|serve)\b|\b(?:custa|custam|cobra|cobram|sai|saem|paga|pagam|pago|pagamos) (?:so |quase )?(?:um terco|metade|a metade) disso\b|\b(?:nosso|nossa|o atual|a atual) (?:\w+ )?(?:atende|funciona|resolve) (?:bem|direitinho|muito bem)\b|\bnao (?:vejo|vemos) (?:por que|motivo|razao) (?:pra |para )?(?:trocar|mudar)\b|\bcontrato de \w+ (?:anos?|meses) com\b|\b(?:versao|plano|pacote|opcao|algo) (?:\w+ )?(?:mais )?(?:enxut|basic|barat|em conta|de entrada|inicial|menor)\w*|\bcomecar (?:pequeno|menor|com menos)\b|\bde brinde\b|\bcortesia\b|\b(?:veio|vieram|apareceu|apareceram|chegou|chegaram) (?:\w+ )?com (?:uma |a )?(?:proposta|oferta|solucao|sistema)\b|\b(?:uma|outra) (?:proposta|coisa|solucao|ferramenta) (?:dessas|desse tipo)\b|\b(?:com|por) (?:esse|este|essa) (?:valor|preco|dinheiro|grana)\b(?! d[oa]s? )|\b(?:fez|fizeram|montou|montaram|criou|criaram|desenvolveu|desenvolveram) (?:um|uma) \w+ (?:pra|para) (?:a gente|gente|nos|mim)\b|\bgratuit\w*|\bcobr\w* (?:bem |muito )?menos\b|\b(?:me|nos) oferec\w+|\busar (?:o|a) del(?:es|as)\b|\bque (?:diz que |dizem que )?(?:faz|fazem) (?:\w+ ){0,2}tambem\b|\b(?:proposta|coisa|sistema|ferramenta|solucao|programa\w*) parecid[oa]\b|\bsem custo\b|\b(?:sistema|ferramenta|software|plataforma|programa|aplicativo) (?:proprio|interno|da casa)\b|\b(?:veio|vieram|esteve|estiveram|passou|passaram|apareceu|apareceram) aqui\b[^.]{0,40}\b(?:com|oferecendo|vendendo)\b/;

/**
 * The money or the time is not there: "o orçamento já está fechado", "o caixa está comprometido", "estamos
 * cortando custos", "tá no limite", "só em março", "o contrato vence em junho", "tem multa se a gente sair".
 */
const notThere =
  /\b(?:ainda (?:ta|esta|estamos|to|tamos) pagando|(?:ta|esta|estamos|to|tamos) pagando (?:\w+ ){1,5}ainda)\b|\bcont(?:ando|ar|amos) (?:moeda|moedinha|centavo|tostao|trocado)s?\b|\bnao (?:tenho|temos|tem|ha) (?:essa |esse |tanta |tanto |muita |muito )?(?:folga|sobra|gordura)\b|\b(?:orcamento|verba|caixa|dinheiro|budget|bolso|cofre)\b[^.]{0,40}\b(?:fechad[oa]|estourad[oa]|comprometid[oa]|apertad[oa]|curt[oa]|zerad[oa]|no limite|acabou)\b|\b(?:cort\w+|reduz\w+|segur\w+|conte\w+) (?:de )?(?:custos?|gastos?|despesas?)\b|\bcort\w+ (?:\w+ ){0,2}(?:investimentos?|verbas?|orcamentos?|gastos?)\b|\bno limite\b|\bcabeca (?:\w+ )?em outra coisa\b|\boutras? prioridades?\b|\bnao e (?:a )?(?:nossa )?prioridade\b|\b(?:tem|temos|ha) outras coisas na frente\b|\b(?:esse|este) ano (?:ja )?(?:esta|ta|foi) (?:todo )?(?:fechado|comprometido|encerrado|perdido)\b|\bnao (?:tem|temos|tenho|ha)(?: \w+){0,2} (?:verba|orcamento|dinheiro|budget)\b|\bnao (?:tenho|temos) isso\b|\bso (?:\w+ ){0,3}(?:em|no|na|depois d[eoa]|a partir d[eo]|la pra) (?:janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro|\w+ ano|\w+ semestre|\w+ trimestre|carnaval|natal|ferias)(?:[,.!]|$| que vem)|\b(?:(?:nosso|meu) contrato|contrato (?:atual|com (?:o|a))|fidelidade)\b[^.]{0,30}\b(?:vence|termina|acaba|ate)\b|\bmulta se\b|\bmais pra frente\b|\b(?:deixa|deixar|fica|ficar|empurra|empurrar) (?:isso )?(?:pro|para o) (?:ano que vem|proximo ano|semestre que vem|proximo semestre)\b|\bdepois d[oa]s? (?:carnaval|ferias|natal|festas|feriados?|safra|colheita|temporada|fechamento|balanco|inventario|eleic\w+|copa)\b|\b(?:estamos|estou|to|ta|esta|anda) (?:muito |bem )?(?:corrid[oa]|atolad[oa]s?|enrolad[oa]s?|sem tempo)\b|\b(?:estamos|estou|to|ta|esta) no meio d[oa]\b|\b(?:deixa|deixar|deixamos|fica|ficar|empurra|empurrar|joga|jogar|adia|adiar) (?:isso |essa conversa )?(?:pro|pra|para o|para a) (?:\w+ ){0,2}(?:ano|semestre|trimestre|mes)\b|\ba prioridade (?:\w+ ){0,2}e outra\b|\bdepois que (?:passar|acabar|terminar)\b|\bso (?:consigo|da pra|posso|vou|vamos|consigo) (?:olhar|pensar|ver|mexer|decidir|avaliar) (?:\w+ ){0,3}depois d[eoa]s?\b|\bagenda (?:travada|lotada|fechada)\b|\bretom\w+ (?:isso |essa conversa )?(?:no|na|em|la|depois|mais)\b|\b(?:estamos|to|ta|esta|estou) (?:esperando|aguardando)\b|\bantes d[eoa]s? (?:\w+ ){0,3}nao\b|\bdeix(?:a|ar|e) passar\b|\b(?:de ferias|em recesso|parad[oa]s?) (?:\w+ )?ate\b|\bassumir (?:mais )?(?:uma|um) (?:parcela|custo|gasto|compromisso)\b|\b(?:verba|orcamento|dinheiro|grana|caixa)\b[^.]{0,25}\bnao (?:tem|temos|tenho|ha|sobra)\b|\bsegur\w+ (?:cada )?(?:centavo|tostao|real)\b|\ba conta nao (?:fecha|bate)\b|\b(?:fica|deixa|deixar|ficar|deixamos) (?:isso |essa conversa )?(?:pra|para) (?:depois|outra hora|mais tarde|outro momento)\b|\b(?:procura|procure|chama|chame|liga|ligue)(?: a gente| me| nos)? (?:de novo|novamente|outra vez|mais pra frente)\b|\bse (?:fosse|custasse|saisse|ficasse|cobrasse)\b[^.]{0,30}\b(?:metade|menos|mais barat\w+|desconto)\b/;

/**
 * Someone above must say yes, said as a need: "vou ter que levar pro diretor", "os sócios precisam assinar
 * junto", "vai querer que o jurídico olhe", "não decido sozinho", "precisa de licitação". "Quem assina é o
 * Fernando" names who decides; only the need makes it a gate.
 */
export const namesAGate =
  /\b(?:precis\w+|tenho que|tem que|temos que|teria que|teriamos que|vou ter que|vai ter que|vamos ter que)\b(?: \w+){0,3} (?:de (?:a |o )?)?(?:aprovac\w+|aprovar|aprove|aprovem|parecer|visto|assine|assinem|libere|liberem|autoriz\w+|aval|aceite|ok|assinatura|assinar|concordar|levar|passar|subir|convencer|ir (?:pro|pra|para)|consultar|ver com|falar com|validar|submeter|apresentar)\b|\b(?:vai|vao) querer (?:que|ver|ouvir|olhar|aprovar)\b|\b(?:pra|para) (?:eu|a gente|nos) (?:levar|apresentar|passar|defender) (?:isso |essa proposta |a proposta )?(?:pro|pra|para o|para a|ao|no|na)\b|\bso (?:vai|vao|assina|assinam|aprova|aprovam|libera|liberam|olha|olham|decide|decidem|topa|topam|fecha|fecham|aceita|aceitam)(?: \w+){0,2} se\b|\bnao (?:decido|fecho|assino|aprovo|resolvo|bato o martelo)\b(?: \w+){0,4} sozinh[oa]s?\b|\bnao (?:e|depende) so (?:de mim|minha|meu)\b|\bnao (?:sou|e) eu (?:que|quem) (?:fecho|fecha|decido|decide|assino|assina|aprovo|aprova|bato|bate|libero|libera)\b|\b(?:acima|mais|alem|a partir) de (?:\w+ ){1,4}(?:quem|so) (?:aprova|decide|assina|libera)\b|\b(?:acima|alem|a partir) de (?:\w+ ){1,4}(?:vai|vao|sobe|sobem|passa|passam) (?:pro|pra|pros|pras|para|pel[oa]s?|n[oa]s?)\b|\bso com (?:o |a )?(?:parecer|aval|ok|aprovacao|assinatura|aceite|autorizacao|visto|liberacao|sim) d[oa]s?\b|\b(?:aprova|decide|assina|libera)\w* (?:tudo|qualquer \w+) (?:que|acima|o que)\b|\bnao (?:vai |vao )?(?:assina|assinam|aprova|aprovam|libera|liberam|assinar|aprovar|liberar)\b|\bsem (?:ela|ele|eles|elas|o \w+|a \w+) (?:olhar|ver|aprovar|assinar|dar o ok|concordar)\b|\blicitac\w+\b|\bpregao\b|\bedital\b|\bhomolog\w+\b|\bsem passar (?:pel|n)[oa]s?\b|\b(?:dificil|duro|complicado) de convencer\b|\bvotac\w+|\bnao (?:deixa|deixam|permite|permitem) (?:\w+ ){0,3}(?:contratar|comprar|assinar|fechar)\b|\bse reune\w* (?:so )?(?:uma vez|de \w+ em \w+)\b|\b(?:eu )?(?:sou|so sou) (?:so|apenas) (?:o|a|um|uma) \w+\b|\b(?:tem que|precisa|precisam) votar\b|\bnao (?:\w+ ){0,4}sem (?:o|a|os|as|meu|minha|nosso|nossa) (?:\w+ )?(?:socio|socia|socios|diretor\w*|dono|dona|chefe|conselho|esposa|marido|pai|mae|irma|irmao|gerente|matriz)\b|\b(?:ele|ela|eles|elas) (?:e|sao) (?:bem |muito |meio )?(?:desconfiad[oa]s?|dificil|dificeis|chat[oa]s?|exigentes?|conservador\w*|cabeca dura|das antigas)\b|\b(?:ele|ela|eles|elas) nao (?:gosta|gostam|aceita|aceitam|curte|curtem|confia|confiam)\b/;

/**
 * A condition set on the deal: "ele só assina se…", "sem o laudo não passa", "senão não sai", and a threshold
 * past which it goes up to someone ("acima de cinquenta mil vai pros sócios"), even when asked who decides.
 */
export const setsACondition = (plain: string) =>
  /\b(?:acima|alem|a partir) de (?:\w+ ){1,4}(?:vai|vao|sobe|sobem) (?:pro|pra|pros|pras|para)\b|\bso (?:\w+ ){0,3}se\b|\bsem (?:\w+ ){1,6}(?:nao|nada)\b|\bnao (?:\w+ ){0,4}sem (?:o|a|os|as|meu|minha|nosso|nossa)\b|\bsenao\b|\bantes de (?:assinar|fechar|contratar)\b|\b(?:vai|vao) querer (?:ver|testar|conhecer|visitar|falar com)\b[^.]{0,60}\bantes\b/.test(
    plain,
  );

/** A bad experience told: "testamos um desses e odiaram", "da última vez foi um caos", "já deu problema". */
const badExperience =
  /\b(?:test|tent|us|contrat|compr|implant|experiment|instal|troc)(?:ei|amos|ou|aram)\b[^.]{0,80}\b(?:odia\w*|larg\w+|abandon\w*|desist\w*|nao (?:funcion|deu|pegou|usa|usou|usaram|gost|entend)\w*|ninguem|volt(?:amos|ou|aram) (?:pro|pra|ao|a)|sai(?:u|ram) na|solt(?:ou|aram)|quebr(?:ou|aram)|estrag(?:ou|aram)|derret\w+|apag(?:ou|aram)|caos|problema|dor de cabeca|pesadelo|sofrimento|reclam\w*|parou|pararam|travava|travou|desligava\w*)\b|\bda ultima vez\b|\ba ultima (?:vez|ferramenta|migracao|troca|implantacao)\b|\b(?:foi|virou|ficou) (?:um|uma) (?:caos|novela|inferno|pesadelo|desastre|bagunca|elefante branco)\b|\b(?:foi|deu) uma resistencia\b|\bja (?:deu|tivemos|tive) (?:problema|dor de cabeca)\b|\bja (?:queimamos|quebramos) a cara\b|\bja vi (?:ess|dess)\w+\b/;

/** A consequence feared: "se vaza, a gente tá ferrado", "o cliente desiste", "reclamam", "vai dar briga". */
const fearsConsequence =
  /\bcai(?:r|em|ria)? (?:\w+ )?em cima\b|\b(?:vira|virar|da|dar|gera|gerar) (?:um )?processo\b|\bse (?:\w+ ){0,3}(?:vaza|vazar)\b|\bse (?:vaza|vazar|der errado|der problema|der pau|der zebra|travar|falhar|cair)\b|\b(?:perco|perde|perder|perdemos) tudo\b|\b(?:vai|vao) (?:sofrer|penar|apanhar|quebrar a cabeca)\b|\b(?:ferrad[oa]s?|lascad[oa]s?|encrencad[oa]s?)\b|\bdesist\w*\b|\b(?:vai|vao) (?:reclamar|chiar|resistir|estranhar|boicotar|odiar|largar|abandonar|achar ruim|achar que|dizer que|usar isso contra)\b|\breclama(?:m)? quando\b|\b(?:vai|pode) (?:dar|virar|gerar) (?:briga|problema|confusao|processo|multa|dor de cabeca|mais trabalho|chiadeira)\b|\bchiadeira\b|\bmaos atadas\b|\bna mao de (?:terceiros|outros|estranhos|qualquer um)\b|\bse (?:alguem|algum \w+|alguma \w+) (?:\w+ ){0,3}(?:abrir|ver|pegar|acessar|copiar|roubar|levar|vazar)\b/;

/**
 * Cues that doubt it will work for them even when no topic is named: a refusal, a warning, a bad experience,
 * a feared consequence, a worried question.
 */
const doubtCues = [
  warnsFirst,
  doubtingQuestion,
  refusesOrConditions,
  tellsToForgetIt,
  badExperience,
  fearsConsequence,
];
/** Cues that push back only on what they name: a comparison, money or time not there, a gate. */
const strongCues = [measuresAgainst, notThere, namesAGate, onlyRecommends, hasTheSay, approvalPath, swamped];
/** "Tá, mas deixa eu te perguntar uma coisa.": a question announced is asked next, not a doubt voiced. */
const announcesQuestion =
  /\b(?:deixa eu|deixe eu|posso|queria|quero|gostaria de) (?:te |lhe |so )?(?:perguntar|fazer uma pergunta|tirar uma duvida|entender uma coisa)\b/;

/**
 * The price set beside a big expense of theirs: "Isso é praticamente o meu aluguel." Weak, since asked what a
 * loss costs them the same words tell the pain ("é quase a folha de um mês").
 */
const comparesToExpense =
  /\b(?:praticamente|quase|mais que|mais do que) (?:o|a|os|as|um|uma) (?:\w+ ){0,2}(?:aluguel|salario|folha|parcela|prestacao)\b/;

/**
 * A turn that opens against what was said ("Só que…", "Agora, …", "Mas…"), however it goes on: with their
 * people or their conditions named in the turn, it says the offer does not fit them.
 */
export const opensAgainst = (plain: string) => turnsAgainst.test(plain);

/**
 * "Na cozinha o tablet não dura um mês", "em alto-mar o celular vira peso de papel": a device and what their
 * conditions do to it. Unasked it doubts the offer fits them; asked how things are today, it tells a pain.
 */
const breaksInTheirConditions =
  /\b(?:celular|celulares|tablet|tablets|computador|leitor|leitores|maquina|aparelho|totem|coletor|impressora|etiqueta|etiquetas|sensor|sensores)\b[^.]{0,30}\b(?:nao (?:dura|duram|pega|pegam|resiste|resistem|sobrevive|sobrevivem)|vir(?:a|am) (?:peso de papel|enfeite|sucata|lixo))\b/;
export const deviceBreaks = (plain: string) => breaksInTheirConditions.test(plain);

/** Cues that open answers to the seller's own questions as often as pushbacks: "Olha, são quatro lojas." */
const weakCues = [turnsAgainst, opensGuarded, worriedQuestion, comparesToExpense, breaksInTheirConditions];
/** Said in answer to a question, a praise that turns still pushes back. */
const answeredCues = [praiseThenTurn];

/**
 * How the client's sentence pushes back, if it does: "doubt" and "strong" whatever came before it (a doubt
 * needs no topic named to be one); "weak" only when it
 * does not answer a question of the seller's (a reply to "como vocês fazem hoje?" that opens with "olha" or
 * "só que" tells how things are, not what they fear).
 */
export function pushbackCue(plain: string): 'doubt' | 'strong' | 'weak' | undefined {
  if (announcesQuestion.test(plain) || talksAboutTheCall.test(plain)) return undefined;
  if (doubtCues.some((cue) => cue.test(plain))) return 'doubt';
  if (strongCues.some((cue) => cue.test(plain)) || answeredCues.some((cue) => cue.test(plain)))
    return 'strong';
  if (weakCues.some((cue) => cue.test(plain))) return 'weak';
  return undefined;
}

/** A refusal, a bad experience or a feared consequence: a doubt said as a statement, not asked. */
export const refusesOrFears = (plain: string) =>
  [refusesOrConditions, tellsToForgetIt, badExperience, fearsConsequence].some((cue) => cue.test(plain));

/**
 * Only a warning or a turn, with nothing said yet: "Hum.", "Olha, vou ser sincero com você.", "Mas tem outra
 * coisa.". The pushback is in the next sentence of the same turn, which stage one lets through.
 */
export const announcesPushback = (plain: string) =>
  plain.split(/\s+/).length <= 8 &&
  (warnsFirst.test(plain) || turnsAgainst.test(plain) || opensGuarded.test(plain));
