// Stands in for taro-h5's request polyfills on H5: every browser of our browserslist has fetch and
// AbortController, and the app never makes JSONP requests.
module.exports = function noJsonp() {
  throw new Error('JSONP is not supported')
}
