// jsdom whose page origin is the reference server started by startServer.ts, so the client's
// relative `/api` base reaches it exactly as a deployed H5 app does (same origin, no CORS).
const JsdomEnvironment = require('jest-environment-jsdom').default

class ServerOriginEnvironment extends JsdomEnvironment {
  constructor(config, context) {
    const origin = process.env.TEST_SERVER_ORIGIN
    if (!origin)
      throw new Error('TEST_SERVER_ORIGIN is not set: the integration globalSetup did not run')
    const projectConfig = {
      ...config.projectConfig,
      testEnvironmentOptions: { ...config.projectConfig.testEnvironmentOptions, url: `${origin}/` },
    }
    super({ ...config, projectConfig }, context)
  }
}

module.exports = ServerOriginEnvironment
