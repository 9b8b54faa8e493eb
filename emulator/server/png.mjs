// @ts-check
/**
 * Generated product images for `/cdn/...`: a vertical gradient PNG whose colour is derived from the file name, at the
 * size the Shopify `_{w}x{h}` suffix (or `width`/`height` query) asks for. Encoded by hand with zlib so the emulator
 * needs no image library.
 */
import { deflateSync, crc32 as zlibCrc32 } from 'node:zlib';

export const MAX_SIZE = 2048;
export const DEFAULT_SIZE = 800;

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** @type {(data: Buffer) => number} */
const crc32 = typeof zlibCrc32 === 'function' ? (data) => zlibCrc32(data) : crc32Fallback;

/** @type {Uint32Array|null} */
let crcTable = null;
/** @param {Buffer} data */
function crc32Fallback(data) {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (const byte of data) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * @param {string} type
 * @param {Buffer} data
 */
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData) >>> 0);
  return Buffer.concat([length, typeAndData, crc]);
}

/**
 * A deterministic colour for a name (FNV-1a hash to a hue, fixed saturation and lightness).
 * @param {string} name
 * @returns {[number, number, number]}
 */
export function colourFor(name) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) hash = Math.imul(hash ^ name.charCodeAt(i), 0x01000193) >>> 0;
  return hslToRgb(hash % 360, 0.55, 0.6);
}

/**
 * @param {number} h
 * @param {number} s
 * @param {number} l
 * @returns {[number, number, number]}
 */
function hslToRgb(h, s, l) {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] = h < 60 ? [c, x, 0] : h < 120 ? [x, c, 0] : h < 180 ? [0, c, x] : h < 240 ? [0, x, c] : h < 300 ? [x, 0, c] : [c, 0, x];
  return [Math.round((r + m) * 255), Math.round((g + m) * 255), Math.round((b + m) * 255)];
}

/**
 * Encodes an RGB PNG of the given size: a top-to-bottom gradient from the colour to a darker shade.
 * @param {number} width
 * @param {number} height
 * @param {[number, number, number]} rgb
 * @returns {Buffer}
 */
export function encodePng(width, height, rgb) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: truecolour
  const stride = width * 3 + 1;
  const raw = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const shade = 1 - (0.35 * y) / Math.max(1, height - 1);
    const r = Math.round(rgb[0] * shade);
    const g = Math.round(rgb[1] * shade);
    const b = Math.round(rgb[2] * shade);
    const row = y * stride;
    raw[row] = 0; // filter: none
    for (let x = 0, i = row + 1; x < width; x++, i += 3) {
      raw[i] = r;
      raw[i + 1] = g;
      raw[i + 2] = b;
    }
  }
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(raw, { level: 6 })), chunk('IEND', Buffer.alloc(0))]);
}

/**
 * Reads the requested size and the base name from a CDN path such as `/cdn/shop/files/tee_400x300.png`.
 * A missing dimension copies the other; both are clamped to 1…MAX_SIZE.
 * @param {string} pathname
 * @param {URLSearchParams} [query]
 * @returns {{ name: string, width: number, height: number }}
 */
export function parseImagePath(pathname, query) {
  const file = decodeURIComponent(pathname.split('/').pop() ?? '');
  const match = /^(.*?)_(\d*)x(\d*)(?:@\dx)?(\.[a-z0-9]+)?$/i.exec(file);
  let name = file.replace(/\.[a-z0-9]+$/i, '');
  let width = 0;
  let height = 0;
  if (match && (match[2] || match[3])) {
    name = match[1] ?? name;
    width = Number(match[2] || 0);
    height = Number(match[3] || 0);
  }
  const qw = Number(query?.get('width') ?? 0);
  const qh = Number(query?.get('height') ?? 0);
  if (qw > 0) width = qw;
  if (qh > 0) height = qh;
  if (!width && !height) width = height = DEFAULT_SIZE;
  if (!width) width = height;
  if (!height) height = width;
  return { name, width: clamp(width), height: clamp(height) };
}

/** @param {number} n */
function clamp(n) {
  return Math.min(MAX_SIZE, Math.max(1, Math.floor(n)));
}

/**
 * A small LRU of encoded images; an entry is keyed by name and size.
 * @param {number} [capacity]
 */
export function createImageCache(capacity = 64) {
  /** @type {Map<string, Buffer>} */
  const entries = new Map();
  return {
    /**
     * @param {string} name
     * @param {number} width
     * @param {number} height
     */
    get(name, width, height) {
      const key = `${width}x${height}:${name}`;
      const hit = entries.get(key);
      if (hit) {
        entries.delete(key);
        entries.set(key, hit);
        return hit;
      }
      const png = encodePng(width, height, colourFor(name));
      entries.set(key, png);
      if (entries.size > capacity) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      return png;
    },
    get size() {
      return entries.size;
    },
  };
}
