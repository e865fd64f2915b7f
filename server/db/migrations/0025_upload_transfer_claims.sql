-- One PUT at a time writes an upload's bytes, whichever app server receives it (issue 25 item 14). The PUT
-- that writes claims the upload (transfer_id) until transfer_lease_until and renews the claim while its bytes
-- arrive; a second PUT meanwhile is refused with 409. A claim not renewed (its server stopped) lapses, so
-- the client's resumed PUT can claim the upload again.
ALTER TABLE uploads ADD COLUMN transfer_id uuid;
ALTER TABLE uploads ADD COLUMN transfer_lease_until timestamptz;
