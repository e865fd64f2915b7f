/*
 * A company signs up (issue 27): its first person creates an identity-provider account carrying the company's
 * name (the custom attribute `custom:company_name`), confirms the e-mail, and their first API call makes the
 * company, its ready templates and them its administrator. The identity service and the API say the same.
 */

/** The user attribute that carries the company's name from the sign-up to the id token. */
export const companyNameAttribute = 'custom:company_name';

export const companyNameMaxLength = 100;

export const signUpMessages = {
  /** Sign-up of an address whose domain signs in through the company's own provider. */
  ssoDomain: 'Este domínio entra por login único (SSO): use “Entrar com SSO” na página de login.',
};
