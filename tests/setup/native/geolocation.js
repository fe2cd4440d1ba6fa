// Stands in for @react-native-community/geolocation, which Taro's React Native location API imports
// at load; the app never asks where the phone is.
const none = () => undefined
module.exports = {
  __esModule: true,
  default: {
    getCurrentPosition: none,
    watchPosition: () => 0,
    clearWatch: none,
    stopObserving: none,
    setRNConfiguration: none,
    requestAuthorization: none,
  },
}
