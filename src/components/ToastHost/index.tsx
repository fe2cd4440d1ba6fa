import { View } from '@tarojs/components'
import { AtActivityIndicator, AtToast } from 'taro-ui'
import { useSnapshot } from 'valtio'
import { toastState } from '@/services/toast'

/**
 * Draws services/toast's store: the toast (taro-ui's AtToast; the store decides how long it stays,
 * so duration 0) and the blocking indicator. Screen mounts one per page.
 */
export function ToastHost() {
  const { text, kind, open, serial, busy } = useSnapshot(toastState)
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
