import { encodePng, type Rgba } from '../../src/server/lib/png';

export { encodePng, type Rgba };

/** An ICO file whose entries are PNG images (read by Windows Vista and later), at most 256 px each. */
export function encodeIco(images: Rgba[]): Buffer {
  const pngs = images.map(encodePng);
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(1, 2); // type 1: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach((image, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(image.width % 256, entry); // 0 means 256
    header.writeUInt8(image.height % 256, entry + 1);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(pngs[i]!.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += pngs[i]!.length;
  });
  return Buffer.concat([header, ...pngs]);
}
