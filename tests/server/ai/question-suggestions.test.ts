import { afterEach, describe, expect, test } from 'vitest';
import { suggestFromBank } from '../../../server/providers/ai/suggestions/embedded.ts';
import { createQuestionSuggester } from '../../../server/providers/ai/suggestions/index.ts';
import { startOpenAiServer, type OpenAiTestServer, type Script } from '../support/openai-server.ts';

describe('embedded question suggestions', () => {
  test('a yes/no question gets an open wording first, then the bank’s closest questions', () => {
    const suggestions = suggestFromBank('Vocês têm orçamento aprovado?');
    expect(suggestions[0]).toBe('O que vocês podem me contar sobre orçamento aprovado?');
    expect(suggestions).toContain('Como vocês costumam definir o orçamento para um projeto como este?');
    expect(suggestions.length).toBeLessThanOrEqual(5);
  });

  test('two subjects in one question are split into two', () => {
    expect(suggestFromBank('Qual o orçamento e quem decide a compra?').slice(0, 2)).toEqual([
      'Qual o orçamento?',
      'Quem decide a compra?',
    ]);
  });

  test('a leading question is made neutral', () => {
    expect(suggestFromBank('Você não acha que a planilha atrasa a equipe?')[0]).toBe(
      'Como você avalia se a planilha atrasa a equipe?',
    );
  });

  test('words a seller types for a theme find it even when the question does not say them', () => {
    const suggestions = suggestFromBank('Qual a verba?');
    expect(suggestions.some((text) => /orçamento|verba|investimento/.test(text))).toBe(true);
  });

  test('never offers the typed question itself, even typed without accents', () => {
    const typed = 'qual e o prazo ideal para ter a solucao funcionando';
    const suggestions = suggestFromBank(typed);
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions).not.toContain('Qual é o prazo ideal para ter a solução funcionando?');
  });

  test('nothing to say about words the bank does not know', () => {
    expect(suggestFromBank('xyzw')).toEqual([]);
  });
});

describe('question suggestions from an OpenAI-compatible model', () => {
  let server: OpenAiTestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  async function suggesterAgainst(script: Script) {
    server = await startOpenAiServer(script);
    return createQuestionSuggester({
      ai: { baseUrl: server.baseUrl, apiKey: 'chave', model: 'modelo-teste', contextTokens: 16_384 },
    });
  }

  test('asks for JSON suggestions and drops the typed question and repeats', async () => {
    const typed = 'Vocês têm orçamento?';
    const suggester = await suggesterAgainst(() => ({
      json: {
        suggestions: [
          'Vocês têm orçamento?',
          'Como o orçamento é aprovado?',
          'como o orçamento e aprovado',
          ' ',
        ],
      },
    }));
    expect(await suggester.suggest(typed)).toEqual(['Como o orçamento é aprovado?']);
    const [request] = server!.requests;
    expect(request?.authorization).toBe('Bearer chave');
    expect(request?.body).toMatchObject({ model: 'modelo-teste', response_format: { type: 'json_schema' } });
    expect(request?.body.messages.at(-1)?.content).toContain(typed);
    expect(suggester.name).toBe('openai-compatible:modelo-teste');
  });

  test('a failing model gives the embedded suggestions instead', async () => {
    const suggester = await suggesterAgainst(() => ({ status: 500, message: 'fora do ar' }));
    expect(await suggester.suggest('Vocês têm orçamento?')).toEqual(suggestFromBank('Vocês têm orçamento?'));
  });

  test('a reply that is not the expected JSON gives the embedded suggestions too', async () => {
    const suggester = await suggesterAgainst(() => 'não é JSON');
    expect(await suggester.suggest('Qual o prazo?')).toEqual(suggestFromBank('Qual o prazo?'));
  });
});
