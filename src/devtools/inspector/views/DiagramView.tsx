import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyStateMachine, StateValue } from 'xstate';
import { stateDescription } from '../../diagram/descriptions.ts';
import {
  activeStateIds,
  layoutMachineGraph,
  machineGraph,
  renderDiagramSvg,
  type DiagramLayout,
} from '../../diagram/index.ts';
import { Described } from './Described.tsx';
import { DiagramViewport } from './DiagramViewport.tsx';
import { leafIds } from './viewport.ts';

// A machine is laid out once per page load (ELK is the slow part); each change only redraws.
const layouts = new Map<AnyStateMachine, Promise<DiagramLayout>>();
function layoutOf(machine: AnyStateMachine): Promise<DiagramLayout> {
  let layout = layouts.get(machine.root.machine);
  if (!layout) {
    layout = layoutMachineGraph(machineGraph(machine.id, machine));
    layouts.set(machine.root.machine, layout);
  }
  return layout;
}

type Props = {
  machine: AnyStateMachine | null;
  value: StateValue | null;
  /** The state the machine was in before the event, and the event: that arrow is highlighted. */
  transition?: { from: StateValue | null; eventType: string };
};

/**
 * The machine's diagram (src/devtools/diagram) with the current states marked, kept in view, and said in
 * words above it, and the last transition marked.
 */
export function DiagramView({ machine, value, transition }: Props) {
  const { t } = useTranslation();
  const [layout, setLayout] = useState<{ machine: AnyStateMachine; layout: DiagramLayout } | 'failed' | null>(
    null,
  );

  useEffect(() => {
    if (!machine) return;
    let current = true;
    layoutOf(machine).then(
      (laidOut) => current && setLayout({ machine, layout: laidOut }),
      () => current && setLayout('failed'),
    );
    return () => {
      current = false;
    };
  }, [machine]);

  if (!machine) return <p>{t('inspector:diagram.none')}</p>;
  if (layout === 'failed') return <p role="alert">{t('inspector:diagram.failed')}</p>;
  if (layout === null || layout.machine !== machine) return <p>{t('inspector:diagram.loading')}</p>;
  const active = value === null ? [] : activeStateIds(value);
  const current = leafIds(active);
  const from = transition?.from ? activeStateIds(transition.from).at(-1) : undefined;
  const svg = renderDiagramSvg(layout.layout, {
    active,
    transition: from && transition ? { sourceId: from, eventType: transition.eventType } : undefined,
  });
  return (
    <div css={{ display: 'grid', gap: 8, minWidth: 0 }}>
      <ul aria-label={t('inspector:diagram.current')} css={{ margin: 0, paddingLeft: 20 }}>
        {current.map((id) => (
          <li key={id} data-testid="current-state">
            <Described words={stateDescription(machine, id)} id={id} />
          </li>
        ))}
      </ul>
      <DiagramViewport layout={layout.layout} svg={svg} focusIds={current} />
    </div>
  );
}
