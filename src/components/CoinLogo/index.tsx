// A currency's logo as the server draws it (/media/logos), over its first letter on its colour:
// that shows while the picture loads, and stays where it cannot load.
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { serverUrl } from '@/services/serverFile'
import { currencyColor } from '@/utils/currencyColors'
import { LogoImage } from './LogoImage'
import './index.scss'

export interface CoinLogoProps {
  code: string
  /** the logo's path on the server; none draws the letter alone */
  logo?: string
}

export function CoinLogo({ code, logo }: CoinLogoProps) {
  const [failed, setFailed] = useState(false)
  return (
    <View className='coin-logo' style={{ backgroundColor: currencyColor(code) }}>
      <Text>{code.slice(0, 1)}</Text>
      {logo && !failed ? <LogoImage src={serverUrl(logo)} onError={() => setFailed(true)} /> : null}
    </View>
  )
}
