import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../components/Button.tsx';
import { LiveStatus } from '../../components/LiveStatus.tsx';
import { TextField } from '../../components/TextField.tsx';

// The server's own rules and messages (schemas/transcription.ts), checked before sending.
const speakerSchema = z.object({
  name: z.string().trim().min(1, 'Informe o novo nome do participante.').max(120),
});
const lineSchema = z.object({ text: z.string().trim().min(1, 'O texto da fala não pode ficar vazio.') });

type EditorProps<T> = {
  draft: string;
  saving: boolean;
  failed: boolean;
  onSave: (value: T) => void;
  onCancel: () => void;
};

function EditorButtons({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <div css={{ display: 'flex', gap: 8 }}>
      <Button type="submit" disabled={saving}>
        {saving ? t('meetingDetail:transcript.saving') : t('meetingDetail:transcript.save')}
      </Button>
      <Button variant="ghost" disabled={saving} onClick={onCancel}>
        {t('meetingDetail:transcript.cancel')}
      </Button>
      <LiveStatus text={saving ? t('meetingDetail:transcript.saving') : null} />
    </div>
  );
}

function SaveFailed() {
  const { t } = useTranslation();
  return (
    <p role="alert" css={{ margin: 0, color: 'var(--danger)' }}>
      {t('meetingDetail:transcript.saveFailed')}
    </p>
  );
}

export function SpeakerEditor({
  speaker,
  draft,
  saving,
  failed,
  onSave,
  onCancel,
}: EditorProps<string> & { speaker: string }) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState, setFocus } = useForm<z.infer<typeof speakerSchema>>({
    resolver: zodResolver(speakerSchema),
    defaultValues: { name: draft },
  });
  useEffect(() => setFocus('name'), [setFocus]);
  return (
    <form noValidate onSubmit={handleSubmit(({ name }) => onSave(name))} css={{ display: 'grid', gap: 8 }}>
      <TextField
        label={t('meetingDetail:transcript.speakerLabel', { name: speaker })}
        readOnly={saving}
        error={formState.errors.name?.message}
        {...register('name')}
      />
      {failed && <SaveFailed />}
      <EditorButtons saving={saving} onCancel={onCancel} />
    </form>
  );
}

export function LineEditor({ draft, saving, failed, onSave, onCancel }: EditorProps<string>) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState, setFocus } = useForm<z.infer<typeof lineSchema>>({
    resolver: zodResolver(lineSchema),
    defaultValues: { text: draft },
  });
  useEffect(() => setFocus('text'), [setFocus]);
  return (
    <form noValidate onSubmit={handleSubmit(({ text }) => onSave(text))} css={{ display: 'grid', gap: 8 }}>
      <TextField
        label={t('meetingDetail:transcript.editLabel')}
        readOnly={saving}
        error={formState.errors.text?.message}
        {...register('text')}
      />
      {failed && <SaveFailed />}
      <EditorButtons saving={saving} onCancel={onCancel} />
    </form>
  );
}
