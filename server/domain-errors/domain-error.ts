import { domainMessages, type DomainErrorCode } from './catalogue.ts';

type Catalogue = typeof domainMessages;

/** What a code's sentence names: nothing for a fixed sentence, its facts for one built from them. */
export type MessageFacts<Code extends DomainErrorCode> = Code extends DomainErrorCode
  ? Catalogue[Code] extends (...facts: infer Facts) => string
    ? Facts
    : []
  : never;

function messageOf<Code extends DomainErrorCode>(code: Code, facts: MessageFacts<Code>): string {
  const entry: Catalogue[DomainErrorCode] = domainMessages[code];
  // The cast only forgets which facts: MessageFacts<Code> already made the caller pass this code's ones.
  return typeof entry === 'string' ? entry : (entry as (...facts: MessageFacts<Code>) => string)(...facts);
}

/**
 * A refusal the person should read, by its catalogue code (server/domain-errors/catalogue.ts): the domain
 * says what went wrong, never how HTTP answers it; the edge maps the code to a status (server/http/errors.ts).
 * Anything else thrown stays private.
 */
export class DomainError<Code extends DomainErrorCode = DomainErrorCode> extends Error {
  // Not typed Code: `instanceof` narrows to DomainError<any>, and the code must stay a catalogue code there.
  readonly code: DomainErrorCode;

  constructor(code: Code, ...facts: MessageFacts<Code>) {
    super(messageOf(code, facts));
    this.code = code;
    this.name = 'DomainError';
  }
}
