// Stands in for @react-native-camera-roll/camera-roll (a native module without a published jest
// stand-in); Taro's React Native media API imports it, no test saves to the camera roll.
const refuse = () => Promise.reject(new Error('no camera roll under jest'))
module.exports = { CameraRoll: { save: refuse, getPhotos: refuse }, useCameraRoll: () => [] }
