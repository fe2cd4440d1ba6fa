// Character filter (SPEC §5). Rich text is not filtered here: it goes through the shared
// allowlist in common/richText.ts.

const ASCII_SPECIALS = "`~!#$^&*()=|{}':;[]<>/?"

// Full-width forms sit at a fixed offset from their ASCII counterparts (U+FF01..U+FF5E mirror
// U+0021..U+007E), which keeps the two halves of the list from drifting apart.
const FULL_WIDTH_OFFSET = 0xfee0

export const SPECIAL_CHARS: readonly string[] = Object.freeze([
  ...ASCII_SPECIALS,
  ...Array.from(ASCII_SPECIALS, (c) => String.fromCharCode(c.charCodeAt(0) + FULL_WIDTH_OFFSET)),
])

const SPECIAL_SET: ReadonlySet<string> = new Set(SPECIAL_CHARS)

export function hasSpecialChars(s: string): boolean {
  for (const c of s) if (SPECIAL_SET.has(c)) return true
  return false
}
