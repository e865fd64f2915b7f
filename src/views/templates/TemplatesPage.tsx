import { TemplateListContext } from './templates-context.ts';
import { TemplatesScreen } from './TemplatesScreen.tsx';
import { usePageTexts } from '../../i18n/page-texts.ts';
import templates from '../../i18n/resources/pt-BR/templates.ts';

export default function TemplatesPage() {
  usePageTexts({ templates });
  return (
    <TemplateListContext.Provider>
      <TemplatesScreen />
    </TemplateListContext.Provider>
  );
}
