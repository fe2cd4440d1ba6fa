import { useMemo } from 'react'
import { useRouter } from '@tarojs/taro'
import { pageQuery } from '@/services/router'

/** The current page's query, decoded once (Taro's params are still percent-encoded). */
export function usePageQuery(): Record<string, string> {
  const { params } = useRouter()
  return useMemo(() => pageQuery(params), [params])
}
