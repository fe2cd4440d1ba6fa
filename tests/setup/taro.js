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
