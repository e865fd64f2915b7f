import { z } from 'zod';
import { acceptedUploadExtensions } from '../../../../api-contract/upload.ts';

/** The file input's accept list: audio, video and the transcript files the backend imports. */
export const acceptAttribute = [
  'audio/*',
  'video/*',
  ...acceptedUploadExtensions.map((ext) => `.${ext}`),
].join(',');

/** Messages are i18n keys, translated where they are shown. */
export const uploadFormSchema = z.object({
  title: z.string().trim().min(1, { error: 'upload:title.missing' }).max(200),
  file: z.instanceof(File, { error: 'upload:file.missing' }),
});

export type UploadFormValues = z.input<typeof uploadFormSchema>;
export type UploadFormOutput = z.output<typeof uploadFormSchema>;

/** A title from the file name, so a dropped file needs no typing: "reuniao-acme.wav" -> "reuniao-acme". */
export const titleFromFileName = (name: string): string => name.replace(/\.[^.]+$/, '');
