-- Wrong tries are counted where every server sees them (issue 25): a guessed code is burned after a few wrong
-- tries whichever server answered them, and a restart forgets none.

-- Tries of one e-mailed code (ConfirmForgotPassword, VerifyUserAttribute), right or wrong; a new code starts at 0.
ALTER TABLE identity_codes ADD COLUMN attempts integer NOT NULL DEFAULT 0;

-- Tries of an MFA code within one sign-in challenge session; past the limit the session is closed.
ALTER TABLE identity_auth_sessions ADD COLUMN attempts integer NOT NULL DEFAULT 0;
