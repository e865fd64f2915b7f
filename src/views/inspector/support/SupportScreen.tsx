import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openInspectorEvent } from '../../../devtools/inspector/access.ts';
import { parseSupportBundle, type SupportBundle } from '../../../devtools/inspector/bundle.ts';
import { machinesById } from '../../../devtools/inspector/machines.ts';
import { ActorTree } from '../../../devtools/inspector/views/ActorTree.tsx';
import { Columns } from '../../../devtools/inspector/views/Columns.ts';
import { FailedRequests } from '../../../devtools/inspector/views/FailedRequests.tsx';
import { Alert } from '../../components/Alert.tsx';
import { FileDropZone } from '../../components/FileDropZone.tsx';
import { FilePicker } from '../../components/FilePicker.tsx';
import { Button } from '../../components/Button.tsx';
import { PageTitle } from '../../components/PageHeader.tsx';
import { StepThrough } from './StepThrough.tsx';

const pageCss = { maxWidth: 1200, margin: '0 auto', padding: 16, display: 'grid', gap: 16 } as const;

type Loaded = { bundle: SupportBundle; selected: string | null } | 'invalid' | null;

/** Loads a bundle; the first machine actor with events is shown until another is picked. */
export function SupportScreen() {
  const { t } = useTranslation();
  const inputId = useId();
  const [loaded, setLoaded] = useState<Loaded>(null);
  const [fileName, setFileName] = useState<string | null>(null);

  const load = async (file: File | undefined) => {
    if (!file) return;
    setFileName(file.name);
    const bundle = parseSupportBundle(await file.text());
    setLoaded(bundle ? { bundle, selected: null } : 'invalid');
  };

  const bundle = typeof loaded === 'object' && loaded !== null ? loaded.bundle : null;
  const actor =
    bundle?.actors.find(
      (candidate) => candidate.sessionId === (loaded as { selected: string | null }).selected,
    ) ??
    bundle?.actors.find((candidate) => candidate.machineId !== null && candidate.steps.length > 0) ??
    null;

  return (
    <div css={pageCss}>
      <PageTitle css={{ margin: 0 }}>{t('pages:titles.support')}</PageTitle>
      <p css={{ margin: 0 }}>{t('inspector:support.intro')}</p>
      <div>
        <Button variant="secondary" onClick={() => window.dispatchEvent(new Event(openInspectorEvent))}>
          {t('inspector:support.openInspector')}
        </Button>
      </div>
      <FileDropZone onFile={(file) => void load(file)}>
        <span>{t('inspector:support.drop')}</span>
        <label htmlFor={inputId} css={{ fontWeight: 600 }}>
          {t('inspector:support.file')}
        </label>
        <FilePicker
          chooseText={t('inspector:support.choose')}
          id={inputId}
          accept="application/json,.json"
          onChange={(event) => void load(event.target.files?.[0])}
        />
        {fileName && <strong>{t('inspector:support.chosen', { name: fileName })}</strong>}
      </FileDropZone>
      {loaded === 'invalid' && <Alert role="alert">{t('inspector:support.invalid')}</Alert>}
      {bundle && (
        <>
          <p css={{ margin: 0 }}>
            {t('inspector:support.summary', {
              version: bundle.appVersion,
              route: bundle.route,
              createdAt: new Date(bundle.createdAt).toLocaleString('pt-BR'),
            })}
          </p>
          <Columns>
            <ActorTree
              actors={bundle.actors}
              selected={actor?.sessionId ?? null}
              onSelect={(sessionId) => setLoaded({ bundle, selected: sessionId })}
            />
            {actor && (
              <StepThrough
                key={actor.sessionId}
                actor={actor}
                machine={actor.machineId ? (machinesById.get(actor.machineId) ?? null) : null}
              />
            )}
          </Columns>
          <FailedRequests requests={bundle.failedRequests} />
        </>
      )}
    </div>
  );
}
