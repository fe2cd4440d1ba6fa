// Account safety (issue 32): the signed-in sessions and devices, and the anti-phishing code.
// Every call needs a session; a session is named by its public id, never by its token.
import { Type } from 'typebox'
import { SESSION_PLATFORMS } from '../user'
import { call, Fields, Id, Nullable, Text } from './common'

export const SessionEntry = Type.Object({
  id: Type.Integer({ description: 'the public id /safe/session_end takes' }),
  platform: Type.Enum<[...typeof SESSION_PLATFORMS]>(SESSION_PLATFORMS),
  device: Type.String({ description: 'as the app named it at sign-in ("" when it did not)' }),
  ip: Type.String({ description: 'the address of the latest request seen' }),
  created_at: Type.String({ description: 'ISO time of the sign-in' }),
  last_seen_at: Type.String({ description: 'ISO time of the latest request (to 5 minutes)' }),
  current: Type.Boolean({ description: 'the session asking' }),
})

const Said = Type.String({ description: 'a translated confirmation' })

/** Asked wherever the authenticator guards the call, once one is bound (failure flag `totp`). */
export const TotpCode = Type.Optional(
  Text({
    maxLength: 32,
    description: "the authenticator's 6-digit code, or a recovery code; needed once one is bound",
  }),
)

export const safety = {
  sessions: call({
    method: 'GET',
    path: '/safe/sessions',
    summary: "The user's live sessions, the one asking first, then by latest request",
    auth: true,
    query: Fields({}),
    response: Type.Array(SessionEntry),
  }),

  endSessionById: call({
    method: 'POST',
    path: '/safe/session_end',
    summary:
      'Sign out one session: its token stops working and its sockets stop hearing the user, on ' +
      'every node, at once (ending the one asking is a logout)',
    auth: true,
    body: Fields({ id: Id('the session id /safe/sessions gave') }),
    response: Said,
    errors: { id: 'session_not_found' },
  }),

  endOtherSessions: call({
    method: 'POST',
    path: '/safe/sessions_end_others',
    summary: 'Sign out every session but the one asking',
    auth: true,
    body: Fields({}),
    response: Type.Object({ ended: Type.Integer({ description: 'how many were signed out' }) }),
  }),

  setAntiPhishing: call({
    method: 'POST',
    path: '/safe/anti_phishing',
    summary:
      'Set the anti-phishing code every message and e-mail from the platform then carries ' +
      "(4-20 of A-Z, a-z, 0-9 and _; '' removes it), with a security-scene code",
    auth: true,
    body: Fields({
      phrase: Text({ maxLength: 64, description: 'checked by the rule; empty removes it' }),
      code: Text({ maxLength: 32, description: 'the security-scene verification code' }),
      totp_code: TotpCode,
    }),
    response: Said,
  }),

  totpSetup: call({
    method: 'POST',
    path: '/safe/totp/setup',
    summary:
      'A new authenticator key to bind (pending for 30 minutes): its base32 secret and the ' +
      'otpauth:// address the app shows as a QR code',
    auth: true,
    body: Fields({}),
    response: Type.Object({ secret: Type.String(), uri: Type.String() }),
  }),

  totpBind: call({
    method: 'POST',
    path: '/safe/totp/bind',
    summary:
      'Bind the pending key with a code it shows and a security-scene code; answers the 10 ' +
      'recovery codes, shown this once',
    auth: true,
    body: Fields({
      totp_code: Text({ maxLength: 32, description: "the authenticator's code" }),
      code: Text({ maxLength: 32, description: 'the security-scene verification code' }),
    }),
    response: Type.Array(Type.String(), { description: "recovery codes, 'XXXXX-XXXXX'" }),
  }),

  totpUnbind: call({
    method: 'POST',
    path: '/safe/totp/unbind',
    summary:
      'Unbind the authenticator with its code or a recovery code; withdrawals then wait 24 hours',
    auth: true,
    body: Fields({ totp_code: TotpCode }),
    response: Said,
  }),
}

/** The anti-phishing code in /user/info. */
export const AntiPhishing = Nullable(Type.String({ description: 'the phrase (null: not set)' }))
