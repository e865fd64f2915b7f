import styled from '@emotion/styled';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TemplateQuestion } from '../../api-contract/template.ts';
import { Button } from '../components/Button.tsx';
import { templateQuestionFormSchema } from './template-form-schemas.ts';
import type { EditorRef } from './use-editor.ts';

const Row = styled.li(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: 8,
  alignItems: 'start',
  padding: 10,
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.md,
}));

const Handle = styled.button(({ theme }) => ({
  minWidth: 32,
  minHeight: 32,
  font: 'inherit',
  fontSize: 18,
  lineHeight: 1,
  color: theme.colors.textMuted,
  background: 'transparent',
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.sm,
  cursor: 'grab',
  touchAction: 'none',
  '&:focus-visible': {
    outline: `3px solid ${theme.colors.primarySubtle}`,
    borderColor: theme.colors.primary,
  },
}));

const QuestionInput = styled.input(({ theme }) => ({
  // The wording takes the whole first line; its actions follow below it.
  flex: '1 1 100%',
  minHeight: theme.controlHeight,
  padding: '0 12px',
  font: 'inherit',
  color: theme.colors.text,
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.md,
}));

type Props = {
  editor: EditorRef;
  question: TemplateQuestion;
  mayChange: boolean;
  busy: boolean;
  isFirst: boolean;
  isLast: boolean;
  onMove: (position: number) => void;
};

/** One question: its text (editable by whoever may change the template), its handle and its move buttons. */
export function QuestionRow({ editor, question, mayChange, busy, isFirst, isLast, onMove }: Props) {
  const { t } = useTranslation();
  const inputId = useId();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: question.id,
    disabled: !mayChange || busy,
  });
  const style = { transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.7 : 1 };
  const label = t('templates:questions.textLabel', { position: question.position });
  // The server's wording resets the field.
  const { register, handleSubmit } = useForm({
    resolver: zodResolver(templateQuestionFormSchema),
    values: { text: question.text },
  });

  if (!mayChange) {
    return (
      <Row ref={setNodeRef} style={style} css={{ gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <span>
          {question.position}. {question.text}
        </span>
      </Row>
    );
  }
  return (
    <Row ref={setNodeRef} style={style}>
      <Handle
        type="button"
        aria-label={t('templates:questions.drag', { text: question.text })}
        {...attributes}
        {...listeners}
      >
        ⋮⋮
      </Handle>
      <form
        css={{ display: 'flex', flexWrap: 'wrap', gap: 6, alignItems: 'center' }}
        onSubmit={handleSubmit(({ text }) => {
          if (text !== question.text)
            editor.send({
              type: 'template.edit',
              edit: { kind: 'rewordQuestion', questionId: question.id, text },
            });
        })}
      >
        <label
          htmlFor={inputId}
          css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
        >
          {label}
        </label>
        <QuestionInput id={inputId} maxLength={500} required {...register('text')} />
        <Button type="submit" variant="secondary" disabled={busy}>
          {t('templates:questions.save')}
        </Button>
        <Button variant="ghost" disabled={busy || isFirst} onClick={() => onMove(question.position - 1)}>
          <span aria-hidden>↑</span> {t('templates:questions.moveUp')}
        </Button>
        <Button variant="ghost" disabled={busy || isLast} onClick={() => onMove(question.position + 1)}>
          <span aria-hidden>↓</span> {t('templates:questions.moveDown')}
        </Button>
        <Button
          variant="ghost"
          disabled={busy}
          onClick={() =>
            editor.send({ type: 'template.edit', edit: { kind: 'deleteQuestion', questionId: question.id } })
          }
        >
          {t('templates:questions.remove')}
        </Button>
      </form>
    </Row>
  );
}
