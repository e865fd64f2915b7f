import type { TranscriptSegment } from '../../../../src/api-contract/transcription.ts';
import { normalize, sentences } from '../text.ts';
import { oncePerTranscript } from '../once-per-transcript.ts';
import { personName } from '../writing/speaker-names.ts';
import { namedByKin } from './decision-referents.ts';
import { affirmsDeciding, asksIfListenerDecides, organisationsOf } from './decision-replies.ts';
import { saysWhoDecides } from './decision-structure.ts';

/** Who decides, as said in a call: a name ("Fernando") or a body ("conselho"), and the line that says it. */
export type DecisionMaker = { who: string; segmentId: string; sentence: string; speaker: string };

/** A sentence that says who decides, signs or approves (normalised: lower case, no accents). */
const decides =
  /\b(?:e|sao) (?:quem|que|ele que|ela que) (?:decide|decidem|assina|assinam|aprova|aprovam|autoriza|autorizam|bate o martelo|batem o martelo|manda|mandam|da a palavra final)\b|\b(?:palavra final|ultima palavra|decisao final) (?:e|fica|esta) (?:com )?d?[oa]s?\b|\bquem manda (?:aqui |nisso )?(?:e|sao)\b|\b(?:da|dar|dao|der) o (?:ok|aval|sinal verde)\b|\b(?:tem|da) a (?:palavra final|ultima palavra)\b|\baceite d[oa]\b|\bsem passar pel[oa]\b|\b(?:passa|passam|sai|saem|fecha|fecham|anda|andam|avanca) sem (?:o|a|os|as)\b|\bsem (?:o|a|os|as) (?:\w+ ){1,4}?nao (?:sai|passa|fecha|anda|avanca|acontece)\b|\b(?:trabalho|dificil|complicado|tenho que|vou ter que|teria que|temos que|vamos ter que|preciso|precisamos|precisa) (?:pra |para |de )?convencer\b|\bnao (?:fecho|decido|assino) sozinh[oa]\b|\bquem (?:assina|decide|aprova|autoriza|libera|bate o martelo|da a palavra final|tem a palavra final)\b|\bdecisao (?:final |aqui |la |no caso |mesmo )?(?:e|eh|fica|passa|sai|depende|cabe|esta)\b|\bdecisao nao e (?:so )?(?:minha|nossa)\b|\b(?:ele|ela|eles|elas) (?:quem |que )?(?:decide|decidem|assina|assinam|aprova|aprovam|autoriza|autorizam)\b|\b(?:precisa|depende) (?:de )?(?:aprovacao|aval) d[oa]\b|\b(?:preciso|precisa|precisamos|tem que|tenho que|temos que) passar (?:pel[oa]s?|n[oa]s?) (?:\w+ ){0,2}?(?:conselho|comite|diretoria|financeiro|dono|dona|socios|mantenedora|presidencia|matriz|holding|ti|rh|compras|controladoria)\b|\bdepende d[oa]s? (?:setor de |area de |pessoal d[aeo] )?(?:conselho|comite|diretoria|financeiro|juridico|dono|dona|socios|mantenedora|presidencia|matriz|holding|ti|rh|compras|controladoria)\b|\b(?:aprova|assina|autoriza|libera|decide) (?:qualquer|tudo|todas?|todos|os contratos|as compras|compras|contratos)\b|\bfica na minha alcada\b|\bsou eu que (?:decido|assino|aprovo)\b|\bdecido eu\b|\beu decido\b|\bfalta o \w+ aprovar\b|\bprecisam? (?:assinar|aprovar|concordar)\b|\b(?:tem|teem|vai|vao|deve|devem) que (?:aprovar|assinar|autorizar|liberar|dar o (?:ok|aval))\b/;

/**
 * "Contrato novo passa pelos dois", "a compra passa por ela": a deal that passes by people just named is
 * theirs to decide; a call or a document that passes by someone ("a ligação passa por ela") is not.
 */
const dealPassesBy =
  /\b(?:contratos?|propostas?|compras?|decisao|decisoes|assinatura|investimentos?|orcamentos?|fechamentos?)\b(?: \w+){0,3}? (?:passa|passam|tem que passar|precisa passar|vai passar) (?:pelos dois|pelas duas|pelos tres|por eles|por elas|por ele|por ela|pelos socios)\b/;

/** Bodies that decide, written as a note names them; the longer name first. */
const bodies: Array<[RegExp, string]> = [
  [/\bconselho de administracao\b/, 'conselho de administração'],
  [/\bconselho\b/, 'conselho'],
  [/\bcomite\b/, 'comitê'],
  [/\bdiretoria\b/, 'diretoria'],
  [/\bfinanceiro\b/, 'financeiro'],
  [/\bjuridico\b/, 'jurídico'],
  [/\bdono\b/, 'dono'],
  [/\bdona\b/, 'dona'],
  [/\bsocios?\b/, 'sócios'],
  [/\bmantenedora\b/, 'mantenedora'],
  [/\bpresidencia\b/, 'presidência'],
  [/\bmatriz\b/, 'matriz'],
  [/\bholding\b/, 'holding'],
  [/\breitoria\b/, 'reitoria'],
  [/\bassembleia\b/, 'assembleia'],
  [/\bsetor de compras\b/, 'setor de compras'],
  // Departments, said as the one who decides ("a TI da matriz aprova", "isso é com o RH"); "as compras do mês"
  // are purchases, not the department.
  [/\bti\b|\btecnologia da informacao\b/, 'TI'],
  [/\brh\b|\brecursos humanos\b/, 'RH'],
  [/(?<!\b(?:as|das|nas|suas|nossas|minhas) )\bcompras\b(?! d[eoa]s?\b)/, 'compras'],
  [/\bcontroladoria\b/, 'controladoria'],
  [/\bsuprimentos\b/, 'suprimentos'],
];
const bodyWords =
  'conselho de administracao|conselho|comite|diretoria|financeiro|juridico|dono|dona|socios|mantenedora|presidencia|matriz|holding|reitoria|assembleia|setor de compras|ti|rh|compras|controladoria|suprimentos';

/**
 * A body the decision passes by, in the decision's own sentence: "pelo financeiro", "passar na assembleia",
 * "aprovação do conselho", "depende da diretoria". The first body said is the one: "pela TI da matriz" is the
 * TI (of the head office).
 */
const bodyBeside = new RegExp(
  `\\b(?:pel[oa]s?|passar n[oa]s?|aprovacao d[oa]s?|aval d[oa]s?|depende d[oa]s?|sem [oa]s?) (?:\\w+ ){0,2}?(${bodyWords})\\b`,
  'g',
);
/** The one who decides said right after the decision: "a decisão é da mantenedora", "quem assina é a diretoria". */
const bodyDeciding = new RegExp(
  `\\b(?:decisao (?:final )?(?:e|fica|esta|cabe) (?:com )?(?:d|a)?[oa]s?|quem (?:decide|assina|aprova|autoriza|bate o martelo) (?:e|sao) (?:[oa]s? )?) ?(?:nosso |nossa )?(${bodyWords})\\b`,
);
/**
 * The body as the subject of the approval: "a TI de Roterdã tem que aprovar", "o conselho precisa assinar",
 * "o grupo tem um comitê que aprova tudo acima de dez mil".
 */
const bodyApproving = new RegExp(
  `\\b(${bodyWords})\\b(?: \\w+){0,3}? (?:(?:tem que|teem que|precisa|precisam|vai|vao|deve|devem)(?: que)? (?:aprovar|assinar|autorizar|liberar|dar o (?:ok|aval))|que (?:aprova|aprovam|decide|decidem|assina|assinam|autoriza|autorizam|valida|validam|homologa|homologam|bate o martelo))\\b`,
);
/** The sentence says who decides: in a set phrase, or by how it is built (decision-structure.ts). */
const decidesHere = (sentence: string) =>
  decides.test(normalize(sentence)) ||
  speakerSaysTheyDecide(normalize(sentence)) ||
  saysWhoDecides(sentence, bodyWords);
const bodyName = (word: string) => bodies.find(([pattern]) => pattern.test(word))?.[1] ?? word;

/** Capitalised words of the calendar ("depois do Natal", "a partir da Páscoa"): times, never people. */
const calendarWords =
  'Natal|Páscoa|Carnaval|Réveillon|Finados|Ano|Janeiro|Fevereiro|Março|Abril|Maio|Junho|Julho|Agosto|Setembro|Outubro|Novembro|Dezembro';

/**
 * Capitalised words after "o", "a", "seu", "dona" (and a title: "a irmã Lourdes", "o diretor Fábio"): the
 * people a sentence names. A word with a capital inside ("a NetSul") is a brand.
 */
const named = new RegExp(
  `(?:\\b(?:[Oo]|[Aa]|[Dd]o|[Dd]a|[Pp]elo|[Pp]ela|[Pp]r[oa]|seu|dona|doutor|doutora|com o|com a)\\s+)(?:(?:Dr|Dra|Sr|Sra|Dona|Seu|Doutor|Doutora|[Ii]rmã|[Ii]rmão|[Pp]adre|[Mm]adre|[Pp]astor|[Pp]rofessora?|[Ee]ngenheir[oa]|[Dd]iretora?|[Gg]erente|[Ss]ecretári[oa])\\.?\\s+)?(?!(?:Dr|Dra|Sr|Sra|Dona|Seu|Doutor|Doutora|${calendarWords})(?!\\p{L}))(\\p{Lu}[\\p{Ll}]+)(?!\\p{L})`,
  'gu',
);

/**
 * The speaker saying the decision is theirs ("a gente decide junto", not "a gente decide junto o horário",
 * which is a detail of the project): "fica na minha alçada", "a decisão aqui é minha mesmo", "não
 * tem ninguém acima de mim", "quem decide sou eu", "eu que assino".
 */
const speakerDecides =
  /\b(?:a gente|nos) (?:decide|decidimos|resolve|resolvemos|assina|assinamos) junt[oa]s?\b(?! (?:o|a|os|as|qual|quais|quando|como|se|onde|isso|depois)\b)|\bdecidimos junt[oa]s\b(?! (?:o|a|os|as|qual|quais|quando|como|se|onde|isso|depois)\b)|\bminha alcada\b|\bsou eu (?:que|quem) (?:\w+ )?(?:decid|assin|aprov|autoriz|bat\w* o martelo|fech|liber|respond\w* pel|d[aeo]u? o (?:ok|aval|sim))|\bquem (?:responde pel[oa]|manda|decide|assina|aprova|autoriza|libera|fecha)\b(?: \w+){0,3} sou eu\b|\b(?:decido|assino|aprovo) eu\b|\beu (?:mesm[oa] )?(?:que |quem )?(?:decido|assino|aprovo|bato o martelo)\b|\bdecisao (?:\w+ )?(?:e|fica) (?:toda )?minha\b|\b(?:a )?(?:palavra final|ultima palavra) e minha\b|\bninguem acima de mim\b|\bnao (?:respondo|presto contas) a ninguem\b|\b(?:decide|assina|aprova) (?:e|sou) eu\b/;

/**
 * "Não sou eu que assino", "não decido sozinha": the speaker saying the decision is not theirs. Left out
 * before reading whether it is.
 */
const notTheSpeaker =
  /\bnao (?:sou eu|e (?:eu|comigo)|(?:decido|assino|aprovo)(?: eu)?)\b(?: (?:que|quem))?(?: \w+)?/g;
const speakerSaysTheyDecide = (plain: string) =>
  !partOfIt.test(plain) && speakerDecides.test(plain.replace(notTheSpeaker, ''));
/** "A parte técnica sou eu que dou o aval": the speaker approves one part of the deal, not the purchase. */
const partOfIt = /^(?:mas |e )?(?:a|na|da) parte (?:tecnica|operacional|de \w+|d[oa] \w+)\b/;

/**
 * In a reply to who decides, the business is the speaker's ("A imobiliária é minha e do meu marido", "sou o
 * dono", "a loja é nossa"), or the speaker decides with someone ("Eu e minha sócia, a doutora Luíza").
 */
const ownsTheBusiness =
  /^(?:\w+,? )?eu e (?:[oa] |minha |meu )|\b(?:e|sao) (?:minha|meu|nossa|nosso|minhas|meus)\b|\b(?:sou|somos) (?:[oa]s? )?(?:don[oa]s?|socio|socia|socios|proprietari[oa]s?|fundador\w*)\b/;

/**
 * "Ela costuma seguir o que o Wellington recomenda", "A Luciana e eu só recomendamos": someone whose advice
 * the decider follows influences the decision, and is not the one who makes it; nor is who runs the
 * process ("a Neide toca o processo") or who is quoted ("como o Cláudio falou").
 */
const follows = (name: string, context: string) =>
  new RegExp(
    `\\b(?:o|a) ${name} (?:falou|disse|comentou|explicou|mencionou|lembrou)\\b|\\b(?:ouvir|escutar|consultar a opiniao d[oa]|a opiniao d[oa]) (?:o |a )?${name}\\b|\\b${name} (?:toca|conduz|acompanha|cuida d)[oa]? (?:o |do )?(?:processo|papelada|tramite|licitacao)\\b|\\b(?:o que|como) (?:o|a) ${name} (?:recomenda|indica|sugere|acha|diz|disser|falar|mandar)\\b|\\b${name}(?: e eu| e [oa] \\p{Lu}\\p{Ll}+)? (?:só |apenas )?(?:recomend|indic|suger|sugir|influenci|opin)\\p{L}*`,
    'u',
  ).test(context);

/** The body is who is asked to look the deal over ("que o jurídico olhe", "o financeiro dá uma olhada"). */
const reviews = (body: RegExp, context: string) =>
  new RegExp(
    `(?:${body.source})\\s+(?:\\w+\\s+)?(?:olhe|olhem|olha|veja|vejam|revise|revisa|revisem|analise|analisa|de uma olhada|da uma olhada|confira|confere)\\b`,
  ).test(context);

/** "Os dois sócios, o Henrique e a Sônia": a body followed by the names of its members. */
const namedByMembers = (who: string, sentence: string) =>
  /^\p{Ll}/u.test(who) &&
  new RegExp(`\\b${normalize(who)}(?: \\w+){0,2}\\s*[,:]\\s*(?:o|a|os|as|seu|dona) \\p{Lu}`, 'u').test(
    sentence.normalize('NFD').replace(/\p{Diacritic}/gu, ''),
  );

/**
 * The body is someone's area, not who decides: "ela cuida do financeiro", "o Márcio, do financeiro", "a
 * responsável pelo RH".
 */
const someonesArea = (body: RegExp, context: string) =>
  new RegExp(
    `\\b(?:cuida|cuidam|toca|tocam|responsavel|responsaveis|gerente|diretor|diretora|chefe)(?: \\w+)? (?:d[oa]s?|pel[oa]s?) (?:parte |area )?(?:d[oa] )?(?:${body.source})|, d[oa]s? (?:${body.source})`,
  ).test(context);

/** "Dona Lúcia", "Seu Alberto": a title before a name. */
const titled = /\b(?:Dona|Dono|Seu)\s+\p{Lu}/u;

/**
 * The speaker as a note names them. A diarisation label ("SPK_01", "Speaker 2") says no name, but the line
 * before their first turn often calls them by it ("Bom dia, doutor Fábio."): the one addressed replies.
 */
function nameOf(speaker: string, segments: TranscriptSegment[]): string {
  const name = personName(speaker);
  if (!/\d/.test(name)) return name;
  const first = segments.findIndex((segment) => segment.speaker === speaker);
  const before = segments[first - 1];
  if (!before || before.speaker === speaker) return name;
  const called = [...before.text.matchAll(vocative)].map((match) => match[1]!);
  return called.length === 1 ? called[0]! : name;
}
const vocative =
  /(?:^|[.!?]\s+|(?:[Bb]om dia|[Bb]oa tarde|[Bb]oa noite|[Oo]i|[Oo]lá|[Oo]brigad[oa]),\s+)(?:(?:[Ss]eu|[Dd]ona|[Dd]outora?|[Dd]ra?\.?|[Ss]ra?\.?)\s+)?(?!(?:Oi|Olá|Ola|Bom|Boa|Tudo|Pessoal|Gente|Obrigad[oa])\b)(\p{Lu}\p{Ll}+)\s*[,.!?]/gu;

/** ", né, pai?", ", não é?", ", certo?": a tag asking for a yes to the statement before it. */
const tagAskingYes = /,? (?:ne|nao e|certo|nao|viu)(?:,? [a-z]+)?\s*\?$/;

/**
 * The seller's question about who decides, or who else takes part in it or how its approval goes ("Além de
 * você, mais alguém participa da escolha?", "Como funciona a aprovação aí?"): the reply names them, whatever
 * its words.
 */
const asksWhoDecides =
  /\bquem\b[^?]*\b(?:decid\w*|decisao|aprova\w*|assina\w*|autoriza\w*|bate o martelo|palavra final|ultima palavra|da o (?:ok|aval|sim)|responde pel[oa])\b[^?]*\?|\b(?:decisao|aprovacao)\b[^?]*\bquem\b[^?]*\?|\b(?:mais alguem|alguem mais|quem mais|alem de voce)\b[^?]*\b(?:particip\w*|envolvid\w*|decid\w*|decisao|escolha|aprova\w*|assina\w*)\b[^?]*\?|\bcomo (?:funciona|e|fica|costuma ser) (?:o |a )?(?:aprovacao|decisao|processo (?:de|da) (?:compra|decisao|aprovacao))\b[^?]*\?/;

/**
 * The people and bodies the call says decide, in the order said, each once: "quem assina é o Fernando" →
 * Fernando; "o dono, o seu Alberto. Ele aprova" → Alberto (the name in the line before "ele aprova");
 * "quem decide é o conselho" → conselho; "fica na minha alçada" → who said it. Found once per transcript: a
 * meeting's template answers ask once per question (21 of them), and finding them was a quarter of its analysis.
 */
export const decisionMakersOf = oncePerTranscript(function findDecisionMakers(
  segments: TranscriptSegment[],
): readonly DecisionMaker[] {
  const found: DecisionMaker[] = [];
  const add = (body: string, segment: TranscriptSegment, sentence: string) => {
    if (namedByMembers(body, sentence)) return;
    const who = withPlace(body, sentence);
    if (!found.some((maker) => normalize(maker.who) === normalize(who)))
      found.push({ who, segmentId: segment.id, sentence, speaker: segment.speaker });
  };
  const organisations = organisationsOf(segments);
  segments.forEach((segment, position) => {
    const previous = segments[position - 1];
    // "Quem mais participa dessa decisão?" / "No fim quem dá o ok são os dois sócios, o Henrique e a Sônia.":
    // a reply to who decides names them in words no list has.
    const asked =
      previous !== undefined && previous.speaker !== segment.speaker ? normalize(previous.text) : '';
    // "E a decisão fica com você?" / "Fica.": a yes to whether the decision is the listener's names them.
    const askedIfTheirs = asksIfListenerDecides.test(asked);
    const repliesWhoDecides = asksWhoDecides.test(asked) || askedIfTheirs;
    const said = sentences(segment.text);
    said.forEach((sentence, index) => {
      // "Aqui quem decide é ele, né, pai?": a tag asking for a yes leaves a statement.
      const plain = normalize(sentence).replace(tagAskingYes, '.');
      if (plain.endsWith('?') || !(decidesHere(sentence) || dealPassesBy.test(plain) || repliesWhoDecides))
        return;
      // "Eu e o Rodrigo somos sócios, mas quem cuida do dinheiro é a Patrícia": what follows "mas" decides.
      const contrast = /^(.*?)\b[Mm]as\b(.*)$/.exec(sentence);
      const turn = contrast && normalize(contrast[2]!);
      const decidingPart =
        turn && (decidesHere(contrast[2]!) || (repliesWhoDecides && /\bquem\b/.test(turn)))
          ? contrast[2]!
          : undefined;
      const deciding = decidingPart && normalize(decidingPart);
      // "Quem bate o martelo é a diretoria, mas o que mexe na taxa tem que passar na assembleia": both
      // halves name who decides, so the bodies of the half before "mas" count too.
      const firstHalf = contrast && normalize(contrast[1]!);
      const bodySources =
        deciding && firstHalf && decidesHere(contrast[1]!) ? [firstHalf, deciding] : [deciding ?? plain];
      // "...mas quem cuida do dinheiro é a Patrícia. Sem ela não sai.": the line before, from its "mas", when
      // the sentence names nobody itself ("É o Sisloja. Quem bate o martelo é a Cláudia." names Cláudia only).
      const before = (said[index - 1] ?? '').replace(/^.*?\bmas\b/, '');
      // "A Nutrivale é do grupo": a company the call said someone is from is not a person.
      const namesIn = (text: string) =>
        [...text.matchAll(named)]
          .map((match) => match[1]!)
          .filter((name) => !organisations.has(normalize(name)));
      const ownNames = namesIn(decidingPart ?? sentence);
      const context = decidingPart ?? (ownNames.length > 0 ? sentence : [before, sentence].join(' '));
      const names = decidingPart || ownNames.length > 0 ? ownNames : namesIn(context);
      const foundBefore = found.length;
      if (
        speakerSaysTheyDecide(plain) ||
        (repliesWhoDecides && ownsTheBusiness.test(deciding ?? plain)) ||
        (askedIfTheirs && index === 0 && affirmsDeciding(plain))
      ) {
        add(nameOf(segment.speaker, segments), segment, sentence);
      }
      for (const name of names) if (!follows(name, context)) add(name, segment, sentence);
      // "Quem decide é ele, né, pai?", "o meu sócio que assina": the one the call introduced by that word.
      if (names.length === 0)
        for (const name of namedByKin(sentence, segments, position)) add(name, segment, sentence);
      // "A decisão é da mantenedora, o conselho se reúne em novembro": the one said deciding, not the other.
      const body = bodySources
        .map((source) => bodyDeciding.exec(source)?.[1] ?? bodyApproving.exec(source)?.[1])
        .find(Boolean);
      if (body) add(bodyName(body), segment, sentence);
      // "passa pelo Hélio e pelo financeiro": a body named beside a person decides too; "pela Dona Lúcia"
      // is a title, not the owner.
      // The legal department a deal passes by reads the contract ("depois passa pelo jurídico"); it decides
      // only when said to ("quem decide é o jurídico"). Bodies named by their members ("os dois sócios, o
      // Henrique e a Sônia") are those people.
      for (const match of bodySources.flatMap((source) => [...source.matchAll(bodyBeside)]))
        if ((!titled.test(sentence) || !/^don[oa]$/.test(match[1]!)) && match[1] !== 'juridico')
          add(bodyName(match[1]!), segment, sentence);
      if (names.length === 0 && !body && found.length === foundBefore) {
        // "Ele assina, mas vai querer que o jurídico olhe": a body asked to look the deal over reviews it.
        const mentioned = bodies.find(
          ([pattern]) =>
            pattern.test(normalize(context)) &&
            !reviews(pattern, normalize(context)) &&
            !someonesArea(pattern, normalize(context)),
        );
        if (mentioned) add(mentioned[1], segment, sentence);
      }
    });
  });
  // "passar pela TI da matriz" then "a TI de Roterdã tem que aprovar": one department, named with its place.
  // "Eu levo pra reunião de sócios. No fim quem dá o ok são os dois sócios, o Henrique e a Sônia.": a body
  // whose members the same turn names, in another sentence, is those people.
  return found.filter(
    (maker) =>
      !found.some((other) => other !== maker && other.who.startsWith(`${maker.who} d`)) &&
      !found.some(
        (other) =>
          other !== maker && other.segmentId === maker.segmentId && namedByMembers(maker.who, other.sentence),
      ),
  );
});

/**
 * A department named with the place it sits in, as said: "a TI de Roterdã", "o financeiro da Bahia". A
 * lower-case qualifier ("a TI da matriz") says which, not where, and is left out.
 */
function withPlace(who: string, sentence: string): string {
  if (!/^\p{Ll}|^(?:TI|RH)$/u.test(who)) return who;
  const plainWho = normalize(who);
  const place = new RegExp(`\\b${plainWho} (d[eoa]s?) (\\p{Lu}\\p{Ll}+)`, 'iu').exec(
    sentence.normalize('NFD').replace(/\p{Diacritic}/gu, ''),
  );
  if (!place) return who;
  const said = new RegExp(`\\b${place[1]} (\\p{Lu}\\p{L}+)`, 'u').exec(sentence.slice(place.index));
  return said ? `${who} ${place[1]} ${said[1]}` : who;
}
