import styled from '@emotion/styled';
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

const Field = styled.div({ display: 'flex', flexDirection: 'column', gap: 6 });

const Label = styled.label(({ theme }) => ({ fontSize: 14, fontWeight: 600, color: theme.colors.text }));

const Input = styled('input', { shouldForwardProp: (prop) => prop !== 'invalid' })<{ invalid: boolean }>(
  ({ theme, invalid }) => ({
    minHeight: theme.controlHeight,
    padding: '0 14px',
    borderRadius: theme.radius.md,
    border: `1px solid ${invalid ? theme.colors.danger : theme.colors.border}`,
    background: theme.colors.surface,
    color: theme.colors.text,
    font: 'inherit',
    // A ring that stands out on any background (the subtle tint alone was barely visible).
    '&:focus': {
      outline: `3px solid ${theme.colors.primaryMild}`,
      outlineOffset: 1,
      borderColor: theme.colors.primary,
    },
  }),
);

const ErrorText = styled.p(({ theme }) => ({ margin: 0, fontSize: 13, color: theme.colors.danger }));

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  /** Shown under the input and read with it (e.g. the password rules). */
  description?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input whose validation message and description are announced with it. */
export function TextField({ label, error, description, id, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const descriptionId = `${inputId}-description`;
  const describedBy = [error && errorId, description && descriptionId].filter(Boolean).join(' ');
  return (
    <Field>
      <Label htmlFor={inputId}>{label}</Label>
      <Input
        id={inputId}
        invalid={Boolean(error)}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy || undefined}
        {...inputProps}
      />
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
      {description && <div id={descriptionId}>{description}</div>}
    </Field>
  );
}
