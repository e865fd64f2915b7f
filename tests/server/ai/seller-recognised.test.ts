import { describe, expect, test } from 'vitest';
import { sellerOf, sellerTeam } from '../../../server/providers/ai/signals/seller.ts';
import { madeUpCall as call } from './made-up-call.ts';

/**
 * The seller on an uploaded transcript, whose speakers are named as the tool did: made-up calls (a printing
 * shop, a dental lab) where counting question marks alone would pick the client.
 */
describe('the seller of an uploaded call', () => {
  test('setting up the call is not leading it, and a request to tell leads like a question', () => {
    const segments = call(
      ['Speaker A', 'Alô? Tá gravando? Me ouve bem? Aqui é a Sônia, da gráfica.'],
      ['Speaker B', 'Oi, Sônia. Antes de tudo, me conta como vocês recebem os pedidos hoje.'],
      ['Speaker A', 'Por e-mail, e a gente redigita tudo no sistema de produção.'],
      ['Speaker B', 'E quanto tempo isso toma por dia?'],
      ['Speaker A', 'Umas três horas de uma pessoa. E quanto custa a ferramenta de vocês?'],
    );
    expect(sellerOf(segments)).toBe('Speaker B');
  });

  test('the colleague brought is the new voice after the client answers the introduction', () => {
    const segments = call(
      [
        'Orador 2',
        'Bom dia, Helena. Eu trouxe a Paula, que é a nossa especialista em laboratório, tudo bem?',
      ],
      ['Orador 1', 'Bom dia. Tudo bem, fiquem à vontade.'],
      ['Orador 2', 'Como vocês controlam as próteses que entram hoje?'],
      ['Orador 1', 'Numa ficha de papel que vai junto com o molde.'],
      ['Orador 3', 'O que a gente faz é etiquetar cada molde na entrada, e o sistema acompanha cada etapa.'],
      ['Orador 2', 'E quem mais usaria isso aí?'],
    );
    expect([...sellerTeam(segments)]).toEqual(['Orador 2', 'Orador 3']);
  });

  test('the colleague brought is known by the part they take, and by the label the seller says they have', () => {
    const segments = call(
      ['Usuário 1', 'Oi, sou eu, boa tarde. Tô no carro, pode falar.'],
      [
        'ana.souza',
        'Boa tarde! Eu trouxe o Caio, que cuida da implantação, ele tá como Participante 4 aí. Me conta da clínica?',
      ],
      ['Participante 4', 'Boa tarde. Vou mais ouvir por enquanto.'],
      ['Usuário 1', 'São três unidades, e a agenda é toda no papel.'],
      ['ana.souza', 'E quem mais olha essa agenda hoje?'],
    );
    expect([...sellerTeam(segments)]).toEqual(['ana.souza', 'Participante 4']);
  });

  test('a client\'s name beside "chamei" is no colleague', () => {
    const segments = call(
      [
        'Vendedor',
        'Bom dia! Chamei o Fernando, que cuida das compras, pra ver a demonstração. Como está a operação?',
      ],
      ['Fernando', 'Bom dia. Está puxada, a gente fecha tudo no papel.'],
      ['Vendedor', 'E quantas lojas são hoje?'],
      ['Fernando', 'Quatro lojas.'],
    );
    expect([...sellerTeam(segments)]).toEqual(['Vendedor']);
  });
});
