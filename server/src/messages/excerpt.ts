// The list shows a line of each message, so it carries the start of the content as plain text:
// the app then never renders HTML for a list row, and no markup reaches a row cut mid-tag.
import { decodeEntities } from '@common/richText'

/** Code points of an excerpt, before its ellipsis: two lines of a phone's list row. */
export const EXCERPT_LENGTH = 80

// The stored content went through the sanitiser: tags are balanced, and '<' in text is '&lt;', so
// every '<' starts a tag. Block tags separate words; inline ones (b, em, a) sit inside them.
const BLOCK_TAG = /<\/?(?:p|br|ul|ol|li|h3|h4)\b[^>]*>/gi
const ANY_TAG = /<[^>]*>/g

/** Sanitised HTML as one line of text, cut to `max` code points with an ellipsis. */
export function excerptOf(html: string, max = EXCERPT_LENGTH): string {
  const text = decodeEntities(html.replace(BLOCK_TAG, ' ').replace(ANY_TAG, ''))
    .replace(/\s+/g, ' ')
    .trim()
  const chars = [...text]
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}…` : text
}
