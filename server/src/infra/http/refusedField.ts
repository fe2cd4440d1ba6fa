// A request the catalogue's schema refused (http/calls.ts). A malformed field (its form: digits, a
// decimal, a length, control characters) is answered with the field's name and the form it must
// take, unless the call's own words for it describe that form; a value of the right form that is
// not one of the allowed ones, or a missing field, in the call's own words: the message key its
// `errors` names for that field (the rule's text), else the field and its choices, or "Invalid
// <field>". Never a 4xx or 5xx: bad input is a failure envelope (WIRE.md).
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { CATALOGUE, type Call } from '@wire/catalogue'
import {
  CURRENCY_REF_PATTERN,
  DECIMAL_PATTERN,
  ID_OR_EMPTY_PATTERN,
  ID_PATTERN,
  MULTI_LINE,
  SINGLE_LINE,
  TIME_PATTERN,
} from '@wire/catalogue/common'
import type { MessageKey, Vars } from '../i18n'
import { t } from '../i18n'
import { fail } from './envelope'
import { requestLang } from './lang'

type Refusal = NonNullable<FastifyError['validation']>[number]

/** The top-level field a failed check is about, or undefined when the whole part was wrong. */
export function fieldOf(refusal: Refusal): string | undefined {
  const missing = refusal.params?.missingProperty
  if (refusal.keyword === 'required' && typeof missing === 'string') return missing
  const segment = refusal.instancePath.split('/')[1]
  return segment ? segment.replace(/~1/g, '/').replace(/~0/g, '~') : undefined
}

/** Each field kind's pattern (types/catalogue/common.ts) as the words that describe it. */
const PATTERN_WORDS: Readonly<Record<string, MessageKey>> = {
  [ID_PATTERN]: 'field_format_whole',
  [ID_OR_EMPTY_PATTERN]: 'field_format_whole',
  [TIME_PATTERN]: 'field_format_whole',
  [DECIMAL_PATTERN]: 'field_format_decimal',
  [CURRENCY_REF_PATTERN]: 'field_format_currency',
  [SINGLE_LINE]: 'field_format_text',
  [MULTI_LINE]: 'field_format_text',
}

/** What is wrong with the form of a field's value, or undefined when its form is right. */
function formatFault(refusal: Refusal, field: string): [MessageKey, Vars] | undefined {
  const params = refusal.params ?? {}
  switch (refusal.keyword) {
    case 'pattern': {
      const pattern = String(params.pattern)
      return [PATTERN_WORDS[pattern] ?? 'field_format_pattern', { field, pattern }]
    }
    case 'maxLength':
      return ['field_format_length', { field, max: Number(params.limit) }]
    case 'minLength':
      return ['field_format_min_length', { field, min: Number(params.limit) }]
    case 'type':
      return ['field_format_single', { field }]
    default:
      return undefined
  }
}

/**
 * The calls' own words that describe the form a value must take, which answer a malformed value as
 * well as the rule did before the schema existed. Any other word of a call's `errors` (a record not
 * found, a choice, a rule about the price) would say something untrue of a value that is malformed.
 */
const SAYS_THE_FORM: ReadonlySet<MessageKey> = new Set<MessageKey>([
  'amount_invalid',
  'spot_amount_invalid',
  'spot_price_invalid',
  'lever_share_invalid',
  'follow_number_invalid',
  'follow_cap_invalid',
  'alert_value_invalid',
  'wallet_address_invalid',
  'support_text_invalid',
])

function messageFor(
  c: Call | undefined,
  refusal: Refusal | undefined,
  field: string | undefined,
  sent: unknown,
): [MessageKey, Vars?] {
  if (refusal === undefined || field === undefined) return ['bad_request']
  const own = c?.errors?.[field] as MessageKey | undefined
  // '' is a field not given, as every rule reads it: nothing is wrong with its form
  const fault = sent === '' ? undefined : formatFault(refusal, field)
  if (fault) return own && SAYS_THE_FORM.has(own) ? [own] : fault
  if (own) return [own]
  const allowed = refusal.params?.allowedValues
  if (refusal.keyword === 'enum' && Array.isArray(allowed)) {
    return ['field_format_choice', { field, choices: allowed.join(', ') }]
  }
  return ['field_invalid', { field }]
}

export function answerRefusedField(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const name = req.routeOptions.config.call
  const c: Call | undefined = name ? CATALOGUE[name] : undefined
  const first = err.validation?.[0]
  const field = first ? fieldOf(first) : undefined
  // Quietly: a refused field is the client's mistake, not ours; no stack, nothing to alarm.
  req.log.info({ call: name, part: err.validationContext, field }, 'refused field')
  const part = err.validationContext === 'querystring' ? req.query : req.body
  const sent =
    field !== undefined && typeof part === 'object' && part !== null
      ? (part as Record<string, unknown>)[field]
      : undefined
  const [key, vars] = messageFor(c, first, field, sent)
  const lang = requestLang(req)
  if (c?.answer === 'code')
    return reply.code(200).send({ code: -1, msg: t(lang, key, vars), data: [] })
  return reply.code(200).send(fail(lang, key, vars))
}
