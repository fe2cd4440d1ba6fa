export default definePageConfig({ backgroundTextStyle: 'light' })
