// What the integration server and the suites agree on.
export const TEST_OPS_TOKEN = 'integration-ops-token'
export const TEST_INVITE_CODE = 'WELCOME'
