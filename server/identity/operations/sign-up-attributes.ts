import { companyNameAttribute, companyNameMaxLength } from '../../../src/api-contract/sign-up.ts';
import { immutableAttributes, standardAttributes } from '../attribute-schema.ts';
import { invalidParameter } from '../cognito-errors.ts';
import type { JsonObject } from './context.ts';

/** The custom attributes this pool's schema defines, with their maximum length. */
const customAttributes: Record<string, number> = {
  [companyNameAttribute]: companyNameMaxLength,
  'custom:shouldResetPassword': 2048,
};

export type SignUpAttributes = {
  email: string;
  givenName: string;
  familyName: string;
  /** Standard attributes without a column and custom ones, stored as given. */
  others: Record<string, string>;
};

const schemaError = (problems: string[]) =>
  invalidParameter(`Attributes did not conform to the schema: ${problems.join(', ')}`);

/**
 * SignUp's UserAttributes checked against the pool's schema as Cognito checks them: attributes the schema
 * lacks or only the pool writes are refused, the required names must be there, and the e-mail (this pool's
 * usernames are e-mails) is the username's when given.
 */
export function signUpAttributesOf(input: JsonObject, username: string): SignUpAttributes {
  const list: unknown[] = Array.isArray(input.UserAttributes) ? input.UserAttributes : [];
  const given = new Map<string, string>();
  const problems: string[] = [];
  for (const entry of list) {
    const { Name, Value } = (typeof entry === 'object' && entry !== null ? entry : {}) as JsonObject;
    if (typeof Name !== 'string' || Name.length === 0) throw invalidParameter('Attribute name is required.');
    const value = typeof Value === 'string' ? Value : '';
    const known =
      ['email', 'given_name', 'family_name'].includes(Name) ||
      standardAttributes.has(Name) ||
      Object.hasOwn(customAttributes, Name);
    if (immutableAttributes.has(Name) || Name.startsWith('cognito:'))
      problems.push(`${Name}: Attribute cannot be written.`);
    else if (!known) problems.push(`${Name}: Attribute does not exist in the schema.`);
    else if (value.length > (customAttributes[Name] ?? Number.POSITIVE_INFINITY))
      problems.push(`${Name}: String must be no longer than ${customAttributes[Name]} characters`);
    else given.set(Name, value);
  }
  // The pool requires both names: the app opens only for a person with a first and a last name.
  const givenName = given.get('given_name')?.trim() ?? '';
  const familyName = given.get('family_name')?.trim() ?? '';
  for (const [name, value] of Object.entries({ given_name: givenName, family_name: familyName }))
    if (!value) problems.push(`${name}: The attribute ${name} is required`);
  if (problems.length > 0) throw schemaError(problems);

  const email = given.get('email')?.trim() ?? username.trim();
  if (email.toLowerCase() !== username.trim().toLowerCase())
    throw invalidParameter(
      'The email attribute must be the username: this pool signs in with e-mail addresses.',
    );
  const columns = new Set(['email', 'given_name', 'family_name']);
  const others = Object.fromEntries([...given].filter(([name]) => !columns.has(name)));
  return { email, givenName, familyName, others };
}
