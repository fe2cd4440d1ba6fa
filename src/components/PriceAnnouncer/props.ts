// What the mark puts on an element: the same type on every platform, an empty object off H5.

export interface LivePriceProps {
  'data-live-price'?: number
}

export interface LivePriceStopProps extends LivePriceProps {
  tabIndex?: number
  role?: 'group'
}
