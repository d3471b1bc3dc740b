-- A pending account that received a second registration with another password while a code of the first
-- was still open: whoever verifies cannot tell whose password the account now holds, so verification
-- drops it (the verifier is signed in and sets a password through "forgot password").
ALTER TABLE users ADD COLUMN registration_contested boolean NOT NULL DEFAULT false;
