import Taro from '@tarojs/taro'

/** Closes every page and opens the tab at `url`. */
export const relaunchTab = (url: string): Promise<unknown> => Taro.reLaunch({ url })
