import zlib from "node:zlib";

/**
 * A small ZIP writer for tests of 'Medien aus einer Sicherung' (media-zip.server.ts): stored or
 * deflated entries, Unix modes (links), directory entries, ZIP64 end records for more than 65,535
 * entries, and sizes that lie (a zip bomb declares less or more than it holds).
 */

export interface ZipEntry {
  name: string;
  data?: Buffer | string;
  /** 0 stored, 8 deflated (default). */
  method?: 0 | 8;
  /** The uncompressed size written into the headers (default: the real one). */
  declaredSize?: number;
  /** Unix mode, e.g. 0o120777 for a symbolic link (the entry then says it was made on Unix). */
  unixMode?: number;
}

function u16(n: number): Buffer {
  const b = Buffer.alloc(2);
  b.writeUInt16LE(n);
  return b;
}
function u32(n: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n >>> 0);
  return b;
}
function u64(n: number): Buffer {
  const b = Buffer.alloc(8);
  b.writeBigUInt64LE(BigInt(n));
  return b;
}

/** 2023-07-01 12:00 in DOS time and date. */
const TIME = (12 << 11) | (0 << 5);
const DATE = ((2023 - 1980) << 9) | (7 << 5) | 1;
const UTF8 = 0x0800;

export function buildZip(entries: readonly ZipEntry[]): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, "utf8");
    const data = Buffer.isBuffer(entry.data) ? entry.data : Buffer.from(entry.data ?? "", "utf8");
    const method = entry.name.endsWith("/") ? 0 : (entry.method ?? 8);
    const packed = method === 8 ? zlib.deflateRawSync(data) : data;
    const crc = zlib.crc32(data);
    const size = entry.declaredSize ?? data.length;
    const local = Buffer.concat([u32(0x04034b50), u16(20), u16(UTF8), u16(method), u16(TIME), u16(DATE), u32(crc), u32(packed.length), u32(size), u16(name.length), u16(0), name]);
    parts.push(local, packed);
    const madeBy = entry.unixMode === undefined ? 20 : (3 << 8) | 20;
    const external = entry.unixMode === undefined ? (entry.name.endsWith("/") ? 0x10 : 0) : (entry.unixMode << 16) >>> 0;
    central.push(
      Buffer.concat([u32(0x02014b50), u16(madeBy), u16(20), u16(UTF8), u16(method), u16(TIME), u16(DATE), u32(crc), u32(packed.length), u32(size), u16(name.length), u16(0), u16(0), u16(0), u16(0), u32(external), u32(offset), name]),
    );
    offset += local.length + packed.length;
  }
  const directory = Buffer.concat(central);
  const count = entries.length;
  const tail: Buffer[] = [];
  if (count > 0xffff) {
    const zip64At = offset + directory.length;
    tail.push(Buffer.concat([u32(0x06064b50), u64(44), u16(45), u16(45), u32(0), u32(0), u64(count), u64(count), u64(directory.length), u64(offset)]));
    tail.push(Buffer.concat([u32(0x07064b50), u32(0), u64(zip64At), u32(1)]));
  }
  const shortCount = Math.min(count, 0xffff);
  tail.push(Buffer.concat([u32(0x06054b50), u16(0), u16(0), u16(shortCount), u16(shortCount), u32(directory.length), u32(offset), u16(0)]));
  return Buffer.concat([...parts, directory, ...tail]);
}
