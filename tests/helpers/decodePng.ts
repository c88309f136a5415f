// A small PNG decoder for tests (8-bit greyscale, RGB, grey+alpha and RGBA, not interlaced: what
// resvg writes): the chunks are checked (signature, CRC), the IDAT data inflated with node:zlib
// and each row's filter undone, so a test can look at the pixels a browser would show.
import { crc32, inflateSync } from 'node:zlib';

export interface DecodedPng {
  width: number;
  height: number;
  /** RGBA, 4 bytes a pixel, row by row. */
  rgba: Buffer;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 4: 2, 6: 4 };

export function decodePng(png: Buffer): DecodedPng {
  if (!png.subarray(0, 8).equals(SIGNATURE)) throw new Error('not a PNG (signature)');
  let offset = 8;
  let header: { width: number; height: number; depth: number; colour: number; interlace: number } | null =
    null;
  const data: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (crc32(png.subarray(offset + 4, offset + 8 + length)) !== png.readUInt32BE(offset + 8 + length)) {
      throw new Error(`PNG chunk ${type}: bad CRC`);
    }
    if (type === 'IHDR') {
      header = {
        width: body.readUInt32BE(0),
        height: body.readUInt32BE(4),
        depth: body[8] ?? 0,
        colour: body[9] ?? 0,
        interlace: body[12] ?? 0,
      };
    } else if (type === 'IDAT') {
      data.push(body);
    } else if (type === 'IEND') {
      break;
    }
    offset += 12 + length;
  }
  if (!header) throw new Error('PNG without IHDR');
  const channels = CHANNELS[header.colour];
  if (header.depth !== 8 || channels === undefined || header.interlace !== 0) {
    throw new Error(`PNG format not handled: depth ${header.depth}, colour type ${header.colour}`);
  }
  const { width, height } = header;
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  if (raw.length !== height * (stride + 1)) throw new Error('PNG data of the wrong length');
  const pixels = Buffer.alloc(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const row = y * stride;
    for (let x = 0; x < stride; x++) {
      const value = raw[y * (stride + 1) + 1 + x] ?? 0;
      const left = x >= channels ? (pixels[row + x - channels] ?? 0) : 0;
      const up = y > 0 ? (pixels[row - stride + x] ?? 0) : 0;
      const upLeft = y > 0 && x >= channels ? (pixels[row - stride + x - channels] ?? 0) : 0;
      let predicted = 0;
      if (filter === 1) predicted = left;
      else if (filter === 2) predicted = up;
      else if (filter === 3) predicted = (left + up) >> 1;
      else if (filter === 4) predicted = paeth(left, up, upLeft);
      else if (filter !== 0) throw new Error(`PNG row ${y}: unknown filter ${filter}`);
      pixels[row + x] = (value + predicted) & 0xff;
    }
  }
  const rgba = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const p = i * channels;
    const grey = channels <= 2;
    rgba[i * 4] = pixels[p] ?? 0;
    rgba[i * 4 + 1] = (grey ? pixels[p] : pixels[p + 1]) ?? 0;
    rgba[i * 4 + 2] = (grey ? pixels[p] : pixels[p + 2]) ?? 0;
    rgba[i * 4 + 3] = channels === 4 ? (pixels[p + 3] ?? 0) : channels === 2 ? (pixels[p + 1] ?? 0) : 255;
  }
  return { width, height, rgba };
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** The pixel at (x, y) as `#rrggbbaa`. */
export function pixelAt(image: DecodedPng, x: number, y: number): string {
  const i = (y * image.width + x) * 4;
  return `#${[...image.rgba.subarray(i, i + 4)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** How many pixels of the box (x0 ≤ x < x1, y0 ≤ y < y1) are dark (text: each channel < 128). */
export function darkPixels(image: DecodedPng, [x0, y0, x1, y1]: [number, number, number, number]): number {
  let count = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = (y * image.width + x) * 4;
      if (
        (image.rgba[i] ?? 255) < 128 &&
        (image.rgba[i + 1] ?? 255) < 128 &&
        (image.rgba[i + 2] ?? 255) < 128
      ) {
        count += 1;
      }
    }
  }
  return count;
}

/** How many distinct colours the image holds. */
export function distinctColours(image: DecodedPng): number {
  const seen = new Set<number>();
  for (let i = 0; i < image.rgba.length; i += 4) seen.add(image.rgba.readUInt32BE(i));
  return seen.size;
}
