import fs from 'node:fs';

/** Written whole or not at all (a reader never sees half a file): to a temporary file, synced, then renamed. */
export function writeFileAtomic(file: string, content: string): void {
  const tmp = `${file}.${process.pid}.${Date.now()}.${Math.random().toString(36).slice(2)}.tmp`;
  const fd = fs.openSync(tmp, 'w', 0o644);
  try {
    fs.writeSync(fd, content);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(tmp, file);
}
