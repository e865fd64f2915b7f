import { VocabularyContext } from './vocabulary-context.ts';
import { VocabularyScreen } from './VocabularyScreen.tsx';

/** The company's vocabulary, a section of the settings everyone in the company opens (/config/general). */
export function VocabularySection() {
  return (
    <VocabularyContext.Provider>
      <VocabularyScreen />
    </VocabularyContext.Provider>
  );
}
