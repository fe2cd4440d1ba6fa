// What the integration server and the suites agree on.
export const TEST_OPS_TOKEN = 'integration-ops-token'
export const TEST_INVITE_CODE = 'WELCOME'
/** The integration server's extra seconds-trading option (besides 30, 60, 120 and 300 s). */
export const TEST_SECONDS = 2
