import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyStateMachine } from 'xstate';
import type { BundleActor } from '../../../devtools/inspector/bundle.ts';
import { describeEvent, eventDescriptions } from '../../../devtools/diagram/descriptions.ts';
import { ActorDetails } from '../../../devtools/inspector/views/ActorDetails.tsx';
import { Described } from '../../../devtools/inspector/views/Described.tsx';
import { DiagramView } from '../../../devtools/inspector/views/DiagramView.tsx';
import { Button } from '../../components/Button.tsx';

type Props = { actor: BundleActor; machine: AnyStateMachine | null };

/** One actor of a bundle, event by event: the state each event left it in, highlighted on its diagram. */
export function StepThrough({ actor, machine }: Props) {
  const { t } = useTranslation();
  const last = actor.steps.length - 1;
  const [index, setIndex] = useState(last);
  const step = actor.steps[index];
  const before = index > 0 ? actor.steps[index - 1] : undefined;

  const controls = step && (
    <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
      <Button variant="secondary" disabled={index === 0} onClick={() => setIndex(index - 1)}>
        {t('inspector:support.previous')}
      </Button>
      <Button variant="secondary" disabled={index === last} onClick={() => setIndex(index + 1)}>
        {t('inspector:support.next')}
      </Button>
      <output>
        {t('inspector:support.position', { current: index + 1, total: actor.steps.length })}:{' '}
        <Described
          words={machine ? describeEvent(eventDescriptions(machine), step.event.type) : undefined}
          id={step.event.type}
        />
      </output>
    </div>
  );

  return (
    <div css={{ display: 'grid', gap: 16, minWidth: 0 }}>
      <h2 css={{ margin: 0, overflowWrap: 'anywhere' }}>{actor.machineId ?? actor.id}</h2>
      {actor.machineId !== null && machine === null ? (
        <>
          {controls}
          <p>{t('inspector:support.unknownMachine', { id: actor.machineId })}</p>
        </>
      ) : (
        <DiagramView
          machine={machine}
          value={step?.value ?? actor.value}
          transition={step && before ? { from: before.value, eventType: step.event.type } : undefined}
          controls={controls}
        />
      )}
      <ActorDetails actor={actor} machine={machine} current={index} />
    </div>
  );
}
