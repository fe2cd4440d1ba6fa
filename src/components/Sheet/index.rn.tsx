// The native app keeps taro-ui's sheet: React Native's Modal already holds a screen reader's focus.
import { AtFloatLayout } from 'taro-ui'
import type { SheetProps } from './index'

export function Sheet({ label: _label, onClose, ...rest }: SheetProps) {
  return <AtFloatLayout {...rest} onClose={() => onClose()} />
}
