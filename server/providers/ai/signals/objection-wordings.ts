import type { ObjectionKind } from './objections.ts';

/**
 * Classes of pushback read by what they say rather than by one phrase, and look-alikes that are no pushback.
 * Sentences are normalised (lower case, no accents).
 */

/** Someone or some body above the speaker whose yes a purchase waits for. */
const above =
  '(?:diretor\\w*|diretoria|conselho|comite|comissao|socios?|socias?|dono|dona|donos|financeiro|juridico|compras|assembleia|board|presiden\\w+|matriz|chefe|gerente|prefeitura|secretari\\w+|mantenedora|holding|familia|sogr[oa]|patrao|patroa|ele|ela|eles|elas)';

/**
 * "Nada acima de vinte mil passa sem o conselho", "nenhuma compra sai sem a diretoria", "ninguém assina
 * nada sem o jurídico": the gate said as a rule of the house. "Vai dar trabalho convencer o meu sócio",
 * "difícil convencer a diretoria": someone above must be won over.
 */
export const gateAsARule = new RegExp(
  `\\b(?:nada|nenhum\\w*|ninguem)\\b[^.]{0,40}\\b(?:passa|sai|entra|anda|avanca|fecha|assina|compra|contrata|aprovad\\w+|assinad\\w+)\\b(?: \\w+){0,3} sem (?:(?:o|a|os|as) )?(?:(?:aval|ok|sim|aprovacao|assinatura|aceite|autorizacao) )?(?:d[oa]s? )?(?:(?:meu|minha|nosso|nossa|seu|sua) )?${above}\\b|\\b(?:trabalho|dificil|duro|complicado|osso|uma luta|uma novela) (?:de |pra |para )?convencer (?:(?:o|a|os|as) )?(?:(?:meu|minha|nosso|nossa|seu|sua) )?${above}\\b`,
);

/**
 * "Tem lugar que nem o meu celular pega", "lá a internet não chega", "não pega sinal na roça": where they work
 * there is no connection, so a connected product may not work for them.
 */
const connection = '(?:celular|sinal|internet|rede|wifi|4g|3g|5g|telefone|gps|cobertura)';
const noConnection = new RegExp(
  `\\b(?:nem|nao) (?:(?:o|a) )?(?:(?:meu|minha|nosso|nossa) )?${connection}\\b[^.,]{0,15}\\b(?:pega|chega|funciona|entra|existe)\\b|\\b${connection}\\b[^.,]{0,20}\\bnao (?:pega|chega|funciona|entra|existe)\\b|\\bnao (?:pega|chega|entra) (?:\\w+ )?${connection}\\b`,
);

/**
 * "O sistema de vocês ele também faz isso?" asks; "o módulo do SAP faz isso aí também", "o banco também faz
 * isso": another way of getting the same thing, said by whoever has it.
 */
const othersDoItToo =
  /(?<!\b(?:voces|vcs|o de voces|a de voces|isso) )\b(?:faz|fazem|resolve|resolvem|cobre|cobrem|oferece|oferecem|entrega|entregam) (?:isso|o mesmo|a mesma coisa|igual)(?: ai| la| hoje)? tambem\b(?![^.]*\?)|(?<!\b(?:voces|vcs) )\btambem (?:ja )?(?:faz|fazem|resolve|resolvem|oferece|oferecem|entrega|entregam) (?:isso|o mesmo|a mesma coisa)\b(?![^.]*\?)/;

/**
 * "Isso é quase o que eu faturo num dia", "mais do que sobra no mês", "metade do que a gente tira": the price
 * set against what they earn.
 */
const againstTheirTakings =
  /\b(?:quase|praticamente|mais (?:do )?que|o dobro d[eo]|metade d[eo])\b[^.]{0,15}\bo que (?:eu |a gente |nos )?(?:faturo|faturamos|fatura|ganho|ganhamos|lucro|lucramos|tiro|tiramos|vendo|vendemos|sobra|entra)\b/;

/**
 * "Pra mim é muito, não dá", "pra gente fica demais": the sum too big for them. "Muito" only beside a refusal,
 * since "doze por cento pra nós é muito dinheiro" weighs a saving.
 */
const tooMuchForUs =
  /\b(?:pra|para) (?:mim|nos|a gente|gente|o meu bolso|o nosso bolso|nossa realidade) (?:e|fica|ta|esta|ficou|seria) (?:demais(?=[,.!;]|$)|muito,? (?:nao|nem)\b)/;

/** "Não sei se lembrete automático combina com a gente", "não sei se cola aqui": whether it suits them. */
const doubtsItSuits =
  /\bnao sei se (?:\w+ ){0,5}(?:combina|combinaria|casa|casaria|cola|colaria|pega|pegaria)\b/;

/**
 * "Esse semestre não", "neste mês, não dá": a span ruled out; "esse mês não teve problema" tells what happened.
 */
const notThisSpan =
  /\b(?:esse|este|nesse|neste) (?:ano|semestre|trimestre|mes|momento),? nao(?=[,.!;]|$| (?:da|rola|tem como|consigo|posso|podemos|vai dar)\b)/;

/** "Quem mais enxerga isso?", "quem de fora tem acesso?": who sees their data, asked. */
const whoElseSees =
  /\bquem (?:mais |de fora |la )?(?:ve|enxerga|acessa|le|tem acesso|teria acesso|consegue ver|pode ver)\b[^.]*\?/;

/**
 * "Prontuário não pode sair daqui", "os dados não podem sair do escritório": data bound to stay in; "o caminhão
 * não pode sair daqui sem a nota" is a rule of their work.
 */
const mustNotLeave =
  /\b(?:dados?|prontuario\w*|informac\w+|arquivos?|documentos?|fichas?|cadastros?|base|fotos?|gravac\w+|processos?|exames?|laudos?)\b[^.]{0,40}\bnao (?:pode|podem|deve|devem) sair d(?:aqui|e dentro|o escritorio|a empresa|o predio|o servidor|a rede|o pais|o brasil)\b/;

/**
 * "Não vão parar pra ficar preenchendo aplicativo", "eles têm dificuldade com tela", "isso é pra empresa
 * grande": a chore refused, a difficulty of their people, a size that does not suit.
 */
const doesNotSuitThem =
  /\bnao (?:vai|vao|iam|ia) parar (?:pra|para) \w+|\b(?:tem|tenho|temos) (?:muita |bastante )?dificuldade (?:com|(?:de|pra|para) (?:usar|mexer|lidar|aprender)(?: com)?) (?:o |a |os |as )?(?:computador\w*|celular\w*|telas?|tecnologia|sistemas?|aplicativos?|apps?|internet|informatica|smartphones?|tablets?)\b|\b(?:isso|ele|ela|o sistema|a plataforma) (?:e|funciona|serve) (?:pra|para) (?:empresa|empresas|rede|redes|gente|loja|lojas) grandes?\b/;

/** "Tem uma startup oferecendo a mesma coisa", "o próprio sistema do laboratório já avisa o paciente". */
const anotherAlreadyDoes =
  /\b(?:oferecendo|vendendo|prometendo) (?:a mesma coisa|o mesmo|isso|igual|algo parecido)\b|\b(?:proprio|propria|nosso|nossa|o|a) (?:sistema|programa|aplicativo|app|planilha|erp|software|plataforma)\b[^.]{0,30}\bja (?!(?:e|esta|ta|era|foi|tem|deu|trava|travou|cai|caiu|falha|falhou|para|parou)\b)\w+(?:a|am)\b/;

/** "Não fecho sem conversar com a minha esposa": no deal before someone is consulted, whoever it is. */
const notWithoutConsulting =
  /\bnao (?:fecho|fecha|fechamos|assino|assina|assinamos|decido|decide|decidimos|contrato|contrata|contratamos|compro|compra|compramos)\b[^.]{0,20}\bsem (?:antes )?(?:conversar|falar|consultar|checar|alinhar) com\b/;

/** "A franqueadora obriga a gente a usar o sistema dela": another tool imposed on them. */
const boundToAnotherTool =
  /\b(?:obriga|obrigam|exige|exigem|impoe|impoem)\b[^.]{0,20}\b(?:usar|use|usem|usemos|trabalhar com|trabalhe com) (?:o|a|um|uma) (?:sistema|ferramenta|programa|plataforma|app|aplicativo|software|erp)\b/;

export const wordingRules: Array<[RegExp, ObjectionKind]> = [
  [notWithoutConsulting, 'aprovação'],
  [boundToAnotherTool, 'concorrência'],
  [notThisSpan, 'momento'],
  [whoElseSees, 'segurança'],
  [mustNotLeave, 'segurança'],
  [doesNotSuitThem, 'aderência'],
  [anotherAlreadyDoes, 'concorrência'],
  [gateAsARule, 'aprovação'],
  [noConnection, 'aderência'],
  [othersDoItToo, 'concorrência'],
  [againstTheirTakings, 'preço'],
  [tooMuchForUs, 'preço'],
  [doubtsItSuits, 'aderência'],
];

/**
 * "Eu só indico", "eu no máximo recomendo", "ela que vai dizer", "ele é quem bate o martelo": the speaker only
 * passes it on; someone else has the say. Read in stage one as a gate's shape; stage two asks who is above.
 * `hasTheSay` also reads "Mas quem bate o martelo é o meu pai", "isso quem resolve é a diretoria": who decides,
 * said as a turn against the offer or of the purchase itself; said plainly ("Quem decide é o conselho") it only
 * names them.
 */
export const onlyRecommends =
  /\beu (?:so|apenas|no maximo) (?:indico|recomendo|sugiro|levo|repasso|executo|opino|dou (?:a )?(?:minha )?(?:opiniao|palpite|sugestao))\b/;
export const hasTheSay =
  /\b(?:mas|so que|porem|isso(?: ai| aqui)?|essa (?:compra|decisao|despesa)|gasto (?:\w+ ){0,3}) quem (?:bate o martelo|decide|resolve|aprova|da a palavra final)\b[^.]{0,40}\b(?:e|sao) (?:o |a |os |as )?[^.]{0,25}\b(?:diretori\w*|diretor\w*|conselho|comite|socios?|socias?|dono|dona|donos|pai|mae|presiden\w+|assembleia|matriz|chefe|patrao|patroa|sogr[oa]|marido|esposa)\b|\b(?:a )?(?:palavra final|ultima palavra|decisao final)\b[^.]{0,15}\b(?:e|fica) (?:d[oa]s?|com)\b|\b(?:ele|ela|eles|elas) (?:e |sao )?(?:que|quem) (?:vai |vao )?(?:dizer|decidir|decide|decidem|diz|dizem|resolve|resolver|bate o martelo|bater o martelo|batem o martelo|da a palavra final|dar a palavra final)\b/;

/** "Compra aqui passa pelo setor de suprimentos": the path every purchase takes, said as how the house works. */
export const approvalPath =
  /\b(?:compra|compras|contratac\w+|contrato|tudo|qualquer \w+|isso(?: ai| aqui)?|gastos?|despesas?)\b[^.]{0,20}\bpassa (?:pel[oa]s?|n[oa]s?) (?:\w+ ){0,2}(?:setor|departamento|area|diretoria|conselho|juridico|financeiro|compras|suprimentos|matriz|sede|socios|assembleia|presidencia|mantenedora|prefeitura)\b/;

/** "Tô até o pescoço com a auditoria", "estamos afogados no fechamento": no room now, a matter of when. */
export const swamped =
  /\b(?:ate o pescoco|ate a tampa|ate as orelhas|sem folego|afogad[oa]s?|soterrad[oa]s?)\b/;

/**
 * "O sinal aqui é ruim, se cair eu volto", "tá me ouvindo?", "tá cortando": the connection of the call itself,
 * not of where the product would run.
 */
export const talksAboutTheCall =
  /\bse (?:a ligacao |a chamada |a internet |o sinal )?cair\b[^.]{0,25}\b(?:volto|ligo|retorno|entro|chamo)\b|\b(?:ta|esta|voce ta|voce esta) (?:me )?(?:escutando|ouvindo)\b|\b(?:ta|esta) (?:cortando|picotando|travando) (?:a voz|o audio|a ligacao|aqui)\b|\bte ligo de volta\b|\bvoce (?:sumiu|travou|congelou)\b/;

/**
 * "Tem cliente que leva banho de graça no pacote", "a gente dá a entrega de graça": what their own customers get
 * free is how their business works, not a rival that costs nothing.
 */
export const givesFreeToCustomers =
  /\bde graca (?:pra|para|pro|ao|aos|a) (?:o |a |os |as )?(?:clientes?|tutor\w*|alunos?|pacientes?|hospedes?|consumidor\w*|fregues\w*|comprador\w*)\b|\b(?:clientes?|tutor\w*|alunos?|pacientes?|hospedes?|consumidor\w*|fregues\w*|comprador\w*)\b[^.]{0,30}\b(?:leva|levam|ganha|ganham|recebe|recebem|tem|tinha)\b[^.]{0,30}\bde graca\b|\b(?:a gente|nos|eu) (?:da|damos|dou|dava|davamos|oferece|oferecemos|ofereco|faz|fazemos|faco)\b[^.]{0,30}\bde graca\b/;

/**
 * "Esquece.", "Ah, esquece isso.", "Então esquece": forget it, said to the seller; "se o operador esquece a
 * sequência" tells a slip of their people, the pain itself.
 */
export const tellsToForgetIt = /(?:^|[,;:] |\b(?:ah|ai|entao|pode|olha|bom|ta) )esquece\b(?! de\b)/;

/**
 * "Trinta mil por mês...", "Quinze mil…": the price said back and left hanging weighs it, unless the turn then
 * takes it ("Mil e quatrocentos... tá dentro.").
 */
export const trailsOffOnAmount = (plain: string) =>
  plain.split(/\s+/).length <= 8 &&
  /\b(?:mil|reais|milhao|milhoes|por mes|por ano|mensais|por cabeca|por unidade)\b(?: \w+){0,3}(?:\.{2,}|…)$/.test(
    plain,
  );

/** "Tá dentro", "cabe", "paga fácil", "dá pra pagar": the price taken, not weighed. */
export const takesThePrice = (plain: string) =>
  /\b(?:ta|esta|fica|ficou) (?:dentro|no orcamento|tranquilo|razoavel|justo)\b|\bpaga(?:mos)? facil\b|\bse paga\b|\bda (?:pra|para) pagar\b|(?<!nao )\bcabe\b/.test(
    plain,
  );
