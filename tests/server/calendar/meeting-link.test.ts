import { describe, expect, it } from 'vitest';
import { findMeetingLink } from '../../../server/features/calendar/adapters/meeting-link.ts';

describe('findMeetingLink', () => {
  it("trusts the provider's conference fields first", () => {
    expect(
      findMeetingLink(['https://meet.google.com/abc-defg-hij'], ['https://us02web.zoom.us/j/85412345678']),
    ).toBe('https://meet.google.com/abc-defg-hij');
  });

  it('finds a Zoom or Teams address in free text, without the punctuation or markup around it', () => {
    expect(findMeetingLink([], ['Sala: https://us02web.zoom.us/j/85412345678?pwd=abc).'])).toBe(
      'https://us02web.zoom.us/j/85412345678?pwd=abc',
    );
    expect(
      findMeetingLink(
        [null, undefined],
        [
          undefined,
          '<a href="https://teams.microsoft.com/l/meetup-join/19%3ameeting_X%40thread.v2/0?context=%7b%7d&amp;x=1">Entrar</a>',
        ],
      ),
    ).toBe('https://teams.microsoft.com/l/meetup-join/19%3ameeting_X%40thread.v2/0?context=%7b%7d&x=1');
  });

  it('skips addresses the bot cannot join and answers null when none is left', () => {
    expect(
      findMeetingLink(
        ['https://tel.meet/abc?pin=1'],
        ['Veja https://exemplo.com.br/pauta e https://zoom.us/'],
      ),
    ).toBeNull();
    expect(
      findMeetingLink([], ['Mapa: https://maps.google.com/x — link: https://meet.google.com/xyz-abcd-efg']),
    ).toBe('https://meet.google.com/xyz-abcd-efg');
  });
});
