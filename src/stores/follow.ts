// Copy-trading on this device: the trader list in the order the user chose, and the user's own
// follows with what was not copied and the weekly statements. A trader's record is read by its
// page (useDetail); this store keeps what two pages share.
import { proxy } from 'valtio'
import {
  fetchMine,
  fetchTraders,
  type FollowMine,
  type Trader,
  type TraderSort,
} from '@/services/api/follow'

type Load = 'loading' | 'ready' | 'failed'

export interface FollowState {
  sort: TraderSort
  traders: Trader[]
  tradersLoad: Load
  mine: FollowMine | null
  mineLoad: Load
}

export const follow = proxy<FollowState>({
  sort: 'profit',
  traders: [],
  tradersLoad: 'loading',
  mine: null,
  mineLoad: 'loading',
})

const TRADERS = 50

/** The traders by `sort` (the store's own unless given). A failure keeps what was shown. */
export async function loadTraders(sort: TraderSort = follow.sort): Promise<void> {
  if (sort !== follow.sort) {
    follow.sort = sort
    follow.tradersLoad = 'loading'
  }
  try {
    const page = await fetchTraders({ sort, limit: TRADERS })
    // an answer for an order the user has left since is not shown
    if (sort !== follow.sort) return
    follow.traders = page.data
    follow.tradersLoad = 'ready'
  } catch {
    if (follow.tradersLoad === 'loading') follow.tradersLoad = 'failed'
  }
}

export async function loadMine(): Promise<void> {
  try {
    follow.mine = await fetchMine()
    follow.mineLoad = 'ready'
  } catch {
    if (!follow.mine) follow.mineLoad = 'failed'
  }
}
