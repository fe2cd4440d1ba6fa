// Typing key by key as a browser does it: each character is first offered to the page
// (beforeinput, and Chrome's textInput, which Taro's H5 input listens to), and only lands in the
// field if nothing refused it. helpers.ts's type() sets the whole value at once and so never
// meets an input's own filter.

function offer(input: HTMLInputElement, data: string): boolean {
  const before = new InputEvent('beforeinput', {
    data,
    inputType: 'insertText',
    bubbles: true,
    cancelable: true,
  })
  const textInput = new Event('textInput', { bubbles: true, cancelable: true })
  Object.defineProperty(textInput, 'data', { value: data })
  return input.dispatchEvent(before) && input.dispatchEvent(textInput)
}

/** Clears the field named `name`, then types `text` into it one key at a time. */
export function typeKeys(name: string, text: string): void {
  const input = document.querySelector<HTMLInputElement>(`input[name="${name}"]`)
  if (!input) throw new Error(`no input named ${name}`)
  input.value = ''
  input.dispatchEvent(new Event('input', { bubbles: true }))
  let typed = ''
  for (const key of text) {
    if (!offer(input, key)) continue
    typed += key
    // a number input keeps '' while what is typed is not a number yet ('-'), as browsers do
    input.value = typed
    input.dispatchEvent(new Event('input', { bubbles: true }))
  }
}
