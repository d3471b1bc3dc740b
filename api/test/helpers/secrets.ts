import { randomBytes } from 'node:crypto';

/** A secret production accepts (as `openssl rand -base64 48` makes one): a new one per call. */
export const strongSecret = (): string => randomBytes(48).toString('base64url');
