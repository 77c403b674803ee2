/**
 * Bit-level writing and reading for share codes: fixed-width fields, Elias-gamma numbers, one
 * trailing mixed-radix number, and base64url text (6 bits a character, no padding).
 */

export const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const base64Values = new Map(Array.from(BASE64URL, (char, value) => [char, value]));

/** Raised by the reader when the bits run out or a field is out of range. */
export class MalformedCodeError extends Error {}

export class BitWriter {
  private readonly bits: number[] = [];

  /** Writes `value` in `width` bits, most significant first (width ≤ 32). */
  write(value: number, width: number): void {
    for (let i = width - 1; i >= 0; i--) this.bits.push(Math.floor(value / 2 ** i) % 2);
  }

  /** Writes n ≥ 1 in Elias-gamma code: small numbers take few bits (1 → "1", 2 → "010"). */
  writeGamma(n: number): void {
    const width = Math.floor(Math.log2(n)) + 1;
    this.write(0, width - 1);
    this.write(n, width);
  }

  /** The bit count so far. */
  get length(): number {
    return this.bits.length;
  }

  /**
   * The base64url text of the bits followed by `tail` (a number of any size), zero bits
   * padded between the two so the text ends exactly on the tail's last bit.
   */
  toBase64url(tail: bigint): string {
    const tailBits = tail === 0n ? '' : tail.toString(2);
    const total = this.bits.length + tailBits.length;
    const padding = (6 - (total % 6)) % 6;
    const all = this.bits.join('') + '0'.repeat(padding) + tailBits;
    let text = '';
    for (let i = 0; i < all.length; i += 6)
      text += BASE64URL.charAt(parseInt(all.slice(i, i + 6), 2));
    return text;
  }
}

export class BitReader {
  private position = 0;

  private constructor(private readonly bits: string) {}

  /** A reader over base64url text; null when a character is outside the alphabet. */
  static fromBase64url(text: string): BitReader | null {
    let bits = '';
    for (const char of text) {
      const value = base64Values.get(char);
      if (value === undefined) return null;
      bits += value.toString(2).padStart(6, '0');
    }
    return new BitReader(bits);
  }

  /** Reads a `width`-bit field (width ≤ 32). */
  read(width: number): number {
    if (this.position + width > this.bits.length) throw new MalformedCodeError('out of bits');
    let value = 0;
    for (let i = 0; i < width; i++)
      value = value * 2 + (this.bits.charCodeAt(this.position++) - 48);
    return value;
  }

  /** Reads an Elias-gamma number, refusing anything wider than `maxWidth` bits. */
  readGamma(maxWidth = 32): number {
    let zeros = 0;
    while (this.read(1) === 0) {
      if (++zeros >= maxWidth) throw new MalformedCodeError('number too large');
    }
    return 2 ** zeros + this.read(zeros);
  }

  /** Reads every remaining bit as one number (the tail). */
  readTail(): bigint {
    const rest = this.bits.slice(this.position);
    this.position = this.bits.length;
    return rest === '' ? 0n : BigInt(`0b${rest}`);
  }
}

/**
 * A mixed-radix number: digits each with their own base, packed into one integer so that a
 * choice among k options costs log2(k) bits rather than a whole number of bits.
 */
export class MixedRadixWriter {
  private readonly digits: [number, number][] = [];

  /** Adds a digit 0 ≤ digit < radix (radix 1 adds nothing). */
  push(digit: number, radix: number): void {
    if (radix > 1) this.digits.push([digit, radix]);
  }

  /** The packed number; the first digit pushed is the least significant. */
  toBigInt(): bigint {
    let value = 0n;
    for (let i = this.digits.length - 1; i >= 0; i--) {
      const [digit, radix] = this.digits[i] ?? [0, 1];
      value = value * BigInt(radix) + BigInt(digit);
    }
    return value;
  }
}

export class MixedRadixReader {
  constructor(private value: bigint) {}

  /** Takes the next digit of a radix (radix 1 yields 0 and consumes nothing). */
  pull(radix: number): number {
    if (radix <= 1) return 0;
    const big = BigInt(radix);
    const digit = Number(this.value % big);
    this.value /= big;
    return digit;
  }

  /** Whether every digit has been taken (a longer number means a damaged code). */
  get exhausted(): boolean {
    return this.value === 0n;
  }
}
