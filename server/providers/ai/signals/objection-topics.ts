import {
  asksWhatOfferIncludes,
  defersADetail,
  type ObjectionKind,
  offerWins,
  troubleWithAnother,
} from './objections.ts';
import {
  approvalPath,
  gateAsARule,
  givesFreeToCustomers,
  hasTheSay,
  onlyRecommends,
  swamped,
} from './objection-wordings.ts';
import { namesAGate } from './pushback-cues.ts';

/**
 * Stage two of reading an objection the phrase rules have never seen: once a sentence has the shape of a
 * pushback (pushback-cues.ts), what is it about? Each kind is a field of word families (stems, not phrases),
 * because a client who has never been heard before still names money, another tool, a time, someone above
 * them, data, or their people and habits. Sentences are normalised (lower case, no accents).
 */

/** Money judged or missing: too much, not there, has to pay for itself. Says price whatever else is named. */
const priceJudged =
  /(?<!\b(?:o|a|um|uma|esse|essa|aquele|aquela|do|da|no|na|pro|pra|meu|minha|cada|nossa) )\bcaras?\b(?!,)|\b(?:caros?|assust\w*|(?<!\b(?:mes|epoca|periodo|semana|fase|dia|mao) (?:mais )?)pesad[oa]|pes(?:a|ou|aria)|fatur\w*|lucr\w*|centavos?|tostao|grana|fora do que|fortuna|os olhos da cara|uma nota preta|(?:torc\w+ o nariz|reclam\w+|chiar|assust\w+) (?:\w+ ){0,2}(?:preco|valor|mensalidade)|salgadinh[oa]|puxadinh[oa]|se (?:fosse|cobrasse|cobrassem) (?:por|pelo|pela) (?!mim\b)|cort\w+ (?:\w+ ){0,2}(?:investimentos?|verbas?|orcamentos?|gastos?)|o triplo|(?:pensando|imaginando|esperando|pensei|imaginei|esperava) (?:em )?(?:algo |uma coisa |um valor )?(?:mais )?(?:perto|na casa|na faixa|em torno) d[eo]|banc(?:ar|amos)|arc(?:ar|o|amos) com|assumir (?:mais )?(?:uma|um) (?:parcela|custo|gasto|compromisso)|no vermelho|no sufoco|endividad\w*|a conta nao (?:fecha|bate)|puxad[oa]|salgad[oa]|apertad[oa]|comprometid[oa]|estourad[oa]|sobr(?:a|ou|ando)(?! tempo)|se pagar|justific\w*|retorno|margem|(?<!sem )custos?|gastos?|desconto|reducao|no limite|fica longe|acima do que|o dobro)\b|\bnao (?:tenho|temos) isso\b|\bdificil de (?:explicar|justificar)\b|\b(?:ainda (?:ta|esta|estamos|to|tamos) pagando|(?:ta|esta|estamos|to|tamos) pagando (?:\w+ ){1,5}ainda)\b|\bcont(?:ando|ar|amos) (?:moeda|moedinha|centavo|tostao|trocado)s?\b|\bnao (?:tenho|temos|tem|ha) (?:essa |esse |tanta |tanto |muita |muito )?(?:folga|sobra|gordura)\b|\b(?:orcamento|verba|caixa|dinheiro|budget|bolso|cofre)\b[^.]{0,40}\b(?:fechad[oa]|estourad[oa]|comprometid[oa]|apertad[oa]|curt[oa]|zerad[oa]|acabou)\b|\bnao (?:tem|temos|tenho|ha)(?: \w+){0,2} (?:verba|orcamento|dinheiro|budget)\b|\bmais (?:do )?que (?:o que |o )?(?:\w+ ){0,4}(?:eu |a gente |nos )?(?:tenho|temos|posso|podemos|paga|pago|pagamos|gasta|gasto|gastamos)\b|\bse (?:fosse|custasse|saisse|ficasse|cobrasse)\b[^.]{0,30}\b(?:metade|menos|mais barat\w+|desconto)\b|\bse (?:ficar|for|sair|vier) (?:abaixo|por menos)\b|\b(?:com|por) (?:esse|este|essa) (?:valor|dinheiro|preco|grana)\b[^.]{0,20}\b(?:pago|pagamos|compro|compramos|contrato|contratamos)\b|\b(?:praticamente|quase|mais que|mais do que) (?:o|a|os|as|um|uma) (?:\w+ ){0,2}(?:aluguel|salario|folha|parcela|prestacao)\b/;
/** "Não tem uma versão mais enxuta?": a cheaper offer asked for is a pushback on the price, asked or not. */
const asksForCheaper =
  /\b(?:versao|plano|pacote|opcao|algo) (?:\w+ )?(?:mais )?(?:enxut|basic|barat|em conta|de entrada|inicial|menor)\w*|\bcomecar (?:pequeno|menor|com menos)\b/;
/** An amount of money said: weighed against a rival's or a time, it makes the pushback about price too. */
const amount =
  /\b(?:mil(?! coisas| vezes)|milhao|milhoes|reais|real|centavos|por mes|no ano(?! passado| que vem)|por ano)\b/;
export const saysAmount = (plain: string) => amount.test(plain);

/**
 * The budget itself at stake, said even in a question ("E o dinheiro da reforma, como é que fica?"). Someone
 * else's till ("vigiar o caixa deles") is not the money for this purchase.
 */
const moneyAtStake =
  /\b(?:(?:esse|este|essa|nesse|neste) (?:valor|preco)|orcamento|verba|(?<!(?:em|no) )dinheiro|caixa(?! d(?:ele|eles|ela|elas)\b)|investimento|mensalidade|budget)\b/;

/**
 * Another way of getting it: a tool they have or know, one that costs nothing, a module of what they pay
 * already. "Já tem" and "de graça" say it whatever the tool is called. Also a contract that shuts us out
 * ("tem exclusividade", "faz parte do contrato com eles"), a third party building its own ("o sindicato tá
 * montando um rastreio junto com o Senai"), an app the others use, and what they use and are content with ("eu
 * uso o Drive e ninguém reclama").
 */
const competition =
  /\b(?:contrato|acordo)\b[^.]{0,40}\bexclusividade\b|\b(?:tem|temos|tenho|com|de) exclusividade\b|\bfaz parte do (?:contrato|pacote|plano) (?:com|del)\w*|\b(?:ta|esta|estao|tao) (?:montando|criando|desenvolvendo|lancando) (?:um|uma) (?:\w+ ){0,3}(?:junto com|pr[oa]s?|para)\b|\b(?:aplicativo|app|sistema|plataforma|ferramenta|site)\b[^.]{0,30}\bque (?:o pessoal|todo mundo|a turma|os outros|muita gente) (?:ja )?(?:usa|usam)\b|\b(?:eu|a gente|nos) (?:uso|usa|usamos) (?:o|a) (?!gente\b)\w+ e\b|\bja (?:tem|temos|tenho|usa|usamos|uso|paga|pagamos|pago|faz|fazem|oferece|oferecem|da|dao|poe|poem|inclui|vem com|disponibiliza\w*|fornece\w*)\b(?! (?:mil|muita|muitas|tudo|de tudo)\b)|\bvem dentro\b|\bja vem (?:no|na|junto|incluso)\b|\bde graca\b|\bgratis\b|\bgratuit\w*|\b(?:fez|fizeram|montou|montaram|criou|criaram|desenvolveu|desenvolveram) (?:um|uma) \w+ (?:pra|para) (?:a gente|gente|nos|mim)\b|\bmodulo\b|(?<!(?:fazer|abrir|abre|abrem) (?:uma )?)\bconcorr\w+\b|\boutr[oa]s? (?:ferramentas?|sistemas?|empresas?|fornecedor(?:es)?|aplicativos?|apps?|plataformas?|solucoes|solucao|propostas?|opcao|opcoes)\b|\bfornecedor\b|\b(?:hoje|atualmente)\b[^.]{0,60}\b(?:cobr\w+|pag(?:o|a|am|amos))\b|\bnao (?:me |nos )?cobra\w* nada\b|\bpaga(?:m|mos)? (?:bem |muito )?menos\b|\b(?:eles|ela|ele) (?:usam|usa) (?:o|a) \w+\b|\bera so ligar\b|\bo que (?:a gente |nos |eu )?ja (?:funciona|tem|temos|tenho|usa|usamos|resolve|faz|fazemos)\b|\b(?:faz|fazemos|resolve|resolvemos|controla|controlamos)\b[^.]{0,40}\b(?:e|que) (?:funciona|da certo|resolve)\b|\b(?:sistema|fornecedor|ferramenta|plataforma|software) atual\b|\bcontrato com (?:o|a) \w+|\bmesma coisa\b|\bduas ferramentas\b|\bpor que pagar\w*\b|\b(?:por|pra) que (?:eu |a gente |nos )?(?:vou |vamos |iria |ia )?pag\w*\b[^.]{0,40}\bse\b|\bse (?:o|a) (?:\w+ ){1,3}(?:ja )?(?:faz|fazem|resolve|resolvem) (?:isso|o mesmo|a mesma coisa)\b|\b(?:cotou|cotaram|ofereceu|ofereceram)\b|\b(?:conversamos|conversou|conversei|falamos|falou|falei) com (?:um|uma|uns|umas|outr[oa]s?) \w+\b[^.]{0,60}\bque (?:ja )?(?:faz|fazem|oferece|oferecem|vende|vendem) (?:isso|o mesmo|a mesma coisa)\b|\b(?:acabamos|acabou) de (?:renovar|assinar|fechar|contratar)\b|\b(?:assinamos|assinou|fechamos|renovamos) com\b|\bja (?:me|nos) (?:oferece|oferecem|da|dao|manda|mandam|faz|fazem)\b|\bque (?:ja )?(?:faz|fazem) (?:quase |praticamente |basicamente )?(?:isso|o mesmo|a mesma coisa|igual|parecido)\b|\bque ja (?:manda|mandam|avisa|avisam|resolve|resolvem|da|dao|oferece|oferecem|cobre|cobrem)\b|\bmesma proposta\b|\bsem cobrar\b|\bsem pagar nada\b|\b(?:planilha|sistema|ferramenta|programa|app|aplicativo|caderno)\b[^.]{0,50}\b(?:me|nos|ja) (?:atende|resolve|serve)\b|\bque (?:custa|custam|cobra|cobram|sai) (?:\w+ ){0,2}(?:terco|metade|menos)\b|\b(?:custa|custam|cobra|cobram|sai|saem|paga|pagam|pago|pagamos) (?:so |quase )?(?:um terco|metade|a metade) disso\b|\b(?:nosso|nossa|o atual|a atual) (?:\w+ )?(?:atende|funciona|resolve) (?:bem|direitinho|muito bem)\b|\bnao (?:vejo|vemos) (?:por que|motivo|razao) (?:pra |para )?(?:trocar|mudar)\b|\bcontrato de \w+ (?:anos?|meses) com\b|\bde brinde\b|\bcortesia\b|\b(?:veio|vieram|apareceu|apareceram|chegou|chegaram) (?:\w+ )?com (?:uma |a )?(?:proposta|oferta|solucao|sistema)\b|\b(?:uma|outra) (?:proposta|coisa|solucao|ferramenta) (?:dessas|desse tipo)\b|\bcobr\w* (?:bem |muito )?menos\b|\bpor que (?:eu |a gente |nos )?pag\w+ mais\b|\b(?:demonstrac\w+|demo|teste|proposta|orcamento|cotacao) (?:\w+ ){0,3}com (?:a|o) \w+|\b(?:me|nos) oferec\w+|\busar (?:o|a) del(?:es|as)\b|\bque (?:diz que |dizem que )?(?:faz|fazem) (?:\w+ ){0,2}tambem\b|\b(?:usa|usam) (?:um|uma) (?:sistema|ferramenta|programa|app|aplicativo|software|plataforma)\b[^.]{0,40}\bque\b|\b(?:prometeu|prometeram)\b|\b(?:ta|esta) (?:funcionando|dando conta|dando certo|resolvendo) (?:bem|direitinho|muito bem)\b|\bsempre (?:funcionou|deu certo|resolveu)\b|\b(?:proposta|coisa|sistema|ferramenta|solucao|programa\w*) parecid[oa]\b|\bsem custo\b|\b(?:sistema|ferramenta|software|plataforma|programa|aplicativo) (?:proprio|interno|da casa)\b|\b(?:veio|vieram|esteve|estiveram|passou|passaram|apareceu|apareceram) aqui\b[^.]{0,40}\b(?:com|oferecendo|vendendo)\b/;

const months = 'janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro';

/** Not now: later, a busy season, a contract that runs until a date. */
const timing = new RegExp(
  `\\b(?:agora|momento|trimestre|cabeca (?:\\w+ )?em outra coisa|outras? prioridades?|antes d[eoa]s? (?:\\w+ ){0,2}nao|agenda (?:travada|lotada|fechada)|pascoa|depois que (?:passar|acabar|terminar)|ate (?:a gente |eu |nos )?(?:terminar|acabar|concluir)|so (?:consigo|da pra|posso|vou|vamos) (?:olhar|pensar|ver|mexer|decidir|avaliar) (?:\\w+ ){0,3}depois d[eoa]s?|antes disso nao (?:da|tem como|consigo|rola|posso)|deix(?:a|ar|e) passar|(?:estamos|estou|to|tamos) (?:\\w+ )?(?:trocando|mudando|migrando|implantando|reformando)|ano que vem|proximo ano|mais pra frente|(?<!meio )periodo|epoca|temporada|safra|colheita|ferias|natal|carnaval|fim de ano|final de ano|corrid[oa]|correria|atolad\\w*|loucura|esperar|aguardar|prioridade|vence|vencer|multa se|no meio d(?:[oa]s?|e uma?|esse|essa)|so (?:\\w+ ){0,3}(?:em|no|na|depois d[eoa]|a partir d[eo]|la pra) (?:${months}|\\w+ ano|\\w+ semestre|\\w+ trimestre|carnaval|natal|ferias)|(?:${months}) nem pensar|(?:de )?(?:${months}) a (?:${months})|pico|alta (?:temporada|estacao)|no meio disso|depois d[oa]s? (?:carnaval|ferias|natal|festas|feriados?|safra|colheita|temporada|fechamento|balanco|inventario|eleic\\w+|copa)|(?:esse|este|nesse|neste) (?:semestre|mes|trimestre)|(?:muda|mudamos|mudando|mudar) de (?:endereco|sede|predio|loja|escritorio|galpao)|so depois (?:que|de|da|do)|(?:esperando|aguardando) (?:\\w+ ){0,2}(?:sair|passar|acabar|terminar|definir|fechar|chegar)|retom\\w+|contrato\\b[^.]{0,30}\\bate (?:o |a )?(?:\\w+ )?(?:${months}|fim|final)|ate (?:o |a )?(?:fim|final|termino) d[eoa]s?|(?:pra|para) depois|outra hora|outro momento|acab\\w+ de (?:implantar|trocar|migrar|mudar)|(?:procura|procure|chama|chame|liga|ligue)(?: a gente| me| nos)? (?:de novo|novamente|outra vez)|(?:mes|epoca|periodo|semana|fase) (?:mais )?(?:pesad[oa]|cheio|cheia|movimentad[oa]|critic[oa]|puxad[oa]|corrid[oa]))\\b`,
);
/** A month or a season named: a doubt said about when is not a doubt of fit. */
const namedTime = new RegExp(
  `\\b(?:${months}|ano que vem|proximo ano|semestre|temporada|safra|ferias|natal|carnaval|fim de ano|final de ano)\\b`,
);
export const namesATime = (plain: string) => namedTime.test(plain);

/**
 * Bound until a date or ruled out before it: "contrato até o fim do ano que vem", "antes de julho não dá" say
 * how long they wait, not a hurry.
 */
const notBefore =
  /\b(?:contrato|fidelidade|multa)\b|\bantes d[eoa]s? (?:\w+ ){0,2}nao\b|\bagenda (?:travada|lotada|fechada)\b|\bate (?:a gente |eu |nos )?(?:terminar|acabar|concluir)\b|\bantes disso nao (?:da|tem como|consigo|rola|posso)\b|\b(?:de ferias|em recesso|parad[oa]s?) (?:\w+ )?ate\b|\bate (?:o |a )?(?:\w+ ){0,4}(?:eu |a gente |nos )?nao (?:consigo|conseguimos|da|tem como|posso|podemos|rola|mexo|mexe)\b/;

/** "A gente começa em março, depois do carnaval": a start planned is a date agreed, not a delay pushed for. */
export const plansToStart =
  /(?<!nao )\bda(?: sim)?[.!]?$|\b(?:a gente|nos|eu|vamos|podemos|da pra) (?:ja )?(?:comeca|comecamos|comecar|inicia|iniciamos|iniciar|implanta|implantamos|implantar|fecha|fechamos|fechar|assina|assinamos|assinar)\b/;

/** Hurry, not delay: "tem que ser antes de março", "senão não dá tempo", "o ideal era julho". */
const hurries =
  /(?<!(?:sair|cancelar|romper|sairmos) )\bantes\b|\bate (?:o |a )?(?:fim|final|inicio|comeco)?\b|\bsenao\b|\bo ideal\b|\btinha que (?:ser|estar)\b/;

/** Someone or some body above the speaker. With a need said (namesAGate) they are a gate. */
const approver =
  /\b(?:contador\w*|contabilidade|matriz|sede|ti|juridico|diretori\w*|diretor\w*|conselho|comite|comissao|socios?|socias?|dono|dona|donos|financeiro|compras|assembleia|board|presiden\w+|ceo|cfo|chefe|gerente|superior\w*|la em cima|prefeitura|secretari\w+|mantenedora|holding|franqueadora|patrao|patroa|filh[oa]|pai|mae|espos[oa]|marido|irma|irmao|sogr[oa]|(?:pra|pro|para|com) (?:ele|ela|eles|elas))\b/;
/** "Ele", "ela": someone named earlier in the turn ("Quem decide é o Otávio. Mas ele só olha se…"). */
const pointsBack = /\b(?:ele|ela|eles|elas)\b/;

/** Gates that need no one named: deciding alone, a public tender. */
const gateAlone =
  /\bquem (?:segura|controla) (?:a )?(?:carteira|chave do cofre|cofre|bolsa)\b|\b(?:eu )?(?:sou|so sou) (?:so|apenas) (?:o|a|um|uma) \w+\b|\bvotac\w+|\b(?:tem que|precisa|precisam) votar\b|\bnao (?:sou|e) eu (?:que|quem) (?:fecho|fecha|decido|decide|assino|assina|aprovo|aprova|bato|bate|libero|libera)\b|\b(?:acima|mais|alem|a partir) de (?:\w+ ){1,4}(?:quem|so) (?:aprova|decide|assina|libera)\b|\b(?:aprova|decide|assina|libera)\w* (?:tudo|qualquer \w+) (?:que|acima|o que)\b|\bnao adianta (?:eu|so eu) (?:dizer|falar|querer|aprovar|gostar)\b|\bsem (?:o|a|os|as|ele|ela|eles|elas) (?:\w+ )?(?:olhar|ver|aprovar|assinar|dar o ok|concordar)\b|\bsem (?:o|a) (?:parecer|aval|ok|aprovacao|assinatura|aceite|autorizacao|visto|liberacao) d[oa]s?\b|\bsozinh[oa]s?\b|\bso (?:de mim|minha|meu)\b|\blicitac\w+\b|\bpregao\b|\bedital\b/;

/** "Sem o sim do conselho eu não posso contratar": without someone above, a no; the gate said backwards. */
const withoutApproverNo = new RegExp(`\\bsem\\b[^.]{0,30}${approver.source}[^.]{0,40}\\bnao\\b`);

/** "Copiar a base e levar pra concorrência": the rival is where data may go, a worry about data, not a rival offer. */
const takenToRival =
  /\b(?:lev\w+|pass\w+|vend\w+|vaz\w+|entreg\w+) (?:\w+ ){0,4}(?:pra|para|pro) (?:a )?concorr/;

/** A leak of data, not of water or gas: "se vazar", "vazar os dados", "vazamento de informação". */
const dataLeak =
  /\bse (?:\w+ ){0,3}vaz(?:a|ar|ou|em|arem)\b|\bvaz\w+ (?:de )?(?:os |as |algum |alguma |nossos |nossas )?(?:dados?|informac\w+|lista\w*|senhas?|cadastros?|fotos?|documentos?)\b/;

/**
 * Whose data and where it goes: records about people, where they are kept, who sees them, leaks. "Num
 * computador sei lá onde", "onde ficam os apiários é segredo": a place not known or a place kept secret.
 */
const security =
  /\b(?:computador|servidor|nuvem|lugar|pais|maquina|sistema)\w* (?:\w+ )?(?:sei la|nao sei) (?:onde|aonde|de onde)\b|\b(?:fica|ficam|vai|vao|ta|esta|estao|guardad\w+|armazenad\w+) (?:\w+ ){0,3}(?:sei la|nao sei) (?:onde|aonde|pra onde)\b|\bsegred(?:o|os)\b(?! (?:do sucesso|e))|\bgrav(?:a|am|ar|ando|ado) (?:o |a |os |as )?(?:\w+ )?(?:pacientes?|clientes?|alunos?|funcionarios?|criancas?|moradores|hospedes|idosos?)\b|(?<!(?:sistema|software|programa|modulo|plano|pacote) de )\b(?:dados?|cpf|rg|fotos?|imagens?|prontuarios?|laudos?|exames?|guardad[oa]s?|armazen\w+|hospedad[oa]s?|hospedagem|(?:em|num|no|nos) servidor(?:es)?|nuvem|lgpd|privacidade|sigil\w+|(?<!mais uma )senhas?|exterior|fora do (?:pais|brasil)|criptograf\w*|backup|invad\w+|hackers?|gravac\w+|confidencia\w+|documentos?|quem acessa|quem ve|de quem)\b|\bseguranca (?:d[oa]s?|desses|dessas)\b|\breceitas? (?:medicas?|de remedio|controladas?)\b|\bsaude d[oa]s?\b|\bficam (?:\w+ )?onde\b|\b(?:informac\w+|fichas?|cadastros?) d[oa]s? (?:\w+ )?(?:clientes?|pacientes?|alunos?|funcionarios?|colaboradores?|usuarios?|associad\w+|moradores|hospedes|criancas)\b|\bterceiros\b|\bgrav\w+ (?:as |os )?(?:conversas|ligacoes|audios|chamadas)\b|\b(?:informac\w+|dados?) (?:\w+ )?de saude\b|\b(?:lista|base|cadastro|carteira) de (?:clientes|pacientes|alunos|contatos)\b|\bquem\b[^.?]{0,40}\b(?:vai|pode|consegue|teria como) (?:ver|enxergar|acessar|mexer)\b[^.?]*\?|\baudios?\b|\bservidor(?:es)? de (?:voces|vcs)\b|\b(?:autoriz\w+|consentimento) (?:\w+ ){0,2}(?:uso|imagem|dados?)\b|\bninguem (?:saiba|fique sabendo|descubra)\b|\bexp(?:or|oe|osto|osta|osic\w+)\b|\bdados? de quem\b|\b(?:rastrei\w+|grav(?:a|am|ar|ando)|guard(?:a|am|ar)|armazen\w+|colet\w+|registr(?:a|am|ar)) (?:\w+ ){0,3}d[oa]s? (?:pacientes?|clientes?|alunos?|usuarios?|funcionarios?|criancas?|moradores|hospedes)\b|\bbase (?:de dados|de clientes|inteira|toda)\b|\bcopi(?:ar|ou|em|ando)\b|\bquem (?:mais )?(?:consegue|pode|podera|vai poder|teria como|tem como) (?:ver|acessar|enxergar|mexer|abrir)\b/;

/**
 * Their people and their habits, for a worried question that names no other topic: "E o meu pessoal?", "E os
 * motoristas mais velhos?", "Vocês integram com o nosso sistema?". A question about anything else asks.
 */
const peopleAndHabits =
  /\b(?:pessoal|equipe|time|funcionari\w+|colaborador\w*|motorist\w+|tecnic[oa]s|vendedor\w*|operador\w*|atendente\w*|professor\w*|medic[oa]s|enfermeir\w+|engenheir\w+|idos[oa]s?|antig[oa]s|velh[oa]s|celular|smartphone|computador|aplicativos?|habito|costume|acostumad\w*|integr\w+|migr\w+|sinal|internet|robo|robos|maquina|garcom|garcons|cozinheir\w+|entregador\w*|motoboys?|repositor\w*|promotor\w*|corretor\w*|consultor\w*|agentes?|auxiliar\w*|estagiari\w+|terceirizad\w+|temporari\w+|plantonist\w+|gerentes|supervisor\w*|encarregad\w+|pedreir\w+|clientes?|alunos?|pacientes?|pais|moradores|associad\w+|cooperad\w+|usuari\w+|pessoas|gente|senhor\w*|velhinh\w+)\b/;
export const namesPeopleOrHabits = (plain: string) => peopleAndHabits.test(plain);

/**
 * The kinds the sentence is about, most specific first. Money only named ("três mil por mês", "o
 * orçamento") is a kind of its own only when nothing else is: "acima de cinco mil precisa do aceite do
 * diretor" is about approval. A question that names the price or a time asks for it ("E o valor?"): no kind.
 * The approver may be named earlier in the turn ("Quem decide é o Otávio. Mas ele só olha se…"): `plainTurn`.
 */
export function objectionTopicsOf(
  plain: string,
  plainTurn = plain,
): { kinds: ObjectionKind[]; namesMoney: boolean } {
  const asks = plain.trim().endsWith('?');
  const kinds: ObjectionKind[] = [];
  if (offerWins.test(plain)) return { kinds, namesMoney: false };
  // "Agora, uma coisa…": the opener turns the talk, it says nothing of when.
  const said = plain.replace(/^agora,/, '');
  if (security.test(plain) || dataLeak.test(plain)) kinds.push('segurança');
  if (
    ((namesAGate.test(plain) || hasTheSay.test(plain)) &&
      (approver.test(plain) || (pointsBack.test(plain) && approver.test(plainTurn)))) ||
    gateAlone.test(plain) ||
    gateAsARule.test(plain) ||
    onlyRecommends.test(plain) ||
    approvalPath.test(plain) ||
    withoutApproverNo.test(plain)
  )
    kinds.push('aprovação');
  if (
    competition.test(plain) &&
    !takenToRival.test(plain) &&
    !givesFreeToCustomers.test(plain) &&
    !troubleWithAnother.test(plain) &&
    !asksWhatOfferIncludes(plain)
  )
    kinds.push('concorrência');
  // "Um dinheiro que eu não tenho agora": money missing now is about the money; "agora" alone says no delay.
  const priced = priceJudged.test(plain);
  const when = priced ? said.replace(/\bagora\b/g, '') : said;
  if (
    !asks &&
    // "Tô até o pescoço": swamped says no room now, whatever "até" would say of a hurry.
    (swamped.test(when) || (timing.test(when) && (!hurries.test(when) || notBefore.test(when)))) &&
    !defersADetail(plain) &&
    !plansToStart.test(when)
  )
    kinds.push('momento');
  // "Compra acima de mil precisa do ok do sócio": money set as the gate's threshold is not judged too much.
  // "Ele só topa se ver retorno em três meses": what the approver asks of the money is the gate's condition;
  // only the price judged outright ("caro", "pesado") is a price objection beside it.
  const threshold =
    kinds.includes('aprovação') &&
    (/\b(?:acima|mais|alem|a partir|passa) de\b/.test(plain) ||
      !/\b(?:caros?|cara|pesad[oa]|salgad[oa]|apertad[oa]|estourad[oa])\b/.test(plain));
  if (
    (!asks || asksForCheaper.test(plain)) &&
    (priced || asksForCheaper.test(plain)) &&
    !threshold &&
    !deniesPriceWorry(plainTurn)
  )
    kinds.push('preço');
  // An amount said back as a question ("Quinze mil por mês?") weighs the price; asking it is read before this.
  return { kinds, namesMoney: moneyAtStake.test(plain) || amount.test(plain) };
}

/**
 * "Três e duzentos… não é isso que me assusta", "o problema não é o preço": the price named to set it aside; the
 * worry is elsewhere.
 */
export const deniesPriceWorry = (plain: string) =>
  /\bnao e (?:isso|o preco|o valor|esse o problema|a grana|o dinheiro) (?:que|o que) (?:me |nos )?(?:assusta|preocupa|pega|incomoda)\b|\bo (?:problema|medo|receio) nao e (?:o preco|o valor|isso|a grana|o dinheiro)\b/.test(
    plain,
  );

/** A question that asks for the price or a date is not a doubt whatever opens it: "Agora, quanto que é isso?". */
export const asksPriceOrTime = (plain: string) =>
  plain.trim().endsWith('?') &&
  /\b(?:prec[oi]s?|valor(?:es)?|custa\w*|custo|investimento|mensalidade|quanto|quando)\b/.test(plain) &&
  // "Ficam guardadas por quanto tempo e onde?" asks about the data, not the price or a date.
  !security.test(plain);
