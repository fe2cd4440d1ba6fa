// The native project runs the code as the React Native build compiles it (config/index.ts `rn`);
// tests/integration/support.ts resetClient points the API base at the reference server.
process.env.TARO_ENV = 'rn'

// React Native's networking reads a file part given as { uri, name, type } from the file at `uri`;
// Node's FormData, which fetch sends here, takes the bytes as a Blob.
const { readFileSync } = require('node:fs')
const { Blob } = require('node:buffer')

class NativeFormData extends FormData {
  append(name, value, ...fileName) {
    if (value && typeof value === 'object' && typeof value.uri === 'string') {
      const bytes = readFileSync(value.uri.replace(/^file:\/\//, ''))
      return super.append(name, new Blob([bytes], { type: value.type }), value.name)
    }
    return super.append(name, value, ...fileName)
  }
}
globalThis.FormData = NativeFormData

// React Native's start-up makes `self` the global (Libraries/Core/setUpGlobals.js), which ECharts
// reads as "no document, draw without one"; the jest preset leaves it out
if (globalThis.self === undefined) globalThis.self = globalThis
