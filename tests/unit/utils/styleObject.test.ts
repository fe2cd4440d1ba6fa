// taro-ui hands H5's React elements its styles as CSS text; React DOM takes only objects.
import { styleObject } from '@/components/taroUiHost/styleObject'

describe('a style for React DOM', () => {
  it('reads taro-ui’s CSS text as camel-cased properties', () => {
    expect(styleObject('font-size:24px;color:#fff;')).toEqual({ fontSize: '24px', color: '#fff' })
    expect(styleObject(' border-top-left-radius : 8px ; ')).toEqual({ borderTopLeftRadius: '8px' })
  })

  it('keeps a value holding a colon whole and a custom property’s name as written', () => {
    expect(styleObject('background-image:url(data:image/png;base64,AAAA);top:0')).toEqual({
      backgroundImage: 'url(data:image/png;base64,AAAA)',
      top: '0',
    })
    expect(styleObject("content:'a;b';left:1px")).toEqual({ content: "'a;b'", left: '1px' })
    expect(styleObject('--at-tab-width:50%')).toEqual({ '--at-tab-width': '50%' })
    expect(styleObject('background:url(http://x/y.png)')).toEqual({
      background: 'url(http://x/y.png)',
    })
  })

  it('passes an object through and gives nothing for empty or missing text', () => {
    const style = { width: '10px' }
    expect(styleObject(style)).toBe(style)
    expect(styleObject('')).toBeUndefined()
    expect(styleObject(';;')).toBeUndefined()
    expect(styleObject(undefined)).toBeUndefined()
  })
})
