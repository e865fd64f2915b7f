import { templateNameMaxLength, templateQuestionMaxLength } from '../../../src/api-contract/template.ts';
import { botNameMaxLength } from '../../../src/api-contract/bot-config.ts';
import { vocabularyWordMaxLength } from '../../../src/api-contract/vocabulary.ts';

/**
 * Hostile text for every field a person can write (tests/e2e/security/xss.spec.ts). Each markup payload that ran
 * would set `window.__xss` (the iframe's, its parent's) and open an alert; the others break layout if the
 * views do not hold them: a right-to-left override that turns the rest of a line around, and a word far
 * wider than any box.
 */
type Payload = { name: string; text: string };

/** A single word of `length` letters, with no place a browser may break it. */
const longWord = (length: number) =>
  'Anticonstitucionalissimamente'.repeat(Math.ceil(length / 29)).slice(0, length);

const markupPayloads: Payload[] = [
  { name: 'script tag', text: '<script>window.__xss=true;alert("xss")</script>' },
  { name: 'img onerror', text: '<img src=x onerror="window.__xss=true;alert(1)">' },
  { name: 'javascript: URL', text: 'javascript:window.__xss=true;alert(1)//' },
  { name: 'svg onload', text: '<svg onload="window.__xss=true;alert(1)"></svg>' },
  { name: 'iframe srcdoc', text: '"><iframe srcdoc="<script>parent.__xss=true;alert(1)</script>"></iframe>' },
  { name: 'RTL override', text: 'Fatura \u202Egpj.exe\u202C aprovada' },
];

/**
 * The corpus as one field of at most `max` characters holds it, each led by `tag` so a run finds its own
 * data (and a field too short for the whole payload still gets a word of its own): the markup, and a long
 * word filling what the field leaves.
 */
export function corpusFor(tag: string, max: number): Payload[] {
  const fit = (text: string) => text.slice(0, max);
  return [
    ...markupPayloads.map(({ name, text }) => ({ name, text: fit(`${tag} ${text}`) })),
    { name: 'long word', text: fit(`${tag} ${longWord(Math.max(0, max - tag.length - 1))}`) },
  ];
}

/**
 * The longest each field takes (the API's schemas), so every payload fits the field it is written to. Transcript
 * lines and chat questions take more than any screen is wide; 300 characters already are.
 */
export const fieldMax = {
  meetingTitle: 200,
  speaker: 120,
  templateName: templateNameMaxLength,
  question: templateQuestionMaxLength,
  vocabularyWord: vocabularyWordMaxLength,
  botName: botNameMaxLength,
  longText: 300,
} as const;
