-- Device tracking of the identity service (issue 26): ConfirmDevice, UpdateDeviceStatus, ListDevices,
-- ForgetDevice and DEVICE_SRP_AUTH, so a remembered device can sign in without MFA.

-- One row per device a sign-in handed out (NewDeviceMetadata). The device's secret is never stored: only the
-- SRP salt and verifier it sent with ConfirmDevice (null until then), as a user's password.
CREATE TABLE identity_devices (
  device_key text PRIMARY KEY,
  sub text NOT NULL REFERENCES identity_users (sub) ON DELETE CASCADE,
  device_group_key text NOT NULL,
  device_name text,
  srp_salt text,
  srp_verifier text,
  remembered boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  last_modified_at timestamptz NOT NULL,
  last_authenticated_at timestamptz NOT NULL
);

CREATE INDEX identity_devices_sub ON identity_devices (sub, last_authenticated_at);
