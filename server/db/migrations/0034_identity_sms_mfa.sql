-- SMS as a second factor (SMS_MFA, issue 26): whether the user has it on, and SMS_MFA as a preferred type.
-- The phone number itself is an attribute (phone_number, phone_number_verified), as Cognito keeps it.
ALTER TABLE identity_users ADD COLUMN sms_mfa_enabled boolean NOT NULL DEFAULT false;
ALTER TABLE identity_users DROP CONSTRAINT identity_users_preferred_mfa_check;
ALTER TABLE identity_users ADD CONSTRAINT identity_users_preferred_mfa_check
  CHECK (preferred_mfa IN ('SOFTWARE_TOKEN_MFA', 'EMAIL_OTP', 'SMS_MFA'));
