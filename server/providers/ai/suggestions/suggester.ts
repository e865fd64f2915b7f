/**
 * Suggestions while a question of a template is typed (`POST /api/templates/ai-suggestions`): better wordings
 * of it (open, neutral, one subject) and follow-up questions, best first, never the typed text itself.
 */
export interface QuestionSuggester {
  readonly name: string;
  suggest(question: string): Promise<string[]>;
}
