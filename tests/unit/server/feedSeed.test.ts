import { installationFeedSeed, publicSettings } from '../../../server/src/content/settings'
import type { Db } from '../../../server/src/infra/db/client'
import { BOOT_TIMEOUT, openTestDb } from './helpers'

let db: Db
beforeAll(async () => {
  db = await openTestDb()
}, BOOT_TIMEOUT)
afterAll(() => db.close())

describe('feed seed of an installation', () => {
  it('is drawn once, kept, and secret', async () => {
    const first = await installationFeedSeed(db)
    expect(first).toMatch(/^[0-9a-f]{64}$/)
    expect(await installationFeedSeed(db)).toBe(first)
    expect(Object.values(await publicSettings(db, ''))).not.toContain(first)
    expect(await publicSettings(db, 'seed')).toEqual({})
  })
})
