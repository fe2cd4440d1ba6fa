// What a View needs to be a control in a browser (components/Pressable), and a Text to be a heading
// (components/Screen): Taro's H5 components are custom elements whose props become DOM properties,
// attributes and listeners, so these work there; the published types leave them out because
// mini-programs have no keyboard.
import '@tarojs/components/types/View'
import '@tarojs/components/types/Text'

declare module '@tarojs/components/types/View' {
  interface ViewProps {
    tabIndex?: number
    onKeyDown?: (event: KeyboardEvent) => void
  }
}

declare module '@tarojs/components/types/Text' {
  interface TextProps {
    role?: string
  }
}
