// Metro for the native app (issue 33): Taro's configuration (its transformers for TSX and Sass, the
// `.rn` platform files), which React Native 0.73 wants the project's own metro.config.js to give.
const { getMetroConfig } = require('@tarojs/rn-supporter')

module.exports = getMetroConfig()
