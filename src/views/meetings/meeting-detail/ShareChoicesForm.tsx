import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { ShareContent, ShareSettings } from '../../../api-contract/share.ts';
import { selectCanChoose, selectPanelState } from '../../../machines/sharing/meeting-share/selectors.ts';
import { BrazilianDateField } from '../../components/BrazilianDateField.tsx';
import { brazilianDayOf, isoDayOf } from '../../components/brazilian-date.ts';
import { Button } from '../../components/Button.tsx';
import { MeetingShareContext } from './meeting-share-context.ts';
import { CheckOption, OptionHelp } from '../../components/CheckOption.tsx';

const parts = ['summary', 'nextSteps', 'recording', 'transcript', 'internalNotes'] as const;

/**
 * What the link shows and until when. The server leaves out what is not ticked, from the guest's next
 * request on; the internal notes (the seller's reading of the call) start unticked. A refused save keeps
 * what was ticked and typed (the form is only rebuilt from settings the server saved).
 */
export function ShareChoicesForm({ settings }: { settings: ShareSettings }) {
  const { t } = useTranslation();
  const actor = MeetingShareContext.useActorRef();
  const id = useId();
  const canChoose = MeetingShareContext.useSelector(selectCanChoose);
  const saving = MeetingShareContext.useSelector(
    (snapshot) => selectPanelState(snapshot) === 'savingChoices',
  );
  const schema = z.object({
    content: z.object({
      recording: z.boolean(),
      transcript: z.boolean(),
      summary: z.boolean(),
      nextSteps: z.boolean(),
      internalNotes: z.boolean(),
    }),
    expiresOn: z
      .string()
      .refine((text) => text.trim() === '' || isoDayOf(text) !== null, t('share:choices.expiryInvalid')),
  });
  type Values = z.infer<typeof schema>;
  const { register, handleSubmit, setValue, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      content: settings.content satisfies ShareContent,
      expiresOn: settings.expiresOn ? brazilianDayOf(settings.expiresOn) : '',
    },
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) =>
        actor.send({
          type: 'choices.save',
          changes: { content: values.content, expiresOn: isoDayOf(values.expiresOn) },
        }),
      )}
      css={{ display: 'grid', gap: 12 }}
    >
      <fieldset css={{ display: 'grid', gap: 8, margin: 0, padding: 0, border: 0, minWidth: 0 }}>
        <legend css={{ padding: 0, marginBottom: 4, fontWeight: 700 }}>{t('share:choices.legend')}</legend>
        {parts.map((part) => (
          <CheckOption key={part}>
            {/* Named by its title alone, described by its explanation. */}
            <input
              type="checkbox"
              aria-labelledby={`${id}-${part}-name`}
              aria-describedby={`${id}-${part}-help`}
              {...register(`content.${part}`)}
            />
            <span css={{ display: 'grid', gap: 2, minWidth: 0, overflowWrap: 'anywhere' }}>
              <span id={`${id}-${part}-name`} css={{ fontWeight: 600 }}>
                {t(`share:choices.${part}`)}
              </span>
              <OptionHelp id={`${id}-${part}-help`}>{t(`share:choices.${part}Help`)}</OptionHelp>
            </span>
          </CheckOption>
        ))}
      </fieldset>
      <BrazilianDateField
        label={t('share:choices.expiryLabel')}
        pickLabel={t('share:choices.expiryPick')}
        error={formState.errors.expiresOn?.message}
        onPick={(day) => setValue('expiresOn', day, { shouldValidate: true })}
        {...register('expiresOn')}
      />
      <OptionHelp>{t('share:choices.expiryHint')}</OptionHelp>
      <div>
        <Button type="submit" variant="secondary" disabled={!canChoose}>
          {saving ? t('share:panel.working') : t('share:choices.save')}
        </Button>
      </div>
    </form>
  );
}
