export interface AmountInputProps {
  name: string
  value: string
  onInput: (value: string) => void
  placeholder?: string
  /** classes of the AtInput, e.g. 'app-input' inside a frame of ours */
  className?: string
  maxlength?: number
}
