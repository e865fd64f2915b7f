/*
 * How notes call a speaker whatever label the meeting tool or the transcription gave them: a person by their
 * first name, and a label that names nobody whole, so "Speaker A" and "Speaker B" stay two people.
 */
import { expect, test } from 'vitest';
import { personName } from '../../../server/providers/ai/writing/speaker-names.ts';

test.each([
  ['Fagundes, Leonardo', 'Leonardo'],
  ['Albuquerque, Teresa Cristina', 'Teresa'],
  ['Anfitrião - Patrícia', 'Patrícia'],
  ['Host: Rafael Souza', 'Rafael'],
  ['Rita | Sinal Verde', 'Rita'],
  ['Natália Prates (ela/dela)', 'Natália'],
])('a person labelled "%s" is called %s', (speaker, name) => {
  expect(personName(speaker)).toBe(name);
});

test.each(['Speaker A', 'Interlocutor B', 'Falante C', 'Usuário do Zoom', 'Participante 3', 'SPEAKER_01'])(
  'a label that names nobody, "%s", stays whole',
  (speaker) => {
    expect(personName(speaker)).toBe(speaker);
  },
);
