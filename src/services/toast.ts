// One way to tell the user something briefly (SPEC §9: toast default 2 s).
import Taro from '@tarojs/taro'

export const TOAST_MS = 2000

export function toast(message: string, kind: 'none' | 'success' = 'none'): void {
  void Taro.showToast({ title: message, icon: kind, duration: TOAST_MS })
}
