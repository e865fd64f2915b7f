import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  selectFailure,
  selectIsSaving,
  selectLoadFailed,
  selectSettings,
  selectTemplates,
  selectWasSaved,
} from '../../../machines/settings/general-settings/selectors.ts';
import type { TemplateSummary } from '../../../api-contract/template.ts';
import type { GeneralSettings } from '../../../api-contract/general-settings.ts';
import { Alert } from '../../components/Alert.tsx';
import { useErrorText } from '../../components/AppErrorText.tsx';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { ChoiceGroup } from '../../components/ChoiceGroup.tsx';
import { ErrorState } from '../../components/ErrorState.tsx';
import { LiveStatus } from '../../components/LiveStatus.tsx';
import { PageTitle } from '../../components/PageHeader.tsx';
import { Select } from '../../components/Select.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { GeneralSettingsContext } from './general-settings-context.ts';
import {
  emailMeetingChoices,
  fromFormValues,
  generalSettingsFormSchema,
  importMeetingChoices,
  toFormValues,
  type GeneralSettingsValues,
} from './general-settings-form.ts';

const pageCss = { maxWidth: 760, margin: '0 auto', padding: 16, display: 'grid', gap: 16 } as const;

export function GeneralSettingsScreen() {
  const { t } = useTranslation();
  const actor = GeneralSettingsContext.useActorRef();
  const settings = GeneralSettingsContext.useSelector(selectSettings);
  const loadFailed = GeneralSettingsContext.useSelector(selectLoadFailed);
  const error = GeneralSettingsContext.useSelector(selectFailure);
  const errorText = useErrorText();

  return (
    <div css={pageCss}>
      <PageTitle css={{ margin: 0 }}>{t('pages:titles.configGeneral')}</PageTitle>
      <p css={{ margin: 0 }}>{t('generalSettings:intro')}</p>
      {loadFailed ? (
        <ErrorState
          title={t('generalSettings:loadFailed')}
          description={error ? errorText(error) : ''}
          retryLabel={t('common:retry')}
          onRetry={() => actor.send({ type: 'settings.retry' })}
        />
      ) : settings ? (
        <SettingsForm settings={settings} />
      ) : (
        <output css={{ display: 'flex', alignItems: 'center', gap: 10 }}>
          <Spinner aria-hidden size={16} />
          {t('generalSettings:loading')}
        </output>
      )}
    </div>
  );
}

/** Mounted once the stored settings are there, so the form starts from them. */
function SettingsForm({ settings }: { settings: GeneralSettings }) {
  const { t } = useTranslation();
  const actor = GeneralSettingsContext.useActorRef();
  const templates = GeneralSettingsContext.useSelector(selectTemplates);
  const isSaving = GeneralSettingsContext.useSelector(selectIsSaving);
  const wasSaved = GeneralSettingsContext.useSelector(selectWasSaved);
  const error = GeneralSettingsContext.useSelector(selectFailure);
  const errorText = useErrorText();
  const { register, handleSubmit } = useForm<GeneralSettingsValues>({
    resolver: zodResolver(generalSettingsFormSchema),
    defaultValues: toFormValues(settings),
  });
  // Any change after a save or a failure hides the old outcome: what shows is about what is in the form.
  const field = (name: keyof GeneralSettingsValues) =>
    register(name, { onChange: () => actor.send({ type: 'settings.edit' }) });
  const submit = handleSubmit((values) =>
    actor.send({ type: 'settings.save', settings: fromFormValues(values) }),
  );

  return (
    <form noValidate onSubmit={submit} css={{ display: 'grid', gap: 16 }}>
      <Card>
        <ChoiceGroup
          legend={t('generalSettings:importMeeting.legend')}
          help={t('generalSettings:importMeeting.help')}
          choices={importMeetingChoices.map((value) => ({
            value,
            label: t(`generalSettings:importMeeting.options.${value}.label`),
            description: t(`generalSettings:importMeeting.options.${value}.description`),
          }))}
          radio={() => field('importMeeting')}
        />
      </Card>
      <Card>
        <ChoiceGroup
          legend={t('generalSettings:emailMeeting.legend')}
          help={t('generalSettings:emailMeeting.help')}
          choices={emailMeetingChoices.map((value) => ({
            value,
            label: t(`generalSettings:emailMeeting.options.${value}.label`),
            description: t(`generalSettings:emailMeeting.options.${value}.description`),
          }))}
          radio={() => field('emailMeeting')}
        />
      </Card>
      <Card css={{ display: 'grid', gap: 8 }}>
        <label htmlFor="general-template" css={{ fontSize: 15, fontWeight: 700 }}>
          {t('generalSettings:template.label')}
        </label>
        <p id="general-template-help" css={{ margin: 0, fontSize: 14 }}>
          {t('generalSettings:template.help')}
        </p>
        <Select
          id="general-template"
          aria-describedby="general-template-help"
          css={{ width: '100%', minWidth: 0 }}
          {...field('templateId')}
        >
          <option value="">{t('generalSettings:template.none')}</option>
          {templates.map((template) => (
            <option key={template.id} value={template.id}>
              {templateLabel(template, t)}
            </option>
          ))}
        </Select>
      </Card>
      {error && <Alert role="alert">{t('generalSettings:saveFailed', { message: errorText(error) })}</Alert>}
      <div css={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>
        <Button type="submit" disabled={isSaving}>
          {isSaving ? t('generalSettings:saving') : t('generalSettings:save')}
        </Button>
        {wasSaved && <span aria-hidden>{t('generalSettings:saved')}</span>}
      </div>
      <LiveStatus text={wasSaved ? t('generalSettings:saved') : null} />
    </form>
  );
}

function templateLabel(template: TemplateSummary, t: TFunction): string {
  if (template.isMine) return t('generalSettings:template.mine', { name: template.name });
  if (template.owner === null) return t('generalSettings:template.readyMade', { name: template.name });
  return t('generalSettings:template.shared', { name: template.name, owner: template.owner.name });
}
