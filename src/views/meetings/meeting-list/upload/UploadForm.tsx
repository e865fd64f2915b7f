import styled from '@emotion/styled';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { FileDropZone } from '../../../components/FileDropZone.tsx';
import { FilePicker } from '../../../components/FilePicker.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { formatBytes } from './format.ts';
import { UploadContext } from './upload-context.ts';
import {
  acceptAttribute,
  titleFromFileName,
  uploadFormSchema,
  type UploadFormOutput,
  type UploadFormValues,
} from './upload-form-schema.ts';

const Form = styled.form({ display: 'flex', flexDirection: 'column', gap: 16, marginTop: 16 });

const FieldError = styled.p(({ theme }) => ({ margin: 0, fontSize: 13, color: theme.colors.danger }));

/** File (picker or drag-and-drop) and title; a valid pair starts the upload machine. */
export function UploadForm() {
  const { t, i18n } = useTranslation();
  const upload = UploadContext.useActorRef();
  const fileInputId = useId();
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    control,
    formState: { errors },
  } = useForm<UploadFormValues, unknown, UploadFormOutput>({
    resolver: zodResolver(uploadFormSchema),
    defaultValues: { title: '' },
  });
  const file = useWatch({ control, name: 'file' });

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    setValue('file', chosen, { shouldValidate: true });
    if (getValues('title').trim() === '') setValue('title', titleFromFileName(chosen.name));
  };

  return (
    <Form
      noValidate
      onSubmit={handleSubmit((values) =>
        upload.send({ type: 'upload.start', file: values.file, title: values.title }),
      )}
    >
      <FileDropZone onFile={choose}>
        <span>{t('upload:file.drop')}</span>
        <label htmlFor={fileInputId} css={{ fontWeight: 600 }}>
          {t('upload:file.label')}
        </label>
        <FilePicker
          chooseText={t('upload:file.choose')}
          id={fileInputId}
          accept={acceptAttribute}
          aria-describedby={`${fileInputId}-hint`}
          onChange={(event) => choose(event.target.files?.[0])}
        />
        <small id={`${fileInputId}-hint`}>{t('upload:file.hint')}</small>
        {file instanceof File && (
          <strong>
            {t('upload:file.selected', { name: file.name, size: formatBytes(file.size, i18n.language) })}
          </strong>
        )}
      </FileDropZone>
      {errors.file?.message && <FieldError role="alert">{t(errors.file.message)}</FieldError>}
      <TextField
        label={t('upload:title.label')}
        error={errors.title?.message ? t(errors.title.message) : undefined}
        {...register('title')}
      />
      <Button type="submit">{t('upload:start')}</Button>
    </Form>
  );
}
