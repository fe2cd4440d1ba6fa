// Metro turns an .svg into a react-native-svg component (react-native-svg-transformer, in Taro's
// Metro config); jest has no such transformer, so an icon here draws nothing.
module.exports = function SvgIcon() {
  return null
}
