import { useDidShow, useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { AtActivityIndicator, AtToast } from 'taro-ui'
import { useSnapshot } from 'valtio'
import { pageKey, toastPageShown, toastState } from '@/services/toast'

/**
 * Draws services/toast's store: the toast (taro-ui's AtToast; the store decides how long it stays,
 * so duration 0) and the blocking indicator. Screen mounts one per page; when that page comes on
 * screen, a toast the user left behind on another page closes.
 */
export function ToastHost() {
  const { text, kind, open, serial, busy } = useSnapshot(toastState)
  // this host's own page (the router as it was when the page opened)
  const router = useRouter()
  useDidShow(() => toastPageShown(pageKey(router)))
  return (
    <>
      <AtToast
        // a new toast is a new widget: its timer and state start over
        key={serial}
        className={`app-toast app-toast--${kind}`}
        isOpened={open}
        text={text}
        duration={0}
      />
      {busy ? (
        <View className='app-busy' role='status'>
          <AtActivityIndicator mode='center' content={busy} />
        </View>
      ) : null}
    </>
  )
}
