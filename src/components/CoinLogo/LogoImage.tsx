import { Image } from '@tarojs/components'

export interface LogoImageProps {
  /** the picture's full address */
  src: string
  onError: () => void
}

/** The logo's picture, filling the round plate under it (index.scss). */
export function LogoImage({ src, onError }: LogoImageProps) {
  return <Image className='coin-logo__image' src={src} mode='aspectFit' onError={onError} />
}
