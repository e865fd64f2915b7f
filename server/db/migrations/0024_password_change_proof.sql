-- A forced password update ends only when the identity provider changed the password (issue 25): the API
-- clears users.reset_password once the pool recorded a password change after the flag was set.

-- When the user last set a password at the pool (ChangePassword, ConfirmForgotPassword, NEW_PASSWORD_REQUIRED);
-- null: never since the account was created.
ALTER TABLE identity_users ADD COLUMN password_changed_at timestamptz;

-- When users.reset_password was set. Accounts flagged before this migration were flagged when created.
ALTER TABLE users ADD COLUMN reset_password_requested_at timestamptz;
UPDATE users SET reset_password_requested_at = created_at WHERE reset_password;
