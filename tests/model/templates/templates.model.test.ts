import { createMachine, fromCallback, fromPromise } from 'xstate';
import { expect, it } from 'vitest';
import type { templateEditorActors, templateListActors } from '../../../src/machines/templates/actors.ts';
import { templateEditorMachine } from '../../../src/machines/templates/template-editor.machine.ts';
import {
  templateListMachine,
  type TemplateListContext,
} from '../../../src/machines/templates/template-list.machine.ts';
import {
  copyOfReadyMade,
  forbiddenTemplateError,
  ownTemplate,
  templateSummaries,
  templatesNetworkError,
} from './templates.fixtures.ts';
import { runModel, type ActorFixtures } from '../support/model-run.ts';

const never = fromPromise(() => new Promise<never>(() => {}));
const typed = 'Qual é o orçamento?';

it('templateEditor: every state and transition, replayed on a real actor', async () => {
  const fixtures = {
    loadTemplate: { done: [ownTemplate], error: [templatesNetworkError] },
    saveEdit: { done: [ownTemplate], error: [forbiddenTemplateError] },
    suggestQuestions: { done: [['Como o orçamento é aprovado?']], error: [templatesNetworkError] },
    deleteTemplate: { done: [undefined], error: [forbiddenTemplateError] },
    duplicateTemplate: { done: [copyOfReadyMade], error: [templatesNetworkError] },
  } satisfies ActorFixtures<typeof templateEditorActors>;

  // The shared runner builds the model without input: the same machine, its input resolved into the context.
  const modelled = createMachine(
    {
      ...templateEditorMachine.config,
      context: {
        templateId: ownTemplate.id,
        template: null,
        saved: null,
        edit: null,
        draft: '',
        suggestions: [],
        failure: null,
        outcome: null,
      },
    } as unknown as Parameters<typeof createMachine>[0],
    templateEditorMachine.implementations as Parameters<typeof createMachine>[1],
  );

  await runModel({
    name: 'templateEditor',
    machine: modelled,
    sut: modelled.provide({
      actors: {
        loadTemplate: never,
        saveEdit: never,
        suggestQuestions: never,
        deleteTemplate: never,
        duplicateTemplate: never,
      },
    }),
    userEvents: [
      { type: 'template.retry' },
      { type: 'template.edit', edit: { kind: 'rename', name: 'Novo nome' } },
      { type: 'template.edit', edit: { kind: 'moveQuestion', questionId: 'q2', position: 1 } },
      { type: 'template.edit', edit: { kind: 'addQuestion', text: typed } },
      { type: 'question.type', text: 'Qual' },
      { type: 'question.type', text: typed },
      { type: 'suggestion.pick', text: typed },
      { type: 'suggestions.dismiss' },
      { type: 'template.delete' },
      { type: 'delete.confirm' },
      { type: 'delete.cancel' },
      { type: 'template.duplicate' },
      // Raised by the editor when a write ends; sent here too so its transition is walked on its own.
      { type: 'edit.saved' },
    ],
    fixtures,
    invariants: {
      // Suggestions are never shown for a draft too short to suggest from.
      ready: (actual) =>
        expect(actual.context.suggestions.length === 0 || actual.context.draft.trim().length >= 8).toBe(true),
      deleted: (actual) => expect(actual.output).toEqual({ outcome: 'deleted', templateId: ownTemplate.id }),
      duplicated: (actual) =>
        expect(actual.output).toEqual({ outcome: 'duplicated', templateId: copyOfReadyMade.id }),
      loading: (actual) => expect(actual.hasTag('busy')).toBe(true),
    },
  });
}, 240_000);

it('templateList: every state and transition, replayed on a real actor', async () => {
  const fixtures = {
    loadTemplates: { done: [templateSummaries], error: [templatesNetworkError] },
    createTemplate: { done: [ownTemplate], error: [forbiddenTemplateError] },
    watchTemplateChanges: { done: [], error: [] },
    // The editor has its own model; here only how it ends matters.
    editor: {
      done: [
        { outcome: 'deleted', templateId: ownTemplate.id },
        { outcome: 'duplicated', templateId: copyOfReadyMade.id },
      ],
      error: [],
    },
  } satisfies ActorFixtures<typeof templateListActors> &
    Record<string, { done: unknown[]; error: unknown[] }>;

  // Typed loosely like the editor's model, so the fakes below need not match each actor's types.
  const modelled = createMachine(
    templateListMachine.config as unknown as Parameters<typeof createMachine>[0],
    templateListMachine.implementations as Parameters<typeof createMachine>[1],
  );

  await runModel({
    name: 'templateList',
    machine: modelled,
    sut: modelled.provide({
      actors: {
        loadTemplates: never,
        createTemplate: never,
        watchTemplateChanges: fromCallback(() => () => {}),
        templateEditor: createMachine({}),
      },
    }),
    userEvents: [
      { type: 'templates.retry' },
      { type: 'template.select', templateId: ownTemplate.id },
      { type: 'selection.clear' },
      { type: 'create.open' },
      { type: 'create.cancel' },
      { type: 'create.submit', name: 'Descoberta' },
      { type: 'templates.saved', template: { ...copyOfReadyMade, isDefault: true } },
      { type: 'templates.removed', templateId: ownTemplate.id },
    ],
    fixtures,
    invariants: {
      'ready.selected': (actual) => expect(actual.context.selectedId).not.toBeNull(),
      'ready.browsing': (actual) =>
        expect(
          (actual.context as TemplateListContext).templates.filter((item) => item.isDefault).length,
        ).toBeLessThanOrEqual(1),
    },
  });
}, 240_000);
