/**
 * What the scaffold reads from a contract's `pattern`: the lengths a value may have and whether it takes
 * digits only (a CPF is 11 digits, a phone 10 or 11, a CEP 8), and a value that matches it (the seed
 * stub's and the resource walk's). Only the simple patterns contracts write are understood: anchors,
 * character classes, `\d`, literal characters, groups with alternatives and the quantifiers `{n}`,
 * `{n,m}`, `?`, `*` and `+`. Anything else (`.`, `\S`, lookarounds) gives undefined: the caller then
 * says so instead of guessing.
 */

interface CharClass {
  type: 'class';
  /** The characters it takes, in the order a sample picks them. */
  chars: string;
}

interface Group {
  type: 'group';
  alternatives: Sequence[];
}

type Atom = CharClass | Group;

interface Piece {
  atom: Atom;
  min: number;
  /** Infinity for `*` and `+`. */
  max: number;
}

type Sequence = Piece[];

const DIGITS = '0123456789';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LOWER = UPPER.toLowerCase();
/** The lengths worth listing; past this a pattern is free text. */
const MAX_LENGTH = 64;

class PatternSyntax extends Error {}

/** The characters of a class body ('A-Z0-9', '123567'); a negated class is not understood. */
function classChars(body: string): string {
  if (body.startsWith('^')) throw new PatternSyntax(body);
  let chars = '';
  for (let index = 0; index < body.length; index += 1) {
    let char = body[index];
    if (char === '\\') {
      const escaped = body[index + 1];
      index += 1;
      if (escaped === 'd') {
        chars += DIGITS;
        continue;
      }
      if (/[wsWSDb]/.test(escaped)) throw new PatternSyntax(body);
      char = escaped;
    }
    if (body[index + 1] === '-' && index + 2 < body.length) {
      const last = body[index + 2];
      for (let code = char.charCodeAt(0); code <= last.charCodeAt(0); code += 1)
        chars += String.fromCharCode(code);
      index += 2;
    } else chars += char;
  }
  return [...new Set(chars)].join('');
}

function parseAlternatives(pattern: string, start: number): { alternatives: Sequence[]; end: number } {
  const alternatives: Sequence[] = [[]];
  let index = start;
  while (index < pattern.length) {
    const char = pattern[index];
    if (char === ')') return { alternatives, end: index };
    if (char === '|') {
      alternatives.push([]);
      index += 1;
      continue;
    }
    let atom: Atom;
    if (char === '^' || char === '$') {
      index += 1;
      continue;
    } else if (char === '(') {
      // '(?:' is a plain group; other '(?' forms (lookarounds, names) are not understood.
      let inner = index + 1;
      if (pattern.startsWith('?:', inner)) inner += 2;
      else if (pattern[inner] === '?') throw new PatternSyntax(pattern);
      const group = parseAlternatives(pattern, inner);
      if (pattern[group.end] !== ')') throw new PatternSyntax(pattern);
      atom = { type: 'group', alternatives: group.alternatives };
      index = group.end + 1;
    } else if (char === '[') {
      const close = pattern.indexOf(']', index + 2);
      if (close === -1) throw new PatternSyntax(pattern);
      atom = { type: 'class', chars: classChars(pattern.slice(index + 1, close)) };
      index = close + 1;
    } else if (char === '\\') {
      const escaped = pattern[index + 1];
      if (escaped === 'd') atom = { type: 'class', chars: DIGITS };
      else if (escaped !== undefined && !/[A-Za-z0-9]/.test(escaped))
        atom = { type: 'class', chars: escaped };
      else throw new PatternSyntax(pattern);
      index += 2;
    } else if (char === '.' || char === '*' || char === '+' || char === '?' || char === '{') {
      throw new PatternSyntax(pattern);
    } else {
      atom = { type: 'class', chars: char };
      index += 1;
    }
    const quantifier = /^(?:\{(\d+)(?:(,)(\d*))?\}|[?*+])/.exec(pattern.slice(index));
    let min = 1;
    let max = 1;
    if (quantifier) {
      index += quantifier[0].length;
      if (quantifier[0] === '?') min = 0;
      else if (quantifier[0] === '*') [min, max] = [0, Infinity];
      else if (quantifier[0] === '+') max = Infinity;
      else {
        min = Number(quantifier[1]);
        max = quantifier[2] ? (quantifier[3] ? Number(quantifier[3]) : Infinity) : min;
      }
    }
    alternatives[alternatives.length - 1].push({ atom, min, max });
  }
  return { alternatives, end: index };
}

function parse(pattern: string): Sequence[] | undefined {
  try {
    const { alternatives, end } = parseAlternatives(pattern, 0);
    return end === pattern.length ? alternatives : undefined;
  } catch (error) {
    if (error instanceof PatternSyntax) return undefined;
    throw error;
  }
}

/** The lengths (up to MAX_LENGTH) of `min` to `max` repetitions of something whose lengths are `one`. */
function repeatLengths(one: Set<number>, min: number, max: number): Set<number> {
  const lengths = new Set<number>(min === 0 ? [0] : []);
  let reached = new Set([0]);
  for (let count = 1; count <= Math.min(max, MAX_LENGTH) && reached.size > 0; count += 1) {
    const next = new Set<number>();
    for (const before of reached)
      for (const size of one) if (before + size <= MAX_LENGTH) next.add(before + size);
    if (count >= min) for (const length of next) lengths.add(length);
    reached = next;
  }
  return lengths;
}

function sequenceLengths(sequence: Sequence): Set<number> {
  let lengths = new Set([0]);
  for (const { atom, min, max } of sequence) {
    const piece = repeatLengths(
      atom.type === 'class' ? new Set([1]) : alternativesLengths(atom.alternatives),
      min,
      max,
    );
    const next = new Set<number>();
    for (const before of lengths)
      for (const size of piece) if (before + size <= MAX_LENGTH) next.add(before + size);
    lengths = next;
  }
  return lengths;
}

function alternativesLengths(alternatives: Sequence[]): Set<number> {
  return new Set(alternatives.flatMap((sequence) => [...sequenceLengths(sequence)]));
}

function everyClass(alternatives: Sequence[], test: (chars: string) => boolean): boolean {
  return alternatives.every((sequence) =>
    sequence.every(({ atom }) =>
      atom.type === 'class' ? test(atom.chars) : everyClass(atom.alternatives, test),
    ),
  );
}

export interface PatternFacts {
  /** Every length a matching value may have (up to 64), ascending. */
  lengths: number[];
  /** Only digits match. */
  digitsOnly: boolean;
}

/** The lengths and characters a pattern takes, or undefined for a pattern this reader does not follow. */
export function patternFacts(pattern: string | undefined): PatternFacts | undefined {
  const alternatives = pattern ? parse(pattern) : undefined;
  if (!alternatives) return undefined;
  return {
    lengths: [...alternativesLengths(alternatives)].sort((a, b) => a - b),
    digitsOnly: everyClass(alternatives, (chars) => [...chars].every((char) => DIGITS.includes(char))),
  };
}

/**
 * A value matching `pattern`; `variant` picks other characters (different records). The first
 * alternative and the fewest repetitions (at least one) are taken. Undefined when the pattern is not one
 * this reader follows.
 */
export function sampleOf(pattern: string | undefined, variant = 0): string | undefined {
  const alternatives = pattern ? parse(pattern) : undefined;
  if (!alternatives) return undefined;
  let position = 0;
  const pick = (chars: string) => {
    // Letters and digits where the class has them (a sample of '[A-Za-z0-9_-]' reads as a word).
    const preferred = [...chars].filter(
      (char) => UPPER.includes(char) || LOWER.includes(char) || DIGITS.includes(char),
    );
    const choices = preferred.length > 0 ? preferred : [...chars];
    const char = choices[(position * 7 + variant * 3 + 1) % choices.length];
    position += 1;
    return char;
  };
  const sequence = (items: Sequence): string =>
    items
      .map(({ atom, min }) =>
        Array.from({ length: Math.max(min, min === 0 ? 0 : 1) }, () =>
          atom.type === 'class' ? pick(atom.chars) : sequence(atom.alternatives[0]),
        ).join(''),
      )
      .join('');
  return sequence(alternatives[0]);
}
