import { hasSpecialChars, SPECIAL_CHARS, stripHtml, stripSpecialChars } from '@/utils/filter'

describe('SPECIAL_CHARS (SPEC §5)', () => {
  it('holds exactly the listed ASCII symbols and their full-width forms', () => {
    const ascii = ['`', '~', '!', '#', '$', '^', '&', '*', '(', ')', '=', '|', '{', '}', "'"]
    ascii.push(':', ';', '[', ']', '<', '>', '/', '?')
    const fullWidth = [...'｀～！＃＄＾＆＊（）＝｜｛｝＇：；［］＜＞／？']
    expect([...SPECIAL_CHARS].sort()).toEqual([...ascii, ...fullWidth].sort())
    expect(SPECIAL_CHARS).toHaveLength(46)
  })

  it('cannot be changed by a consumer', () => {
    expect(Object.isFrozen(SPECIAL_CHARS)).toBe(true)
  })
})

describe('hasSpecialChars / stripSpecialChars', () => {
  it.each(['a#b', 'a＃b', '(x)', "it's", 'x?', 'a/b', '｀'])('finds one in %p', (s) => {
    expect(hasSpecialChars(s)).toBe(true)
  })

  it.each(['', 'plain text 123', 'a.b,c-d_e@f%g+h"i\\j', '中文', 'ü', 'Ａ１'])(
    'finds none in %p',
    (s) => {
      expect(hasSpecialChars(s)).toBe(false)
    },
  )

  it.each([
    ['a#b$c', 'abc'],
    ['（中文）＝ok', '中文ok'],
    ['<b>bold</b>', 'bboldb'],
    ['keep spaces, dots. and @', 'keep spaces, dots. and @'],
    ['😀#😀', '😀😀'],
    ['', ''],
  ])('strips %p to %p', (input, expected) => {
    expect(stripSpecialChars(input)).toBe(expected)
  })
})

describe('stripHtml', () => {
  it.each([
    ['<p>Hello <b>world</b></p>', 'Hello world'],
    ['a<b>b</b>c', 'abc'],
    ['<p>a</p><p>b</p>', 'a b'],
    ['line1<br>line2<br/>line3', 'line1 line2 line3'],
    ['<ul><li>one</li><li>two</li></ul>', 'one two'],
    ['<a href="x>y" title=\'p>q\'>link</a>', 'link'],
    ['<DIV CLASS="x">Upper</DIV>', 'Upper'],
    ['<!DOCTYPE html><html><body>x</body></html>', 'x'],
    ['stray </p> close', 'stray close'],
  ])('removes tags: %p', (input, expected) => {
    expect(stripHtml(input)).toBe(expected)
  })

  it.each([
    ['<script>alert("<b>x</b>")</script>ok', 'ok'],
    ['<SCRIPT type="text/javascript">var s = "</scr" + "ipt>"</SCRIPT>after', 'after'],
    ['<style>p { color: red }</style>text', 'text'],
    ['<scripts>kept</scripts>', 'kept'],
    ['before<script>never closed', 'before'],
    ['a<!-- hidden <b>x</b> -->b', 'ab'],
    ['a<!-- never closed', 'a'],
  ])('drops code and comments: %p', (input, expected) => {
    expect(stripHtml(input)).toBe(expected)
  })

  it.each([
    ['Tom &amp; Jerry', 'Tom & Jerry'],
    ['&lt;3 &gt; &quot;hi&quot; it&#39;s', '<3 > "hi" it\'s'],
    ['&#65;&#x42;&#X43;', 'ABC'],
    ['&#128512;', '😀'],
    ['&amp;lt;', '&lt;'],
    ['&lt;script&gt;alert(1)&lt;/script&gt;', '<script>alert(1)</script>'],
    ['&#0; &#xD800; &#x110000;', '\ufffd \ufffd \ufffd'],
    ['&unknown; &amp', '&unknown; &amp'],
  ])('decodes entities once: %p', (input, expected) => {
    expect(stripHtml(input)).toBe(expected)
  })

  it('turns &nbsp; into an ordinary space', () => {
    expect(stripHtml('a&nbsp;&nbsp;b')).toBe('a b')
  })

  it.each([
    ['a < b', 'a < b'],
    ['1 <2 and 3<= 4', '1 <2 and 3<= 4'],
    ['x <- y', 'x <- y'],
  ])('keeps a "<" that does not open a tag: %p', (input, expected) => {
    expect(stripHtml(input)).toBe(expected)
  })

  it('drops an unterminated tag with everything after it', () => {
    expect(stripHtml('text <img src=x onerror=alert(1)')).toBe('text')
    expect(stripHtml('text <a title="unclosed>quote</a>')).toBe('text')
  })

  it('collapses whitespace and trims', () => {
    expect(stripHtml('  <div>\n  a \t b </div>  ')).toBe('a b')
    expect(stripHtml('')).toBe('')
    expect(stripHtml('<p> </p>')).toBe('')
  })
})
