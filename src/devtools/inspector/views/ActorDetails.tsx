import styled from '@emotion/styled';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyStateMachine, StateValue } from 'xstate';
import { describeEvent, eventDescriptions, stateDescription } from '../../diagram/descriptions.ts';
import { activeStateIds } from '../../diagram/index.ts';
import type { BundleActor } from '../bundle.ts';
import { Described } from './Described.tsx';
import { clockTime, stateText } from './state-text.ts';
import { leafIds } from './viewport.ts';

export const Code = styled.pre(({ theme }) => ({
  margin: 0,
  padding: 8,
  maxHeight: 240,
  overflow: 'auto',
  fontSize: 12,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  background: theme.colors.background,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.md,
}));

const Facts = styled.dl({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: '4px 12px',
  margin: 0,
  '& dd': { margin: 0, overflowWrap: 'anywhere' },
});

const Steps = styled.ol({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 });

const Step = styled.li(({ theme }) => ({
  padding: 8,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.md,
  '&[aria-current="step"]': { borderColor: theme.colors.primary, background: theme.colors.primarySubtle },
}));

const payloadOf = ({ type: _type, ...rest }: { type: string }) => rest;

type Props = {
  actor: BundleActor;
  /** The actor's statechart, for the words its states and events are described with; null when unknown. */
  machine: AnyStateMachine | null;
  /** On /support: the step being looked at, marked in the list. */
  current?: number;
};

/** One actor: its state, tags, status, redacted context, and the events it received, newest last. */
export function ActorDetails({ actor, machine, current }: Props) {
  const { t } = useTranslation();
  const eventsId = useId();
  const none = t('inspector:actor.none');
  const events = machine ? eventDescriptions(machine) : {};
  // Where a step left the machine, in words when the machine says them (its leaves: the parents are implied).
  const described = (value: StateValue) =>
    leafIds(activeStateIds(value))
      .map((id) => machine && stateDescription(machine, id))
      .filter(Boolean)
      .join('; ');
  return (
    <div css={{ display: 'grid', gap: 12, minWidth: 0 }}>
      <Facts>
        <dt>{t('inspector:actor.state')}</dt>
        <dd>
          {actor.value === null ? (
            none
          ) : (
            <Described words={described(actor.value)} id={stateText(actor.value)} />
          )}
        </dd>
        <dt>{t('inspector:actor.tags')}</dt>
        <dd>{actor.tags.length > 0 ? actor.tags.join(', ') : t('inspector:actor.noTags')}</dd>
        <dt>{t('inspector:actor.status')}</dt>
        <dd>{t('inspector:statuses.' + actor.status, { defaultValue: actor.status })}</dd>
      </Facts>
      {actor.context !== null && (
        <div>
          <h4 css={{ margin: '0 0 4px' }}>{t('inspector:actor.context')}</h4>
          <Code tabIndex={0}>{JSON.stringify(actor.context, null, 2)}</Code>
        </div>
      )}
      <section aria-labelledby={eventsId}>
        <h4 id={eventsId} css={{ margin: '0 0 4px' }}>
          {t('inspector:actor.events')}
        </h4>
        {actor.steps.length === 0 ? (
          <p>{t('inspector:actor.noEvents')}</p>
        ) : (
          <Steps>
            {actor.steps.map((step, index) => {
              const payload = payloadOf(step.event);
              return (
                <Step key={`${step.at}-${index}`} aria-current={index === current ? 'step' : undefined}>
                  <p css={{ margin: 0, overflowWrap: 'anywhere' }}>
                    <time dateTime={step.at}>{clockTime(step.at)}</time> —{' '}
                    <Described words={describeEvent(events, step.event.type)} id={step.event.type} />
                  </p>
                  {step.value !== null && (
                    <p css={{ margin: 0, overflowWrap: 'anywhere' }}>
                      {t('inspector:actor.after')}:{' '}
                      <Described words={described(step.value)} id={stateText(step.value)} />
                    </p>
                  )}
                  {Object.keys(payload).length > 0 && (
                    <Code tabIndex={0} title={t('inspector:actor.payload')}>
                      {JSON.stringify(payload, null, 2)}
                    </Code>
                  )}
                </Step>
              );
            })}
          </Steps>
        )}
      </section>
    </div>
  );
}
