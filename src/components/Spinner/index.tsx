import { View } from '@tarojs/components'

/** The one loading indicator (styles/_controls.scss), also drawn by the H5 page-load overlay. */
export function Spinner({ label, size = 'normal' }: { label: string; size?: 'normal' | 'small' }) {
  return <View className={`spinner spinner--${size}`} role='status' aria-label={label} />
}
