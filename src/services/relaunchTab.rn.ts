// Taro's React Native router (4.2.0) relaunches a tab from a stack page (login, start-up) by
// putting the tab navigator back and only then naming the tab it should open; React Native's
// renderer mounts the navigator at once when the call comes after an await (as a sign-in's
// does), so it opened on the first tab whatever was asked. Once the tabs are back, switching to
// the one asked for is a plain tab switch.
import Taro from '@tarojs/taro'

/** Closes every page and opens the tab at `url`. */
export async function relaunchTab(url: string): Promise<unknown> {
  await Taro.reLaunch({ url })
  return Taro.switchTab({ url })
}
