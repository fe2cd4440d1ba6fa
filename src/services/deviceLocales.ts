// The device's languages, most preferred first, for defaults such as a form's area code.
// Mini-programs: the host app's language ('zh_CN'). H5 and the native app: deviceLocales.h5.ts and
// deviceLocales.rn.ts.
import Taro from '@tarojs/taro'

export function deviceLocales(): string[] {
  try {
    const info = Taro.getAppBaseInfo?.() ?? Taro.getSystemInfoSync()
    return info.language ? [info.language] : []
  } catch {
    // an old base library without either call: the app language decides
    return []
  }
}
