import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BitReader,
  BitWriter,
  MalformedCodeError,
  MixedRadixReader,
  MixedRadixWriter,
} from '../../src/skills/bitStream';

describe('the bit stream of share codes', () => {
  it('writes Elias-gamma numbers in their textbook form', () => {
    const writer = new BitWriter();
    writer.writeGamma(1);
    writer.writeGamma(2);
    writer.writeGamma(5);
    // 1 | 010 | 00101 = 9 bits, padded in front of an empty tail to 12 bits.
    expect(writer.length).toBe(9);
    const reader = BitReader.fromBase64url(writer.toBase64url(0n));
    expect(reader?.read(12)).toBe(0b101000101000);
  });

  it('reads back fields, gamma numbers and a mixed-radix tail', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.integer({ min: 0, max: 2 ** 20 - 1 }), fc.integer({ min: 1, max: 5000 })),
        ),
        fc.array(
          fc
            .integer({ min: 2, max: 400 })
            .chain((radix) => fc.tuple(fc.integer({ min: 0, max: radix - 1 }), fc.constant(radix))),
        ),
        (fields, digits) => {
          const writer = new BitWriter();
          for (const [value, gamma] of fields) {
            writer.write(value, 20);
            writer.writeGamma(gamma);
          }
          const tail = new MixedRadixWriter();
          for (const [digit, radix] of digits) tail.push(digit, radix);
          const reader = BitReader.fromBase64url(writer.toBase64url(tail.toBigInt()));
          if (!reader) throw new Error('not base64url');
          for (const [value, gamma] of fields) {
            expect(reader.read(20)).toBe(value);
            expect(reader.readGamma()).toBe(gamma);
          }
          const digitReader = new MixedRadixReader(reader.readTail());
          for (const [digit, radix] of digits) expect(digitReader.pull(radix)).toBe(digit);
          expect(digitReader.exhausted).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('refuses reading past the end, absurd gamma numbers and foreign characters', () => {
    expect(() => BitReader.fromBase64url('A')?.read(7)).toThrow(MalformedCodeError);
    expect(() => BitReader.fromBase64url('AAAAAAAA')?.readGamma()).toThrow(MalformedCodeError);
    expect(BitReader.fromBase64url('ab+c')).toBeNull();
  });
});
