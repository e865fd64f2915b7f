import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  selectCardState,
  selectDraft,
  selectIsBusy,
  selectProvider,
} from '../../machines/crm/crm-integration/selectors.ts';
import { crmKeyTextSchema } from '../../api-contract/crm.ts';
import { Button } from '../components/Button.tsx';
import { TextField } from '../components/TextField.tsx';
import { CrmIntegrationContext } from './crm-integration-context.ts';

/**
 * Connecting a CRM: the key, masked as typed, checked here as the server checks it, then by the provider.
 * The field starts from the machine's draft and stays mounted while the key is checked, so a refusal leaves
 * the typed key in place to correct.
 */
export function CrmKeyForm() {
  const { t } = useTranslation();
  const actor = CrmIntegrationContext.useActorRef();
  const provider = CrmIntegrationContext.useSelector(selectProvider);
  const draft = CrmIntegrationContext.useSelector(selectDraft);
  const busy = CrmIntegrationContext.useSelector(selectIsBusy);
  const idle = CrmIntegrationContext.useSelector((snapshot) => selectCardState(snapshot) === 'disconnected');
  const schema = useMemo(
    () => z.object({ key: crmKeyTextSchema.refine((key) => key !== '', t('crmIntegrations:keyRequired')) }),
    [t],
  );
  const { register, handleSubmit, formState } = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { key: draft },
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => actor.send({ type: 'key.submit', key: values.key }))}
      css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 8 }}
    >
      <div css={{ flex: '1 1 240px', minWidth: 0 }}>
        <TextField
          type="password"
          autoComplete="off"
          spellCheck={false}
          label={t(`crmIntegrations:providers.${provider}.keyLabel`)}
          readOnly={busy}
          error={formState.errors.key?.message}
          {...register('key')}
        />
      </div>
      <Button type="submit" disabled={!idle}>
        {busy ? t('crmIntegrations:connecting') : t('crmIntegrations:connect')}
      </Button>
    </form>
  );
}
