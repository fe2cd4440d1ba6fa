// The message bell, drawn for the same reason as the star (see StarIcon.tsx).
const MARKUP =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="#eaecef" stroke-width="1.7" stroke-linecap="round" stroke-linejoin="round"><path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15z"/><path d="M10 20.5a2 2 0 0 0 4 0"/></svg>'

export const BELL_SRC = `data:image/svg+xml,${encodeURIComponent(MARKUP)}`
