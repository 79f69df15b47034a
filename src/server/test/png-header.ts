/** Tests only: a PNG's first bytes (signature and IHDR) with a given pixel size, padded to `bytes`. */
export function pngHeader(width: number, height: number, bytes = 64): Buffer {
  const out = Buffer.alloc(Math.max(bytes, 33));
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(out, 0);
  out.writeUInt32BE(13, 8);
  out.write('IHDR', 12, 'latin1');
  out.writeUInt32BE(width, 16);
  out.writeUInt32BE(height, 20);
  return out;
}
