// Every picture the app draws, with what it shows for a screen reader (WCAG 1.1.1): `alt` is the
// text alternative, '' for a picture that repeats the text beside it. Taro's Image passes
// nativeProps to the <img> it draws in a browser.
import { Image, type ImageProps } from '@tarojs/components'

export type PictureProps = Omit<ImageProps, 'nativeProps'> & { alt: string }

export function Picture({ alt, ...image }: PictureProps) {
  return <Image {...image} nativeProps={{ alt }} aria-hidden={alt === '' || undefined} />
}
