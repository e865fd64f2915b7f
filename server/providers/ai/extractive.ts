import type { TranscriptSegment } from '../../../src/api-contract/transcription.ts';
import type { AiProvider, AnswerDraft, TemplateQuestion } from './provider.ts';
import { queryTerms, rankSegments, unheardSubject, type ScoredSegment } from './retrieval.ts';
import { decisionMakersOf } from './signals/decision.ts';
import { objectionKindsOf } from './signals/objections.ts';
import { findDates } from './signals/dates.ts';
import { statesPrice } from './signals/index.ts';
import { sellerOf } from './signals/seller.ts';
import { normalize } from './text.ts';
import { improveSegments } from './cleanup.ts';
import { draftEnrichment } from './enrichment.ts';
import { askedStems, noteOf, relevantSentences } from './writing/notes.ts';

/** Below this a passage only shares a common word with the question: better no answer than a wrong one. */
const minimumScore = 1.5;
/**
 * A template question's words are the method's ("necessidade", "dor", "implicações"), rarely the client's:
 * on the client's side a line sharing only paraphrases of them is enough.
 */
const clientMinimumScore = 1;
/** Passages scoring at least this share of the best one are quoted with it. */
const companionShare = 0.75;
const maxSources = 2;

/**
 * The embedded AI: answers each question with a note written from the transcript lines that match it best
 * (who said what, in the third person, each line cited once), rules for the enrichment, and a
 * deterministic pt-BR clean-up for improve. Never invents: a note only retells what its lines say.
 */
export function createExtractiveAi(): AiProvider {
  return {
    name: 'extractive',
    async answerQuestions(questions, segments) {
      const written = new Set<string>();
      return questions.map((question) => answerFromTranscript(question, segments, written));
    },
    async enrich(segments) {
      return draftEnrichment(segments);
    },
    async improveTranscript(segments, vocabulary) {
      return improveSegments(segments, vocabulary);
    },
  };
}

/**
 * One question's note. Template questions ask about the client, so the client side's lines answer them
 * (the seller's only when the client said nothing about it), and a question about budget, who decides or
 * when leads with the lines that say one (cues below). `written` holds the notes already given to the
 * template's earlier questions: two questions ("Problema" and "Implicação") never get the same answer;
 * the next best lines answer the second, and when there are none it has no answer.
 */
function answerFromTranscript(
  question: TemplateQuestion,
  segments: TranscriptSegment[],
  written: Set<string>,
): AnswerDraft {
  const none = { questionId: question.id, answer: null, sources: [] };
  const ranked = unheardSubject(question.text, segments)
    ? []
    : cued(question.text, segments, rankSegments(queryTerms(question.text), segments));
  const seller = sellerOf(segments);
  const clientSide = ranked.filter((scored) => scored.segment.speaker !== seller);
  const onClientSide = (clientSide[0]?.score ?? 0) >= clientMinimumScore;
  const pool = onClientSide ? clientSide : ranked;
  const floor = onClientSide ? clientMinimumScore : minimumScore;
  const best = pool[0];
  if (!best || best.score < floor) return none;
  const stems = askedStems(question.text);
  const candidates = pool
    .filter((scored) => scored.score >= Math.max(floor, best.score * companionShare))
    .map((scored) => scored.segment);
  // The best lines together, else each line above the floor alone, best first: the first note not given yet.
  const choices = [
    candidates.slice(0, maxSources),
    ...pool.filter((scored) => scored.score >= floor).map((scored) => [scored.segment]),
  ];
  for (const choice of choices) {
    const chosen = [...choice].sort((a, b) => a.startSeconds - b.startSeconds);
    const answer = chosen
      .map((segment) => noteOf(segment.speaker, relevantSentences(segment, stems)))
      .join(' ');
    if (written.has(answer)) continue;
    written.add(answer);
    return {
      questionId: question.id,
      answer,
      sources: chosen.map((segment) => ({
        segmentId: segment.id,
        startSeconds: segment.startSeconds,
        endSeconds: segment.endSeconds,
        quote: segment.text,
      })),
    };
  }
  return none;
}

/** A line saying what the question asks for (a budget, a decider, a date) leads any line that does not. */
const cueWeight = 1.6;
const cueBonus = 2;
/** The client's reply to the seller's question about it says it more surely than a line that only has its cue. */
const replyBonus = 1;

/**
 * Budget, authority and timeline questions are answered by lines of a kind words alone do not find ("Tenho
 * até uns cinco mil por mês", "O dono, o seu Alberto", "Antes do plantio de setembro"): those lines lead.
 */
function cued(question: string, segments: TranscriptSegment[], ranked: ScoredSegment[]): ScoredSegment[] {
  const asked = normalize(question);
  const makers = new Set(decisionMakersOf(segments).map((maker) => maker.segmentId));
  const found = cues.find(([asks]) => asks.test(asked));
  if (!found) return ranked;
  const [, cue, required, excluded, askedFor] = found;
  const scores = new Map(ranked.map((scored) => [scored.segment.id, scored.score]));
  const seller = sellerOf(segments);
  // "Qual valor o cliente enxerga na solução (Necessidade de solução)?" is said after the pitch.
  const diagnosis = diagnosing.test(asked) && !/\bsolucao\b/.test(asked);
  const pitch = diagnosis ? pitchOf(segments, seller) : segments.length;
  return segments
    .map((segment, position) => {
      const score = scores.get(segment.id) ?? 0;
      const plain = normalize(segment.text);
      if (excluded?.test(plain)) return { segment, score: 0 };
      const previous = segments[position - 1];
      // The client's reply to the seller's question about it answers it, whatever its words: "E onde isso
      // aperta mais?" / "Produto vence na prateleira antes de alguém ver."
      const repliesToIt =
        askedFor !== undefined &&
        previous !== undefined &&
        segment.speaker !== seller &&
        previous.speaker === seller &&
        askedFor(previous.text);
      const scored =
        (cue(plain, makers.has(segment.id)) || repliesToIt) && !plain.trim().endsWith('?')
          ? { segment, score: score * cueWeight + cueBonus + (repliesToIt ? replyBonus : 0) }
          : { segment, score: required ? 0 : score };
      return position > pitch ? { segment, score: scored.score * afterPitchWeight } : scored;
    })
    .filter((scored) => scored.score > 0)
    .sort((a, b) => b.score - a.score || a.segment.startSeconds - b.segment.startSeconds);
}

/**
 * Situation, problem and implication are what the client tells before the seller presents the product
 * (SPIN's diagnosis); after it, the client weighs the product, its price and its purchase ("O problema é
 * que pra contratar precisa de licitação"), so lines there weigh less.
 */
const diagnosing = /\bsituacao\b|\bproblemas?\b|\bimplicac|\bnecessidade\b|\bdor\b/;
const afterPitchWeight = 0.5;
/** Words in a seller's statement long enough to present something, not to acknowledge ("Entendi, faz sentido."). */
const pitchWords = 10;

/** Where the seller first presents the product: their first statement of some length after the opening turn. */
function pitchOf(segments: TranscriptSegment[], seller: string | undefined): number {
  const at = segments.findIndex(
    (segment, position) =>
      position > 0 &&
      segment.speaker === seller &&
      !segment.text.includes('?') &&
      segment.text.split(/\s+/).length >= pitchWords,
  );
  return at < 0 ? segments.length : at;
}

/** A budget said, or a price weighed against one ("está acima do que a gente imaginava"): a price objection. */
const budgetSaid = (plain: string) =>
  /\borcamento\b|\bverba\b|\breservad[oa]s?\b|\bseparad[oa]\b|\b(?:tenho|temos) ate\b|\bcabe\b|\bdentro do\b|\bnao tenho isso\b|\bcortando custos\b|\b(?:tinha|tinhamos) (?:pensado|previsto|imaginado) em\b|\b(?:pagar|gastar|investir) (?:ate|uns|umas|no maximo)\b/.test(
    plain,
  ) || objectionKindsOf(plain).includes('preço');
/** How things are done today: "hoje é no papel", "atualmente usamos planilhas", "numa planilha que...". */
const presentSaid =
  /\bhoje\b|\batualmente\b|\bpor enquanto\b|\b(?:usamos|utilizamos|fazemos|controlamos|acompanhamos|operamos|trabalhamos|monitoramos|rodamos|separamos|atendemos)\b|\b(?:e|fica|ficam) (?:tudo )?(?:no|na|num|numa|pelo|pela|em) (?:papel|planilha|caderno|excel|whatsapp|e-?mail|sistema)\b|\bsao (?:\w+ ){0,3}(?:alunos|pacientes|clientes|funcionarios|vendedores|usuarios|lojas|unidades|veiculos|caminhoes|pedidos)\b/;
/** A pain said: errors, losses, delays, what is lost or nobody knows. */
const painSaid =
  /\berros?\b|\berrad[oa]s?\b|\bproblemas?\b|\bdificuldades?\b|\bdemora\b|\batras[ao]s?\b|\bincomoda\b|\bpesa\b|\bse perde(?:m)?\b|\bperde(?:m|mos)?\b|\bnao (?:sabe|sabemos|conseguimos|consegue|vemos|ve)\b|\bninguem\b|\breclam\w*\b|\bcai(?:u)?\b|\bquedas?\b|\bfalh\w+\b|\bretrabalho\b|\btrocad[oa]s?\b|\bquem avisa e o cliente\b|\bmuito tempo\b|\b(?:no )?dia seguinte\b|\b(?:dias|semanas) depois\b|\bja foi (?:na|no|pra|para)\b|\bvai embora\b|\bdesist\w+\b|\bnao (?:espera|aparece|aparecem|recebeu|recebe|da conta)\b|\binferno\b|\bfila\b|\bso (?:eu|ele|ela) (?:sei|sabe)\b/;
/** A deadline or a start, not a meeting's weekday: a month, "prazo", "começar", "vence", "antes do...". */
const timeSaid = (plain: string) => timeWords.test(plain) || findDates(plain).length > 0;
const timeWords =
  /\b(?:janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro|prazo|comecar|comecarmos|vence|trimestre|semestre)\b|\bantes d[oa]s?\b|\ba partir de\b|\b(?:em|temos) \w+ dias\b/;
/** What the client says the solution is worth to them: "isso já resolveria metade", "é muito dinheiro". */
const worthSaid =
  /^(?:mas |e |olha,? )?se\b[^.]*,? (?:ja|entao|a gente ja)\b|\b(?<!nao )compensa\b|\bcom folga\b|\bfaz(?:er|eria)? (?:toda a |muita )?diferenca\b|\bvale(?:ria)? a pena\b|\bse pagaria\b|\bresolveria\b|\bajudaria\b|\bajuda\b|\bseria otimo\b|\bexatamente o que\b|\bganho real\b|\bse paga\b|\bmais barato\b|\bmuito dinheiro\b|\bmelhora\b/;
/**
 * What a problem costs: money, a share, time lost; or a line that goes on from the one before to what it
 * leads to ("Isso segura o caixa da obra", "Aí ele reclama na Anatel").
 */
const goesOn = /^(?:e )?(?:isso|isto|com isso|por causa disso|resultado)\b/;
const notThePainItself = new RegExp(`${goesOn.source}|${worthSaid.source}`);
const costSaid =
  /^(?:e )?(?:isso|isto|com isso|por causa disso|ai|resultado)\b|\bmuito pouco\b|\bpodia(?:mos)? ter (?:sido|vendido|faturado|fechado|ganhado)\b|\bdeixa(?:mos|m)? de (?:ganhar|vender|faturar|receber|fechar)\b|\bjogad[oa]s? fora\b|\bsem receber\b|\bcaixa\b|\bcust(?:a|ou|am)\b|\bperd(?:a|as|emos|eram|idas?|idos?)\b|\bmultas?\b|\bprejuizo\b|\breais\b|\bpor cento\b|\bdeixa de receber\b|\bparad[oa]s\b|\batras[ao]\b/;
/** A question, or a request to tell: "Me conta como vocês acompanham hoje os alunos que param de vir." */
const asksOrRequests = (text: string) =>
  text.includes('?') ||
  /\b(?:me (?:conta|conte|contem|fala|fale|falem|explica|explique|expliquem|diz|diga|digam|mostra|mostrem)|queria entender|gostaria de entender)\b/.test(
    normalize(text),
  );

/**
 * The seller says what the client would pay: an amount in money words, or a discount. "Reduziram os
 * sinistros em trinta por cento" states a number, not a price.
 */
const quotesPrice = (sellerLine: string) => {
  const plain = normalize(sellerLine);
  return (
    statesPrice(plain) &&
    /\b(?:reais|mil|milhao|milhoes|por mes|mensal|mensais|por ano|anual|por usuario|por licenca|desconto|custa|valor|preco|mensalidade|investimento)\b|r\$/.test(
      plain,
    )
  );
};

/** The seller's line asks (or asks to be told) about it. */
const asked = (about: RegExp) => (sellerLine: string) =>
  asksOrRequests(sellerLine) && about.test(normalize(sellerLine));

/** A seller's question about how things are done today: "Como vocês definem hoje o preço?". */
const asksSituation =
  /\bcomo (?:e que )?(?:voces|vcs|voce|funciona|esta|estao|e feito|e feita|fazem|faz)\b|\b(?:hoje|atualmente)\b/;
/** A seller's question about what goes wrong: "E onde isso aperta mais?", "Isso tem funcionado?". */
const asksPain =
  /\baperta\w*\b|\batrapalha\w*\b|\bdificuldades?\b|\bproblemas?\b|\bdor\b|\bdesafios?\b|\bpior\b|\bincomoda\w*\b|\b(?:tem|esta) funcionando\b|\btem funcionado\b|\bo que (?:mais )?(?:trava|pega|preocupa)\b/;
/** A seller's question about when: "E pra quando vocês precisariam?", "Tem alguma data boa pra começar?". */
const asksTime =
  /\bquando\b|\bdatas?\b|\bprazos?\b|\bcomecar\b|\bcronograma\b|\bem termos de (?:prazo|tempo)\b|\burgencia\b/;
/** A seller's question about what a problem costs: "E quanto isso custa pra vocês?". */
const asksCost =
  /\bquanto (?:isso |voces |vcs )?(?:custa|custou|representa|impacta|perdem|perderam)\b|\bimpacto\b|\bo que acontece\b|\bconsequencias?\b|\bem dinheiro\b/;

/**
 * Each cue: what a question asks for, the lines that say it, whether only such lines answer it (the worth
 * of the solution is what the client said it is worth, or nothing; a deadline is a date said, or none),
 * lines that never do (what the solution is worth is not what the problem costs), and the seller's
 * lines whose reply answers it (a question about it; for the budget, the price).
 */
const cues: Array<
  [
    asks: RegExp,
    says: (plain: string, saysWhoDecides: boolean) => boolean,
    required?: boolean,
    excluded?: RegExp,
    askedFor?: (sellerLine: string) => boolean,
  ]
> = [
  // "O prazo para a decisão" asks when, not who: time first.
  [/\b(?:prazo|timeline)\b/, timeSaid, true, undefined, asked(asksTime)],
  [/\b(?:decisao|decide|authority|aprova|comprador|assina)/, (_, saysWhoDecides) => saysWhoDecides],
  // The reply to the price weighs it against the budget: "Uns quatro e meio por mês. Se economizar...".
  [/\b(?:orcamento|budget|verba)\b/, budgetSaid, false, undefined, quotesPrice],
  [/\bsituacao\b/, (plain) => presentSaid.test(plain), false, undefined, asked(asksSituation)],
  // What the problem costs, not what the solution is worth ("isso já resolveria metade"); before the pain
  // cue, since "as implicações desses problemas" names the problems too.
  [
    /\bimplicac|\bconsequencias negativas\b|\bo que acontece\b/,
    (plain) => costSaid.test(plain),
    false,
    worthSaid,
    asked(asksCost),
  ],
  // SPIN's problems are the pains as first said: a line going on from the one before ("Isso é consulta
  // jogada fora") tells what they lead to, and one weighing the solution ("Se metade se resolver...") what
  // it is worth. BANT's need takes any of the pains.
  [/\bproblemas?\b/, (plain) => painSaid.test(plain), false, notThePainItself, asked(asksPain)],
  [/\b(?:dor|need)\b/, (plain) => painSaid.test(plain), false, undefined, asked(asksPain)],
  [/\bvalor\b.*\bsolucao\b|\bimplicacoes positivas\b/, (plain) => worthSaid.test(plain), true],
];
