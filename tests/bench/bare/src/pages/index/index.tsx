import { Text } from '@tarojs/components'

/** What the bench waits for: the bare page's "first price". */
export default function Index() {
  return <Text className='bare'>0.00</Text>
}
