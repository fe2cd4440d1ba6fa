export default definePageConfig({ enablePullDownRefresh: true, backgroundTextStyle: 'light' })
