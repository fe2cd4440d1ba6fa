// H5: pictures fetched ahead of the page that shows them; the browser's cache hands them to the
// <img> when it is drawn.
export function preloadImages(sources: readonly string[]): void {
  for (const src of sources) {
    if (!src) continue
    const image = new Image()
    image.decoding = 'async'
    image.src = src
  }
}
