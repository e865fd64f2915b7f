import type { TranscriptSegment } from '../../src/services/api/schemas/transcription.ts';
import { contentStems } from './text.ts';

/**
 * Words a sales question is usually answered with, though the question does not use them: a question about
 * the budget is answered with "verba", "reais", "mil". Keyed by a stem of the question; matched by stem.
 */
const related: Record<string, string> = {
  orcam: 'orçamento verba investimento reais mil custo preço valor pagar gastar mensalidade desconto',
  budget: 'orçamento verba investimento reais mil custo preço valor pagar',
  decis: 'decide decisão assina aprova aprovação diretor diretoria comitê sócio presidente compra',
  author: 'decide decisão assina aprova aprovação diretor diretoria comitê sócio presidente',
  influe: 'recomendação opinião avalia influencia',
  necess: 'dor problema precisa dificuldade perdemos visibilidade resolver falta',
  need: 'dor problema precisa dificuldade perdemos visibilidade resolver',
  prazo: 'quando mês semana começar implantação até data abril maio junho julho agosto trimestre',
  timeli: 'prazo quando mês semana começar implantação até data trimestre',
  implan: 'implantação começar semanas meses prazo',
  situac: 'hoje atualmente usamos usa planilha processo sistema funciona',
  atual: 'hoje atualmente usamos usa planilha processo sistema',
  proble: 'problema dor dificuldade perdemos falha reclamação atraso erro manual',
  implic: 'impacto custa perde perdemos prejuízo consequência risco multa atraso horas dias',
  valor: 'ganho resolveria economia ajudaria benefício interessa resolve retorno',
  soluc: 'ganho resolveria economia ajudaria benefício interessa resolve',
};

export type ScoredSegment = { segment: TranscriptSegment; score: number };

export type QueryTerms = Map<string, number>;

/** Words every template question uses about its subject; they say nothing about what is asked. */
const questionFiller = new Set(
  contentStems('cliente clientes disponível toma relatou enxerga desses principal projeto negócio'),
);

/** The question's own stems weigh 1; related words weigh less, so the question's own words lead. */
export function queryTerms(question: string): QueryTerms {
  const terms: QueryTerms = new Map();
  const own = contentStems(question).filter((term) => !questionFiller.has(term));
  for (const term of own) terms.set(term, 1);
  for (const term of own) {
    const expansion = related[term];
    if (!expansion) continue;
    for (const extra of contentStems(expansion)) if (!terms.has(extra)) terms.set(extra, 0.7);
  }
  return terms;
}

/** Scores every segment by the idf-weighted query terms it contains; best first, zero scores dropped. */
export function rankSegments(terms: QueryTerms, segments: TranscriptSegment[]): ScoredSegment[] {
  const stemsOf = segments.map((segment) => new Set(contentStems(segment.text)));
  const documentFrequency = new Map<string, number>();
  for (const stems of stemsOf)
    for (const term of stems) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  const idf = (term: string) => Math.log(1 + segments.length / (documentFrequency.get(term) ?? 1));
  const own = segments.map((_, index) => {
    let score = 0;
    for (const [term, weight] of terms) if (stemsOf[index]!.has(term)) score += weight * idf(term);
    return score;
  });
  // A matching question is rarely the answer: the reply that follows it is, so the reply inherits its score.
  return segments
    .map((segment, index) => {
      const asks = segment.text.trim().endsWith('?');
      const previous = segments[index - 1];
      const asked = previous?.text.trim().endsWith('?') && previous.speaker !== segment.speaker;
      const score = own[index]! * (asks ? 0.4 : 1) + (asked ? own[index - 1]! * 0.8 : 0);
      return { segment, score };
    })
    .filter((scored) => scored.score > 0)
    .sort((a, b) => b.score - a.score || a.segment.startSeconds - b.segment.startSeconds);
}
