import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { importTranscriptFile } from '../../../server/providers/transcript-import/import-transcript.ts';
import { parseTimestamp } from '../../../server/providers/transcript-import/timestamps.ts';

let directory = '';
beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'pauta-transcript-'));
});
afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

async function importText(name: string, text: string) {
  const file = path.join(directory, name);
  await writeFile(file, text);
  return importTranscriptFile(file);
}

test('WebVTT: voice tags name the speakers, timestamps are kept, header, NOTE and STYLE blocks are skipped', async () => {
  const segments = await importText(
    'a.vtt',
    [
      '\uFEFFWEBVTT - reunião',
      '',
      'NOTE gravado no Meet',
      '',
      'STYLE',
      '::cue { color: white }',
      '',
      'intro',
      '00:00:01.500 --> 00:00:04.250 align:start',
      '<v Ana Ribeiro>Bom dia, <b>pessoal</b> &amp; convidados.</v>',
      '',
      '01:02.000 --> 01:05.000',
      '<v.loud Carlos>Oi, Ana!</v><v Ana Ribeiro>Vamos começar.',
      '',
    ].join('\r\n'),
  );
  expect(segments).toEqual([
    {
      id: 'seg-1',
      speaker: 'Ana Ribeiro',
      startSeconds: 1.5,
      endSeconds: 4.25,
      text: 'Bom dia, pessoal & convidados.',
    },
    { id: 'seg-2', speaker: 'Carlos', startSeconds: 62, endSeconds: 65, text: 'Oi, Ana!' },
    { id: 'seg-3', speaker: 'Ana Ribeiro', startSeconds: 62, endSeconds: 65, text: 'Vamos começar.' },
  ]);
});

test('SubRip: "Nome:" prefixes name the speakers; a line without one continues; no name is not guessed', async () => {
  const segments = await importText(
    'b.srt',
    [
      '1',
      '00:00:00,000 --> 00:00:02,500',
      'João Pereira: Qual é o prazo de entrega?',
      'Precisamos até março.',
      '',
      '2',
      '00:00:03,000 --> 00:00:05,000',
      'Marta: Conseguimos em fevereiro.',
      '- Ótimo: fechado.',
      '',
      '3',
      '01:00:00,000 --> 01:00:01,000',
      'às 10:30 começamos',
      '',
    ].join('\n'),
  );
  expect(segments).toEqual([
    {
      id: 'seg-1',
      speaker: 'João Pereira',
      startSeconds: 0,
      endSeconds: 2.5,
      text: 'Qual é o prazo de entrega? Precisamos até março.',
    },
    { id: 'seg-2', speaker: 'Marta', startSeconds: 3, endSeconds: 5, text: 'Conseguimos em fevereiro.' },
    { id: 'seg-3', speaker: 'Ótimo', startSeconds: 3, endSeconds: 5, text: 'fechado.' },
    {
      id: 'seg-4',
      speaker: 'Participante',
      startSeconds: 3600,
      endSeconds: 3601,
      text: 'às 10:30 começamos',
    },
  ]);
});

test('a file without cues gives no segments, and malformed timings are skipped', async () => {
  expect(await importText('c.vtt', 'WEBVTT\n\nNOTE nada aqui\n')).toEqual([]);
  expect(await importText('d.srt', '1\n00:00:xx,000 --> 00:00:02,000\nTexto\n')).toEqual([]);
});

test('timestamps in both formats', () => {
  expect(parseTimestamp('00:00:01.5')).toBe(1.5);
  expect(parseTimestamp('12:34.567')).toBe(754.567);
  expect(parseTimestamp('100:00:00,001')).toBe(360000.001);
  expect(parseTimestamp('1:2')).toBeUndefined();
});
