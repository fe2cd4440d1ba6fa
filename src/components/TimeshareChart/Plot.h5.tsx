// H5: the Trade tab's line is drawn as SVG by the page itself, not by ECharts (decision 93): the
// chart library was the tab's largest script and its start its longest tasks under a slow CPU, for
// one line. The lines stretch with the plot (the path is in a fixed box, its strokes unscaled);
// the labels are text placed over it, so they keep their size. The line is redrawn at most four
// times a second however often the price ticks.
import { useMemo } from 'react'
import { View, Text } from '@tarojs/components'
import { useThrottled } from '@/components/KlineChart/useThrottled'
import { labelWidth } from '@/components/KlineChart/option'
import { PRICE_COLORS, priceTrend } from '@/utils/format'
import { BOX, lineGeometry } from './lineGeometry'
import type { LinePlotProps } from './LinePlot'
import './Plot.h5.scss'

/** At most 4 redraws a second, as the k-line. */
const REDRAW_MS = 250
const GRID_LINE = '#1e1d26'

const percent = (at: number) => `${(at * 100).toFixed(2)}%`

export function Plot({ candles, change, last, precision }: LinePlotProps) {
  const drawn = useThrottled(
    useMemo(() => ({ candles, change, last }), [candles, change, last]),
    REDRAW_MS,
  )
  const shape = useMemo(
    () => lineGeometry({ candles: drawn.candles, last: drawn.last, precision }),
    [drawn, precision],
  )
  const right = labelWidth(
    drawn.candles.map((c) => Number(c.close)),
    precision,
  )
  const color = PRICE_COLORS[priceTrend(drawn.change)]
  // the price is read from the quote above: the chart is a picture of it
  return (
    <View className='line-plot' aria-hidden>
      <View className='line-plot__box' style={{ right: `${right}px` }}>
        <svg
          className='line-plot__svg'
          viewBox={`0 0 ${BOX} ${BOX}`}
          preserveAspectRatio='none'
          focusable='false'
        >
          {shape.prices.map((tick) => (
            <line
              key={tick.label}
              x1={0}
              x2={BOX}
              y1={tick.at * BOX}
              y2={tick.at * BOX}
              stroke={GRID_LINE}
              vectorEffect='non-scaling-stroke'
            />
          ))}
          <path d={shape.area} fill={color} fillOpacity={0.12} stroke='none' />
          <path
            d={shape.line}
            fill='none'
            stroke={color}
            strokeWidth={1.5}
            strokeLinejoin='round'
            vectorEffect='non-scaling-stroke'
          />
          <line
            x1={0}
            x2={BOX}
            y1={shape.last.at * BOX}
            y2={shape.last.at * BOX}
            stroke={color}
            strokeDasharray='4 3'
            vectorEffect='non-scaling-stroke'
          />
        </svg>
        {shape.times.map((tick) => (
          <Text key={tick.label} className='line-plot__time' style={{ left: percent(tick.at) }}>
            {tick.label}
          </Text>
        ))}
      </View>
      {shape.prices.map((tick) => (
        <Text key={tick.label} className='line-plot__price' style={{ top: plotTop(tick.at) }}>
          {tick.label}
        </Text>
      ))}
      <Text
        className='line-plot__last'
        style={{ top: plotTop(shape.last.at), backgroundColor: color }}
      >
        {shape.last.label}
      </Text>
    </View>
  )
}

/** A point of the plot's height as a position in the whole chart (the plot leaves 12 px above, 22 px below). */
const plotTop = (at: number) => `calc(12px + (100% - 34px) * ${at.toFixed(4)})`
