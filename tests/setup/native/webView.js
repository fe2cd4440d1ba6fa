// Stands in for react-native-webview in the native project (see jest.config.js).
const WebView = () => null
module.exports = { __esModule: true, default: WebView, WebView }
