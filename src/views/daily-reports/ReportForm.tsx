import styled from '@emotion/styled';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CreateDailyReportConfig, DailyReportOptions } from '../../api-contract/daily-report.ts';
import { TextArea } from '../components/TextArea.tsx';
import { TextField } from '../components/TextField.tsx';
import { reportFormSchema, toRequest, type ReportFormValues } from './report-form.ts';

const Form = styled.form({ display: 'grid', gap: 16, minWidth: 0 });
const Label = styled.label(({ theme }) => ({ fontSize: 14, fontWeight: 600, color: theme.colors.text }));
const Help = styled.p(({ theme }) => ({ margin: 0, fontSize: 13, color: theme.colors.textMuted }));
const ErrorText = styled.p(({ theme }) => ({ margin: 0, fontSize: 13, color: theme.colors.danger }));
const Recipients = styled(TextArea)({ minHeight: 72, padding: '8px 14px' });
const Fieldset = styled.fieldset({ display: 'grid', gap: 12, margin: 0, padding: 0, border: 0, minWidth: 0 });
const Legend = styled.legend(({ theme }) => ({
  padding: 0,
  marginBottom: 4,
  fontSize: 15,
  fontWeight: 700,
  color: theme.colors.text,
}));
const SubFieldset = styled.fieldset({
  display: 'grid',
  gap: 6,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});
const SubLegend = styled.legend({ padding: 0, marginBottom: 4, fontSize: 14, fontWeight: 600 });
const Checklist = styled.div({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: 6,
  maxHeight: 220,
  overflowY: 'auto',
  minWidth: 0,
});
const Check = styled.label(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  minWidth: 0,
  overflowWrap: 'anywhere',
  fontSize: 14,
  input: { accentColor: theme.colors.primary, flexShrink: 0 },
  '&:has(input:focus-visible)': { outline: `3px solid ${theme.colors.primaryMild}`, outlineOffset: 1 },
}));

type ReportFormProps = {
  options: DailyReportOptions;
  defaultValues: ReportFormValues;
  onSubmit: (values: CreateDailyReportConfig) => void;
  /** Any change after a save or a refusal: what shows is about what is in the form. */
  onEdit?: () => void;
  /** Shown above the buttons: the server's refusal, a saved notice. */
  status?: ReactNode;
  actions: ReactNode;
};

/** The report's fields, for the create dialog and the edit page; nothing typed is lost on a refusal. */
export function ReportForm({ options, defaultValues, onSubmit, onEdit, status, actions }: ReportFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<ReportFormValues>({ resolver: zodResolver(reportFormSchema), defaultValues });
  const field = (name: keyof ReportFormValues) => register(name, { onChange: () => onEdit?.() });
  const message = (key?: string) => (key ? t(key) : undefined);
  const recipientsError = message(errors.recipients?.message);
  const coverageError = message(errors.teamIds?.message ?? errors.sellerIds?.message);

  return (
    <Form noValidate onSubmit={handleSubmit((values) => onSubmit(toRequest(values)))}>
      <TextField
        label={t('reports:form.name')}
        error={message(errors.name?.message)}
        autoComplete="off"
        {...field('name')}
      />
      <div css={{ display: 'grid', gap: 6 }}>
        <Label htmlFor={`${id}-recipients`}>{t('reports:form.recipients')}</Label>
        <Help id={`${id}-recipients-help`}>{t('reports:form.recipientsHelp')}</Help>
        <Recipients
          id={`${id}-recipients`}
          invalid={Boolean(recipientsError)}
          aria-invalid={Boolean(recipientsError)}
          aria-describedby={`${id}-recipients-help${recipientsError ? ` ${id}-recipients-error` : ''}`}
          {...field('recipients')}
        />
        {recipientsError && <ErrorText id={`${id}-recipients-error`}>{recipientsError}</ErrorText>}
      </div>
      <Fieldset aria-describedby={`${id}-coverage-help${coverageError ? ` ${id}-coverage-error` : ''}`}>
        <Legend>{t('reports:form.coverageLegend')}</Legend>
        <Help id={`${id}-coverage-help`}>{t('reports:form.coverageHelp')}</Help>
        <SubFieldset>
          <SubLegend>{t('reports:form.teams')}</SubLegend>
          <Checklist>
            {options.teams.length === 0 ? (
              <Help>{t('reports:form.noTeams')}</Help>
            ) : (
              <Controller
                control={control}
                name="teamIds"
                render={({ field: { value, onChange } }) => (
                  <>
                    {options.teams.map((team) => (
                      <Check key={team.id}>
                        <input
                          type="checkbox"
                          checked={value.includes(team.id)}
                          onChange={(event) => {
                            onChange(toggled(value, team.id, event.target.checked));
                            onEdit?.();
                          }}
                        />
                        {team.name}
                      </Check>
                    ))}
                  </>
                )}
              />
            )}
          </Checklist>
        </SubFieldset>
        <SubFieldset>
          <SubLegend>{t('reports:form.sellers')}</SubLegend>
          <Checklist>
            <Controller
              control={control}
              name="sellerIds"
              render={({ field: { value, onChange } }) => (
                <>
                  {options.sellers.map((seller) => (
                    <Check key={seller.id}>
                      <input
                        type="checkbox"
                        checked={value.includes(seller.id)}
                        onChange={(event) => {
                          onChange(toggled(value, seller.id, event.target.checked));
                          onEdit?.();
                        }}
                      />
                      {seller.name}
                    </Check>
                  ))}
                </>
              )}
            />
          </Checklist>
        </SubFieldset>
        {coverageError && <ErrorText id={`${id}-coverage-error`}>{coverageError}</ErrorText>}
      </Fieldset>
      <div css={{ display: 'grid', gap: 6, maxWidth: 260 }}>
        <TextField
          label={t('reports:form.time')}
          type="time"
          error={message(errors.timeOfDay?.message)}
          {...field('timeOfDay')}
        />
        <Help>{t('reports:form.timeHelp')}</Help>
      </div>
      <Check>
        <input type="checkbox" {...field('emailEnabled')} />
        {t('reports:form.emailEnabled')}
      </Check>
      {status}
      <div css={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 8 }}>{actions}</div>
    </Form>
  );
}

function toggled(list: string[], id: string, checked: boolean): string[] {
  return checked ? [...list.filter((item) => item !== id), id] : list.filter((item) => item !== id);
}
