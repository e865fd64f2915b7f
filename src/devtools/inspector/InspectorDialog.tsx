import type { TFunction } from 'i18next';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTexts } from '../../i18n/page-texts.ts';
import inspector from '../../i18n/resources/pt-BR/inspector.ts';
import { Button } from '../../views/components/Button.tsx';
import { ModalDialog } from '../../views/components/ModalDialog.tsx';
import type { AppError } from '../../services/errors.ts';
import { machineSnapshot, type SupportBundle } from './bundle.ts';
import { currentBundle, downloadBundle } from './export-bundle.ts';
import { onRecord, recordedActors } from './recorder.ts';
import { ActorDetails } from './views/ActorDetails.tsx';
import { ActorTree } from './views/ActorTree.tsx';
import { Columns } from './views/Columns.ts';
import { DiagramView } from './views/DiagramView.tsx';
import { FailedRequests } from './views/FailedRequests.tsx';

// As useErrorText prints an error, in the language on screen (pt-BR).
const describeWith =
  (t: TFunction) =>
  (error: AppError): string =>
    t(error.key, { status: error.status, detail: error.detail });

/** What the recorder holds, redrawn at most every quarter second however fast the actors move. */
function useLiveBundle(): SupportBundle {
  const { t } = useTranslation();
  const [, setTick] = useState(0);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = onRecord(() => {
      timer ??= setTimeout(() => {
        timer = undefined;
        setTick((tick) => tick + 1);
      }, 250);
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, []);
  return currentBundle(describeWith(t));
}

/** The inspector (admins, VITE_INSPECTOR): the live actors of this tab, their events and diagrams. */
export default function InspectorDialog({ onClose }: { onClose: () => void }) {
  usePageTexts({ inspector });
  const { t } = useTranslation();
  const titleId = useId();
  const bundle = useLiveBundle();
  const [selected, setSelected] = useState<string | null>(null);
  const [exported, setExported] = useState<string | null>(null);
  const actor =
    bundle.actors.find((candidate) => candidate.sessionId === selected) ??
    bundle.actors.find((candidate) => candidate.machineId === 'session') ??
    null;
  const live = actor ? machineSnapshot(recordedActors.get(actor.sessionId)?.ref.getSnapshot()) : null;
  const last = actor?.steps.at(-1);
  const before = actor?.steps.at(-2);

  return (
    <ModalDialog labelledBy={titleId} onCancel={onClose} width={1200}>
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
        <h2 id={titleId} css={{ margin: 0, flex: 1 }}>
          {t('inspector:title')}
        </h2>
        <Button variant="secondary" onClick={() => setExported(downloadBundle(bundle))}>
          {t('inspector:export')}
        </Button>
        <Button variant="ghost" onClick={onClose}>
          {t('inspector:close')}
        </Button>
      </div>
      <p css={{ margin: 0 }}>{t('inspector:intro')}</p>
      <output css={{ overflowWrap: 'anywhere' }}>
        {exported ? t('inspector:exported', { file: exported }) : ''}
      </output>
      <Columns>
        <ActorTree actors={bundle.actors} selected={actor?.sessionId ?? null} onSelect={setSelected} />
        {actor && (
          <div css={{ display: 'grid', gap: 16, minWidth: 0 }}>
            <h3 css={{ margin: 0, overflowWrap: 'anywhere' }}>{actor.machineId ?? actor.id}</h3>
            <DiagramView
              machine={live?.machine ?? null}
              value={actor.value}
              transition={last && before ? { from: before.value, eventType: last.event.type } : undefined}
            />
            <ActorDetails actor={actor} machine={live?.machine ?? null} />
          </div>
        )}
      </Columns>
      <FailedRequests requests={bundle.failedRequests} />
    </ModalDialog>
  );
}
