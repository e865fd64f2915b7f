import { findDates } from '../signals/dates.ts';
import { normalize } from '../text.ts';
import {
  firstPersonVerbs,
  infinitiveOfAnyFirst,
  infinitiveOfSubjunctive,
  infinitiveOfThird,
  infinitives,
  requestInfinitive,
  requestVerbs,
} from './commitment-verbs.ts';
import { notAStep } from '../signals/future-plans.ts';
import { withoutClosers, withoutOpeners } from './fillers.ts';
import { capitalise, reportedClause } from './reported-speech.ts';
import { personName } from './speaker-names.ts';

/** A next step as a note says it: who does what (and by when), in the third person. */
export type Commitment = { text: string; owner: string; due?: string };

/** Who said the sentence and who it was said to (the other side of the call). */
export type CommitmentContext = { speaker: string; addressee: string };

/** A time said before who does it: "amanhã cedo", "na quinta,", "essa semana". */
const timeLeadIn =
  '(?:(?:no|na|nesta|nessa|esta|essa|este|esse|até|em|amanhã|hoje|depois|daqui|dentro|semana|segunda|terça|quarta|quinta|sexta|mais tarde|logo)(?!\\p{L})[^,]{0,30}?,? )?';

/** How a clause commits someone: the owner is the speaker, the addressee, or both sides. */
const shapes: Array<{
  pattern: RegExp;
  owner: 'speaker' | 'addressee' | 'both';
  verb: (match: RegExpExecArray) => string;
  /** Who on the speaker's side does it, when not the speaker ("técnico" of "o nosso técnico"). */
  side?: (match: RegExpExecArray) => string;
}> = [
  // "vou enviar", "vamos marcar", "a gente vai fazer"
  {
    pattern: new RegExp(
      `^(?:eu |a gente |nós )?(?:já )?(?:vou|vamos|irei|iremos|vai) (?:te |lhe |já )?(${infinitives})\\b`,
      'i',
    ),
    owner: 'speaker',
    verb: (m) => m[1]!.toLowerCase(),
  },
  // "vou pedir pro jurídico revisar", "a gente vai reservar a agenda": the future with "ir", whatever the
  // verb, but those of being, wanting or saying (signals/future-plans.ts).
  {
    pattern: new RegExp(
      `^${timeLeadIn}(?:eu |a gente |nós )?(?:já )?(?:vou|vamos|irei|iremos|vai) (?:te |lhe |já |também )?(?!(?:${notAStep})(?!\\p{L}))(\\p{L}{2,}[aei]r)(?!\\p{L})`,
      'iu',
    ),
    owner: 'speaker',
    verb: (m) => m[1]!.toLowerCase(),
  },
  // "o nosso técnico mapeia as fazendas", "a minha equipe vai configurar": the speaker's side, named as such;
  // the speaker answers for it.
  {
    pattern:
      /^(?:o|a|os|as) (?:nosso|nossa|nossos|nossas|meu|minha|meus|minhas) (\p{L}+(?: de \p{L}+)?) (?:já )?(?:(?:vai|vão) (?:te |lhe )?(\p{L}+[aei]r)|(?:te |lhe )?(\p{L}{3,}a)m?)(?!\p{L})/iu,
    owner: 'speaker',
    verb: (m) => m[2]?.toLowerCase() ?? infinitiveOfThird(m[3]!.toLowerCase()),
    side: (m) => m[1]!.toLowerCase(),
  },
  // "fico responsável por montar o cronograma": the speaker takes it on.
  {
    pattern: /^(?:eu )?(?:fico|ficamos) responsáve(?:l|is) (?:por|pela|pelo) (\p{L}+[aei]r)(?!\p{L})/iu,
    owner: 'speaker',
    verb: (m) => m[1]!.toLowerCase(),
  },
  // "preciso que você me mande a proposta": asked of the other side, in the subjunctive.
  {
    pattern:
      /^(?:eu )?(?:preciso|precisamos|queria|gostaria) que (?:você |vocês |vc )(?:me |nos )?(\p{L}+[ae])(?!\p{L})/iu,
    owner: 'addressee',
    verb: (m) => infinitiveOfSubjunctive(m[1]!.toLowerCase()),
  },
  // "vou estar te mandando o contrato", "amanhã a gente vai estar separando as notas": the gerund said for
  // the future.
  {
    pattern: new RegExp(
      `^${timeLeadIn}(?:eu |a gente |nós )?(?:vou|vamos|vai) estar (?:te |lhe |já )?(\\p{L}+?)([aei])ndo\\b`,
      'iu',
    ),
    owner: 'speaker',
    verb: (m) => `${m[1]!.toLowerCase()}${m[2]!.toLowerCase()}r`,
  },
  // "enviarei o orçamento", "te retornaremos amanhã": the written future.
  {
    pattern: new RegExp(`^${timeLeadIn}(?:eu |nós )?(?:te |lhe )?(\\p{L}+?)([aei])(?:rei|remos)\\b`, 'iu'),
    owner: 'speaker',
    verb: (m) => `${m[1]!.toLowerCase()}${m[2]!.toLowerCase()}r`,
  },
  // "consigo te enviar", "posso passar", "posso ir aí instalar", "dá pra eu ir aí ver a linha"
  {
    pattern: new RegExp(
      `^(?:(?:eu )?(?:consigo|posso)|dá pra eu|da pra eu) (?:te |lhe )?(${infinitives}|\\p{L}*[aei]r)(?!\\p{L})`,
      'iu',
    ),
    owner: 'speaker',
    verb: (m) => m[1]!.toLowerCase(),
  },
  // "em março, vocês topam uma visita nossa?", "que tal uma reunião com o diretor na quinta?": a meeting
  // proposed, which the one who proposes sets up.
  {
    pattern: new RegExp(
      `^${timeLeadIn}(?:(?:você |vocês |vc )?(?:topa|topam|aceita|aceitam|toparia|topariam)|que tal|bora) (?:marcar |fazer |ter )?(?=(?:uma?|outra|mais uma|um novo|uma nova) (?:conversa|reunião|reuniao|call|ligação|ligacao|visita|demonstração|demonstracao|demo|apresentação|apresentacao|almoço|almoco|café|cafe|papo|rodada)(?!\\p{L}))`,
      'iu',
    ),
    owner: 'speaker',
    verb: () => 'marcar',
  },
  // "se eles toparem, você vem aqui apresentar pra eles?": the other side asked to come and do it.
  {
    pattern:
      /^(?:você |vocês |vc )(?:vem|vêm|viria|viriam|pode vir|podem vir) (?:aqui |até aqui |n[ao] \p{L}+ )?(\p{L}+[aei]r)(?!\p{L})/iu,
    owner: 'addressee',
    verb: (m) => `vir ${m[1]!.toLowerCase()}`,
  },
  // "quer que eu te mande a tabela?": an offer, waiting for a yes.
  {
    pattern: /^(?:você |vocês )?(?:quer|querem|prefere|preferem) que eu (?:te |lhe |já )?(\p{L}+[ae])\b/iu,
    owner: 'speaker',
    verb: (m) => infinitiveOfSubjunctive(m[1]!.toLowerCase()),
  },
  // "eu envio", "te mando", "apresento pro seu Alberto"
  {
    pattern: new RegExp(`^(?:eu )?(?:te |lhe |já )?(${firstPersonVerbs})\\b`, 'i'),
    owner: 'speaker',
    verb: (m) => infinitiveOfAnyFirst(m[1]!.toLowerCase()),
  },
  // "fico de te mandar o contrato", "me comprometo a enviar": the speaker takes it on.
  {
    pattern: /^(?:eu )?(?:fico de|me comprometo a) (?:te |lhe )?(\p{L}+[aei]r)\b/iu,
    owner: 'speaker',
    verb: (m) => m[1]!.toLowerCase(),
  },
  // "eu tento marcar uma demonstração", "consigo tirar o relatório": an attempt is told as one.
  {
    pattern: /^(?:eu )?(?:tento|consigo) (?:te |lhe )?(\p{L}+[aei]r)\b/iu,
    owner: 'speaker',
    verb: (m) => `${/^tento/i.test(m[0]) ? 'tentar ' : ''}${m[1]!.toLowerCase()}`,
  },
  // "a gente marca uma conversa com o Tiago na terça": both sides, said by the speaker.
  {
    pattern: new RegExp(`^a gente (${requestVerbs})\\b`, 'i'),
    owner: 'speaker',
    verb: requestInfinitive,
  },
  // "daqui a quinze dias a gente volta a conversar", "a gente se fala na quinta": any verb, with the time
  // that made it a step (signals/next-steps.ts).
  {
    pattern: new RegExp(`^${timeLeadIn}a gente (?:se |já )?(\\p{L}{3,}a)(?!\\p{L})`, 'iu'),
    owner: 'speaker',
    verb: (m) => `${m[1]!.toLowerCase()}r`,
  },
  // "você me manda", "pode mandar o convite", "me manda também", "inclui a documentação"
  {
    pattern: new RegExp(`^(?:você |vocês |vc )(?:me |nos |pra gente )?(${requestVerbs})\\b`, 'i'),
    owner: 'addressee',
    verb: requestInfinitive,
  },
  // "pode mandar o convite", "você consegue me mandar o inventário?"
  {
    pattern: new RegExp(
      `^(?:você |vocês |vc )?(?:pode |podem |consegue |conseguem )(?:me |nos )?(${infinitives})\\b`,
      'i',
    ),
    owner: 'addressee',
    verb: (m) => m[1]!.toLowerCase(),
  },
  {
    pattern: new RegExp(`^(?:e )?(?:me |nos )?(${requestVerbs})\\b`, 'i'),
    owner: 'addressee',
    verb: requestInfinitive,
  },
  // "preciso da proposta e da minuta": the other side sends them.
  {
    pattern: /^(?:eu )?(?:preciso|precisamos) (?=d[ao]s? |de um)/i,
    owner: 'addressee',
    verb: () => 'enviar',
  },
  // Any other verb after "eu", with a time ahead (signals/next-steps.ts): "no dia quinze eu trago a
  // demonstração", "eu coloco o assunto na pauta", "eu vejo com o Henrique uma agenda".
  {
    pattern: new RegExp(
      `^(?:${timeLeadIn}|(?:pode )?deixa(?:r)? que )(?:eu (?:te |lhe |já )?|te |lhe |já (?:te |lhe )?)(\\p{L}+o|dou)\\b`,
      'iu',
    ),
    owner: 'speaker',
    verb: (m) => infinitiveOfAnyFirst(m[1]!.toLowerCase()),
  },
];

/**
 * "Eu e mais um analista vamos configurar o ambiente", "a Juliana e eu vamos revisar a proposta": the
 * speaker and someone else do it together, and the note names both.
 */
const together = new RegExp(`^(?:eu e (.+?)|(.+?) e eu) (?:vamos|iremos) (?:já )?(${infinitives})\\b`, 'i');

/** "agendamos a demonstração com o Fernando para a semana que vem" → "a demonstração com o Fernando fica para a semana que vem". */
const scheduled =
  /^(?:a gente |nós )?(?:já )?(agendamos|marcamos|combinamos|agenda|marca)\s+(.+?)\s+(para|pra|na|no|em|até)\s+(.+)$/i;
const alreadyScheduled = /^(?:fica |ficou |está |tá )?(agendad[oa]|marcad[oa]) (?:pra|para) (.+)$/i;
/**
 * "Próximos passos:", "vamos fazer assim:", "então eu faço assim:", or any short lead-in closed by a colon
 * before who does it ("Então, pra dar tempo: eu mando..."): what announces the plan.
 */
const preamble =
  /^.*?(?:pr[óo]xim[oa]s? passos?\s*(?:são|é|seriam)?|(?:eu |a gente )?(?:vamos fazer|vou fazer|faço|fazemos|faz|fica|ficamos|vamos) assim)\s*:\s*|^[^:]{1,30}:\s+(?=(?:eu|a gente|nós|você|vocês) )/i;
/** "Se não for pedir muito, me manda...", "por favor, me envia...": courtesy before a request, left out of the note. */
const courtesy =
  /^(?:e |então )?(?:se (?:não for (?:pedir muito|incômodo|abuso|muito trabalho)|puder|possível|der)|por favor|sem querer abusar|se (?:você|vc) puder),?\s+(?=(?:me|nos)\s)/iu;
/** "E se o comitê aprovar, posso trazer um tablet": the condition the step waits on, left out of the note. */
const condition = /^(?:e |então )?se [^,]{1,60},\s+/iu;
/** "Eu mesma ligo pra diretora": the emphasis says who, as "eu" alone does. */
const myself = /\b(eu|nós|a gente) mesm[oa]s?\b/iu;
/**
 * "Pra isso eu te mando o consumo", "enquanto isso a gente separa os acessos", "nesse caso eu ligo pra ele":
 * what the step is for or when it fits, said before who does it, left out of the note.
 */
const purpose =
  /^(?:e |então )?(?:(?:pra|para|por|enquanto|nesse|neste)\s+(?:isso|isto|caso)|até lá),?\s+(?=(?:eu|a gente|nós)\s)/iu;
/**
 * "Fica combinado que você me manda...", "o combinado é...", "deixa comigo que eu falo com ele": what says
 * the plan is agreed or taken on, before the plan itself.
 */
const agreed =
  /^.*?\b(?:(?:fica|ficou) (?:combinado|acertado|definido)(?: então)?(?: que|,|:)|o combinado (?:é|fica)(?: que|:)?|(?:pode )?deixa(?:r)? comigo(?:,| que| então,)?)\s*/iu;
const vocative = /,\s*\p{Lu}[\p{L}]+$/u;
/** "Mando até quarta, pode ser?": the tag asks for a yes; the commitment is what comes before it. */
const tagQuestion =
  /,?\s+(?:pode ser|tudo bem|tá bom|ta bom|tá|combinado|beleza|fechado|ok|certo|serve|fica bom|dá certo|pode|sim|não é|né)\s*\?$/iu;
/** "a Simone me passa o relatório", "o Tiago já manda a planilha": a named person and a verb in the present. */
const namedThird = /^(?:o|a) (\p{Lu}\p{Ll}+) ((?:me|nos|te|já) )?(\p{Ll}+a)\b/u;
/** "Quinta de manhã eu tô aí": a visit to the other side, at the time said before it. */
const visit =
  /^([^,]{0,30}?)\s*\b(?:eu )?(?:tô|to|estou|estarei|vou estar|passo|apareço|chego) (?:aí|lá|por aí|por lá)(?!\p{L})(.*)$/iu;

/**
 * Where a sentence's clauses part: before another subject ("..., você me manda"), before another commitment
 * verb ("e marco com o Tiago"), and before a first-person verb without its pronoun ("vou falar com o Jorge e
 * volto com uma resposta").
 */
const clauseBreak = new RegExp(
  `,\\s+(?=eu |você |a gente |(?:o|a|os|as) (?:nosso|nossa|nossos|nossas|meu|minha|meus|minhas) )|,?\\s+e\\s+(?=(?:eu |a gente |nós |te )?(?:vou |vamos |já )?(?:agend|marc|envi|mand|prepar|inclu|confirm|apresent|lig|cham|compartilh|te confirmo|combin))|,?\\s+e\\s+(?=(?:eu |te |lhe )(?:\\p{L}+o|dou)\\b)|,?\\s+e\\s+(?=(?:${firstPersonVerbs})\\b)`,
  'iu',
);

/**
 * A next-step sentence as notes: each clause's owner and action in the third person, joined when they
 * share an owner ("Lucas vai enviar a proposta e o material de LGPD hoje; a demonstração com o Fernando
 * fica para a semana que vem"). Undefined when no clause says who does what.
 */
export function writeCommitment(sentence: string, context: CommitmentContext): Commitment | undefined {
  const body = withoutClosers(
    withoutOpeners(
      withoutOpeners(
        sentence
          .replace(preamble, '')
          .replace(courtesy, '')
          .replace(condition, '')
          .replace(purpose, '')
          .replace(myself, '$1'),
      ).replace(agreed, ''),
    ).replace(tagQuestion, ''),
  )
    .replace(/[.!?…]+$/, '')
    .replace(vocative, '')
    // ", pra eu ver se dá pra usar o meu": why the speaker asks, in the speaker's words, which a note in
    // the third person would garble; the task is what comes before it.
    .replace(/,\s+(?:pra|para) eu\s.*$/iu, '');
  // "A Juliana e eu vamos enviar...": one subject, not two clauses joined by "e".
  const clauses = together.test(body)
    ? [body]
    : body
        .split(clauseBreak)
        // Case matters here: "e a Simone me passa" is someone named, "e a gente passa" is not.
        .flatMap((clause) =>
          clause.split(/,?\s+e\s+(?=(?:o|a) \p{Lu}\p{Ll}+ (?:me |nos |te |já )?\p{Ll}+a\b)/u),
        );
  const parts: Array<{ owner: string; text: string }> = [];
  for (const clause of clauses) {
    const part = writeClause(clause.trim(), context);
    if (part) parts.push(part);
  }
  if (parts.length === 0) return undefined;
  const owners = [...new Set(parts.map((part) => part.owner))];
  // Clauses with one owner read as one sentence ("vai ver a agenda e confirmar"); another owner, or a
  // plan without one ("a demonstração fica para..."), starts a clause of its own.
  const text = parts
    .map((part, index) => {
      const continues =
        index > 0 && part.owner === parts[index - 1]!.owner && part.text.startsWith(`${part.owner} vai `);
      return continues
        ? ` e ${part.text.slice(`${part.owner} vai `.length)}`
        : `${index > 0 ? '; ' : ''}${part.text}`;
    })
    .join('');
  const due = dueOf(parts[0]!.text) ?? dueOf(body);
  return { text: `${capitalise(text)}.`, owner: owners[0]!, ...(due ? { due } : {}) };
}

function writeClause(
  clause: string,
  context: CommitmentContext,
): { owner: string; text: string } | undefined {
  const speaker = personName(context.speaker);
  const addressee = personName(context.addressee);
  const planned = scheduled.exec(clause);
  if (planned?.[1]!.endsWith('amos')) {
    return {
      owner: speaker,
      text: `${reportedClause(planned[2]!)} fica ${reportedClause(`${planned[3]} ${planned[4]}`)}`,
    };
  }
  const joint = together.exec(clause);
  if (joint) {
    const partner = reportedClause(joint[1] ?? joint[2]!);
    const object = forWhom(clause.slice(joint[0].length).trim(), undefined, false);
    return {
      owner: speaker,
      text: `${speaker} e ${partner} vão ${joint[3]!.toLowerCase()}${object ? ` ${object}` : ''}`,
    };
  }
  // "e a Simone me passa o relatório": someone named takes a part of the plan, in the present.
  const third = namedThird.exec(clause);
  if (third) {
    const name = third[1]!;
    const toSpeaker = /^(?:me|nos) $/i.test(third[2] ?? '');
    const object = forWhom(clause.slice(third[0].length).trim(), toSpeaker ? speaker : undefined, false);
    if (object.length > 0) return { owner: name, text: `${name} vai ${third[3]!.toLowerCase()}r ${object}` };
  }
  const visiting = visit.exec(clause);
  if (visiting) {
    const when = [visiting[1]!.trim(), visiting[2]!.trim()].filter(Boolean).join(' ');
    return { owner: speaker, text: `${speaker} vai passar lá${when ? ` ${reportedClause(when)}` : ''}` };
  }
  const already = alreadyScheduled.exec(clause);
  if (already)
    return {
      owner: speaker,
      text: `${speaker} deixou ${already[1]!.toLowerCase()} para ${reportedClause(already[2]!)}`,
    };
  for (const shape of shapes) {
    const match = shape.pattern.exec(clause);
    if (!match) continue;
    const owner = shape.owner === 'speaker' ? speaker : addressee;
    const rest = clause
      .slice(match[0].length)
      .replace(/^\s*(?:sim|também)\b/i, '')
      .trim();
    const toSpeaker = shape.owner === 'addressee' && /\b(?:me|nos)\s/i.test(`${match[0]} `);
    // "separo a lista pra você": for the one it was said to, by name.
    const object = forWhom(
      rest.replace(/\b(?:pra|para) (?:você|vocês|vc)(?!\p{L})/giu, `para ${addressee}`),
      toSpeaker ? speaker : undefined,
      // "preciso da proposta" → "a proposta"; "tiro do sistema" keeps its "do".
      /\b(?:preciso|precisamos)\s*$/i.test(match[0]),
    );
    const action = shape.verb(match);
    // "Mando sim." and "Pode marcar." say yes to what was already noted; nothing new to write.
    if (object.replace(/[^\p{L}]+/gu, '').length < 3) return undefined;
    const doer = shape.side ? `o ${shape.side(match)} de ${owner}` : owner;
    return { owner, text: `${doer} vai ${action}${object ? ` ${object}` : ''}` };
  }
  return undefined;
}

/**
 * The rest of a request, told as a note: "me manda a lista" → "a lista para Patrícia"; what was needed, "da
 * proposta e da minuta" → "a proposta e a minuta".
 */
function forWhom(rest: string, requester: string | undefined, needed: boolean): string {
  const text = !needed
    ? rest
    : rest
        .replace(/^d([ao]s?)\b/i, '$1')
        .replace(/\be d([ao]s?)\b/gi, 'e $1')
        .replace(/^de (um|uma)\b/i, '$1');
  const clause = reportedClause(text);
  if (!requester) return clause;
  return /\bpara mim\b/i.test(clause)
    ? clause.replace(/\bpara mim\b/gi, `para ${requester}`)
    : `${clause} para ${requester}`;
}

/**
 * When the step is due: the first date said, or "hoje" (which alone, outside a commitment, is not a
 * deadline). A month qualifying a noun ("os leads de outubro") says which, not when, so any other date
 * said comes first.
 */
export function dueOf(text: string): string | undefined {
  const plain = normalize(text);
  const words = plain.split(/\s+/);
  const inOrder: string[] = [];
  for (let end = 1; end <= words.length; end += 1) {
    const prefix = words.slice(0, end).join(' ');
    for (const date of [...findDates(prefix), ...(/\bhoje\b/.test(prefix) ? ['hoje'] : [])])
      if (!inOrder.includes(date)) inOrder.push(date);
  }
  const qualifying = (date: string) =>
    new RegExp(`\\b(?<!antes |depois |inicio |final |fim |partir )de ${normalize(date)}\\b`).test(plain);
  return inOrder.find((date) => !qualifying(date)) ?? inOrder[0];
}
