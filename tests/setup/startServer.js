// Integration globalSetup: start tests/setup/integrationServer.ts and publish its origin to the
// test environments (they inherit this process's environment).
const { spawn } = require('node:child_process')
const path = require('node:path')

module.exports = async function startServer() {
  // the integration and native projects share one server
  if (globalThis.__integrationServer) return
  const root = path.resolve(__dirname, '..', '..')
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, 'integrationServer.ts')],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  const origin = await new Promise((resolve, reject) => {
    let out = ''
    child.stdout.on('data', (d) => {
      out += d.toString()
      const line = out.split('\n').find((l) => l.startsWith('{'))
      if (line) resolve(JSON.parse(line).origin)
    })
    child.once('exit', (code) => reject(new Error(`integration server exited with ${code}`)))
    setTimeout(() => reject(new Error('integration server did not start in 60 s')), 60000).unref()
  })
  process.env.TEST_SERVER_ORIGIN = origin
  globalThis.__integrationServer = child
}
