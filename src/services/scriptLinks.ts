// H5: Taro's tab bar items are <a href="javascript:;">. The server's CSP (rightly) refuses to run
// javascript: URLs and reports every tap as a violation; the tap's own handler does the switching,
// so the link's navigation is cancelled before the browser tries it.
export function cancelScriptLinks(): void {
  document.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.('a[href^="javascript:"]')
      if (link) event.preventDefault()
    },
    true,
  )
}
