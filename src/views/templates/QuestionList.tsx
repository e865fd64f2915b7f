import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import type { Template } from '../../api-contract/template.ts';
import { Muted } from '../meetings/meeting-detail/Section.tsx';
import { QuestionRow } from './QuestionRow.tsx';
import type { EditorRef } from './use-editor.ts';

type Props = { editor: EditorRef; template: Template; busy: boolean };

/**
 * The template's questions in order. Whoever may change the template reorders them by dragging (pointer, or
 * keyboard: space on the handle, arrows, space) or with the "mover para cima/baixo" buttons; each move is one
 * PATCH with the question's new position.
 */
export function QuestionList({ editor, template, busy }: Props) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = template.questions.map((question) => question.id);
  const positionOf = (id: UniqueIdentifier | undefined) => ids.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('templates:dnd.picked', { position: positionOf(active.id) }),
    // Over itself (where it started) is no move worth announcing over the pick-up.
    onDragOver: ({ active, over }) =>
      over && over.id !== active.id ? t('templates:dnd.over', { position: positionOf(over.id) }) : undefined,
    onDragEnd: ({ over }) =>
      over ? t('templates:dnd.dropped', { position: positionOf(over.id) }) : undefined,
    onDragCancel: () => t('templates:dnd.cancelled'),
  };

  const move = (questionId: string, position: number) =>
    editor.send({ type: 'template.edit', edit: { kind: 'moveQuestion', questionId, position } });

  function dropped({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    move(String(active.id), positionOf(over.id));
  }

  if (template.questions.length === 0) return <Muted>{t('templates:questions.empty')}</Muted>;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dropped}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('templates:dnd.instructions') },
      }}
    >
      <SortableContext
        items={ids}
        strategy={verticalListSortingStrategy}
        disabled={!template.mayChange || busy}
      >
        <ol css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
          {template.questions.map((question, index) => (
            <QuestionRow
              key={question.id}
              editor={editor}
              question={question}
              mayChange={template.mayChange}
              busy={busy}
              isFirst={index === 0}
              isLast={index === template.questions.length - 1}
              onMove={(position) => move(question.id, position)}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
