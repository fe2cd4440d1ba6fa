export default definePageConfig({
  enablePullDownRefresh: true,
  backgroundTextStyle: 'light',
  // mini-programs: the share menu and the invite sheet's Share button send the invitation
  enableShareAppMessage: true,
})
