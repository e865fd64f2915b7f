import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { undescribed } from '../../src/devtools/diagram/descriptions.ts';
import { machineFiles } from '../../scripts/machine-files.ts';

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && 'root' in value && 'config' in value && 'provide' in value;

// Support staff read the inspector, /support and docs/machines in pt-BR: every state and every event a
// machine handles says what it means (see src/devtools/diagram/descriptions.ts for the convention).
describe('every statechart describes its states and events', async () => {
  const machines: [string, AnyStateMachine][] = [];
  for (const file of machineFiles()) {
    const module: Record<string, unknown> = await import(pathToFileURL(file).href);
    for (const machine of Object.values(module).filter(isMachine)) {
      machines.push([path.basename(file, '.machine.ts'), machine]);
    }
  }

  it.each(machines)('%s', (_name, machine) => {
    expect(undescribed(machine)).toEqual({ states: [], events: [] });
  });
});
