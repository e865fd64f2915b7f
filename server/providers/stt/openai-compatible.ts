import { openAsBlob } from 'node:fs';
import { z } from 'zod';
import type { TranscriptSegment } from '../../../src/api-contract/transcription.ts';
import { unnamedSpeaker } from '../transcript-import/speakers.ts';
import type { Recording, SpeechToText } from './speech-to-text.ts';

export type OpenAiCompatibleSettings = {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  language: string;
};

// verbose_json; `speaker` is there only with providers that diarise.
const verboseJsonSchema = z.object({
  text: z.string().optional(),
  duration: z.number().optional(),
  segments: z
    .array(
      z.object({
        start: z.number(),
        end: z.number(),
        text: z.string(),
        speaker: z.string().optional(),
      }),
    )
    .optional(),
});

/**
 * `POST {baseUrl}/audio/transcriptions` (OpenAI, and servers that copy its API: faster-whisper-server,
 * LocalAI, Groq...). The file goes as a disk-backed Blob, so a large recording is streamed, not loaded.
 */
export function openAiCompatibleSpeechToText(settings: OpenAiCompatibleSettings): SpeechToText {
  return {
    name: `openai-compatible (${settings.model})`,
    async transcribe(recording: Recording, signal?: AbortSignal): Promise<TranscriptSegment[]> {
      const form = new FormData();
      form.append(
        'file',
        await openAsBlob(recording.filePath, { type: recording.contentType }),
        recording.fileName,
      );
      form.append('model', settings.model);
      form.append('language', settings.language);
      form.append('response_format', 'verbose_json');
      form.append('timestamp_granularities[]', 'segment');
      const prompt = vocabularyPrompt(recording.vocabulary ?? []);
      if (prompt) form.append('prompt', prompt);
      const response = await fetch(`${settings.baseUrl}/audio/transcriptions`, {
        method: 'POST',
        headers: settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {},
        body: form,
        signal,
      });
      if (!response.ok) {
        const detail = (await response.text()).slice(0, 300);
        throw new Error(`speech-to-text provider answered ${response.status}: ${detail}`);
      }
      return toSegments(verboseJsonSchema.parse(await response.json()));
    },
  };
}

/**
 * Whisper-style providers read `prompt` as text said before the recording, and spell its words the same way;
 * they read only its last 224 tokens, so the list is kept short.
 */
const maxPromptCharacters = 800;

function vocabularyPrompt(words: string[]): string {
  let prompt = '';
  for (const word of words) {
    const next = prompt ? `${prompt}, ${word}` : word;
    if (next.length > maxPromptCharacters) break;
    prompt = next;
  }
  return prompt ? `${prompt}.` : '';
}

function toSegments(result: z.infer<typeof verboseJsonSchema>): TranscriptSegment[] {
  const pieces =
    result.segments ??
    (result.text ? [{ start: 0, end: result.duration ?? 0, text: result.text, speaker: undefined }] : []);
  return pieces
    .map((piece) => ({ ...piece, text: piece.text.trim() }))
    .filter((piece) => piece.text.length > 0)
    .map((piece, index) => ({
      id: `seg-${index + 1}`,
      speaker: piece.speaker?.trim() || unnamedSpeaker,
      startSeconds: Math.max(0, piece.start),
      endSeconds: Math.max(piece.start, piece.end, 0),
      text: piece.text,
    }));
}
