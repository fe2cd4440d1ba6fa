// Pure rules of the server, without a database.
import { maskAccount, resolveAccount, resolveAreaCode } from '../../../server/src/identity/accounts'
import { hashPassword, verifyPassword } from '../../../server/src/infra/crypto/password'
import { AppError } from '../../../server/src/infra/appError'

function errorKey(fn: () => unknown): string | undefined {
  try {
    fn()
  } catch (err) {
    if (err instanceof AppError) return err.key
    throw err
  }
  return undefined
}

describe('accounts', () => {
  it('keys e-mails in lower case and phones as +<area code><number>', () => {
    expect(resolveAccount({ userString: ' Jo.Doe@Mail.COM ' })).toEqual({
      type: 'email',
      key: 'jo.doe@mail.com',
      account: 'Jo.Doe@Mail.COM',
      areaCode: null,
    })
    expect(resolveAccount({ userString: '13812345678', areaCode: '+86' })).toEqual({
      type: 'mobile',
      key: '+8613812345678',
      account: '13812345678',
      areaCode: '86',
    })
  })

  it('takes the area code from its id, and refuses codes that disagree or do not exist', () => {
    expect(resolveAreaCode(undefined, '1')).toBe('886')
    expect(resolveAreaCode('886', '1')).toBe('886')
    expect(errorKey(() => resolveAreaCode('86', '1'))).toBe('area_code_required')
    expect(errorKey(() => resolveAreaCode('999', undefined))).toBe('area_code_required')
    expect(errorKey(() => resolveAreaCode(undefined, '99999'))).toBe('area_code_required')
    expect(errorKey(() => resolveAreaCode('', ''))).toBe('area_code_required')
  })

  it('masks accounts for the default nickname', () => {
    expect(maskAccount({ type: 'mobile', account: '13812345678' })).toBe('138****5678')
    expect(maskAccount({ type: 'mobile', account: '912345' })).toBe('91***45')
    expect(maskAccount({ type: 'email', account: 'john@mail.com' })).toBe('jo***@mail.com')
    expect(maskAccount({ type: 'email', account: 'jo@mail.com' })).toBe('j***@mail.com')
  })
})

describe('passwords', () => {
  it('hashes with scrypt and a salt, and verifies only the right password', async () => {
    const a = await hashPassword('Secret12')
    const b = await hashPassword('Secret12')
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/)
    expect(a).not.toBe(b)
    expect(await verifyPassword('Secret12', a)).toBe(true)
    expect(await verifyPassword('Secret13', a)).toBe(false)
    expect(await verifyPassword('Secret12', 'plain')).toBe(false)
  })
})
