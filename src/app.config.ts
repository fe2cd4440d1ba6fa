import { appPages, TABS, TAB_BAR_STYLE, TAB_ICONS } from './routes'

const { pages, subPackages } = appPages(process.env.TARO_ENV === 'rn')

// Tab texts here are the English defaults; the app replaces them with the active language at run time.
const TAB_TEXT = ['Home', 'Market', 'Trade', 'Assets']

export default defineAppConfig({
  pages,
  subPackages,
  window: {
    backgroundTextStyle: 'light',
    backgroundColor: '#100f15',
    navigationBarBackgroundColor: '#100f15',
    navigationBarTitleText: '',
    navigationBarTextStyle: 'white',
    // every screen draws its own translated header (native titles can't follow the language)
    navigationStyle: 'custom',
  },
  // H5's router hides the page being left on a timer after its slide, and does not cancel it when
  // the user comes back sooner: a quick back left a blank screen (decision 42). Mini-programs
  // animate natively and know no such field.
  ...(process.env.TARO_ENV === 'h5' ? { animation: false } : {}),
  tabBar: {
    ...TAB_BAR_STYLE,
    list: TABS.map((route, i) => ({
      pagePath: route.path,
      text: TAB_TEXT[i],
      iconPath: `assets/tab/${TAB_ICONS[i]}.png`,
      selectedIconPath: `assets/tab/${TAB_ICONS[i]}-active.png`,
    })),
  },
})
