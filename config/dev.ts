import type { UserConfigExport } from '@tarojs/cli'

export default {
  logger: { quiet: false, stats: true },
  mini: {},
  h5: {
    devServer: {
      host: '127.0.0.1',
      port: 10086,
      // the reference server (npm run server) answers /api, /upload and the socket
      proxy: [{ context: ['/api', '/socket.io'], target: 'http://127.0.0.1:8080', ws: true }],
    },
  },
} satisfies UserConfigExport<'webpack5'>
