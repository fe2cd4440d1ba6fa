// Identity (SPEC §7 User, Settings and profile): verification codes, registration, login and
// logout, passwords, the captcha and the signed-in user. Invitation codes travel with register.
import { Type } from 'typebox'
import { call, Fields, Nullable, OneOf, Text } from './common'
import { AntiPhishing, TotpCode } from './safety'
import { ProductName } from './jurisdiction'

// Typed by people and checked by rules in code (server/src/identity/accounts.ts, credentials.ts,
// common/validate.ts): plain Text, capped far above what a rule accepts, so the rule's
// translated message ("please enter a correct e-mail", "password 6-12 characters") still answers.
const UserString = Text({ maxLength: 320, description: 'e-mail, or the national phone number' })
const Password = Text({ maxLength: 128, description: '6-12 characters (checked by the rule)' })
const Code = Text({ maxLength: 32, description: 'the 6-digit verification code' })

/**
 * How an account is named. `type` ('mobile' | 'email') may be missing or anything else: the
 * server then tells by the '@'. The area code comes as a code ('86', '+86') or a picker id.
 */
const account = {
  type: Type.Optional(Text({ maxLength: 16, description: "'mobile' | 'email'" })),
  user_string: UserString,
  area_code: Type.Optional(Text({ maxLength: 16, description: "calling code, '86' or '+86'" })),
  area_code_id: Type.Optional(Text({ maxLength: 16, description: 'id of types/areaCodes.ts' })),
}

/** What the new session is kept as in /safe/sessions. */
const client = {
  platform: Type.Optional(
    Text({ maxLength: 16, description: "Taro's target: h5, weapp, alipay, tt" }),
  ),
  device: Type.Optional(Text({ maxLength: 64, description: 'the device, as the app names it' })),
}

/**
 * '' and 'register' are one scene. 'pay_password' (set or change the withdraw password, WIRE.md)
 * 'withdraw' (confirm a withdrawal) and 'security' (the anti-phishing code) need the session and goes to the signed-in user's own account, whatever `user_string` says.
 */
const Scene = OneOf(
  ['', 'register', 'forget', 'pay_password', 'withdraw', 'security'],
  'verification-code scene',
)

const sceneErrors = { scene: 'bad_request' } as const

const ReviewStatus = Type.Union(
  [Type.Literal(0), Type.Literal(1), Type.Literal(2), Type.Literal(3)],
  { description: '0 none, 1 pending, 2 passed, 3 rejected' },
)

export const UserInfo = Type.Object({
  id: Type.Integer(),
  account: Type.String({ description: 'the e-mail, or the national number of a phone account' }),
  account_type: Type.Union([Type.Literal('mobile'), Type.Literal('email')]),
  area_code: Nullable(Type.String()),
  nickname: Type.String(),
  head_portrait: Nullable(Type.String()),
  credit_score: Type.Number(),
  invite_code: Type.String({ description: "this user's own invitation code" }),
  name: Nullable(Type.String({ description: 'real name once certified' })),
  review_status: ReviewStatus,
  advanced_review_status: ReviewStatus,
  isPayPas: Type.Boolean({ description: 'trade/withdraw password set' }),
  created_at: Type.String(),
  mobile: Nullable(
    Type.String({ description: "the bound phone number (a phone account's is its login)" }),
  ),
  mobile_area_code: Nullable(Type.String({ description: 'calling code of mobile' })),
  security_changed_at: Nullable(
    Type.String({
      description:
        'ISO time of the latest login or withdraw password change or mobile binding (null: none)',
    }),
  ),
  anti_phishing: AntiPhishing,
  totp_bound: Type.Boolean({
    description:
      'an authenticator is bound: its code (totp_code) is asked at login and for money and security',
  }),
  products_off: Type.Array(
    Type.Object({
      product: ProductName,
      country: Type.String({ description: 'the country (ISO alpha-2) it is off in' }),
    }),
    { description: 'products switched off where the user is; what they hold stays closable' },
  ),
})

export const Captcha = Type.Object({
  key: Type.String(),
  img: Type.String({ description: 'data:image/svg+xml;base64,...' }),
})

/** A phone number to bind; SPEC §7 lists [area_code, mobile], area_code_id as the other forms. */
const mobileFields = {
  mobile: Text({ maxLength: 32, description: 'the national number' }),
  area_code: Type.Optional(Text({ maxLength: 16, description: "calling code, '86' or '+86'" })),
  area_code_id: Type.Optional(Text({ maxLength: 16, description: 'id of types/areaCodes.ts' })),
}

const Token = Type.String({ description: 'the new session token (Authorization header)' })
const Said = Type.String({ description: 'a translated confirmation' })

export const identity = {
  sendCode: call({
    method: 'POST',
    path: '/sms_mail',
    summary: 'Send a verification code to a phone or an e-mail address',
    auth: false,
    body: Fields({
      ...account,
      scene: Type.Optional(Scene),
      type: Type.Optional(
        Text({ maxLength: 32, description: "legacy: 'forget' selects the forget scene" }),
      ),
      type_new: Type.Optional(Text({ maxLength: 16, description: "channel, 'mobile' | 'email'" })),
      email_code: Type.Optional(
        Text({ maxLength: 32, description: 'sent by some clients; unused' }),
      ),
    }),
    response: Said,
    errors: sceneErrors,
  }),

  checkCode: call({
    method: 'POST',
    path: '/user/check_email',
    summary: 'Check a verification code without using it up (before registering)',
    auth: false,
    body: Fields({
      ...account,
      scene: Type.Optional(Scene),
      type: Type.Optional(Text({ maxLength: 32 })),
      type_new: Type.Optional(Text({ maxLength: 16 })),
      country_code: Type.Optional(Text({ maxLength: 16, description: 'wins over area_code' })),
      email_code: Code,
    }),
    response: Said,
    errors: sceneErrors,
  }),

  register: call({
    method: 'POST',
    path: '/user/register',
    summary: 'Register and sign in (the message is the session token)',
    auth: false,
    body: Fields({
      ...account,
      code: Code,
      password: Password,
      repassword: Password,
      invite_code: Text({ maxLength: 64, description: "the referrer's invitation code" }),
      ...client,
    }),
    response: Token,
  }),

  login: call({
    method: 'POST',
    path: '/user/login',
    summary: 'Sign in (the message is the session token)',
    auth: false,
    body: Fields({
      ...account,
      password: Password,
      captcha_key: Type.Optional(Text({ maxLength: 128 })),
      captcha: Type.Optional(Text({ maxLength: 32, description: 'answer, once asked for' })),
      totp_code: TotpCode,
      ...client,
    }),
    response: Token,
  }),

  logout: call({
    method: 'GET',
    path: '/user/logout',
    summary: 'End this session',
    auth: true,
    query: Fields({}),
    response: Said,
  }),

  userInfo: call({
    method: 'GET',
    path: '/user/info',
    summary: 'The signed-in user',
    auth: true,
    query: Fields({}),
    response: UserInfo,
  }),

  forgetPassword: call({
    method: 'POST',
    path: '/user/forget',
    summary: 'Set a forgotten login password with a forget-scene code',
    auth: false,
    body: Fields({
      ...account,
      // Either names the account; `account` wins.
      user_string: Type.Optional(UserString),
      account: Type.Optional(UserString),
      code: Code,
      password: Password,
      repassword: Password,
    }),
    response: Said,
  }),

  updatePassword: call({
    method: 'POST',
    path: '/safe/update_password',
    summary:
      'Change the login password (with a forget-scene code) or set or change the ' +
      'trade/withdraw password (type pay, with a pay_password-scene code)',
    auth: true,
    body: Fields({
      password: Password,
      re_password: Password,
      code: Code,
      type: Type.Optional(OneOf(['', 'login', 'pay'], "which password; '' is login")),
      totp_code: TotpCode,
    }),
    response: Said,
    errors: { type: 'bad_request' },
  }),

  editNickname: call({
    method: 'POST',
    path: '/user/editNickname',
    summary: 'Change the nickname (trimmed, 1-32 characters, no special symbols; plain text)',
    auth: true,
    body: Fields({ nickname: Text({ maxLength: 128, description: 'checked by the rule' }) }),
    response: Said,
  }),

  uploadHeadPortrait: call({
    method: 'POST',
    path: '/user/uploadHeadPortrait',
    summary:
      "Make one of the user's own uploads (the reference /upload answered) the avatar; " +
      '/user/info then gives the reference, which /upload/url turns into an address',
    auth: true,
    body: Fields({
      head_portrait: Text({ maxLength: 64, description: 'an upload reference of this user' }),
    }),
    response: Said,
    errors: { head_portrait: 'photo_not_found' },
  }),

  sendMobileCode: call({
    method: 'POST',
    path: '/sms_send',
    summary:
      'Send a code to a phone number to bind it (signed in; e-mail accounts only, a phone ' +
      "account's number is its login); limited like /sms_mail",
    auth: true,
    body: Fields({ ...mobileFields }),
    response: Said,
  }),

  bindMobile: call({
    method: 'POST',
    path: '/safe/mobile',
    summary:
      'Bind the phone number with the code /sms_send sent; a number another account uses is ' +
      'refused',
    auth: true,
    body: Fields({ ...mobileFields, code: Code, totp_code: TotpCode }),
    response: Said,
  }),

  captcha: call({
    method: 'GET',
    path: '/getCaptcha',
    summary: 'A new captcha image and its key',
    auth: false,
    query: Fields({}),
    response: Captcha,
  }),
}
