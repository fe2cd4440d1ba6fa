module.exports = async function stopServer() {
  const child = globalThis.__integrationServer
  if (!child || child.exitCode !== null) return
  await new Promise((resolve) => {
    child.once('exit', resolve)
    child.kill('SIGTERM')
  })
}
