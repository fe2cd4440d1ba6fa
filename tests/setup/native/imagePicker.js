/* global jest */
// Stands in for expo-image-picker, a native module without a published jest stand-in: each test
// says what the phone answers (the permission, the photo picked) through these mocks.
module.exports = {
  MediaTypeOptions: { All: 'All', Videos: 'Videos', Images: 'Images' },
  requestCameraPermissionsAsync: jest.fn(),
  requestMediaLibraryPermissionsAsync: jest.fn(),
  launchCameraAsync: jest.fn(),
  launchImageLibraryAsync: jest.fn(),
}
