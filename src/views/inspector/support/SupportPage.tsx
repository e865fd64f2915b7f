import { usePageTexts } from '../../../i18n/page-texts.ts';
import inspector from '../../../i18n/resources/pt-BR/inspector.ts';
import { SupportScreen } from './SupportScreen.tsx';

/** /support (administrators): a support bundle loaded from a file and stepped through on the diagrams. */
export default function SupportPage() {
  usePageTexts({ inspector });
  return <SupportScreen />;
}
