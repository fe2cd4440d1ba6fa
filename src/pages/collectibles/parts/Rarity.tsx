// A rarity as a coloured tag, in the user's language.
import { Text } from '@tarojs/components'
import type { Rarity as RarityCode } from '@common/collectibleRules'
import { useT } from '@/hooks/useT'

export const RARITY_KEYS = {
  common: 'nft.rarity.common',
  rare: 'nft.rarity.rare',
  epic: 'nft.rarity.epic',
  legendary: 'nft.rarity.legendary',
} as const satisfies Record<RarityCode, string>

export function Rarity({ rarity }: { rarity: RarityCode }) {
  const t = useT()
  return <Text className={`nft-rarity nft-rarity--${rarity}`}>{t(RARITY_KEYS[rarity])}</Text>
}
