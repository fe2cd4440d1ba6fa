// Taro 4 under jest (RECIPE.md §5): load taro first to break the router <-> taro-h5 import cycle,
// then hand React to the runtime so page hooks (useLoad, useDidShow...) work.
require('@tarojs/taro')
const React = require('react')
const ReactDOM = require('react-dom')
require('@tarojs/plugin-framework-react/dist/runtime').createH5NativeComponentConfig(
  null,
  React,
  ReactDOM,
)

// What the app entry does from config/index.ts: taro-ui sizes itself through pxTransform.
require('@tarojs/taro').initPxTransform({
  designWidth: 750,
  deviceRatio: { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 },
})
