// A clock's offset from UTC as an export names it, the same in the app's note and the file's
// header: 'UTC+08:00', 'UTC-03:30', 'UTC'.

/** `offset`: minutes east of UTC. */
export function utcOffsetName(offset: number): string {
  if (offset === 0) return 'UTC'
  const abs = Math.abs(offset)
  const hh = String(Math.floor(abs / 60)).padStart(2, '0')
  const mm = String(abs % 60).padStart(2, '0')
  return `UTC${offset < 0 ? '-' : '+'}${hh}:${mm}`
}
