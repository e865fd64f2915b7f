import { meetingLinkPlatform } from '../../../../src/api-contract/meeting.ts';

// Addresses in free text (a location, a description that may be HTML): up to a space, quote or tag.
const urlsInText = /https:\/\/[^\s"'<>]+/g;
// What a sentence or markup leaves stuck to the end of an address.
const trailing = /[).,;:!?\]}]+$/;

/**
 * The first address the bot can join (Google Meet, Zoom, Teams: the same rule as a meeting added by link)
 * among `structured` (the provider's own conference fields, trusted first) and then any address written in
 * `texts` (location, description), or null when there is none.
 */
export function findMeetingLink(
  structured: ReadonlyArray<string | null | undefined>,
  texts: ReadonlyArray<string | null | undefined>,
): string | null {
  const written = texts.flatMap((text) =>
    [...(text ?? '').replaceAll('&amp;', '&').matchAll(urlsInText)].map((match) =>
      match[0].replace(trailing, ''),
    ),
  );
  const candidates = [...structured.flatMap((link) => (link ? [link.trim()] : [])), ...written];
  return candidates.find((link) => meetingLinkPlatform(link) !== null) ?? null;
}
