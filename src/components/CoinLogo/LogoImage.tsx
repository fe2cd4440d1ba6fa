import { Picture } from '../Picture'

export interface LogoImageProps {
  /** the picture's full address */
  src: string
  onError: () => void
}

/** The logo's picture, filling the round plate under it (index.scss). */
export function LogoImage({ src, onError }: LogoImageProps) {
  return (
    <Picture alt='' className='coin-logo__image' src={src} mode='aspectFit' onError={onError} />
  )
}
