// How an account is shown where it stands for the user: the server names new users with it, and
// the my page shows it in the same form, so one account never appears in two spellings.

/** A display name that does not expose the whole account: '138****5678', 'jo***@mail.com'. */
export function maskAccount(ref: { type: 'mobile' | 'email'; account: string }): string {
  if (ref.type === 'email') {
    const at = ref.account.lastIndexOf('@')
    const local = ref.account.slice(0, at)
    const keep = local.length > 2 ? 2 : 1
    return `${local.slice(0, keep)}***${ref.account.slice(at)}`
  }
  const digits = ref.account
  if (digits.length <= 7) return `${digits.slice(0, 2)}***${digits.slice(-2)}`
  return `${digits.slice(0, 3)}****${digits.slice(-4)}`
}
