import styled from '@emotion/styled';
import { CheckOption } from './CheckOption.tsx';
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

const Fieldset = styled.fieldset({ display: 'grid', gap: 8, margin: 0, padding: 0, border: 0, minWidth: 0 });

const Legend = styled.legend(({ theme }) => ({
  padding: 0,
  marginBottom: 4,
  fontSize: 15,
  fontWeight: 700,
  color: theme.colors.text,
}));

const Help = styled.p(({ theme }) => ({ margin: '0 0 4px', fontSize: 14, color: theme.colors.textMuted }));

// The boxed option of a checkbox, showing which one is chosen.
const Option = styled(CheckOption)(({ theme }) => ({
  '&:has(input:checked)': { borderColor: theme.colors.primary, background: theme.colors.primarySubtle },
}));

const OptionText = styled.span({ display: 'grid', gap: 2, minWidth: 0, overflowWrap: 'anywhere' });

const Description = styled.span(({ theme }) => ({ fontSize: 13, color: theme.colors.textMuted }));

/** `mark`: drawn before the label (a colour swatch). */
export type Choice = { value: string; label: string; description?: string; mark?: ReactNode };
type RadioProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

type ChoiceGroupProps = {
  legend: string;
  help?: string;
  choices: readonly Choice[];
  /** The radio of one value: react-hook-form's `register(name)` with the value, or `checked` + `onChange`. */
  radio: (value: string) => RadioProps;
};

/** A labelled set of radios, each with its explanation, read by assistive technology with the group's help. */
export function ChoiceGroup({ legend, help, choices, radio }: ChoiceGroupProps) {
  const helpId = useId();
  return (
    <Fieldset aria-describedby={help ? helpId : undefined}>
      <Legend>{legend}</Legend>
      {help && <Help id={helpId}>{help}</Help>}
      {choices.map((choice) => (
        <Option key={choice.value}>
          <input type="radio" value={choice.value} {...radio(choice.value)} />
          <OptionText>
            <span>
              {choice.mark}
              {choice.label}
            </span>
            {choice.description && <Description>{choice.description}</Description>}
          </OptionText>
        </Option>
      ))}
    </Fieldset>
  );
}
