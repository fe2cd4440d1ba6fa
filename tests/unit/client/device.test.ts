// services/device: pages get the window's size and status bar on every platform, including Alipay
// clients that lack getWindowInfo and onWindowResize (Taro then has no such call at all).
import Taro from '@tarojs/taro'
import { onWindowResize, windowInfo } from '@/services/device'

const SYSTEM = { windowWidth: 360, windowHeight: 740, statusBarHeight: 24 }

function without<K extends keyof typeof Taro>(names: K[], run: () => void): void {
  const kept = names.map((name) => [name, Taro[name]] as const)
  try {
    for (const name of names) delete (Taro as Partial<typeof Taro>)[name]
    run()
  } finally {
    for (const [name, value] of kept) Object.assign(Taro, { [name]: value })
  }
}

afterEach(() => jest.restoreAllMocks())

it('reads getWindowInfo where the platform has it', () => {
  jest
    .spyOn(Taro, 'getWindowInfo')
    .mockReturnValue({ ...SYSTEM, statusBarHeight: 47 } as Taro.getWindowInfo.Result)
  expect(windowInfo()).toEqual({ windowWidth: 360, windowHeight: 740, statusBarHeight: 47 })
})

it('falls back to getSystemInfoSync where getWindowInfo is missing', () => {
  jest
    .spyOn(Taro, 'getSystemInfoSync')
    .mockReturnValue(SYSTEM as unknown as Taro.getSystemInfoSync.Result)
  without(['getWindowInfo'], () => expect(windowInfo()).toEqual(SYSTEM))
})

it('listens for resizes where it can, and otherwise does nothing', () => {
  const on = jest.spyOn(Taro, 'onWindowResize').mockImplementation(() => undefined)
  const off = jest.spyOn(Taro, 'offWindowResize').mockImplementation(() => undefined)
  const listener = () => undefined
  onWindowResize(listener)()
  expect(on).toHaveBeenCalledWith(listener)
  expect(off).toHaveBeenCalledWith(listener)
  without(['onWindowResize', 'offWindowResize'], () => {
    expect(() => onWindowResize(listener)()).not.toThrow()
  })
})
