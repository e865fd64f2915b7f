import { imageSize } from 'image-size';
import { botImageRules } from '../../../src/api-contract/bot-config.ts';
import { DomainError } from '../../domain-errors/domain-error.ts';

/** image-size's names of the accepted formats, and the type the picture is served with. */
const contentTypeOf: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

/**
 * The picture's content type, read from its bytes (never from the file name or the type the browser
 * declared, so an SVG or an HTML page renamed .png is refused); a 400 in Portuguese when it is not a PNG,
 * JPEG or WebP, too large, or outside the dimension limits.
 */
export function checkBotImage(bytes: Uint8Array): string {
  if (bytes.byteLength > botImageRules.maxBytes) throw new DomainError('bot-image-too-large');
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    throw new DomainError('bot-image-type');
  }
  const contentType = size.type && contentTypeOf[size.type];
  if (!contentType) throw new DomainError('bot-image-type');
  const fits = (side: number) => side >= botImageRules.minSide && side <= botImageRules.maxSide;
  if (!fits(size.width) || !fits(size.height)) throw new DomainError('bot-image-dimensions');
  return contentType;
}
