import os from 'node:os';

/** Who an audit entry names: OPS_USER when set (CI, deploy bots), else user@host. */
export const actor = (): string => process.env.OPS_USER ?? `${os.userInfo().username}@${os.hostname()}`;
