// A time of day as the trades list shows it, in the device's zone: HH:mm:ss.
import dayjs from 'dayjs'

export const clockTime = (ms: number | string): string => dayjs(ms).format('HH:mm:ss')
