export interface AmountInputProps {
  name: string
  value: string
  onInput: (value: string) => void
  placeholder?: string
  /** classes of the AtInput, e.g. 'app-input' inside a frame of ours */
  className?: string
  maxlength?: number
  /** its name for a screen reader where no visible label names it (a Field names its own) */
  label?: string
}
