import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { listFiles } from '../build/hash-tree';

/**
 * A zip of a folder whose bytes depend on its files only: sorted names, one fixed date, deflate at a fixed
 * level. The Module Federation dts plugin's own archive (adm-zip) stamps the current time, so publishing the
 * same version twice would look like other bytes, and published versions are immutable.
 */
const DOS_DATE_1980_01_01 = (0 << 9) | (1 << 5) | 1;

export function zipFolder(dir: string): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const rel of listFiles(dir)) {
    const raw = fs.readFileSync(path.join(dir, rel));
    const packed = zlib.deflateRawSync(raw, { level: 9 });
    const name = Buffer.from(rel, 'utf8');
    const crc = zlib.crc32(raw);
    // the fields both headers share: version, flags (bit 11: UTF-8 names), deflate, time, date, crc, sizes, name length
    const common = Buffer.alloc(26);
    common.writeUInt16LE(20, 0);
    common.writeUInt16LE(0x0800, 2);
    common.writeUInt16LE(8, 4);
    common.writeUInt16LE(0, 6);
    common.writeUInt16LE(DOS_DATE_1980_01_01, 8);
    common.writeUInt32LE(crc, 10);
    common.writeUInt32LE(packed.length, 14);
    common.writeUInt32LE(raw.length, 18);
    common.writeUInt16LE(name.length, 22);
    common.writeUInt16LE(0, 24);
    const local = Buffer.concat([u32(0x04034b50), common, name, packed]);
    const tail = Buffer.alloc(10); // comment length, disk, internal and external attributes: zero
    centrals.push(Buffer.concat([u32(0x02014b50), u16(20), common, tail, u32(offset), name]));
    locals.push(local);
    offset += local.length;
  }
  const central = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length, 8);
  end.writeUInt16LE(centrals.length, 10);
  end.writeUInt32LE(central.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, central, end]);
}

const u16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16LE(n);
  return b;
};
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n);
  return b;
};
