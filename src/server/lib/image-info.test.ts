import { describe, expect, it } from 'vitest';
import { pngHeader } from '../test/png-header';
import { imageInfo } from './image-info';

/** Minimal real headers of each format (the bytes a decoder reads first). */
const pngOf = (width: number, height: number) => pngHeader(width, height, 33);

function jpegOf(width: number, height: number): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 255, width >> 8, width & 255, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof]);
}

function webpOf(chunk: 'VP8 ' | 'VP8L' | 'VP8X', width: number, height: number): Buffer {
  const bytes = Buffer.alloc(40);
  bytes.write('RIFF', 0, 'latin1');
  bytes.writeUInt32LE(32, 4);
  bytes.write('WEBP', 8, 'latin1');
  bytes.write(chunk, 12, 'latin1');
  if (chunk === 'VP8 ') {
    bytes.writeUInt16LE(width, 26);
    bytes.writeUInt16LE(height, 28);
  } else if (chunk === 'VP8L') {
    bytes[20] = 0x2f;
    bytes.writeUInt32LE(((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14), 21);
  } else {
    bytes.writeUIntLE(width - 1, 24, 3);
    bytes.writeUIntLE(height - 1, 27, 3);
  }
  return bytes;
}

describe('imageInfo', () => {
  it('reads type and size from PNG, JPEG and the three WebP kinds', () => {
    expect(imageInfo(pngOf(1920, 600))).toEqual({ type: 'image/png', width: 1920, height: 600 });
    expect(imageInfo(jpegOf(1200, 400))).toEqual({ type: 'image/jpeg', width: 1200, height: 400 });
    expect(imageInfo(webpOf('VP8 ', 800, 300))).toEqual({ type: 'image/webp', width: 800, height: 300 });
    expect(imageInfo(webpOf('VP8L', 640, 200))).toEqual({ type: 'image/webp', width: 640, height: 200 });
    expect(imageInfo(webpOf('VP8X', 3000, 1000))).toEqual({ type: 'image/webp', width: 3000, height: 1000 });
  });

  it('refuses anything else: other formats, truncated files, zero sizes, a name is not a type', () => {
    for (const bytes of [
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
      Buffer.from('GIF89a........'),
      pngOf(1, 1).subarray(0, 20),
      pngOf(0, 10),
      Buffer.from([0xff, 0xd8, 0xff]),
      Buffer.alloc(0),
      Buffer.from('RIFF\0\0\0\0WAVEfmt '),
    ]) {
      expect(imageInfo(bytes)).toBeUndefined();
    }
  });
});
