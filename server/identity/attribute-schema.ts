/**
 * The user pool's attribute schema. `email`, `given_name` and `family_name` have columns; the other OIDC
 * standard attributes and the custom ones (`custom:*`) are stored as given.
 */
export const standardAttributes = new Set([
  'name',
  'middle_name',
  'nickname',
  'preferred_username',
  'profile',
  'picture',
  'website',
  'gender',
  'birthdate',
  'zoneinfo',
  'locale',
  'phone_number',
  'address',
  'updated_at',
]);

/** Attributes only the pool sets: no client writes them. */
export const immutableAttributes = new Set(['sub', 'email_verified', 'phone_number_verified', 'identities']);
