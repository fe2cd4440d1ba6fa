// An imported image, as the build would hand it over: a URL.
module.exports = '/static/asset.png'
