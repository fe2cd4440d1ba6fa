// The bare Taro app `npm run bench` compares the real app's start-up against (DESIGN §7): the same
// toolchain and config/index.ts (BENCH_BARE=1), one page, one Text, nothing else.
import { type PropsWithChildren } from 'react'

function App({ children }: PropsWithChildren) {
  return children
}

export default App
