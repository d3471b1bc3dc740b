/** scrypt password hashes: one format for the API and ops (which creates the production topology's operator). */
export { hashPassword, verifyPassword } from '@edu/shared/server';
