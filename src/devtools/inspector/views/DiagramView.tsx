import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
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

/** Whether all of `element` shows in the window as the page stands. */
function insideWindow(element: HTMLElement): boolean {
  const { top, bottom } = element.getBoundingClientRect();
  return top >= 0 && bottom <= document.documentElement.clientHeight;
}

type Props = {
  machine: AnyStateMachine | null;
  value: StateValue | null;
  /** The state the machine was in before the event, and the event: that arrow is highlighted. */
  transition?: { from: StateValue | null; eventType: string };
  /** What moves the machine from outside (/support's step buttons): drawn above, kept in view with it. */
  controls?: ReactNode;
};

/**
 * The machine's diagram (src/devtools/diagram) with the current states marked, kept in view, and said in
 * words above it, and the last transition marked.
 */
export function DiagramView({ machine, value, transition, controls }: Props) {
  const { t } = useTranslation();
  const rootRef = useRef<HTMLDivElement>(null);
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

  // On a phone the diagram sits below the title, the help and (on /support) the bundle's picker: once per
  // machine drawn (an actor chosen, the inspector opened, a bundle read) it is brought into the window, so
  // where the machine is shows without the person scrolling for it. Each later step only moves the drawing.
  useLayoutEffect(() => {
    const root = rootRef.current;
    if (layout !== null && root && !insideWindow(root)) root.scrollIntoView({ block: 'start' });
  }, [layout]);

  return (
    <div ref={rootRef} css={{ display: 'grid', gap: 8, minWidth: 0 }}>
      {controls}
      {!machine ? (
        <p>{t('inspector:diagram.none')}</p>
      ) : layout === 'failed' ? (
        <p role="alert">{t('inspector:diagram.failed')}</p>
      ) : layout === null || layout.machine !== machine ? (
        <p>{t('inspector:diagram.loading')}</p>
      ) : (
        <Drawing machine={machine} layout={layout.layout} value={value} transition={transition} />
      )}
    </div>
  );
}

/** The laid-out machine with its current states marked and said in words, and the last transition marked. */
function Drawing({
  machine,
  layout,
  value,
  transition,
}: Omit<Props, 'controls' | 'machine'> & { machine: AnyStateMachine; layout: DiagramLayout }) {
  const { t } = useTranslation();
  const active = value === null ? [] : activeStateIds(value);
  const current = leafIds(active);
  const from = transition?.from ? activeStateIds(transition.from).at(-1) : undefined;
  const svg = renderDiagramSvg(layout, {
    active,
    transition: from && transition ? { sourceId: from, eventType: transition.eventType } : undefined,
  });
  return (
    <>
      <ul aria-label={t('inspector:diagram.current')} css={{ margin: 0, paddingLeft: 20 }}>
        {current.map((id) => (
          <li key={id} data-testid="current-state">
            <Described words={stateDescription(machine, id)} id={id} />
          </li>
        ))}
      </ul>
      <DiagramViewport layout={layout} svg={svg} focusIds={current} />
    </>
  );
}
