// Taro's React Native Image draws a remote SVG (the server's logos are SVG) with react-native-svg's
// SvgCssUri, which react-native-svg 14 moved out of its main entry and left as a stub that throws:
// the first logo on screen took the page down. SvgUri from the main entry draws them.
import { Image, StyleSheet, View } from 'react-native'
import { SvgUri } from 'react-native-svg'
import type { LogoImageProps } from './LogoImage'

const SVG = /\.svgx?($|\?)/i

export function LogoImage({ src, onError }: LogoImageProps) {
  if (!SVG.test(src)) {
    return (
      <Image
        style={StyleSheet.absoluteFill}
        source={{ uri: src }}
        resizeMode='contain'
        onError={onError}
      />
    )
  }
  return (
    <View style={StyleSheet.absoluteFill}>
      <SvgUri uri={src} width='100%' height='100%' onError={onError} />
    </View>
  )
}
