import { TemplateListContext } from './templates-context.ts';
import { TemplatesScreen } from './TemplatesScreen.tsx';

export default function TemplatesPage() {
  return (
    <TemplateListContext.Provider>
      <TemplatesScreen />
    </TemplateListContext.Provider>
  );
}
