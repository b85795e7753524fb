-- Admin sessions remember which admin password they were made under (a keyed fingerprint, never the
-- password): once a session check or sign-in sees another password, every session of the old one is
-- revoked for good, so setting the old password again does not revive them (issue #23, ADR 034).
-- Sessions from before this column have none: the first check under any password revokes them.
ALTER TABLE "admin_sessions" ADD COLUMN "password_fingerprint" text;
