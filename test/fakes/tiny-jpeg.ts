/**
 * Minimal baseline JPEG encoder for solid-colour 8x8 images (JFIF, YCbCr,
 * 4:4:4, quantisation 1, DC-only). Produces ~170 bytes that every decoder
 * (browsers, libjpeg, sharp) accepts. Used by the fake Pexels server so
 * browser tests can show images without internet access.
 */

// Standard luminance DC Huffman table (ITU T.81 Annex K.3).
const DC_BITS = [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0];
const DC_VALUES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
// AC table with a single symbol: EOB (0x00) coded as "0".
const AC_BITS = [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
const AC_VALUES = [0x00];

function huffmanCodes(bits: number[], values: number[]): Map<number, { code: number; length: number }> {
  const codes = new Map<number, { code: number; length: number }>();
  let code = 0;
  let k = 0;
  for (let len = 1; len <= 16; len++) {
    for (let i = 0; i < bits[len - 1]!; i++) {
      codes.set(values[k++]!, { code, length: len });
      code++;
    }
    code <<= 1;
  }
  return codes;
}

const DC_CODES = huffmanCodes(DC_BITS, DC_VALUES);
const AC_EOB = huffmanCodes(AC_BITS, AC_VALUES).get(0)!;

class BitWriter {
  private bytes: number[] = [];
  private acc = 0;
  private count = 0;

  write(value: number, length: number): void {
    for (let i = length - 1; i >= 0; i--) {
      this.acc = (this.acc << 1) | ((value >> i) & 1);
      this.count++;
      if (this.count === 8) this.flushByte();
    }
  }

  private flushByte(): void {
    this.bytes.push(this.acc);
    if (this.acc === 0xff) this.bytes.push(0x00); // byte stuffing
    this.acc = 0;
    this.count = 0;
  }

  finish(): number[] {
    if (this.count > 0) this.write(0xff, 8 - this.count); // pad with 1s
    return this.bytes;
  }
}

function segment(marker: number, payload: number[]): number[] {
  const length = payload.length + 2;
  return [0xff, marker, length >> 8, length & 0xff, ...payload];
}

function clampByte(v: number): number {
  return Math.max(0, Math.min(255, Math.round(v)));
}

/** Encodes an 8x8 JPEG filled with the given colour (0–255 per channel). */
export function solidJpeg(r: number, g: number, b: number): Buffer {
  const y = clampByte(0.299 * r + 0.587 * g + 0.114 * b);
  const cb = clampByte(-0.168736 * r - 0.331264 * g + 0.5 * b + 128);
  const cr = clampByte(0.5 * r - 0.418688 * g - 0.081312 * b + 128);

  const bits = new BitWriter();
  for (const component of [y, cb, cr]) {
    const dc = 8 * (component - 128); // DCT DC term of a flat block, quantiser 1
    const magnitude = Math.abs(dc);
    const category = magnitude === 0 ? 0 : Math.floor(Math.log2(magnitude)) + 1;
    const code = DC_CODES.get(category)!;
    bits.write(code.code, code.length);
    if (category > 0) bits.write(dc > 0 ? dc : dc + (1 << category) - 1, category);
    bits.write(AC_EOB.code, AC_EOB.length);
  }

  const bytes = [
    0xff, 0xd8, // SOI
    ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0]), // APP0 JFIF 1.01
    ...segment(0xdb, [0x00, ...new Array<number>(64).fill(1)]), // DQT table 0, all ones
    ...segment(0xc0, [8, 0, 8, 0, 8, 3, 1, 0x11, 0, 2, 0x11, 0, 3, 0x11, 0]), // SOF0 8x8, 3 comps
    ...segment(0xc4, [0x00, ...DC_BITS, ...DC_VALUES, 0x10, ...AC_BITS, ...AC_VALUES]), // DHT
    ...segment(0xda, [3, 1, 0x00, 2, 0x00, 3, 0x00, 0, 63, 0]), // SOS
    ...bits.finish(),
    0xff, 0xd9, // EOI
  ];
  return Buffer.from(bytes);
}

/** Parses "#rrggbb" (falls back to a neutral grey). */
export function jpegForHex(hex: string): Buffer {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex);
  const n = m ? parseInt(m[1]!, 16) : 0x8a8a8a;
  return solidJpeg((n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff);
}
