import { z } from 'zod';
import { configSlice } from '../../config-slice.ts';

/** Set only when STT_BASE_URL is: audio and video then get transcribed. */
export type SttConfig =
  { baseUrl: string; apiKey: string | undefined; model: string; language: string } | undefined;

export const sttConfig = configSlice({
  title: 'Speech-to-text',
  intro: [
    'Uploaded audio and video are transcribed only when a speech-to-text provider is configured: set',
    '`STT_BASE_URL` to an OpenAI-compatible endpoint (e.g. `https://api.openai.com/v1`, with `STT_API_KEY`), which',
    'gets `POST {STT_BASE_URL}/audio/transcriptions`. There is no embedded one: without it the meeting waits',
    'for a configured provider, and no transcript is ever invented ([Meetings](features/meetings.md)).',
  ].join('\n'),
  env: z.object({
    STT_BASE_URL: z
      .url()
      .optional()
      .describe(
        'OpenAI-compatible speech-to-text (`POST {STT_BASE_URL}/audio/transcriptions`); unset: none, audio and video are not transcribed.',
      ),
    STT_API_KEY: z.string().optional().describe("The endpoint's API key (a Bearer token)."),
    STT_MODEL: z.string().default('whisper-1').describe('The transcription model asked for.'),
    STT_LANGUAGE: z.string().default('pt').describe('The language of the recordings (ISO 639-1).'),
  }),
  shownDefaults: { STT_BASE_URL: 'none' },
  read: (values): SttConfig =>
    values.STT_BASE_URL
      ? {
          baseUrl: values.STT_BASE_URL.replace(/\/$/, ''),
          apiKey: values.STT_API_KEY,
          model: values.STT_MODEL,
          language: values.STT_LANGUAGE,
        }
      : undefined,
});
