import { View, Text } from '@tarojs/components'
import { Pressable } from '@/components/Pressable'
import { livePrice } from '@/components/PriceAnnouncer'
import { TRADE } from '@/routes'
import { ChangeText } from '@/components/ChangeText'
import { useQuote } from '@/hooks/useQuotes'
import { switchTab } from '@/services/router'
import { priceTrend, thousands } from '@/utils/format'

function StripCard({ matchId }: { matchId: number }) {
  const quote = useQuote(matchId)
  if (!quote) return null
  return (
    <Pressable
      className='strip__card'
      onPress={() => void switchTab(TRADE, { match_id: matchId })}
      {...livePrice(matchId)}
    >
      <Text className='strip__symbol'>{quote.symbol}</Text>
      <Text className={`strip__price strip__price--${priceTrend(quote.change)}`}>
        {thousands(quote.now_price, quote.price_precision)}
      </Text>
      <ChangeText className='strip__change' value={quote.change} />
    </Pressable>
  )
}

/** The first few symbols, live. */
export function QuoteStrip({ matchIds }: { matchIds: readonly number[] }) {
  return (
    <View className='strip'>
      {matchIds.map((id) => (
        <StripCard key={id} matchId={id} />
      ))}
    </View>
  )
}
