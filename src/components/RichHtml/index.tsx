import { useMemo } from 'react'
import { View } from '@tarojs/components'
import { sanitizeHtml } from '@common/richText'
import { installMiniProgramHtml } from './miniProgramHtml'
import './index.scss'

installMiniProgramHtml()

/**
 * Server HTML (news, notices, FAQ, about, agreements, messages). The server sanitised it when it
 * was written; it is sanitised again here because the app may talk to a backend that did not.
 */
export function RichHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html])
  return (
    <View
      className={className ? `rich-text ${className}` : 'rich-text'}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  )
}
