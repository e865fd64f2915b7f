import styled from '@emotion/styled';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { selectListFailure, selectListView } from '../../machines/templates/selectors.ts';
import { useErrorText } from '../components/AppErrorText.tsx';
import { Button } from '../components/Button.tsx';
import { ErrorState } from '../components/ErrorState.tsx';
import { PageTitle } from '../components/PageHeader.tsx';
import { Spinner } from '../components/Spinner.tsx';
import { CreateTemplateForm } from './CreateTemplateForm.tsx';
import { EditorPane } from './EditorPane.tsx';
import { TemplateList } from './TemplateList.tsx';
import { TemplateListContext } from './templates-context.ts';

const narrow = '@media (max-width: 860px)';

/** List | editor side by side; on a narrow screen only one of them, the editor while one is selected. */
const Panes = styled('div', { shouldForwardProp: (prop) => prop !== 'showsEditor' })<{
  showsEditor: boolean;
}>(({ showsEditor }) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(240px, 1fr) minmax(0, 2fr)',
  gap: 20,
  alignItems: 'start',
  [narrow]: {
    gridTemplateColumns: 'minmax(0, 1fr)',
    '& > [data-pane="list"]': { display: showsEditor ? 'none' : undefined },
    '& > [data-pane="editor"]': { display: showsEditor ? undefined : 'none' },
  },
}));

export function TemplatesScreen() {
  const { t } = useTranslation();
  const actor = TemplateListContext.useActorRef();
  const view = TemplateListContext.useSelector(selectListView);
  const failure = TemplateListContext.useSelector(selectListFailure);
  const errorText = useErrorText();
  const listHeading = useRef<HTMLHeadingElement>(null);
  const previousView = useRef(view);

  // Leaving a template (deleted, or "back" on a narrow screen) puts the focus back on the list.
  useEffect(() => {
    if (previousView.current === 'selected' && view === 'browsing') listHeading.current?.focus();
    previousView.current = view;
  }, [view]);

  if (view === 'loading') {
    return (
      <Page>
        <output css={{ display: 'flex', alignItems: 'center', gap: 10 }}>
          <Spinner aria-hidden size={16} />
          {t('templates:list.loading')}
        </output>
      </Page>
    );
  }
  if (view === 'failed') {
    return (
      <Page>
        <ErrorState
          title={t('templates:list.failed')}
          description={failure ? errorText(failure) : ''}
          retryLabel={t('common:retry')}
          onRetry={() => actor.send({ type: 'templates.retry' })}
        />
      </Page>
    );
  }
  const showsEditor = view !== 'browsing';
  return (
    <Page>
      <Panes showsEditor={showsEditor}>
        <div data-pane="list" css={{ display: 'grid', gap: 12, minWidth: 0 }}>
          <div css={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}>
            <h2 ref={listHeading} tabIndex={-1} css={{ margin: 0, fontSize: 18 }}>
              {t('templates:list.title')}
            </h2>
            <Button variant="secondary" onClick={() => actor.send({ type: 'create.open' })}>
              {t('templates:newTemplate')}
            </Button>
          </div>
          <TemplateList />
        </div>
        <div data-pane="editor" css={{ minWidth: 0 }}>
          {view === 'creating' || view === 'submitting' ? <CreateTemplateForm /> : <EditorPane />}
        </div>
      </Panes>
    </Page>
  );
}

function Page({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <div css={{ maxWidth: 1200, margin: '0 auto', padding: 16, display: 'grid', gap: 16 }}>
      <div>
        <PageTitle css={{ marginBottom: 8 }}>{t('pages:titles.templates')}</PageTitle>
        <p css={{ margin: 0 }}>{t('templates:intro')}</p>
      </div>
      {children}
    </div>
  );
}
