// Mini-programs have no HTML parser: Taro's runtime turns innerHTML into view and text elements
// (class h5-<tag>) and hands text over verbatim. Two things a browser does are done here instead:
// decoding character references (sanitised text keeps &amp; &lt; &gt;) and breaking the line at
// <br>, which arrives as an empty text element.
import { options } from '@tarojs/runtime'
import { decodeEntities } from '@common/richText'
import { isH5 } from '@/services/platform'

export function installMiniProgramHtml(): void {
  const html = options.html
  if (isH5() || !html) return
  html.transformText = (taroText, text) =>
    taroText.ownerDocument.createTextNode(decodeEntities(text.content))
  html.transformElement = (taroElement, element) => {
    if (element.tagName.toLowerCase() === 'br') {
      taroElement.appendChild(taroElement.ownerDocument.createTextNode('\n'))
    }
    return taroElement
  }
}
