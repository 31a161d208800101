/**
 * Which characters stored text may hold. Three kinds:
 * - `line` (the default: names, codes, usernames, numbers, addresses, titles, searches): one line of visible text.
 *   No C0/C1 control character (NUL, tab, line breaks, ESC of terminal escape codes, DEL, CSI…), no line or
 *   paragraph separator, no bidirectional embedding, override or isolate (U+202A–U+202E, U+2066–U+2069: they
 *   reorder how the text and what follows it display), no unpaired surrogate (not storable as UTF-8).
 * - `text` (multi-line free text: descriptions, comments): tab, CR and LF are allowed; other control characters
 *   and unpaired surrogates are not.
 * - `secret` (passwords): compared byte for byte, so only NUL is refused and nothing is normalised.
 */
export type TextKind = 'line' | 'text' | 'secret';

// With the u flag a well-formed surrogate pair is one astral code point, so \p{Cs} matches only unpaired halves.
const FORBIDDEN: Record<TextKind, RegExp> = {
  line: /[\p{Cc}\p{Cs}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u,
  text: /[\0-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F\p{Cs}]/u,
  secret: /\0/,
};

const isBidiControl = (c: number) => (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069);

/** Why `text` may not be stored as `kind`, or null when it may. Linear in the length of the text. */
export function textProblem(text: string, kind: TextKind): string | null {
  const found = FORBIDDEN[kind].exec(text);
  if (!found) return null;
  const c = found[0].codePointAt(0) ?? 0;
  const where = `U+${c.toString(16).toUpperCase().padStart(4, '0')} at character ${found.index + 1}`;
  if (c === 0) return `must not contain a NUL character (${where})`;
  if (c >= 0xd800 && c <= 0xdfff) return `must not contain an unpaired surrogate (${where})`;
  if (isBidiControl(c)) return `must not contain bidirectional control characters (${where})`;
  return `must not contain control characters or line breaks (${where})`;
}

/** Text as stored: NFC (so "é" typed as e + combining accent equals the precomposed "é"); secrets untouched. */
export function normalizeText(text: string, kind: TextKind): string {
  return kind === 'secret' ? text : text.normalize('NFC');
}
