// Copying a value the user will paste elsewhere (an address, a reference). Mini-programs: the
// platform copies and says so itself, in the system's language. H5: clipboard.h5.ts.
import Taro from '@tarojs/taro'

export function copyText(value: string): void {
  Taro.setClipboardData({ data: value }).catch(() => undefined)
}
