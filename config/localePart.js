// Webpack loader: `./en.json?part=first` is the part of en.json that holds the first screen's
// groups, `?part=rest` the others (src/locales/parts.ts, whose pickPart is the same rule), so each
// part of a language is a chunk of its own.
const FIRST_SCREEN_GROUPS = require('../src/locales/firstScreenGroups.json')

module.exports = function localePart(source) {
  const first = new URLSearchParams(this.resourceQuery.slice(1)).get('part') === 'first'
  const groups = Object.entries(JSON.parse(source))
  return JSON.stringify(
    Object.fromEntries(groups.filter(([group]) => FIRST_SCREEN_GROUPS.includes(group) === first)),
  )
}
